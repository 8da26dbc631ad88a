import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'facebook',
  eyebrow: 'Téléchargeur Facebook',
  heading: 'Télécharger des vidéos et des reels Facebook',
  intro: 'Enregistrez en MP4, en SD ou en HD, les vidéos Facebook publiques, les reels et les rediffusions de vidéos en direct publiques, depuis une page, un profil public ou un groupe public.',
  placeholder: 'https://www.facebook.com/…/videos/… ou https://fb.watch/…',
  hint: 'Les liens de vidéos et de reels facebook.com ainsi que les liens courts fb.watch sont pris en charge.',
  shareText: null,
  steps: [
    { title: 'Copiez le lien de la vidéo', text: 'Dans l’application Facebook, touchez Partager sous la vidéo, puis Copier le lien. Sur ordinateur, ouvrez la vidéo et copiez l’adresse, ou passez par le menu à trois points › Copier le lien.' },
    { title: 'Collez et lancez', text: 'Collez le lien ci-dessus et appuyez sur Télécharger pour voir les qualités proposées par Facebook.' },
    { title: 'Téléchargez en SD ou en HD', text: 'Choisissez HD pour la meilleure image ou SD pour un fichier plus léger ; les flux HD vidéo seule sont fusionnés avec le son pour vous.' },
  ],
  formats: [
    { title: 'MP4 en SD et en HD', text: 'En général, un fichier SD en 360p/480p avec le son et une version HD en 720p ou 1080p.' },
    { title: 'Flux DASH', text: 'Les reels et les mises en ligne récentes arrivent sous forme de flux DASH vidéo et audio séparés, que notre serveur fusionne sans réencodage.' },
  ],
  faq: [
    { question: 'Puis-je télécharger des vidéos de groupes privés ou des publications réservées aux amis ?', answer: 'Non. Seul le contenu visible par tous sans connexion peut être téléchargé.' },
    { question: 'Est-ce que cela fonctionne avec les reels ?', answer: 'Oui. Copiez le lien du reel via Partager › Copier le lien et collez-le ; les reels se téléchargent sous forme de fichiers MP4 verticaux.' },
    { question: 'Puis-je télécharger une vidéo en direct ?', answer: 'Une fois qu’une vidéo en direct publique est terminée et que Facebook a publié la rediffusion, vous pouvez télécharger celle-ci comme n’importe quelle autre vidéo.' },
    { question: 'Pourquoi l’option HD n’apparaît-elle pas ?', answer: 'Facebook ne conserve une version HD que pour certaines vidéos mises en ligne. Quand elle manque, le fichier SD est la meilleure qualité disponible.' },
  ],
};
