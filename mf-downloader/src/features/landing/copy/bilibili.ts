import type { LandingCopy } from './types';

export const bilibili: LandingCopy = {
  id: 'bilibili',
  eyebrow: 'Bilibili downloader',
  heading: 'Download Bilibili Videos (哔哩哔哩)',
  intro:
    'Save Bilibili videos as MP4 with sound. Paste a bilibili.com link, a b23.tv short link, or simply the whole share message from the Bilibili app: we find the link inside it.',
  placeholder: 'https://www.bilibili.com/video/BV… or paste the Bilibili app share message',
  hint: 'The full app share text works, for example 【Title-哔哩哔哩】 https://b23.tv/…',
  shareText: 'bilibili',
  steps: [
    { title: 'Share from the Bilibili app', text: 'Tap the Share (分享) button under the video and choose Copy link (复制链接). The message you copy contains a b23.tv link; on a computer, copy the bilibili.com/video/BV… address instead.' },
    { title: 'Paste the whole message', text: 'Paste it above as it is, title and all, and press Download. There is no need to pick the link out yourself.' },
    { title: 'Choose a quality', text: 'Pick 360p to 1080p. Bilibili serves picture and sound separately, so we merge them into one MP4 for you.' },
  ],
  formats: [
    { title: 'DASH video and audio', text: 'Bilibili delivers AVC, HEVC or AV1 video and AAC audio as separate DASH streams; the video buttons produce merged MP4 files.' },
    { title: 'Audio only', text: 'The M4A audio stream on its own, perfect for music uploads and lectures.' },
  ],
  faq: [
    { question: 'Can I paste the text the Bilibili app copies?', answer: 'Yes. The app copies a message like 【Video title-哔哩哔哩】 https://b23.tv/AbCdEf. Paste all of it; we extract the https link automatically.' },
    { question: 'Which qualities are available without logging in?', answer: 'Anonymous visitors get up to 480p on many videos and up to 1080p on others. 1080p+ high bitrate, 4K and HDR need a Bilibili premium (大会员) login, which we never use.' },
    { question: 'Do multi-part videos work?', answer: 'Each part has its own page (…?p=2). Paste the link of the part you want.' },
    { question: 'Can I download bangumi or paid courses?', answer: 'No. Licensed anime, films and paid courses are protected and limited to paying members; only public user uploads can be downloaded.' },
  ],
};
