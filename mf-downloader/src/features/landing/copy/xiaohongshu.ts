import type { LandingCopy } from './types';

export const xiaohongshu: LandingCopy = {
  id: 'xiaohongshu',
  eyebrow: 'Xiaohongshu (RedNote) downloader',
  heading: 'Download Xiaohongshu (RedNote) Videos',
  intro:
    'Save video notes from Xiaohongshu (小红书, also called RedNote) as MP4 without the app. Paste a xiaohongshu.com link, an xhslink.com short link, or the entire share message from the app.',
  placeholder: 'Paste the RedNote share message or https://www.xiaohongshu.com/explore/…',
  hint: 'The whole app message works, e.g. “… http://xhslink.com/a/…，复制本条信息，打开【小红书】App查看精彩内容！”',
  shareText: 'xiaohongshu',
  steps: [
    { title: 'Copy from the app', text: 'Open the video note, tap the Share arrow in the top-right corner and choose Copy link (复制链接). The app copies a message with an xhslink.com link inside.' },
    { title: 'Paste the message', text: 'Paste everything above, emoji and Chinese text included, and press Download. We pick out the link.' },
    { title: 'Save the video', text: 'Choose the MP4 to save the note\'s video with its sound.' },
  ],
  formats: [
    { title: 'MP4 video', text: 'The note\'s video in H.264 or H.265 with AAC sound, usually 720p or 1080p.' },
    { title: 'Audio', text: 'When the note exposes a separate sound track, it is listed as audio only.' },
  ],
  faq: [
    { question: 'What does the Xiaohongshu share message look like?', answer: 'Something like “76 用户发布了一篇小红书笔记，快来看吧！ http://xhslink.com/a/AbCdEf，复制本条信息，打开【小红书】App查看精彩内容！”. Paste it as it is.' },
    { question: 'Can I download image notes?', answer: 'Only notes with a video produce a downloadable file. Photo-only notes have nothing to download here.' },
    { question: 'Why does my link fail?', answer: 'Xiaohongshu links expire and some notes are visible only to followers or only in the app. Copy a fresh link from the app and try again; private notes cannot be downloaded.' },
    { question: 'Is RedNote the same as Xiaohongshu?', answer: 'Yes. RedNote is the English name of 小红书 (Little Red Book). Links from either name work.' },
  ],
};
