import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'instagram',
  eyebrow: 'Baixador de Instagram',
  heading: 'Baixe reels, vídeos e stories do Instagram',
  intro: 'Salve reels, posts de vídeo, vídeos do IGTV e stories públicos do Instagram em MP4 com o som. Cole o link de um post público; aqui você não precisa entrar no Instagram.',
  placeholder: 'https://www.instagram.com/reel/… ou https://www.instagram.com/p/…',
  hint: 'São aceitos links de reels (/reel/), posts (/p/) e IGTV (/tv/) de contas públicas.',
  shareText: null,
  steps: [
    { title: 'Copie o link no Instagram', text: 'Toque no ícone de compartilhar em forma de avião de papel abaixo do reel ou do post e escolha Copiar link. No navegador, copie o endereço do post.' },
    { title: 'Cole aqui', text: 'Cole o link acima e toque em Baixar. Posts em carrossel listam todos os vídeos que contêm.' },
    { title: 'Salve o MP4', text: 'Escolha uma qualidade; streams só de vídeo são combinados com o som no nosso servidor.' },
  ],
  formats: [
    { title: 'MP4 com som', text: 'Reels e posts na resolução em que foram enviados, geralmente até 1080x1920 nos reels.' },
    { title: 'Vídeo e áudio DASH', text: 'Envios mais recentes chegam como streams de vídeo e áudio separados; escolha uma qualidade de vídeo e nós juntamos o som a ela.' },
    { title: 'Só áudio', text: 'A trilha sonora de um reel em M4A, prática para ficar com o áudio original de um clipe.' },
  ],
  faq: [
    { question: 'Posso baixar de uma conta privada?', answer: 'Não. Posts e stories de contas privadas só aparecem para seguidores aprovados, então não podem ser baixados.' },
    { question: 'Funciona com stories?', answer: 'Stories públicos que ainda estão no ar muitas vezes podem ser obtidos pelo link do story. O Instagram limita o acesso anônimo aos stories, então um destaque ou um post de vídeo é mais confiável.' },
    { question: 'O dono da conta vai saber?', answer: 'Não. Nada é publicado, curtido ou visto a partir da sua conta, porque nenhuma conta é usada.' },
    { question: 'Por que só aparecem fotos?', answer: 'Posts de imagem não têm vídeo. Aqui, só reels, posts de vídeo e slides de vídeo em carrosséis geram arquivos para baixar.' },
  ],
};
