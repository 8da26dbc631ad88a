import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'xiaohongshu',
  eyebrow: 'Téléchargeur Xiaohongshu (RedNote)',
  heading: 'Télécharger des vidéos Xiaohongshu (RedNote)',
  intro:
    'Enregistrez en MP4 les notes vidéo de Xiaohongshu (小红书, aussi appelé RedNote) sans passer par l’appli. Collez un lien xiaohongshu.com, un lien court xhslink.com ou le message de partage complet de l’appli.',
  placeholder: 'Collez le message de partage RedNote ou https://www.xiaohongshu.com/explore/…',
  hint: 'Le message complet de l’appli fonctionne, par ex. « … http://xhslink.com/a/…，复制本条信息，打开【小红书】App查看精彩内容！ »',
  shareText: 'xiaohongshu',
  steps: [
    { title: 'Copiez depuis l’appli', text: 'Ouvrez la note vidéo, touchez la flèche de partage en haut à droite et choisissez Copier le lien (复制链接). L’appli copie un message qui contient un lien xhslink.com.' },
    { title: 'Collez le message', text: 'Collez le tout ci-dessus, emoji et texte chinois compris, et appuyez sur Télécharger. Nous trouvons le lien nous-mêmes.' },
    { title: 'Enregistrez la vidéo', text: 'Choisissez le MP4 pour enregistrer la vidéo de la note avec son son.' },
  ],
  formats: [
    { title: 'Vidéo MP4', text: 'La vidéo de la note en H.264 ou H.265 avec un son AAC, généralement en 720p ou 1080p.' },
    { title: 'Piste audio', text: 'Quand la note propose une piste son séparée, elle apparaît dans Audio seul.' },
  ],
  faq: [
    { question: 'À quoi ressemble le message de partage de Xiaohongshu ?', answer: 'À quelque chose comme « 76 用户发布了一篇小红书笔记，快来看吧！ http://xhslink.com/a/AbCdEf，复制本条信息，打开【小红书】App查看精彩内容！ ». Collez-le tel quel.' },
    { question: 'Puis-je télécharger des notes en images ?', answer: 'Seules les notes qui contiennent une vidéo donnent un fichier téléchargeable. Les notes composées uniquement de photos n’ont rien à télécharger ici.' },
    { question: 'Pourquoi mon lien ne fonctionne-t-il pas ?', answer: 'Les liens Xiaohongshu expirent, et certaines notes ne sont visibles que par les abonnés ou uniquement dans l’appli. Copiez un nouveau lien depuis l’appli et réessayez ; les notes privées ne peuvent pas être téléchargées.' },
    { question: 'RedNote, c’est la même chose que Xiaohongshu ?', answer: 'Oui. RedNote est le nom anglais de 小红书 (« Petit Livre rouge »). Les liens fonctionnent sous l’un comme sous l’autre nom.' },
  ],
};
