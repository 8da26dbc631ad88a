import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'playerfm',
  eyebrow: 'Téléchargeur Player.FM',
  heading: 'Téléchargez les épisodes de podcasts Player.FM',
  intro:
    'Enregistrez n’importe quel épisode trouvé sur Player.FM en fichier MP3 ou M4A. Player.FM indexe les flux de podcasts publics : vous obtenez l’audio d’origine de l’éditeur, avec son titre et les infos de l’émission.',
  placeholder: 'https://player.fm/series/…/…',
  hint: 'Les pages d’épisode (player.fm/series/show/episode) fonctionnent le mieux.',
  shareText: null,
  steps: [
    { title: 'Copiez le lien de l’épisode', text: 'Dans l’appli Player.FM, touchez le bouton de partage de l’épisode et copiez le lien, ou copiez l’adresse de la page de l’épisode sur player.fm.' },
    { title: 'Collez et lancez', text: 'Collez le lien ci-dessus et appuyez sur Télécharger. Nous lisons la page de l’épisode et le fichier audio joint au flux.' },
    { title: 'Téléchargez', text: 'Enregistrez le fichier de l’épisode et écoutez-le dans n’importe quelle appli de podcasts ou lecteur de musique.' },
  ],
  formats: [
    { title: 'Fichier joint d’origine', text: 'Le MP3 ou M4A tel que le flux du podcast le publie, souvent avec chapitres et pochette intégrés.' },
  ],
  faq: [
    { question: 'Mon compte Player.FM est-il utilisé ?', answer: 'Non. Les pages d’épisode sont publiques : aucune connexion n’est nécessaire et rien ne change dans votre bibliothèque Player.FM.' },
    { question: 'Puis-je télécharger une série entière ?', answer: 'Collez un lien d’épisode à la fois. Pour une émission complète, le téléchargeur de podcasts accepte le flux RSS de la série.' },
    { question: 'Pourquoi un ancien épisode ne fonctionne-t-il pas ?', answer: 'Certains éditeurs retirent les anciens épisodes de leur hébergement. Si le fichier audio a disparu à la source, il n’y a plus rien à télécharger.' },
  ],
};
