import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'twitter',
  eyebrow: 'Downloader Twitter / X',
  heading: 'Scarica video e GIF da X (Twitter)',
  intro:
    'Salva video e GIF animate dai post di X, ex Twitter, in MP4 e in tutte le qualità offerte da X. Incolla il link del post; per i post pubblici non serve un account X.',
  placeholder: 'https://x.com/user/status/… o https://twitter.com/user/status/…',
  hint: 'Funzionano i link di x.com, twitter.com e mobile.twitter.com.',
  shareText: null,
  steps: [
    { title: 'Copia il link del post', text: 'Nell’app X tocca l’icona Condividi sotto il post e scegli Copia link. Sul web, fai clic sul post e copia l’indirizzo /status/.' },
    { title: 'Incollalo qui', text: 'Incolla il link qui sopra e premi Scarica. Se un post contiene più video, vengono elencati tutti.' },
    { title: 'Scegli una risoluzione', text: 'X di solito offre tre o quattro dimensioni di MP4. Scegli la più grande per la qualità o una più piccola per risparmiare dati.' },
  ],
  formats: [
    { title: 'MP4 in più dimensioni', text: 'Di solito 480p, 720p e 1080p in H.264 con audio AAC, ciascuna scaricabile così com’è.' },
    { title: 'GIF come MP4', text: 'X salva le GIF come brevi loop MP4 senza audio; ricevi quell’MP4, più leggero e nitido di una vera GIF.' },
    { title: 'Varianti HLS', text: 'Alcuni post vengono trasmessi solo tramite HLS; uniamo per te queste varianti in un unico MP4.' },
  ],
  faq: [
    { question: 'Posso scaricare da account protetti?', answer: 'No. I post degli account protetti (privati) sono visibili solo ai follower approvati, quindi non possono essere scaricati.' },
    { question: 'Perché non c’è audio?', answer: 'Se hai scaricato una GIF, è normale: le GIF di X non hanno una traccia audio. I video tradizionali includono audio AAC.' },
    { question: 'Funziona con gli Spaces o le dirette?', answer: 'Le trasmissioni concluse che X conserva come replica spesso si possono scaricare; le dirette in corso e l’audio degli Spaces non sono supportati.' },
    { question: 'Devo accedere a X?', answer: 'No. I post pubblici si scaricano senza account e non ti chiediamo mai la password di X.' },
  ],
};
