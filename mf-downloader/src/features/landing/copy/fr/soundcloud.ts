import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'soundcloud',
  eyebrow: 'Téléchargeur SoundCloud',
  heading: 'Télécharger des titres SoundCloud en MP3',
  intro:
    'Enregistrez les titres, mixes et DJ sets publics de SoundCloud pour les écouter hors ligne. Collez le lien du titre et choisissez entre les flux MP3 et Opus proposés par SoundCloud.',
  placeholder: 'https://soundcloud.com/artist/track',
  hint: 'Les liens de titres soundcloud.com et les liens courts snd.sc / on.soundcloud.com sont pris en charge.',
  shareText: null,
  steps: [
    { title: 'Copiez le lien du titre', text: 'Dans l’appli SoundCloud, touchez les trois points › Partager › Copier le lien. Sur le site, copiez l’adresse de la page du titre (pas celle de l’artiste).' },
    { title: 'Collez et lancez', text: 'Collez le lien ci-dessus et appuyez sur Télécharger pour voir les flux audio disponibles.' },
    { title: 'Enregistrez l’audio', text: 'Choisissez MP3 pour une compatibilité maximale, ou Opus pour une meilleure qualité à taille égale.' },
  ],
  formats: [
    { title: 'MP3 à 128 kbps', text: 'Le flux MP3 progressif ou HLS, lisible sur tous les appareils.' },
    { title: 'Opus ou AAC (HLS)', text: 'Des flux plus efficaces, autour de 64–160 kbps, assemblés en un seul fichier à partir des segments HLS.' },
  ],
  faq: [
    { question: 'Puis-je télécharger des titres SoundCloud Go+ ?', answer: 'Non. Les titres réservés aux abonnés ne diffusent au public qu’un extrait de 30 secondes, et les versions complètes sont protégées.' },
    { question: 'Et le bouton de téléchargement de l’artiste ?', answer: 'Si un artiste active les téléchargements, le bouton de SoundCloud fournit le fichier original, souvent sans perte. Utilisez cet outil pour les titres publics qui n’ont pas ce bouton.' },
    { question: 'Puis-je télécharger une playlist entière ?', answer: 'Pour l’instant, collez un titre à la fois ; la page de chaque titre propose ses propres formats.' },
    { question: 'Pourquoi le débit n’est-il que de 128 kbps ?', answer: 'C’est le flux que SoundCloud diffuse aux auditeurs. Nous ne réencodons pas : vous obtenez exactement le flux servi par SoundCloud, sans perte supplémentaire.' },
  ],
};
