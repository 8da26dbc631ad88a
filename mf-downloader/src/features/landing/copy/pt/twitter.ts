import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'twitter',
  eyebrow: 'Baixador do Twitter / X',
  heading: 'Baixe vídeos e GIFs do X (Twitter)',
  intro:
    'Salve vídeos e GIFs animados de posts do X, antigo Twitter, em MP4 e em todas as qualidades que o X oferece. Cole o link do post; não é preciso ter conta no X para posts públicos.',
  placeholder: 'https://x.com/user/status/… ou https://twitter.com/user/status/…',
  hint: 'Links de x.com, twitter.com e mobile.twitter.com funcionam.',
  shareText: null,
  steps: [
    { title: 'Copie o link do post', text: 'No app do X, toque no ícone de Compartilhar abaixo do post e escolha Copiar link. Na web, clique no post e copie o endereço /status/.' },
    { title: 'Cole aqui', text: 'Cole o link acima e toque em Baixar. Se um post tiver vários vídeos, cada um aparece na lista.' },
    { title: 'Escolha uma resolução', text: 'O X costuma oferecer três ou quatro tamanhos de MP4. Escolha o maior para ter mais qualidade ou um menor para economizar dados.' },
  ],
  formats: [
    { title: 'MP4 em vários tamanhos', text: 'Normalmente 480p, 720p e 1080p em H.264 com som AAC, e cada um pode ser baixado do jeito que está.' },
    { title: 'GIFs em MP4', text: 'O X armazena GIFs como loops curtos em MP4 sem som; você recebe esse MP4, que é menor e mais nítido que um GIF de verdade.' },
    { title: 'Variantes HLS', text: 'Alguns posts só são transmitidos via HLS; juntamos essas variantes em um único MP4 para você.' },
  ],
  faq: [
    { question: 'Posso baixar de contas protegidas?', answer: 'Não. Posts de contas protegidas (privadas) só ficam visíveis para seguidores aprovados, então não podem ser baixados.' },
    { question: 'Por que não tem som?', answer: 'Se você baixou um GIF, isso é normal: os GIFs do X não têm faixa de áudio. Vídeos comuns vêm com som AAC.' },
    { question: 'Funciona com Spaces ou transmissões ao vivo?', answer: 'Transmissões encerradas que o X guarda como replay muitas vezes podem ser baixadas; transmissões ao vivo em andamento e o áudio de Spaces não são suportados.' },
    { question: 'Preciso fazer login no X?', answer: 'Não. Posts públicos são baixados sem conta, e nunca pedimos a sua senha do X.' },
  ],
};
