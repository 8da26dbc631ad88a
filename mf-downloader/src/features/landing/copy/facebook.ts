import type { LandingCopy } from './types';

export const facebook: LandingCopy = {
  id: 'facebook',
  eyebrow: 'Facebook downloader',
  heading: 'Download Facebook Videos and Reels',
  intro:
    'Save public Facebook videos, reels and replays of public live videos as MP4, in SD or HD, from a page, a public profile or a public group.',
  placeholder: 'https://www.facebook.com/…/videos/… or https://fb.watch/…',
  hint: 'facebook.com video and reel links and fb.watch short links are supported.',
  shareText: null,
  steps: [
    { title: 'Copy the video link', text: 'In the Facebook app tap Share under the video, then Copy link. On a computer, open the video and copy the address, or use the three-dot menu › Copy link.' },
    { title: 'Paste and process', text: 'Paste the link above and press Download to see the qualities Facebook offers.' },
    { title: 'Download SD or HD', text: 'Pick HD for the best picture or SD for a smaller file; HD video-only streams are merged with the sound for you.' },
  ],
  formats: [
    { title: 'SD and HD MP4', text: 'Usually a 360p/480p SD file with sound and a 720p or 1080p HD version.' },
    { title: 'DASH streams', text: 'Reels and newer uploads come as separate DASH video and audio streams, which our server merges without re-encoding.' },
  ],
  faq: [
    { question: 'Can I download videos from private groups or friends-only posts?', answer: 'No. Only content visible to anyone without logging in can be downloaded.' },
    { question: 'Does it work with Reels?', answer: 'Yes. Copy the reel link with Share › Copy link and paste it; reels download as vertical MP4 files.' },
    { question: 'Can I download a live video?', answer: 'Once a public live video has ended and Facebook has published the replay, you can download the replay like any other video.' },
    { question: 'Why is the HD option missing?', answer: 'Facebook only keeps an HD version for some uploads. When it is missing, the SD file is the best quality available.' },
  ],
};
