import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'apple-podcasts',
  eyebrow: 'Téléchargeur Apple Podcasts',
  heading: 'Téléchargez les épisodes Apple Podcasts en MP3',
  intro:
    'Enregistrez des épisodes d’Apple Podcasts en fichiers MP3 ou M4A à conserver, déplacer et écouter partout. Collez le lien d’un épisode : nous retrouvons le flux RSS public de l’émission et le fichier audio d’origine.',
  placeholder: 'https://podcasts.apple.com/us/podcast/…?i=1000…',
  hint: 'Un lien d’épisode contient ?i= suivi de l’identifiant de l’épisode : copiez l’épisode, pas l’émission.',
  shareText: null,
  steps: [
    { title: 'Copiez le lien de l’épisode', text: 'Dans l’appli Podcasts, touchez les trois points à côté d’un épisode › Partager l’épisode › Copier. Sur le Web, ouvrez l’épisode sur podcasts.apple.com et copiez l’adresse.' },
    { title: 'Collez et lancez', text: 'Collez le lien ci-dessus et appuyez sur Télécharger. Nous consultons le flux de l’émission et retrouvons l’épisode.' },
    { title: 'Téléchargez l’audio', text: 'Enregistrez l’épisode dans le format mis en ligne par l’éditeur : le plus souvent MP3, parfois M4A.' },
  ],
  formats: [
    { title: 'Audio d’origine de l’épisode', text: 'Le fichier exact que l’éditeur a publié dans le flux RSS, généralement un MP3 de 64–192 kbps.' },
    { title: 'Infos sur l’épisode', text: 'Le nom de l’émission, la saison et le numéro d’épisode s’affichent au-dessus du téléchargement quand le flux les fournit.' },
  ],
  faq: [
    { question: 'Puis-je télécharger des épisodes des abonnements Apple Podcasts ?', answer: 'Non. Les épisodes réservés aux abonnés payants sont protégés par Apple et ne figurent pas dans le flux public.' },
    { question: 'Faut-il copier le lien de l’émission ou celui de l’épisode ?', answer: 'Celui de l’épisode. Le lien d’une émission renvoie au podcast entier ; le lien Partager l’épisode (qui contient ?i=) désigne précisément l’épisode voulu.' },
    { question: 'L’audio est-il réencodé ?', answer: 'Non. Vous obtenez le fichier d’origine de l’éditeur : la qualité et les chapitres intégrés au fichier sont conservés.' },
    { question: 'Et les podcasts Spotify ?', answer: 'Les exclusivités Spotify sont protégées par DRM et ne peuvent pas être téléchargées. Beaucoup d’émissions sont aussi sur Apple Podcasts ou ont un flux RSS : utilisez plutôt ce lien.' },
  ],
  note: 'Impossible de télécharger depuis Spotify : son audio est protégé par DRM. Si l’émission est aussi sur Apple Podcasts, collez ce lien.',
};
