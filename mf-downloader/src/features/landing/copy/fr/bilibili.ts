import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'bilibili',
  eyebrow: 'Téléchargeur Bilibili',
  heading: 'Télécharger des vidéos Bilibili (哔哩哔哩)',
  intro:
    'Enregistrez les vidéos Bilibili en MP4 avec le son. Collez un lien bilibili.com, un lien court b23.tv ou tout simplement le message de partage complet de l’appli Bilibili : nous y trouvons le lien.',
  placeholder: 'https://www.bilibili.com/video/BV… ou collez le message de partage de l’app Bilibili',
  hint: 'Le texte de partage complet de l’appli fonctionne, par exemple 【Titre-哔哩哔哩】 https://b23.tv/…',
  shareText: 'bilibili',
  steps: [
    { title: 'Partagez depuis l’appli Bilibili', text: 'Touchez le bouton Partager (分享) sous la vidéo et choisissez Copier le lien (复制链接). Le message copié contient un lien b23.tv ; sur ordinateur, copiez plutôt l’adresse bilibili.com/video/BV….' },
    { title: 'Collez le message entier', text: 'Collez-le ci-dessus tel quel, titre compris, et appuyez sur Télécharger. Inutile d’extraire le lien vous-même.' },
    { title: 'Choisissez une qualité', text: 'Choisissez entre 360p et 1080p. Bilibili diffuse l’image et le son séparément : nous les réunissons pour vous dans un seul MP4.' },
  ],
  formats: [
    { title: 'Vidéo et audio DASH', text: 'Bilibili fournit la vidéo en AVC, HEVC ou AV1 et l’audio en AAC sous forme de flux DASH séparés ; les boutons vidéo produisent des fichiers MP4 fusionnés.' },
    { title: 'Audio seul', text: 'Le flux audio M4A seul, idéal pour les morceaux de musique et les cours.' },
  ],
  faq: [
    { question: 'Puis-je coller le texte copié par l’appli Bilibili ?', answer: 'Oui. L’appli copie un message comme 【Titre de la vidéo-哔哩哔哩】 https://b23.tv/AbCdEf. Collez-le en entier ; nous extrayons automatiquement le lien https.' },
    { question: 'Quelles qualités sont disponibles sans connexion ?', answer: 'Les visiteurs anonymes obtiennent jusqu’à 480p sur de nombreuses vidéos et jusqu’à 1080p sur d’autres. Le 1080p+ à haut débit, la 4K et le HDR exigent une connexion avec un compte premium Bilibili (大会员), ce que nous ne faisons jamais.' },
    { question: 'Les vidéos en plusieurs parties fonctionnent-elles ?', answer: 'Chaque partie a sa propre page (…?p=2). Collez le lien de la partie souhaitée.' },
    { question: 'Puis-je télécharger des bangumi ou des cours payants ?', answer: 'Non. Les animés sous licence, les films et les cours payants sont protégés et réservés aux membres payants ; seules les vidéos publiques mises en ligne par les utilisateurs peuvent être téléchargées.' },
  ],
};
