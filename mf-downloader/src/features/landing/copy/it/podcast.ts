import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'podcast',
  eyebrow: 'Downloader di podcast',
  heading: 'Scarica qualsiasi episodio di podcast',
  intro:
    'Quasi tutti i podcast sono pubblicati come feed RSS pubblico, con un file audio per ogni episodio. Incolla la pagina di un episodio, un link da un’app di podcast o il feed stesso e scarica l’episodio in MP3 o M4A.',
  placeholder: 'Link dell’episodio o URL del feed RSS (https://…/feed.xml)',
  hint: 'Funziona con feed RSS, Apple Podcasts, Player.FM, Castbox, TuneIn, Xiaoyuzhou FM e molte pagine di servizi di hosting.',
  shareText: null,
  steps: [
    { title: 'Trova l’episodio o il feed', text: 'Copia il link dell’episodio dal menu Condividi della tua app di podcast, oppure l’indirizzo del feed RSS dal sito del programma (cerca RSS, Iscriviti o l’icona del feed).' },
    { title: 'Incolla ed elabora', text: 'Incolla il link qui sopra e premi Scarica. Leggiamo il feed o la pagina e troviamo il file audio allegato all’episodio.' },
    { title: 'Scarica l’episodio', text: 'Salva il file audio originale e ascoltalo in qualsiasi app, sull’autoradio o su un lettore MP3.' },
  ],
  formats: [
    { title: 'MP3 o M4A originale', text: 'Il file allegato al feed, esattamente come è stato pubblicato, senza ricodifica.' },
    { title: 'Dettagli del programma e dell’episodio', text: 'Il nome della serie e i numeri di stagione ed episodio compaiono quando il feed li fornisce.' },
  ],
  faq: [
    { question: 'Che cos’è un feed RSS e dove lo trovo?', answer: 'È l’indirizzo pubblico a cui si iscrivono le app di podcast e spesso termina con /feed, /rss o .xml. I servizi di hosting e i siti dei programmi di solito lo collegano come RSS o Iscriviti.' },
    { question: 'Posso scaricare i podcast di Spotify?', answer: 'No. L’audio di Spotify è protetto da DRM e non si può scaricare. La maggior parte dei programmi su Spotify pubblica anche un feed RSS o una pagina su Apple Podcasts: usa quel link.' },
    { question: 'Come ottengo un episodio specifico?', answer: 'Incolla il link di quell’episodio da un’app di podcast (Condividi › Copia link) invece dell’indirizzo del feed: il link dell’episodio indica esattamente il file che vuoi.' },
    { question: 'Sono supportati i feed privati o premium?', answer: 'No. I feed privati con token personali e i feed a pagamento per abbonati appartengono ai loro proprietari e non si possono scaricare qui.' },
  ],
  note: 'Spotify non si può scaricare: il suo audio è protetto da DRM. Incolla invece il feed RSS del programma o il suo link di Apple Podcasts.',
};
