import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'apple-podcasts',
  eyebrow: 'Downloader Apple Podcasts',
  heading: 'Scarica gli episodi di Apple Podcasts in MP3',
  intro:
    'Salva gli episodi di Apple Podcasts come file MP3 o M4A da conservare, spostare e ascoltare ovunque. Incolla il link di un episodio: troviamo il feed RSS pubblico del programma e il file audio originale.',
  placeholder: 'https://podcasts.apple.com/us/podcast/…?i=1000…',
  hint: 'I link degli episodi contengono ?i= seguito dall’ID dell’episodio: copia l’episodio, non il programma.',
  shareText: null,
  steps: [
    { title: 'Copia il link dell’episodio', text: 'Nell’app Podcast tocca i tre puntini accanto a un episodio › Condividi episodio › Copia. Sul web, apri l’episodio su podcasts.apple.com e copia l’indirizzo.' },
    { title: 'Incolla ed elabora', text: 'Incolla il link qui sopra e premi Scarica. Cerchiamo il feed del programma e individuiamo l’episodio.' },
    { title: 'Scarica l’audio', text: 'Salva l’episodio nel formato caricato dall’editore: di solito MP3, a volte M4A.' },
  ],
  formats: [
    { title: 'Audio originale dell’episodio', text: 'Esattamente il file che l’editore ha inserito nel feed RSS, di solito un MP3 a 64–192 kbps.' },
    { title: 'Dettagli dell’episodio', text: 'Nome del programma, stagione e numero dell’episodio compaiono sopra il download quando il feed li fornisce.' },
  ],
  faq: [
    { question: 'Posso scaricare gli episodi degli abbonamenti Apple Podcasts?', answer: 'No. Gli episodi riservati agli abbonati paganti sono protetti da Apple e non si trovano nel feed pubblico.' },
    { question: 'Devo copiare il link del programma o quello dell’episodio?', answer: 'Quello dell’episodio. Il link del programma rimanda all’intero podcast; il link di Condividi episodio (che contiene ?i=) indica esattamente l’episodio che vuoi.' },
    { question: 'L’audio viene ricodificato?', answer: 'No. Ottieni il file originale dell’editore, quindi la qualità e i capitoli incorporati nel file restano intatti.' },
    { question: 'E i podcast di Spotify?', answer: 'I contenuti esclusivi di Spotify sono protetti da DRM e non si possono scaricare. Molti programmi sono anche su Apple Podcasts o hanno un feed RSS: usa quel link.' },
  ],
  note: 'Spotify non si può scaricare: il suo audio è protetto da DRM. Se il programma è anche su Apple Podcasts, incolla quel link.',
};
