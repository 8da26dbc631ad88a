import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'xiaoyuzhou',
  eyebrow: 'Baixador do Xiaoyuzhou FM',
  heading: 'Baixe episódios do Xiaoyuzhou FM (小宇宙)',
  intro:
    'Salve episódios de podcast do Xiaoyuzhou FM (小宇宙) como arquivos M4A ou MP3. Cole o link do episódio compartilhado pelo app e baixe o áudio original com os dados do programa e do episódio.',
  placeholder: 'https://www.xiaoyuzhoufm.com/episode/…',
  hint: 'São aceitos links de episódios do xiaoyuzhoufm.com e links curtos do xyzfm.link.',
  shareText: null,
  steps: [
    { title: 'Copie o link do episódio', text: 'No app 小宇宙, abra o episódio, toque em Compartilhar (分享) e escolha Copiar link (复制链接). No computador, copie o endereço xiaoyuzhoufm.com/episode/….' },
    { title: 'Cole e processe', text: 'Cole o link acima e toque em Baixar. Lemos a página pública do episódio e encontramos o arquivo de áudio.' },
    { title: 'Salve o áudio', text: 'Baixe o episódio e ouça offline em qualquer player.' },
  ],
  formats: [
    { title: 'Áudio original do episódio', text: 'Normalmente M4A (AAC) ou MP3 na taxa de bits do produtor, com o nome do programa exibido acima do download.' },
  ],
  faq: [
    { question: 'Posso baixar episódios pagos do Xiaoyuzhou?', answer: 'Não. Episódios pagos (付费) ficam disponíveis só para quem os compra dentro do app e não podem ser baixados.' },
    { question: 'Preciso do app do Xiaoyuzhou?', answer: 'Só para copiar o link. O download acontece no seu navegador, em qualquer celular ou computador.' },
    { question: 'Por que o nome do arquivo está em chinês?', answer: 'Os nomes dos arquivos usam o título do episódio como foi publicado. Títulos em chinês são mantidos, e os longos são encurtados para respeitar os limites do sistema de arquivos.' },
  ],
};
