import type { LandingCopy } from './types';

export const vimeo: LandingCopy = {
  id: 'vimeo',
  eyebrow: 'Vimeo downloader',
  heading: 'Download Vimeo Videos in HD',
  intro:
    'Save public Vimeo videos in 360p, 540p, 720p, 1080p or 4K. Vimeo streams over HLS and DASH; we read the stream list and turn your choice into one MP4 file.',
  placeholder: 'https://vimeo.com/123456789',
  hint: 'vimeo.com video links and player.vimeo.com embed links are supported.',
  shareText: null,
  steps: [
    { title: 'Copy the Vimeo link', text: 'On the video page click Share and copy the link, or copy the vimeo.com/… address from the browser bar.' },
    { title: 'Paste and process', text: 'Paste the link above and press Download to see every rendition the creator published.' },
    { title: 'Choose a rendition', text: 'Pick the resolution you need; separate picture and sound streams are merged into one file.' },
  ],
  formats: [
    { title: 'HLS renditions', text: 'Most Vimeo videos are streamed as HLS (.m3u8) in several resolutions, each listed with its bitrate.' },
    { title: 'Progressive MP4', text: 'Some videos still offer direct MP4 files, which download straight away without merging.' },
    { title: 'Audio track', text: 'The audio stream on its own, useful for talks and music videos.' },
  ],
  faq: [
    { question: 'Can I download password-protected Vimeo videos?', answer: 'No. Videos behind a password, private links you were not given, and paid Vimeo On Demand titles cannot be downloaded.' },
    { question: 'What about the Download button on Vimeo itself?', answer: 'When the creator enables it, Vimeo\'s own button gives the original file. Use this tool when that button is missing but the video is public.' },
    { question: 'Why are there so many similar options?', answer: 'Vimeo encodes each resolution for different connection speeds and sometimes with different codecs. The size and bitrate on each button tell them apart.' },
    { question: 'Can I download embedded Vimeo videos?', answer: 'Paste the player.vimeo.com address of the embed. Some embeds only play on the site that hosts them and cannot be fetched elsewhere.' },
  ],
};
