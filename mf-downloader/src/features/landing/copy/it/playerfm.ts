import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'playerfm',
  eyebrow: 'Downloader Player.FM',
  heading: 'Scarica gli episodi dei podcast di Player.FM',
  intro:
    'Salva qualsiasi episodio trovato su Player.FM come file MP3 o M4A. Player.FM indicizza i feed pubblici dei podcast, quindi ottieni l’audio originale dell’editore con il titolo e i dettagli del programma.',
  placeholder: 'https://player.fm/series/…/…',
  hint: 'Le pagine degli episodi (player.fm/series/show/episode) funzionano meglio.',
  shareText: null,
  steps: [
    { title: 'Copia il link dell’episodio', text: 'Nell’app Player.FM tocca il pulsante di condivisione dell’episodio e copia il link, oppure copia l’indirizzo della pagina dell’episodio su player.fm.' },
    { title: 'Incolla ed elabora', text: 'Incolla il link qui sopra e premi Scarica. Leggiamo la pagina dell’episodio e il file audio allegato al feed.' },
    { title: 'Scarica', text: 'Salva il file dell’episodio e ascoltalo con qualsiasi app per podcast o lettore musicale.' },
  ],
  formats: [
    { title: 'File originale del feed', text: 'MP3 o M4A esattamente come li pubblica il feed del podcast, spesso con capitoli e copertina incorporati.' },
  ],
  faq: [
    { question: 'Viene usato il mio account Player.FM?', answer: 'No. Le pagine degli episodi sono pubbliche, quindi non serve accedere e nella tua libreria di Player.FM non cambia nulla.' },
    { question: 'Posso scaricare un’intera serie?', answer: 'Incolla il link di un episodio alla volta. Per un programma completo, il downloader di podcast accetta il feed RSS della serie.' },
    { question: 'Perché un vecchio episodio non funziona?', answer: 'Alcuni editori rimuovono i vecchi episodi dal loro hosting. Se il file audio non c’è più all’origine, non resta nulla da scaricare.' },
  ],
};
