import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'vimeo',
  eyebrow: 'Téléchargeur Vimeo',
  heading: 'Télécharger des vidéos Vimeo en HD',
  intro: 'Enregistrez les vidéos Vimeo publiques en 360p, 540p, 720p, 1080p ou 4K. Vimeo diffuse en HLS et en DASH : nous lisons la liste des flux et transformons votre choix en un seul fichier MP4.',
  placeholder: 'https://vimeo.com/123456789',
  hint: 'Les liens de vidéos vimeo.com et les liens d’intégration player.vimeo.com sont pris en charge.',
  shareText: null,
  steps: [
    { title: 'Copiez le lien Vimeo', text: 'Sur la page de la vidéo, cliquez sur Partager et copiez le lien, ou copiez l’adresse vimeo.com/… dans la barre du navigateur.' },
    { title: 'Collez et lancez', text: 'Collez le lien ci-dessus et appuyez sur Télécharger pour voir toutes les versions publiées par le créateur.' },
    { title: 'Choisissez une version', text: 'Choisissez la résolution qu’il vous faut ; les flux image et son séparés sont fusionnés en un seul fichier.' },
  ],
  formats: [
    { title: 'Versions HLS', text: 'La plupart des vidéos Vimeo sont diffusées en HLS (.m3u8) en plusieurs résolutions, chacune affichée avec son débit.' },
    { title: 'MP4 progressif', text: 'Certaines vidéos proposent encore des fichiers MP4 directs, qui se téléchargent immédiatement, sans fusion.' },
    { title: 'Piste audio', text: 'Le flux audio seul, utile pour les conférences et les clips musicaux.' },
  ],
  faq: [
    { question: 'Puis-je télécharger des vidéos Vimeo protégées par un mot de passe ?', answer: 'Non. Les vidéos protégées par un mot de passe, les liens privés qui ne vous ont pas été communiqués et les titres payants de Vimeo On Demand ne peuvent pas être téléchargés.' },
    { question: 'Et le bouton Télécharger de Vimeo ?', answer: 'Quand le créateur l’active, le bouton de Vimeo fournit le fichier original. Utilisez cet outil quand ce bouton est absent mais que la vidéo est publique.' },
    { question: 'Pourquoi y a-t-il autant d’options similaires ?', answer: 'Vimeo encode chaque résolution pour différents débits de connexion, et parfois avec des codecs différents. La taille et le débit indiqués sur chaque bouton permettent de les distinguer.' },
    { question: 'Puis-je télécharger des vidéos Vimeo intégrées ?', answer: 'Collez l’adresse player.vimeo.com de la vidéo intégrée. Certaines vidéos intégrées ne se lisent que sur le site qui les héberge et ne peuvent pas être récupérées ailleurs.' },
  ],
};
