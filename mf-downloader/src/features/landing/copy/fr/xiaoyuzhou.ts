import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'xiaoyuzhou',
  eyebrow: 'Téléchargeur Xiaoyuzhou FM',
  heading: 'Téléchargez les épisodes de Xiaoyuzhou FM (小宇宙)',
  intro:
    'Enregistrez les épisodes de podcast de Xiaoyuzhou FM (小宇宙) en fichiers M4A ou MP3. Collez le lien de l’épisode partagé depuis l’appli et téléchargez l’audio d’origine avec les informations de l’émission et de l’épisode.',
  placeholder: 'https://www.xiaoyuzhoufm.com/episode/…',
  hint: 'Les liens d’épisodes xiaoyuzhoufm.com et les liens courts xyzfm.link sont pris en charge.',
  shareText: null,
  steps: [
    { title: 'Copiez le lien de l’épisode', text: 'Dans l’appli 小宇宙, ouvrez l’épisode, touchez Partager (分享) et choisissez Copier le lien (复制链接). Sur ordinateur, copiez l’adresse xiaoyuzhoufm.com/episode/….' },
    { title: 'Collez et lancez', text: 'Collez le lien ci-dessus et appuyez sur Télécharger. Nous lisons la page publique de l’épisode et trouvons son fichier audio.' },
    { title: 'Enregistrez l’audio', text: 'Téléchargez l’épisode et écoutez-le hors ligne dans n’importe quel lecteur.' },
  ],
  formats: [
    { title: 'Audio original de l’épisode', text: 'Généralement en M4A (AAC) ou MP3, au débit choisi par l’éditeur, avec le nom de l’émission affiché au-dessus du téléchargement.' },
  ],
  faq: [
    { question: 'Puis-je télécharger les épisodes payants de Xiaoyuzhou ?', answer: 'Non. Les épisodes payants (付费) ne sont accessibles qu’aux acheteurs, dans l’appli, et ne peuvent pas être téléchargés.' },
    { question: 'Faut-il l’appli Xiaoyuzhou ?', answer: 'Seulement pour copier le lien. Le téléchargement se fait dans votre navigateur, sur n’importe quel téléphone ou ordinateur.' },
    { question: 'Pourquoi le nom du fichier est-il en chinois ?', answer: 'Les noms de fichiers reprennent le titre de l’épisode tel qu’il a été publié. Les titres chinois sont conservés, et les plus longs sont raccourcis pour respecter les limites du système de fichiers.' },
  ],
};
