import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'youtube',
  eyebrow: 'Téléchargeur YouTube',
  heading: 'Téléchargez les vidéos, Shorts et l’audio de YouTube',
  intro:
    'Enregistrez n’importe quelle vidéo, Short ou musique publique de YouTube en MP4, WebM ou M4A, dans toutes les qualités diffusées par YouTube, de 144p jusqu’à 4K. Collez le lien, choisissez une qualité et téléchargez : sans extension, sans compte.',
  placeholder: 'https://www.youtube.com/watch?v=… ou https://youtu.be/…',
  hint: 'Pages de lecture, liens courts youtu.be, Shorts et liens music.youtube.com : tout fonctionne.',
  shareText: null,
  steps: [
    { title: 'Copiez le lien de la vidéo', text: 'Dans l’application YouTube, appuyez sur Partager sous la vidéo, puis sur Copier le lien. Sur ordinateur, copiez l’adresse dans la barre du navigateur ; pour un Short, copiez l’adresse en /shorts/.' },
    { title: 'Collez-le ici', text: 'Collez le lien dans le champ ci-dessus et appuyez sur Télécharger. Nous listons tous les flux que YouTube propose pour cette vidéo.' },
    { title: 'Choisissez une qualité', text: 'Choisissez 1080p, 4K ou un flux audio seul. Les hautes résolutions sont assemblées avec la piste audio sur notre serveur avant que vous ne les enregistriez.' },
  ],
  formats: [
    { title: 'Vidéo avec son jusqu’à 720p', text: 'Pour la plupart des vidéos, YouTube fournit encore un MP4 combiné en 360p ou 720p ; il se télécharge tel quel.' },
    { title: '1080p, 1440p et 4K (DASH)', text: 'Les qualités supérieures arrivent sous forme de flux DASH vidéo seule (MP4/H.264, WebM/VP9 ou AV1). Nous fusionnons la vidéo avec la meilleure piste audio, sans réencodage.' },
    { title: 'Audio seul', text: 'Flux M4A (AAC, environ 128 kbit/s) et WebM (Opus, jusqu’à environ 160 kbit/s), parfaits pour la musique, les conférences et les podcasts publiés sur YouTube.' },
  ],
  faq: [
    { question: 'Pourquoi le 1080p prend-il un peu plus de temps que le 720p ?', answer: 'Au-delà de 720p, YouTube diffuse l’image et le son dans des flux DASH séparés. Notre serveur télécharge les deux et les assemble par simple copie de flux, ce qui prend de quelques secondes à quelques minutes selon la durée de la vidéo.' },
    { question: 'Puis-je télécharger des YouTube Shorts ?', answer: 'Oui. Copiez le Short avec Partager › Copier le lien, puis collez-le. Les Shorts sont des vidéos verticales : leur résolution s’affiche donc en 1080x1920 et non en 1920x1080.' },
    { question: 'Comment récupérer seulement l’audio en MP3 ou M4A ?', answer: 'Choisissez l’un des boutons Audio seul. Le M4A se lit partout, y compris sur iPhone et dans iTunes ; le flux WebM/Opus offre une qualité légèrement meilleure pour la même taille.' },
    { question: 'Pourquoi une vidéo est-elle indiquée comme indisponible ?', answer: 'Les vidéos privées, réservées aux membres, soumises à une limite d’âge et certaines vidéos bloquées selon la région exigent d’être connecté à un compte YouTube, et nous ne vous demandons jamais le vôtre. Seules les vidéos publiques peuvent être téléchargées.' },
    { question: 'Puis-je télécharger une playlist ou une chaîne entière ?', answer: 'Collez une vidéo à la fois. Un lien de playlist qui désigne aussi une vidéo (watch?v=…&list=…) télécharge uniquement cette vidéo.' },
  ],
};
