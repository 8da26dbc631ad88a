import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'playerfm',
  eyebrow: 'Baixador do Player.FM',
  heading: 'Baixe episódios de podcast do Player.FM',
  intro:
    'Salve qualquer episódio que você encontrar no Player.FM como arquivo MP3 ou M4A. O Player.FM indexa feeds públicos de podcast, então você recebe o áudio original do criador, com o título e os detalhes do programa.',
  placeholder: 'https://player.fm/series/…/…',
  hint: 'Páginas de episódio (player.fm/series/show/episode) funcionam melhor.',
  shareText: null,
  steps: [
    { title: 'Copie o link do episódio', text: 'No app Player.FM, toque no botão de compartilhar do episódio e copie o link, ou copie o endereço da página do episódio em player.fm.' },
    { title: 'Cole e processe', text: 'Cole o link acima e clique em Baixar. Lemos a página do episódio e o arquivo de áudio anexado ao feed.' },
    { title: 'Baixe', text: 'Salve o arquivo do episódio e ouça em qualquer app de podcast ou player de música.' },
  ],
  formats: [
    { title: 'Arquivo original do feed', text: 'MP3 ou M4A exatamente como o feed do podcast publica, muitas vezes com capítulos e capa embutidos.' },
  ],
  faq: [
    { question: 'Isso usa minha conta do Player.FM?', answer: 'Não. As páginas de episódio são públicas, então não é preciso fazer login e nada muda na sua biblioteca do Player.FM.' },
    { question: 'Posso baixar uma série inteira?', answer: 'Cole o link de um episódio por vez. Para um programa completo, o baixador de podcasts aceita o feed RSS da série.' },
    { question: 'Por que um episódio antigo falha?', answer: 'Alguns criadores removem episódios antigos da hospedagem. Se o arquivo de áudio sumiu na origem, não sobra nada para baixar.' },
  ],
};
