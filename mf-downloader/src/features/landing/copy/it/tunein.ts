import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'tunein',
  eyebrow: 'Downloader TuneIn',
  heading: 'Scarica gli episodi dei podcast di TuneIn',
  intro:
    'Salva in MP3 gli episodi dei podcast e i programmi on demand che trovi su TuneIn. Incolla il link dell’episodio o del programma su TuneIn: recuperiamo l’audio originale dell’editore.',
  placeholder: 'https://tunein.com/podcasts/…',
  hint: 'Sono supportate le pagine dei podcast e degli episodi su tunein.com, non gli stream radio in diretta.',
  shareText: null,
  steps: [
    { title: 'Copia il link di TuneIn', text: 'Nell’app TuneIn tocca Condividi sull’episodio e copia il link. Su tunein.com apri il podcast o l’episodio e copia l’indirizzo.' },
    { title: 'Incolla ed elabora', text: 'Incolla il link qui sopra e premi Scarica per vedere il file audio.' },
    { title: 'Salva l’episodio', text: 'Scarica l’MP3 e ascoltalo offline con qualsiasi lettore.' },
  ],
  formats: [
    { title: 'Audio dell’episodio in MP3', text: 'Il file originale dell’editore, di solito un MP3 a 64–128 kbps.' },
  ],
  faq: [
    { question: 'Posso registrare le stazioni radio in diretta?', answer: 'No. Le stazioni in diretta sono flussi continui, non file, e quasi tutte hanno licenze solo per l’ascolto dal vivo. Podcast ed episodi on demand funzionano.' },
    { question: 'Posso scaricare i contenuti di TuneIn Premium?', answer: 'No. I contenuti Premium di sport, notizie e audiolibri sono protetti e disponibili solo per gli abbonati nell’app TuneIn.' },
    { question: 'Perché la qualità è più bassa rispetto alla musica?', answer: 'I podcast parlati vengono di solito pubblicati a 64–128 kbps, una qualità chiara per la voce. Non ricodifichiamo mai, quindi ottieni la qualità originale.' },
  ],
};
