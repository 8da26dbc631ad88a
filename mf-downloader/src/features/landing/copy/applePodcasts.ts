import type { LandingCopy } from './types';

export const applePodcasts: LandingCopy = {
  id: 'apple-podcasts',
  eyebrow: 'Apple Podcasts downloader',
  heading: 'Download Apple Podcasts Episodes as MP3',
  intro:
    'Save episodes from Apple Podcasts as MP3 or M4A files you can keep, move and play anywhere. Paste an episode link; we find the show\'s public RSS feed and the original audio file.',
  placeholder: 'https://podcasts.apple.com/us/podcast/…?i=1000…',
  hint: 'Episode links include ?i= followed by the episode id: copy the episode, not the show.',
  shareText: null,
  steps: [
    { title: 'Copy the episode link', text: 'In the Podcasts app tap the three dots next to an episode › Share Episode › Copy. On the web, open the episode on podcasts.apple.com and copy the address.' },
    { title: 'Paste and process', text: 'Paste the link above and press Download. We look up the show\'s feed and match the episode.' },
    { title: 'Download the audio', text: 'Save the episode in the format the publisher uploaded, usually MP3, sometimes M4A.' },
  ],
  formats: [
    { title: 'Original episode audio', text: 'The exact file the publisher put in the RSS feed, usually MP3 at 64–192 kbps.' },
    { title: 'Episode details', text: 'Show name, season and episode number appear above the download when the feed provides them.' },
  ],
  faq: [
    { question: 'Can I download Apple Podcasts Subscriptions episodes?', answer: 'No. Episodes that are only available to paying subscribers are protected by Apple and are not in the public feed.' },
    { question: 'Should I copy the show link or the episode link?', answer: 'The episode link. A show link points at the whole podcast; the Share Episode link (with ?i= in it) names exactly the episode you want.' },
    { question: 'Is the audio re-encoded?', answer: 'No. You get the original file from the publisher, so quality and chapters embedded in the file are preserved.' },
    { question: 'What about Spotify podcasts?', answer: 'Spotify exclusives are DRM-protected and cannot be downloaded. Many shows are also on Apple Podcasts or have an RSS feed; use that link instead.' },
  ],
  note: 'Spotify can\'t be downloaded: its audio is DRM-protected. If a show is also on Apple Podcasts, paste that link.',
};
