import type { LandingCopy } from './types';

export const soundcloud: LandingCopy = {
  id: 'soundcloud',
  eyebrow: 'SoundCloud downloader',
  heading: 'Download SoundCloud Tracks as MP3',
  intro:
    'Save public SoundCloud tracks, mixes and DJ sets for offline listening. Paste the track link and choose between the MP3 and Opus streams SoundCloud offers.',
  placeholder: 'https://soundcloud.com/artist/track',
  hint: 'soundcloud.com track links and snd.sc / on.soundcloud.com short links are supported.',
  shareText: null,
  steps: [
    { title: 'Copy the track link', text: 'In the SoundCloud app tap the three dots › Share › Copy link. On the website, copy the address of the track page (not the artist page).' },
    { title: 'Paste and process', text: 'Paste the link above and press Download to see the available audio streams.' },
    { title: 'Save the audio', text: 'Pick MP3 for maximum compatibility or Opus for better quality at the same size.' },
  ],
  formats: [
    { title: 'MP3 128 kbps', text: 'The progressive or HLS MP3 stream that plays on every device.' },
    { title: 'Opus / AAC (HLS)', text: 'Higher-efficiency streams around 64–160 kbps, joined from HLS segments into one file.' },
  ],
  faq: [
    { question: 'Can I download SoundCloud Go+ tracks?', answer: 'No. Tracks limited to subscribers only stream a 30-second preview to the public, and full versions are protected.' },
    { question: 'What about the artist\'s own download button?', answer: 'If an artist enables downloads, SoundCloud\'s button gives the original file, often lossless. Use this tool for public tracks without that button.' },
    { question: 'Can I download a whole playlist?', answer: 'Paste one track at a time for now; each track page gives its own formats.' },
    { question: 'Why is the bitrate only 128 kbps?', answer: 'That is what SoundCloud streams to listeners. We do not re-encode, so you get exactly the stream SoundCloud serves, without added loss.' },
  ],
};
