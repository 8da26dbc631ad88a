import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'instagram',
  eyebrow: 'Téléchargeur Instagram',
  heading: 'Télécharger des reels, vidéos et stories Instagram',
  intro: 'Enregistrez en MP4 avec leur son les reels, publications vidéo, vidéos IGTV et stories publiques d’Instagram. Collez le lien d’une publication publique ; inutile de vous connecter à Instagram ici.',
  placeholder: 'https://www.instagram.com/reel/… ou https://www.instagram.com/p/…',
  hint: 'Les liens de reels (/reel/), de publications (/p/) et IGTV (/tv/) de comptes publics sont pris en charge.',
  shareText: null,
  steps: [
    { title: 'Copiez le lien dans Instagram', text: 'Touchez l’icône Partager en forme d’avion en papier sous le reel ou la publication, puis choisissez Copier le lien. Dans un navigateur, copiez l’adresse de la publication.' },
    { title: 'Collez-le ici', text: 'Collez le lien ci-dessus et appuyez sur Télécharger. Les carrousels listent chacune des vidéos qu’ils contiennent.' },
    { title: 'Enregistrez le MP4', text: 'Choisissez une qualité ; les flux vidéo seule sont fusionnés avec le son sur notre serveur.' },
  ],
  formats: [
    { title: 'MP4 avec le son', text: 'Les reels et les publications dans leur résolution d’origine, généralement jusqu’à 1080x1920 pour les reels.' },
    { title: 'Vidéo et audio DASH', text: 'Les mises en ligne récentes arrivent en flux vidéo et audio séparés ; choisissez une qualité vidéo et nous y ajoutons le son.' },
    { title: 'Audio seul', text: 'La bande-son d’un reel en M4A, pratique pour récupérer l’audio original d’un clip.' },
  ],
  faq: [
    { question: 'Puis-je télécharger depuis un compte privé ?', answer: 'Non. Les publications et stories des comptes privés ne sont visibles que par les abonnés acceptés : elles ne peuvent donc pas être téléchargées.' },
    { question: 'Les stories fonctionnent-elles ?', answer: 'Les stories publiques encore en ligne peuvent souvent être récupérées depuis leur lien. Instagram limite l’accès anonyme aux stories : une story à la une ou une publication vidéo est donc plus fiable.' },
    { question: 'Le propriétaire du compte le saura-t-il ?', answer: 'Non. Rien n’est publié, aimé ni regardé depuis votre compte, puisqu’aucun compte n’est utilisé.' },
    { question: 'Pourquoi est-ce que je n’obtiens que des photos ?', answer: 'Les publications d’images ne contiennent aucune vidéo. Seuls les reels, les publications vidéo et les diapositives vidéo des carrousels donnent ici des fichiers téléchargeables.' },
  ],
};
