import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'instagram',
  eyebrow: 'Downloader Instagram',
  heading: 'Scarica reel, video e storie di Instagram',
  intro: 'Salva in MP4 con il loro audio i reel, i post video, i video IGTV e le storie pubbliche di Instagram. Incolla il link di un post pubblico; qui non devi accedere a Instagram.',
  placeholder: 'https://www.instagram.com/reel/… o https://www.instagram.com/p/…',
  hint: 'Sono supportati i link di reel (/reel/), post (/p/) e IGTV (/tv/) di account pubblici.',
  shareText: null,
  steps: [
    { title: 'Copia il link su Instagram', text: 'Tocca l’icona di condivisione a forma di aeroplanino di carta sotto il reel o il post e scegli Copia link. Dal browser, copia l’indirizzo del post.' },
    { title: 'Incollalo qui', text: 'Incolla il link qui sopra e premi Scarica. I post a carosello elencano tutti i video che contengono.' },
    { title: 'Salva l’MP4', text: 'Scegli una qualità; i flussi solo video vengono uniti all’audio sul nostro server.' },
  ],
  formats: [
    { title: 'MP4 con audio', text: 'Reel e post nella risoluzione di caricamento, di solito fino a 1080x1920 per i reel.' },
    { title: 'Video e audio DASH', text: 'I caricamenti più recenti arrivano come flussi video e audio separati; scegli una qualità video e noi ci aggiungiamo l’audio.' },
    { title: 'Solo audio', text: 'La colonna sonora di un reel in M4A, comoda per avere l’audio originale di una clip.' },
  ],
  faq: [
    { question: 'Posso scaricare da un account privato?', answer: 'No. I post e le storie degli account privati sono visibili solo ai follower approvati, quindi non si possono scaricare.' },
    { question: 'Le storie funzionano?', answer: 'Le storie pubbliche ancora attive spesso si possono recuperare dal loro link. Instagram limita l’accesso anonimo alle storie, quindi una storia in evidenza o un post video è più affidabile.' },
    { question: 'Il proprietario dell’account lo saprà?', answer: 'No. Dal tuo account non si pubblica nulla, non si mettono “Mi piace” e non si guarda niente, perché non viene usato alcun account.' },
    { question: 'Perché ottengo solo foto?', answer: 'I post con immagini non contengono video. Qui producono file scaricabili solo i reel, i post video e le slide video dei caroselli.' },
  ],
};
