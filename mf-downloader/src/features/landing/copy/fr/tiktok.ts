import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'tiktok',
  eyebrow: 'Téléchargeur TikTok',
  heading: 'Téléchargez des vidéos TikTok sans filigrane',
  intro:
    'Enregistrez les vidéos TikTok en fichiers MP4 propres, sans le filigrane qui se déplace à l’écran, ou gardez seulement le son en audio. Cela fonctionne avec les liens copiés depuis l’application TikTok et depuis tiktok.com, sur téléphone comme sur ordinateur.',
  placeholder: 'https://www.tiktok.com/@user/video/… ou https://vm.tiktok.com/…',
  hint: 'Les liens de partage courts (vm.tiktok.com, vt.tiktok.com) fonctionnent aussi : nous les suivons jusqu’à la vidéo.',
  shareText: null,
  steps: [
    { title: 'Copiez le lien dans TikTok', text: 'Ouvrez la vidéo, appuyez sur la flèche Partager et choisissez Copier le lien. Sur le site web, copiez l’adresse de la page de la vidéo.' },
    { title: 'Collez et lancez', text: 'Collez le lien ci-dessus et appuyez sur Télécharger. Nous récupérons la vidéo d’origine telle qu’elle a été mise en ligne, pas la version réenregistrée avec le filigrane.' },
    { title: 'Enregistrez le MP4', text: 'Choisissez le format vidéo pour l’enregistrer, ou le format audio seul pour ne garder que le son.' },
  ],
  formats: [
    { title: 'MP4 sans filigrane', text: 'Vidéo H.264 ou H.265 avec son AAC, généralement en 576x1024 ou 1080x1920, exactement telle que le créateur l’a mise en ligne.' },
    { title: 'Audio seul', text: 'La bande-son de la vidéo en M4A/MP3, lorsque TikTok la fournit séparément.' },
  ],
  faq: [
    { question: 'Le filigrane est-il vraiment supprimé ?', answer: 'Oui. TikTok stocke la vidéo d’origine séparément de la copie où s’affiche le nom d’utilisateur ; nous téléchargeons l’original, donc rien n’est rogné ni flouté.' },
    { question: 'Puis-je télécharger les diaporamas photo TikTok ?', answer: 'Les diaporamas sont des images accompagnées de musique, pas un fichier vidéo. Vous pouvez généralement enregistrer leur bande-son ; les images elles-mêmes ne sont pas proposées en vidéo.' },
    { question: 'Pourquoi un lien TikTok ne fonctionne-t-il pas ?', answer: 'Les vidéos des comptes privés, celles réservées aux amis et les publications supprimées ne peuvent pas être récupérées. Vérifiez que la vidéo se lit dans une fenêtre de navigation privée, sans être connecté.' },
    { question: 'Le créateur est-il prévenu ?', answer: 'Non. Télécharger via ce site n’interagit ni avec le créateur ni avec votre compte TikTok. Merci de respecter ses droits et de le citer lorsque vous réutilisez un extrait.' },
  ],
};
