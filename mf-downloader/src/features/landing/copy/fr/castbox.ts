import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'castbox',
  eyebrow: 'Téléchargeur Castbox',
  heading: 'Téléchargez les épisodes de podcast Castbox',
  intro:
    'Enregistrez les épisodes Castbox sous forme de fichiers audio à conserver en dehors de l’appli. Collez le lien de l’épisode depuis Castbox FM et téléchargez le MP3 ou M4A d’origine.',
  placeholder: 'https://castbox.fm/episode/…',
  hint: 'Les liens d’épisodes castbox.fm et les liens partagés par l’appli Castbox sont pris en charge.',
  shareText: null,
  steps: [
    { title: 'Copiez le lien Castbox', text: 'Dans l’appli Castbox, ouvrez l’épisode, touchez Partager et choisissez Copier le lien. Sur le Web, copiez l’adresse castbox.fm/episode/….' },
    { title: 'Collez et lancez', text: 'Collez le lien ci-dessus et appuyez sur Télécharger pour afficher l’audio de l’épisode.' },
    { title: 'Enregistrez le fichier', text: 'Téléchargez l’épisode et écoutez-le où vous voulez, sans l’appli Castbox.' },
  ],
  formats: [
    { title: 'Audio de l’épisode', text: 'Le MP3 ou M4A de l’éditeur, généralement de 64 à 128 kbit/s, avec le titre de l’épisode et le nom de l’émission affichés au-dessus.' },
  ],
  faq: [
    { question: 'Est-ce la même chose que les téléchargements dans l’appli ?', answer: 'Les téléchargements faits dans l’appli Castbox restent dans l’appli. Ici, vous obtenez un fichier audio ordinaire que vous pouvez copier sur n’importe quel appareil ou lecteur.' },
    { question: 'Puis-je télécharger les épisodes premium de Castbox ?', answer: 'Non. Les épisodes payants et premium sont réservés aux abonnés ; seuls les épisodes gratuits et publics peuvent être téléchargés.' },
    { question: 'Pourquoi utiliser le lien de l’épisode et non celui de la chaîne ?', answer: 'Un lien de chaîne désigne l’émission entière. Le lien de l’épisode indique exactement le fichier audio que vous voulez.' },
  ],
};
