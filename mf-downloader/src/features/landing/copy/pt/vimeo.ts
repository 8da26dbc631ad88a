import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'vimeo',
  eyebrow: 'Baixador de Vimeo',
  heading: 'Baixe vídeos do Vimeo em HD',
  intro: 'Salve vídeos públicos do Vimeo em 360p, 540p, 720p, 1080p ou 4K. O Vimeo transmite via HLS e DASH; lemos a lista de streams e transformamos sua escolha em um único arquivo MP4.',
  placeholder: 'https://vimeo.com/123456789',
  hint: 'São aceitos links de vídeos do vimeo.com e links de incorporação do player.vimeo.com.',
  shareText: null,
  steps: [
    { title: 'Copie o link do Vimeo', text: 'Na página do vídeo, clique em Compartilhar e copie o link, ou copie o endereço vimeo.com/… da barra do navegador.' },
    { title: 'Cole e processe', text: 'Cole o link acima e toque em Baixar para ver todas as versões que o criador publicou.' },
    { title: 'Escolha uma versão', text: 'Escolha a resolução de que você precisa; streams separados de imagem e som são combinados em um só arquivo.' },
  ],
  formats: [
    { title: 'Versões HLS', text: 'A maioria dos vídeos do Vimeo é transmitida em HLS (.m3u8) em várias resoluções, cada uma listada com sua taxa de bits.' },
    { title: 'MP4 progressivo', text: 'Alguns vídeos ainda oferecem arquivos MP4 diretos, que baixam na hora, sem precisar combinar nada.' },
    { title: 'Faixa de áudio', text: 'Só o stream de áudio, útil para palestras e clipes musicais.' },
  ],
  faq: [
    { question: 'Posso baixar vídeos do Vimeo protegidos por senha?', answer: 'Não. Vídeos com senha, links privados que não foram compartilhados com você e títulos pagos do Vimeo On Demand não podem ser baixados.' },
    { question: 'E o botão de download do próprio Vimeo?', answer: 'Quando o criador o ativa, o botão do próprio Vimeo entrega o arquivo original. Use esta ferramenta quando esse botão não aparecer, mas o vídeo for público.' },
    { question: 'Por que há tantas opções parecidas?', answer: 'O Vimeo codifica cada resolução para diferentes velocidades de conexão e, às vezes, com codecs diferentes. O tamanho e a taxa de bits em cada botão ajudam a diferenciá-las.' },
    { question: 'Posso baixar vídeos do Vimeo incorporados?', answer: 'Cole o endereço player.vimeo.com do vídeo incorporado. Alguns vídeos incorporados só são reproduzidos no site que os hospeda e não podem ser obtidos em outro lugar.' },
  ],
};
