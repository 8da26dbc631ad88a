import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'facebook',
  eyebrow: 'Downloader Facebook',
  heading: 'Scarica video e reel di Facebook',
  intro: 'Salva in MP4, in SD o HD, i video pubblici di Facebook, i reel e le registrazioni delle dirette pubbliche, da una pagina, un profilo pubblico o un gruppo pubblico.',
  placeholder: 'https://www.facebook.com/…/videos/… o https://fb.watch/…',
  hint: 'Sono supportati i link di video e reel di facebook.com e i link brevi fb.watch.',
  shareText: null,
  steps: [
    { title: 'Copia il link del video', text: 'Nell’app di Facebook tocca Condividi sotto il video, poi Copia link. Da computer apri il video e copia l’indirizzo, oppure usa il menu con i tre puntini › Copia link.' },
    { title: 'Incolla ed elabora', text: 'Incolla il link qui sopra e premi Scarica per vedere le qualità offerte da Facebook.' },
    { title: 'Scarica in SD o HD', text: 'Scegli HD per l’immagine migliore o SD per un file più leggero; i flussi HD solo video vengono uniti all’audio per te.' },
  ],
  formats: [
    { title: 'MP4 in SD e HD', text: 'Di solito un file SD a 360p/480p con audio e una versione HD a 720p o 1080p.' },
    { title: 'Flussi DASH', text: 'I reel e i caricamenti più recenti arrivano come flussi DASH video e audio separati, che il nostro server unisce senza ricodifica.' },
  ],
  faq: [
    { question: 'Posso scaricare video da gruppi privati o da post visibili solo agli amici?', answer: 'No. Si possono scaricare solo i contenuti che chiunque può vedere senza accedere.' },
    { question: 'Funziona con i reel?', answer: 'Sì. Copia il link del reel con Condividi › Copia link e incollalo; i reel vengono scaricati come file MP4 verticali.' },
    { question: 'Posso scaricare una diretta?', answer: 'Quando una diretta pubblica è terminata e Facebook ne ha pubblicato la registrazione, puoi scaricarla come qualsiasi altro video.' },
    { question: 'Perché manca l’opzione HD?', answer: 'Facebook conserva una versione HD solo per alcuni caricamenti. Quando manca, il file SD è la migliore qualità disponibile.' },
  ],
};
