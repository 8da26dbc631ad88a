import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'facebook',
  eyebrow: 'Baixador de Facebook',
  heading: 'Baixe vídeos e reels do Facebook',
  intro: 'Salve vídeos públicos do Facebook, reels e gravações de transmissões ao vivo públicas em MP4, em SD ou HD, de uma página, um perfil público ou um grupo público.',
  placeholder: 'https://www.facebook.com/…/videos/… ou https://fb.watch/…',
  hint: 'São aceitos links de vídeos e reels do facebook.com e links curtos do fb.watch.',
  shareText: null,
  steps: [
    { title: 'Copie o link do vídeo', text: 'No app do Facebook, toque em Compartilhar abaixo do vídeo e depois em Copiar link. No computador, abra o vídeo e copie o endereço, ou use o menu de três pontos › Copiar link.' },
    { title: 'Cole e processe', text: 'Cole o link acima e toque em Baixar para ver as qualidades que o Facebook oferece.' },
    { title: 'Baixe em SD ou HD', text: 'Escolha HD para a melhor imagem ou SD para um arquivo menor; os streams HD só de vídeo são combinados com o som para você.' },
  ],
  formats: [
    { title: 'MP4 em SD e HD', text: 'Normalmente um arquivo SD em 360p/480p com som e uma versão HD em 720p ou 1080p.' },
    { title: 'Streams DASH', text: 'Reels e envios mais recentes chegam como streams DASH de vídeo e áudio separados, que nosso servidor combina sem recodificar.' },
  ],
  faq: [
    { question: 'Posso baixar vídeos de grupos privados ou de posts só para amigos?', answer: 'Não. Só é possível baixar conteúdo que qualquer pessoa consegue ver sem fazer login.' },
    { question: 'Funciona com reels?', answer: 'Sim. Copie o link do reel em Compartilhar › Copiar link e cole aqui; os reels são baixados como arquivos MP4 verticais.' },
    { question: 'Posso baixar uma transmissão ao vivo?', answer: 'Depois que uma transmissão ao vivo pública termina e o Facebook publica a gravação, você pode baixá-la como qualquer outro vídeo.' },
    { question: 'Por que a opção HD não aparece?', answer: 'O Facebook só mantém uma versão HD de alguns envios. Quando ela não aparece, o arquivo SD é a melhor qualidade disponível.' },
  ],
};
