import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'tiktok',
  eyebrow: 'Downloader TikTok',
  heading: 'Scarica video TikTok senza filigrana',
  intro:
    'Salva i video di TikTok come file MP4 puliti, senza la filigrana in movimento, oppure tieni solo il suono come audio. Funziona con i link copiati dall’app TikTok e da tiktok.com, su telefono e computer.',
  placeholder: 'https://www.tiktok.com/@user/video/… o https://vm.tiktok.com/…',
  hint: 'Vanno bene anche i link brevi di condivisione (vm.tiktok.com, vt.tiktok.com): li seguiamo fino al video.',
  shareText: null,
  steps: [
    { title: 'Copia il link su TikTok', text: 'Apri il video, tocca la freccia Condividi e scegli Copia link. Sul sito web, copia l’indirizzo della pagina del video.' },
    { title: 'Incolla ed elabora', text: 'Incolla il link qui sopra e premi Scarica. Recuperiamo il file originale caricato, non la versione registrata dallo schermo con la filigrana.' },
    { title: 'Salva l’MP4', text: 'Scegli il formato video per salvarlo, oppure il formato solo audio per tenere il suono.' },
  ],
  formats: [
    { title: 'MP4 senza filigrana', text: 'Video H.264 o H.265 con audio AAC, di solito 576x1024 o 1080x1920, esattamente come l’ha caricato il creator.' },
    { title: 'Solo audio', text: 'La colonna sonora del video in M4A/MP3, quando TikTok la rende disponibile separatamente.' },
  ],
  faq: [
    { question: 'La filigrana viene davvero rimossa?', answer: 'Sì. TikTok conserva il file originale separato dalla copia con il nome utente sovrapposto; noi scarichiamo l’originale, quindi niente viene ritagliato o sfocato.' },
    { question: 'Posso scaricare le presentazioni di foto di TikTok?', answer: 'Le presentazioni sono immagini con musica, non un file video. Di solito puoi salvarne la colonna sonora; le immagini in sé non vengono offerte come video.' },
    { question: 'Perché un link di TikTok non funziona?', answer: 'Gli account privati, i video visibili solo agli amici e i post eliminati non possono essere recuperati. Verifica che il video si riproduca in una finestra di navigazione privata senza aver effettuato l’accesso.' },
    { question: 'Il creator riceve una notifica?', answer: 'No. Scaricare tramite questo sito non interagisce in alcun modo con il creator né con il tuo account TikTok. Rispetta i suoi diritti e citalo quando riutilizzi una clip.' },
  ],
};
