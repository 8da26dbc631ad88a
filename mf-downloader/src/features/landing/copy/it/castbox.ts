import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'castbox',
  eyebrow: 'Downloader Castbox',
  heading: 'Scarica gli episodi dei podcast di Castbox',
  intro:
    'Salva gli episodi di Castbox come file audio da tenere anche fuori dall’app. Incolla il link dell’episodio da Castbox FM e scarica l’MP3 o l’M4A originale.',
  placeholder: 'https://castbox.fm/episode/…',
  hint: 'Sono supportati i link agli episodi di castbox.fm e i link condivisi dall’app Castbox.',
  shareText: null,
  steps: [
    { title: 'Copia il link di Castbox', text: 'Nell’app Castbox apri l’episodio, tocca Condividi e scegli Copia link. Dal web, copia l’indirizzo castbox.fm/episode/….' },
    { title: 'Incolla ed elabora', text: 'Incolla il link qui sopra e premi Scarica per vedere l’audio dell’episodio.' },
    { title: 'Salva il file', text: 'Scarica l’episodio e ascoltalo ovunque, senza bisogno dell’app Castbox.' },
  ],
  formats: [
    { title: 'Audio dell’episodio', text: 'L’MP3 o l’M4A dell’editore, di solito a 64–128 kbps, con il titolo dell’episodio e il nome del programma indicati sopra.' },
  ],
  faq: [
    { question: 'È la stessa cosa dei download nell’app?', answer: 'I download fatti nell’app Castbox restano nell’app. Qui ottieni un normale file audio che puoi copiare su qualsiasi dispositivo o lettore.' },
    { question: 'Posso scaricare gli episodi premium di Castbox?', answer: 'No. Gli episodi a pagamento e premium sono riservati agli abbonati; si possono scaricare solo gli episodi gratuiti e pubblici.' },
    { question: 'Perché usare il link dell’episodio e non quello del canale?', answer: 'Il link di un canale rimanda all’intero programma. Il link dell’episodio indica esattamente quale file audio vuoi.' },
  ],
};
