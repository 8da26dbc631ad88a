import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'bilibili',
  eyebrow: 'Downloader Bilibili',
  heading: 'Scarica video da Bilibili (哔哩哔哩)',
  intro:
    'Salva i video di Bilibili in MP4 con l’audio. Incolla un link bilibili.com, un link breve b23.tv o semplicemente l’intero messaggio di condivisione dell’app Bilibili: il link lo troviamo noi.',
  placeholder: 'https://www.bilibili.com/video/BV… o incolla il messaggio di condivisione dell’app Bilibili',
  hint: 'Funziona anche il testo di condivisione completo dell’app, per esempio 【Titolo-哔哩哔哩】 https://b23.tv/…',
  shareText: 'bilibili',
  steps: [
    { title: 'Condividi dall’app Bilibili', text: 'Tocca il pulsante Condividi (分享) sotto il video e scegli Copia link (复制链接). Il messaggio copiato contiene un link b23.tv; dal computer, copia invece l’indirizzo bilibili.com/video/BV….' },
    { title: 'Incolla l’intero messaggio', text: 'Incollalo qui sopra così com’è, titolo compreso, e premi Scarica. Non serve estrarre il link da solo.' },
    { title: 'Scegli una qualità', text: 'Scegli da 360p a 1080p. Bilibili fornisce immagine e audio separati, quindi li uniamo noi in un unico MP4.' },
  ],
  formats: [
    { title: 'Video e audio DASH', text: 'Bilibili distribuisce video AVC, HEVC o AV1 e audio AAC come flussi DASH separati; i pulsanti video producono file MP4 già uniti.' },
    { title: 'Solo audio', text: 'Il solo flusso audio M4A, perfetto per brani musicali e lezioni.' },
  ],
  faq: [
    { question: 'Posso incollare il testo copiato dall’app Bilibili?', answer: 'Sì. L’app copia un messaggio come 【Titolo del video-哔哩哔哩】 https://b23.tv/AbCdEf. Incollalo tutto: estraiamo automaticamente il link https.' },
    { question: 'Quali qualità sono disponibili senza accedere?', answer: 'I visitatori anonimi ottengono fino a 480p su molti video e fino a 1080p su altri. 1080p+ ad alto bitrate, 4K e HDR richiedono l’accesso con un account premium Bilibili (大会员), che non usiamo mai.' },
    { question: 'Funzionano i video in più parti?', answer: 'Ogni parte ha la sua pagina (…?p=2). Incolla il link della parte che ti interessa.' },
    { question: 'Posso scaricare bangumi o corsi a pagamento?', answer: 'No. Anime su licenza, film e corsi a pagamento sono protetti e riservati ai membri paganti; si possono scaricare solo i video pubblici caricati dagli utenti.' },
  ],
};
