import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'xiaohongshu',
  eyebrow: 'Downloader Xiaohongshu (RedNote)',
  heading: 'Scarica video da Xiaohongshu (RedNote)',
  intro:
    'Salva in MP4 le note video di Xiaohongshu (小红书, chiamato anche RedNote) senza usare l’app. Incolla un link xiaohongshu.com, un link breve xhslink.com o l’intero messaggio di condivisione dell’app.',
  placeholder: 'Incolla il messaggio di condivisione di RedNote o https://www.xiaohongshu.com/explore/…',
  hint: 'Funziona l’intero messaggio dell’app, ad es. «… http://xhslink.com/a/…，复制本条信息，打开【小红书】App查看精彩内容！»',
  shareText: 'xiaohongshu',
  steps: [
    { title: 'Copia dall’app', text: 'Apri la nota video, tocca la freccia di condivisione in alto a destra e scegli Copia link (复制链接). L’app copia un messaggio che contiene un link xhslink.com.' },
    { title: 'Incolla il messaggio', text: 'Incolla tutto qui sopra, emoji e testo cinese compresi, e premi Scarica. Al link pensiamo noi.' },
    { title: 'Salva il video', text: 'Scegli l’MP4 per salvare il video della nota con l’audio.' },
  ],
  formats: [
    { title: 'Video MP4', text: 'Il video della nota in H.264 o H.265 con audio AAC, di solito a 720p o 1080p.' },
    { title: 'Traccia audio', text: 'Quando la nota espone una traccia audio separata, compare come Solo audio.' },
  ],
  faq: [
    { question: 'Com’è fatto il messaggio di condivisione di Xiaohongshu?', answer: 'Più o meno così: «76 用户发布了一篇小红书笔记，快来看吧！ http://xhslink.com/a/AbCdEf，复制本条信息，打开【小红书】App查看精彩内容！». Incollalo così com’è.' },
    { question: 'Posso scaricare le note con sole immagini?', answer: 'Solo le note con un video producono un file scaricabile. Nelle note con sole foto qui non c’è nulla da scaricare.' },
    { question: 'Perché il mio link non funziona?', answer: 'I link di Xiaohongshu scadono e alcune note sono visibili solo ai follower o solo nell’app. Copia un nuovo link dall’app e riprova; le note private non si possono scaricare.' },
    { question: 'RedNote e Xiaohongshu sono la stessa cosa?', answer: 'Sì. RedNote è il nome inglese di 小红书 («Piccolo libro rosso»). Funzionano i link con entrambi i nomi.' },
  ],
};
