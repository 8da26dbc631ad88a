import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'twitter',
  eyebrow: 'Téléchargeur Twitter / X',
  heading: 'Téléchargez les vidéos et GIF de X (Twitter)',
  intro:
    'Enregistrez les vidéos et GIF animés des posts publiés sur X, anciennement Twitter, en MP4 et dans toutes les qualités proposées par X. Collez le lien du post ; aucun compte X n’est nécessaire pour les posts publics.',
  placeholder: 'https://x.com/user/status/… ou https://twitter.com/user/status/…',
  hint: 'Les liens x.com, twitter.com et mobile.twitter.com fonctionnent tous.',
  shareText: null,
  steps: [
    { title: 'Copiez le lien du post', text: 'Dans l’application X, appuyez sur l’icône Partager sous le post et choisissez Copier le lien. Sur le web, cliquez sur le post et copiez l’adresse en /status/.' },
    { title: 'Collez-le ici', text: 'Collez le lien ci-dessus et appuyez sur Télécharger. Si un post contient plusieurs vidéos, chacune est listée.' },
    { title: 'Choisissez une résolution', text: 'X propose généralement trois ou quatre tailles de MP4. Prenez la plus grande pour la qualité, ou une plus petite pour économiser des données.' },
  ],
  formats: [
    { title: 'MP4 en plusieurs tailles', text: 'En général 480p, 720p et 1080p en H.264 avec son AAC, chacune téléchargeable telle quelle.' },
    { title: 'Les GIF en MP4', text: 'X stocke les GIF sous forme de courtes boucles MP4 muettes ; vous obtenez ce MP4, plus léger et plus net qu’un vrai GIF.' },
    { title: 'Variantes HLS', text: 'Certains posts ne sont diffusés qu’en HLS ; nous assemblons ces variantes en un seul MP4 pour vous.' },
  ],
  faq: [
    { question: 'Puis-je télécharger depuis des comptes protégés ?', answer: 'Non. Les posts des comptes protégés (privés) ne sont visibles que par les abonnés approuvés : ils ne peuvent donc pas être téléchargés.' },
    { question: 'Pourquoi n’y a-t-il pas de son ?', answer: 'Si vous avez téléchargé un GIF, c’est normal : les GIF de X n’ont pas de piste audio. Les vidéos classiques incluent un son AAC.' },
    { question: 'Est-ce que cela fonctionne avec les Spaces ou les diffusions en direct ?', answer: 'Les diffusions terminées que X conserve en rediffusion peuvent souvent être téléchargées ; les directs en cours et l’audio des Spaces ne sont pas pris en charge.' },
    { question: 'Dois-je me connecter à X ?', answer: 'Non. Les posts publics se téléchargent sans compte, et nous ne vous demandons jamais votre mot de passe X.' },
  ],
};
