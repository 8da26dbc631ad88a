import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'xiaoyuzhou',
  eyebrow: 'Downloader Xiaoyuzhou FM',
  heading: 'Scarica gli episodi di Xiaoyuzhou FM (小宇宙)',
  intro:
    'Salva gli episodi dei podcast di Xiaoyuzhou FM (小宇宙) come file M4A o MP3. Incolla il link dell’episodio condiviso dall’app e scarica l’audio originale con i dettagli del programma e dell’episodio.',
  placeholder: 'https://www.xiaoyuzhoufm.com/episode/…',
  hint: 'Sono supportati i link agli episodi di xiaoyuzhoufm.com e i link brevi xyzfm.link.',
  shareText: null,
  steps: [
    { title: 'Copia il link dell’episodio', text: 'Nell’app 小宇宙 apri l’episodio, tocca Condividi (分享) e scegli Copia link (复制链接). Dal computer, copia l’indirizzo xiaoyuzhoufm.com/episode/….' },
    { title: 'Incolla ed elabora', text: 'Incolla il link qui sopra e premi Scarica. Leggiamo la pagina pubblica dell’episodio e troviamo il suo file audio.' },
    { title: 'Salva l’audio', text: 'Scarica l’episodio e ascoltalo offline con qualsiasi lettore.' },
  ],
  formats: [
    { title: 'Audio originale dell’episodio', text: 'Di solito M4A (AAC) o MP3 al bitrate scelto dall’editore, con il nome del programma indicato sopra il download.' },
  ],
  faq: [
    { question: 'Posso scaricare gli episodi a pagamento di Xiaoyuzhou?', answer: 'No. Gli episodi a pagamento (付费) sono disponibili solo per chi li acquista all’interno dell’app e non si possono scaricare.' },
    { question: 'Serve l’app Xiaoyuzhou?', answer: 'Solo per copiare il link. Il download avviene nel browser, su qualsiasi telefono o computer.' },
    { question: 'Perché il nome del file è in cinese?', answer: 'I nomi dei file usano il titolo dell’episodio così come è stato pubblicato. I titoli in cinese vengono mantenuti e quelli lunghi vengono accorciati per rientrare nei limiti del file system.' },
  ],
};
