import type { LandingCopy } from './types';

export const twitter: LandingCopy = {
  id: 'twitter',
  eyebrow: 'Twitter / X downloader',
  heading: 'Download Videos and GIFs from X (Twitter)',
  intro:
    'Save videos and animated GIFs from posts on X, formerly Twitter, as MP4 in every quality X offers. Paste the link of the post; no X account needed for public posts.',
  placeholder: 'https://x.com/user/status/… or https://twitter.com/user/status/…',
  hint: 'Links from x.com, twitter.com and mobile.twitter.com all work.',
  shareText: null,
  steps: [
    { title: 'Copy the post link', text: 'In the X app tap the Share icon under the post and choose Copy link. On the web, click the post and copy the /status/ address.' },
    { title: 'Paste it here', text: 'Paste the link above and press Download. If a post holds several videos, each one is listed.' },
    { title: 'Choose a resolution', text: 'X usually offers three or four sizes of MP4. Pick the largest for quality or a smaller one to save data.' },
  ],
  formats: [
    { title: 'MP4 in several sizes', text: 'Typically 480p, 720p and 1080p H.264 with AAC sound, each downloadable as it is.' },
    { title: 'GIFs as MP4', text: 'X stores GIFs as short silent MP4 loops; you get that MP4, which is smaller and sharper than a real GIF.' },
    { title: 'HLS variants', text: 'Some posts only stream through HLS; those variants are joined into one MP4 for you.' },
  ],
  faq: [
    { question: 'Can I download from protected accounts?', answer: 'No. Posts from protected (private) accounts are only visible to approved followers, so they cannot be downloaded.' },
    { question: 'Why is there no sound?', answer: 'If you downloaded a GIF, that is expected: X GIFs have no audio track. Regular videos include AAC sound.' },
    { question: 'Does it work with Spaces or live broadcasts?', answer: 'Finished broadcasts that X keeps as a replay can often be downloaded; live streams in progress and Spaces audio are not supported.' },
    { question: 'Do I need to log in to X?', answer: 'No. Public posts download without an account, and we never ask for your X password.' },
  ],
};
