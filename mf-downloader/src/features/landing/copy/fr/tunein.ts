import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'tunein',
  eyebrow: 'Téléchargeur TuneIn',
  heading: 'Téléchargez les épisodes de podcasts TuneIn',
  intro:
    'Enregistrez en MP3 les épisodes de podcasts et les émissions à la demande que vous trouvez sur TuneIn. Collez le lien de l’épisode ou de l’émission sur TuneIn : nous récupérons l’audio d’origine de l’éditeur.',
  placeholder: 'https://tunein.com/podcasts/…',
  hint: 'Les pages de podcasts et d’épisodes de tunein.com sont prises en charge, mais pas les flux de radio en direct.',
  shareText: null,
  steps: [
    { title: 'Copiez le lien TuneIn', text: 'Dans l’appli TuneIn, touchez Partager sur l’épisode et copiez le lien. Sur tunein.com, ouvrez le podcast ou l’épisode et copiez l’adresse.' },
    { title: 'Collez et lancez', text: 'Collez le lien ci-dessus et appuyez sur Télécharger pour afficher le fichier audio.' },
    { title: 'Enregistrez l’épisode', text: 'Téléchargez le MP3 et écoutez-le hors ligne dans n’importe quel lecteur.' },
  ],
  formats: [
    { title: 'Audio de l’épisode en MP3', text: 'Le fichier d’origine de l’éditeur, généralement un MP3 de 64–128 kbps.' },
  ],
  faq: [
    { question: 'Puis-je enregistrer des stations de radio en direct ?', answer: 'Non. Les stations en direct sont des flux continus, pas des fichiers, et la plupart ne sont autorisées que pour l’écoute en direct. Les podcasts et les épisodes à la demande fonctionnent.' },
    { question: 'Puis-je télécharger du contenu TuneIn Premium ?', answer: 'Non. Les contenus Premium de sport, d’actualité et de livres audio sont protégés et réservés aux abonnés, dans l’appli TuneIn.' },
    { question: 'Pourquoi la qualité est-elle inférieure à celle de la musique ?', answer: 'Les podcasts parlés sont généralement publiés en 64–128 kbps, ce qui suffit pour une voix claire. Nous ne réencodons jamais : vous obtenez la qualité d’origine.' },
  ],
};
