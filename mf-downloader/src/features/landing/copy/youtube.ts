import type { LandingCopy } from './types';

export const youtube: LandingCopy = {
  id: 'youtube',
  eyebrow: 'YouTube downloader',
  heading: 'Download YouTube Videos, Shorts and Audio',
  intro:
    'Save any public YouTube video, Short or music track as MP4, WebM or M4A in every quality YouTube streams, from 144p up to 4K. Paste the link, choose a quality and download; no extension, no account.',
  placeholder: 'https://www.youtube.com/watch?v=… or https://youtu.be/…',
  hint: 'Watch pages, youtu.be short links, Shorts and music.youtube.com links all work.',
  shareText: null,
  steps: [
    { title: 'Copy the video link', text: 'In the YouTube app tap Share under the video, then Copy link. On a computer copy the address from the browser bar; for a Short, copy the /shorts/ address.' },
    { title: 'Paste it here', text: 'Paste the link in the box above and press Download. We list every stream YouTube offers for that video.' },
    { title: 'Pick a quality', text: 'Choose 1080p, 4K or an audio-only stream. High resolutions are joined with the audio track on our server before you save them.' },
  ],
  formats: [
    { title: 'Video with sound up to 720p', text: 'YouTube still ships a combined MP4 at 360p or 720p for most videos; it downloads as it is.' },
    { title: '1080p, 1440p and 4K (DASH)', text: 'Higher qualities come as video-only DASH streams (MP4/H.264, WebM/VP9 or AV1). We merge the video with the best audio track without re-encoding.' },
    { title: 'Audio only', text: 'M4A (AAC, about 128 kbps) and WebM (Opus, up to about 160 kbps) streams, ideal for music, talks and podcasts published on YouTube.' },
  ],
  faq: [
    { question: 'Why does 1080p take a moment longer than 720p?', answer: 'Above 720p YouTube serves picture and sound as separate DASH streams. Our server downloads both and joins them with a stream copy, which takes seconds to a few minutes depending on the length of the video.' },
    { question: 'Can I download YouTube Shorts?', answer: 'Yes. Copy the Short with Share › Copy link and paste it. Shorts are vertical videos, so the resolution reads as 1080x1920 rather than 1920x1080.' },
    { question: 'How do I get just the audio as MP3 or M4A?', answer: 'Choose one of the Audio only buttons. M4A plays everywhere, including iPhone and iTunes; the WebM/Opus stream is slightly better quality at the same size.' },
    { question: 'Why does a video say it is unavailable?', answer: 'Private, members-only, age-restricted and some region-locked videos need a signed-in YouTube account, and we never ask for yours. Only public videos can be downloaded.' },
    { question: 'Can I download a whole playlist or channel?', answer: 'Paste one video at a time. A playlist link that also names a video (watch?v=…&list=…) downloads that one video.' },
  ],
};
