import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'tiktok',
  eyebrow: 'Baixador do TikTok',
  heading: 'Baixe vídeos do TikTok sem marca d’água',
  intro:
    'Salve vídeos do TikTok como arquivos MP4 limpos, sem a marca d’água que fica se movendo, ou fique só com o som em áudio. Funciona com links copiados do app do TikTok e do tiktok.com, no celular e no computador.',
  placeholder: 'https://www.tiktok.com/@user/video/… ou https://vm.tiktok.com/…',
  hint: 'Links curtos de compartilhamento (vm.tiktok.com, vt.tiktok.com) também servem: seguimos o link até o vídeo.',
  shareText: null,
  steps: [
    { title: 'Copie o link no TikTok', text: 'Abra o vídeo, toque na seta de Compartilhar e escolha Copiar link. No site, copie o endereço da página do vídeo.' },
    { title: 'Cole e processe', text: 'Cole o link acima e toque em Baixar. Buscamos o arquivo original enviado, não a versão gravada da tela com a marca d’água.' },
    { title: 'Salve o MP4', text: 'Escolha o formato de vídeo para salvá-lo ou o formato só de áudio para ficar com o som.' },
  ],
  formats: [
    { title: 'MP4 sem marca d’água', text: 'Vídeo H.264 ou H.265 com som AAC, geralmente em 576x1024 ou 1080x1920, exatamente como o criador enviou.' },
    { title: 'Só áudio', text: 'A trilha sonora do vídeo em M4A/MP3, quando o TikTok a disponibiliza separadamente.' },
  ],
  faq: [
    { question: 'A marca d’água é removida mesmo?', answer: 'Sim. O TikTok guarda o arquivo original separado da cópia com o nome de usuário sobreposto; nós baixamos o original, então nada é cortado nem desfocado.' },
    { question: 'Posso baixar carrosséis de fotos do TikTok?', answer: 'Carrosséis são imagens com música, não um arquivo de vídeo. Normalmente você pode salvar a trilha sonora; as imagens em si não são oferecidas como vídeo.' },
    { question: 'Por que um link do TikTok não funciona?', answer: 'Contas privadas, vídeos só para amigos e posts apagados não podem ser obtidos. Confira se o vídeo é reproduzido numa janela anônima do navegador sem fazer login.' },
    { question: 'O criador é notificado?', answer: 'Não. Baixar por este site não interage com o criador nem com a sua conta do TikTok. Respeite os direitos dele e dê o crédito quando reutilizar um trecho.' },
  ],
};
