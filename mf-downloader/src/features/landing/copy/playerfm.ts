import type { LandingCopy } from './types';

export const playerfm: LandingCopy = {
  id: 'playerfm',
  eyebrow: 'Player.FM downloader',
  heading: 'Download Player.FM Podcast Episodes',
  intro:
    'Save any episode you find on Player.FM as an MP3 or M4A file. Player.FM indexes public podcast feeds, so you get the publisher\'s original audio with its title and show details.',
  placeholder: 'https://player.fm/series/…/…',
  hint: 'Episode pages (player.fm/series/show/episode) work best.',
  shareText: null,
  steps: [
    { title: 'Copy the episode link', text: 'In the Player.FM app tap Share on the episode and copy the link, or copy the address of the episode page on player.fm.' },
    { title: 'Paste and process', text: 'Paste the link above and press Download. We read the episode page and its audio enclosure.' },
    { title: 'Download', text: 'Save the episode file and play it in any podcast app or music player.' },
  ],
  formats: [
    { title: 'Original enclosure', text: 'MP3 or M4A exactly as the podcast feed publishes it, often with chapters and cover art embedded.' },
  ],
  faq: [
    { question: 'Does this use my Player.FM account?', answer: 'No. Episode pages are public, so no login is needed and nothing changes in your Player.FM library.' },
    { question: 'Can I download a whole series?', answer: 'Paste one episode link at a time. For a full show, the podcast downloader accepts the series\' RSS feed.' },
    { question: 'Why does an old episode fail?', answer: 'Some publishers remove old episodes from their hosting. If the audio file is gone at the source, there is nothing left to download.' },
  ],
};
