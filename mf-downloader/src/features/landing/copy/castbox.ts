import type { LandingCopy } from './types';

export const castbox: LandingCopy = {
  id: 'castbox',
  eyebrow: 'Castbox downloader',
  heading: 'Download Castbox Podcast Episodes',
  intro:
    'Save Castbox episodes as audio files you can keep outside the app. Paste the episode link from Castbox FM and download the original MP3 or M4A.',
  placeholder: 'https://castbox.fm/episode/…',
  hint: 'castbox.fm episode links and the links the Castbox app shares are supported.',
  shareText: null,
  steps: [
    { title: 'Copy the Castbox link', text: 'In the Castbox app open the episode, tap Share and choose Copy link. On the web, copy the castbox.fm/episode/… address.' },
    { title: 'Paste and process', text: 'Paste the link above and press Download to see the episode audio.' },
    { title: 'Save the file', text: 'Download the episode and play it anywhere, no Castbox app required.' },
  ],
  formats: [
    { title: 'Episode audio', text: 'The publisher\'s MP3 or M4A, typically 64–128 kbps, with the episode title and show name shown above.' },
  ],
  faq: [
    { question: 'Are in-app downloads the same thing?', answer: 'Downloads inside the Castbox app stay in the app. Here you get a normal audio file you can copy to any device or player.' },
    { question: 'Can I download Castbox premium episodes?', answer: 'No. Paid and premium episodes are restricted to subscribers; only free public episodes can be downloaded.' },
    { question: 'Why should I use the episode link and not the channel link?', answer: 'A channel link points at the whole show. The episode link identifies exactly which audio file you want.' },
  ],
};
