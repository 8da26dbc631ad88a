import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'youtube',
  eyebrow: 'Downloader YouTube',
  heading: 'Scarica video, Shorts e audio da YouTube',
  intro:
    'Salva qualsiasi video, Short o brano musicale pubblico di YouTube in MP4, WebM o M4A, in tutte le qualità trasmesse da YouTube, da 144p fino a 4K. Incolla il link, scegli una qualità e scarica: niente estensioni, niente account.',
  placeholder: 'https://www.youtube.com/watch?v=… o https://youtu.be/…',
  hint: 'Funzionano le pagine di visualizzazione, i link brevi youtu.be, gli Shorts e i link di music.youtube.com.',
  shareText: null,
  steps: [
    { title: 'Copia il link del video', text: 'Nell’app YouTube tocca Condividi sotto il video, poi Copia link. Dal computer copia l’indirizzo dalla barra del browser; per uno Short, copia l’indirizzo /shorts/.' },
    { title: 'Incollalo qui', text: 'Incolla il link nella casella qui sopra e premi Scarica. Elenchiamo tutti gli stream che YouTube offre per quel video.' },
    { title: 'Scegli una qualità', text: 'Scegli 1080p, 4K o uno stream solo audio. Le risoluzioni più alte vengono unite alla traccia audio sul nostro server prima che tu le salvi.' },
  ],
  formats: [
    { title: 'Video con audio fino a 720p', text: 'Per la maggior parte dei video YouTube fornisce ancora un MP4 combinato a 360p o 720p, che si scarica così com’è.' },
    { title: '1080p, 1440p e 4K (DASH)', text: 'Le qualità superiori arrivano come stream DASH solo video (MP4/H.264, WebM/VP9 o AV1). Uniamo il video alla migliore traccia audio senza ricodifica.' },
    { title: 'Solo audio', text: 'Stream M4A (AAC, circa 128 kbps) e WebM (Opus, fino a circa 160 kbps), ideali per musica, conferenze e podcast pubblicati su YouTube.' },
  ],
  faq: [
    { question: 'Perché il 1080p richiede un po’ più tempo del 720p?', answer: 'Sopra i 720p YouTube fornisce immagine e audio come stream DASH separati. Il nostro server li scarica entrambi e li unisce copiando gli stream, il che richiede da pochi secondi a qualche minuto a seconda della durata del video.' },
    { question: 'Posso scaricare gli Shorts di YouTube?', answer: 'Sì. Copia lo Short con Condividi › Copia link e incollalo. Gli Shorts sono video verticali, quindi la risoluzione risulta 1080x1920 anziché 1920x1080.' },
    { question: 'Come ottengo solo l’audio in MP3 o M4A?', answer: 'Scegli uno dei pulsanti Solo audio. L’M4A si riproduce ovunque, anche su iPhone e iTunes; lo stream WebM/Opus offre una qualità leggermente migliore a parità di dimensioni.' },
    { question: 'Perché un video risulta non disponibile?', answer: 'I video privati, riservati ai membri, con limiti di età e alcuni video bloccati per area geografica richiedono l’accesso a un account YouTube, e noi non ti chiediamo mai il tuo. Si possono scaricare solo i video pubblici.' },
    { question: 'Posso scaricare un’intera playlist o un intero canale?', answer: 'Incolla un video alla volta. Un link di playlist che indica anche un video (watch?v=…&list=…) scarica solo quel video.' },
  ],
};
