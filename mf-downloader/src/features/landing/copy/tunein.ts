import type { LandingCopy } from './types';

export const tunein: LandingCopy = {
  id: 'tunein',
  eyebrow: 'TuneIn downloader',
  heading: 'Download TuneIn Podcast Episodes',
  intro:
    'Save podcast episodes and on-demand shows you find on TuneIn as MP3 files. Paste the TuneIn episode or show link; we fetch the publisher\'s original audio.',
  placeholder: 'https://tunein.com/podcasts/…',
  hint: 'Podcast and episode pages on tunein.com are supported. Live radio streams are not.',
  shareText: null,
  steps: [
    { title: 'Copy the TuneIn link', text: 'In the TuneIn app tap Share on the episode and copy the link. On tunein.com, open the podcast or episode and copy the address.' },
    { title: 'Paste and process', text: 'Paste the link above and press Download to see the audio file.' },
    { title: 'Save the episode', text: 'Download the MP3 and listen offline in any player.' },
  ],
  formats: [
    { title: 'MP3 episode audio', text: 'The publisher\'s original file, usually MP3 at 64–128 kbps.' },
  ],
  faq: [
    { question: 'Can I record live radio stations?', answer: 'No. Live stations are continuous streams, not files, and most are licensed for live listening only. Podcasts and on-demand episodes work.' },
    { question: 'Can I download TuneIn Premium content?', answer: 'No. Premium sports, news and audiobook content is protected and only available to subscribers inside the TuneIn app.' },
    { question: 'Why is the quality lower than music?', answer: 'Speech podcasts are usually published at 64–128 kbps, which sounds clear for voice. We never re-encode, so you get the original quality.' },
  ],
};
