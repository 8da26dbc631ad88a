import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'soundcloud',
  eyebrow: 'Downloader SoundCloud',
  heading: 'Scarica brani da SoundCloud in MP3',
  intro:
    'Salva brani, mix e DJ set pubblici di SoundCloud per ascoltarli offline. Incolla il link del brano e scegli tra i flussi MP3 e Opus offerti da SoundCloud.',
  placeholder: 'https://soundcloud.com/artist/track',
  hint: 'Sono supportati i link ai brani di soundcloud.com e i link brevi snd.sc / on.soundcloud.com.',
  shareText: null,
  steps: [
    { title: 'Copia il link del brano', text: 'Nell’app SoundCloud tocca i tre puntini › Condividi › Copia link. Sul sito, copia l’indirizzo della pagina del brano (non quella dell’artista).' },
    { title: 'Incolla ed elabora', text: 'Incolla il link qui sopra e premi Scarica per vedere i flussi audio disponibili.' },
    { title: 'Salva l’audio', text: 'Scegli MP3 per la massima compatibilità oppure Opus per una qualità migliore a parità di dimensioni.' },
  ],
  formats: [
    { title: 'MP3 a 128 kbps', text: 'Il flusso MP3 progressivo o HLS, riproducibile su qualsiasi dispositivo.' },
    { title: 'Opus o AAC (HLS)', text: 'Flussi più efficienti, intorno ai 64–160 kbps, uniti dai segmenti HLS in un unico file.' },
  ],
  faq: [
    { question: 'Posso scaricare i brani di SoundCloud Go+?', answer: 'No. I brani riservati agli abbonati trasmettono al pubblico solo un’anteprima di 30 secondi, e le versioni complete sono protette.' },
    { question: 'E il pulsante di download dell’artista?', answer: 'Se un artista abilita i download, il pulsante di SoundCloud fornisce il file originale, spesso senza perdita di qualità. Usa questo strumento per i brani pubblici che non hanno quel pulsante.' },
    { question: 'Posso scaricare un’intera playlist?', answer: 'Per ora incolla un brano alla volta; la pagina di ogni brano offre i propri formati.' },
    { question: 'Perché il bitrate è solo di 128 kbps?', answer: 'È quello che SoundCloud trasmette agli ascoltatori. Non ricodifichiamo, quindi ottieni esattamente il flusso servito da SoundCloud, senza ulteriori perdite.' },
  ],
};
