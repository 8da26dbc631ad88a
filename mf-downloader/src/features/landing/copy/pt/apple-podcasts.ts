import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'apple-podcasts',
  eyebrow: 'Baixador do Apple Podcasts',
  heading: 'Baixe episódios do Apple Podcasts em MP3',
  intro:
    'Salve episódios do Apple Podcasts como arquivos MP3 ou M4A para guardar, mover e ouvir onde quiser. Cole o link de um episódio: encontramos o feed RSS público do programa e o arquivo de áudio original.',
  placeholder: 'https://podcasts.apple.com/us/podcast/…?i=1000…',
  hint: 'Links de episódio têm ?i= seguido do ID do episódio: copie o episódio, não o programa.',
  shareText: null,
  steps: [
    { title: 'Copie o link do episódio', text: 'No app Podcasts, toque nos três pontos ao lado de um episódio › Compartilhar Episódio › Copiar. Na web, abra o episódio em podcasts.apple.com e copie o endereço.' },
    { title: 'Cole e processe', text: 'Cole o link acima e clique em Baixar. Consultamos o feed do programa e encontramos o episódio.' },
    { title: 'Baixe o áudio', text: 'Salve o episódio no formato enviado pelo criador: geralmente MP3, às vezes M4A.' },
  ],
  formats: [
    { title: 'Áudio original do episódio', text: 'Exatamente o arquivo que o criador publicou no feed RSS, geralmente MP3 de 64–192 kbps.' },
    { title: 'Detalhes do episódio', text: 'Nome do programa, temporada e número do episódio aparecem acima do download quando o feed informa esses dados.' },
  ],
  faq: [
    { question: 'Posso baixar episódios das Assinaturas do Apple Podcasts?', answer: 'Não. Episódios disponíveis só para assinantes pagantes são protegidos pela Apple e não estão no feed público.' },
    { question: 'Copio o link do programa ou do episódio?', answer: 'O do episódio. O link do programa aponta para o podcast inteiro; o link de Compartilhar Episódio (com ?i=) indica exatamente o episódio que você quer.' },
    { question: 'O áudio é recodificado?', answer: 'Não. Você recebe o arquivo original do criador, então a qualidade e os capítulos embutidos no arquivo são preservados.' },
    { question: 'E os podcasts do Spotify?', answer: 'Os exclusivos do Spotify têm proteção DRM e não podem ser baixados. Muitos programas também estão no Apple Podcasts ou têm feed RSS: use esse link.' },
  ],
  note: 'Não é possível baixar do Spotify: o áudio tem proteção DRM. Se o programa também estiver no Apple Podcasts, cole esse link.',
};
