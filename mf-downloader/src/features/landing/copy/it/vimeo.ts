import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'vimeo',
  eyebrow: 'Downloader Vimeo',
  heading: 'Scarica video di Vimeo in HD',
  intro: 'Salva i video pubblici di Vimeo in 360p, 540p, 720p, 1080p o 4K. Vimeo trasmette in HLS e DASH; leggiamo l’elenco dei flussi e trasformiamo la tua scelta in un unico file MP4.',
  placeholder: 'https://vimeo.com/123456789',
  hint: 'Sono supportati i link dei video di vimeo.com e i link di incorporamento di player.vimeo.com.',
  shareText: null,
  steps: [
    { title: 'Copia il link di Vimeo', text: 'Nella pagina del video clicca su Condividi e copia il link, oppure copia l’indirizzo vimeo.com/… dalla barra del browser.' },
    { title: 'Incolla ed elabora', text: 'Incolla il link qui sopra e premi Scarica per vedere tutte le versioni pubblicate dall’autore.' },
    { title: 'Scegli una versione', text: 'Scegli la risoluzione che ti serve; i flussi separati di immagine e audio vengono uniti in un unico file.' },
  ],
  formats: [
    { title: 'Versioni HLS', text: 'La maggior parte dei video di Vimeo è trasmessa in HLS (.m3u8) in diverse risoluzioni, ciascuna indicata con il suo bitrate.' },
    { title: 'MP4 progressivo', text: 'Alcuni video offrono ancora file MP4 diretti, che si scaricano subito senza bisogno di unire nulla.' },
    { title: 'Traccia audio', text: 'Il solo flusso audio, utile per conferenze e video musicali.' },
  ],
  faq: [
    { question: 'Posso scaricare video di Vimeo protetti da password?', answer: 'No. Non si possono scaricare i video protetti da password, i link privati che non ti sono stati condivisi e i titoli a pagamento di Vimeo On Demand.' },
    { question: 'E il pulsante di download di Vimeo?', answer: 'Quando l’autore lo attiva, il pulsante di Vimeo fornisce il file originale. Usa questo strumento quando quel pulsante manca ma il video è pubblico.' },
    { question: 'Perché ci sono così tante opzioni simili?', answer: 'Vimeo codifica ogni risoluzione per diverse velocità di connessione e a volte con codec diversi. Dimensione e bitrate indicati su ogni pulsante ti permettono di distinguerle.' },
    { question: 'Posso scaricare video di Vimeo incorporati?', answer: 'Incolla l’indirizzo player.vimeo.com del video incorporato. Alcuni video incorporati si riproducono solo sul sito che li ospita e non si possono recuperare altrove.' },
  ],
};
