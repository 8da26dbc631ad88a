import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'podcast',
  eyebrow: 'Téléchargeur de podcasts',
  heading: 'Téléchargez n’importe quel épisode de podcast',
  intro:
    'Presque tous les podcasts sont publiés sous forme de flux RSS public, avec un fichier audio pour chaque épisode. Collez la page d’un épisode, un lien d’appli de podcast ou le flux lui-même, et téléchargez l’épisode en MP3 ou M4A.',
  placeholder: 'Lien de l’épisode ou URL du flux RSS (https://…/feed.xml)',
  hint: 'Fonctionne avec les flux RSS, Apple Podcasts, Player.FM, Castbox, TuneIn, Xiaoyuzhou FM et de nombreuses pages d’hébergeurs.',
  shareText: null,
  steps: [
    { title: 'Trouvez l’épisode ou le flux', text: 'Copiez le lien de l’épisode depuis le menu Partager de votre appli de podcast, ou l’adresse du flux RSS sur le site de l’émission (cherchez RSS, S’abonner ou une icône de flux).' },
    { title: 'Collez et lancez', text: 'Collez le lien ci-dessus et appuyez sur Télécharger. Nous lisons le flux ou la page et trouvons le fichier audio joint à l’épisode.' },
    { title: 'Téléchargez l’épisode', text: 'Enregistrez le fichier audio d’origine et écoutez-le dans n’importe quelle appli, sur l’autoradio ou sur un lecteur MP3.' },
  ],
  formats: [
    { title: 'MP3 ou M4A d’origine', text: 'Le fichier joint au flux, exactement tel qu’il a été publié, sans réencodage.' },
    { title: 'Infos sur l’émission et l’épisode', text: 'Le nom de la série et les numéros de saison et d’épisode s’affichent quand le flux les fournit.' },
  ],
  faq: [
    { question: 'Qu’est-ce qu’un flux RSS et où le trouver ?', answer: 'C’est l’adresse publique à laquelle s’abonnent les applis de podcast ; elle se termine souvent par /feed, /rss ou .xml. Les hébergeurs et les sites des émissions la proposent généralement sous la mention RSS ou S’abonner.' },
    { question: 'Puis-je télécharger des podcasts Spotify ?', answer: 'Non. L’audio de Spotify est protégé par DRM et ne peut pas être téléchargé. La plupart des émissions présentes sur Spotify publient aussi un flux RSS ou une page Apple Podcasts : utilisez plutôt ce lien.' },
    { question: 'Comment obtenir un épisode précis ?', answer: 'Collez le lien propre à cet épisode depuis une appli de podcast (Partager › Copier le lien) plutôt que l’adresse du flux : le lien de l’épisode désigne exactement le fichier voulu.' },
    { question: 'Les flux privés ou premium sont-ils pris en charge ?', answer: 'Non. Les flux privés à jeton personnel et les flux payants réservés aux abonnés appartiennent à leurs propriétaires et ne peuvent pas être téléchargés ici.' },
  ],
  note: 'Spotify ne peut pas être téléchargé : son audio est protégé par DRM. Collez plutôt le flux RSS de l’émission ou son lien Apple Podcasts.',
};
