import type { LandingCopy } from './types';

export const podcast: LandingCopy = {
  id: 'podcast',
  eyebrow: 'Podcast downloader',
  heading: 'Download Any Podcast Episode',
  intro:
    'Almost every podcast is published as a public RSS feed with an audio file for each episode. Paste an episode page, a podcast app link or the feed itself, and download the episode as MP3 or M4A.',
  placeholder: 'Podcast episode link or RSS feed URL (https://…/feed.xml)',
  hint: 'Works with RSS feeds, Apple Podcasts, Player.FM, Castbox, TuneIn, Xiaoyuzhou FM and many hosting pages.',
  shareText: null,
  steps: [
    { title: 'Find the episode or feed', text: 'Copy the episode link from your podcast app\'s Share menu, or the RSS feed address from the show\'s website (look for RSS, Subscribe or a feed icon).' },
    { title: 'Paste and process', text: 'Paste the link above and press Download. We read the feed or page and find the episode\'s audio enclosure.' },
    { title: 'Download the episode', text: 'Save the original audio file and play it in any app, car stereo or MP3 player.' },
  ],
  formats: [
    { title: 'Original MP3 or M4A', text: 'The enclosure file from the feed, exactly as published, with no re-encoding.' },
    { title: 'Show and episode details', text: 'Series name, season and episode numbers appear when the feed provides them.' },
  ],
  faq: [
    { question: 'What is an RSS feed and where do I find it?', answer: 'It is the public address podcast apps subscribe to, often ending in /feed, /rss or .xml. Hosting sites and show websites usually link it as RSS or Subscribe.' },
    { question: 'Can I download Spotify podcasts?', answer: 'No. Spotify audio is DRM-protected and cannot be downloaded. Most shows on Spotify also publish an RSS feed or an Apple Podcasts page; use that link instead.' },
    { question: 'How do I get one particular episode?', answer: 'Paste that episode\'s own link from a podcast app (Share › Copy link) rather than the feed address; the episode link names exactly the file you want.' },
    { question: 'Are private or premium feeds supported?', answer: 'No. Private feeds with personal tokens and paid subscriber feeds belong to their owners and cannot be downloaded here.' },
  ],
  note: 'Spotify can\'t be downloaded: its audio is DRM-protected. Paste the show\'s RSS feed or its Apple Podcasts link instead.',
};
