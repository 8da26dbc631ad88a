import type { LandingCopy } from './types';

export const tiktok: LandingCopy = {
  id: 'tiktok',
  eyebrow: 'TikTok downloader',
  heading: 'Download TikTok Videos Without Watermark',
  intro:
    'Save TikTok videos as clean MP4 files without the moving watermark, or keep just the sound as audio. It works with links copied from the TikTok app and from tiktok.com, on phones and computers.',
  placeholder: 'https://www.tiktok.com/@user/video/… or https://vm.tiktok.com/…',
  hint: 'Short share links (vm.tiktok.com, vt.tiktok.com) are fine: we follow them to the video.',
  shareText: null,
  steps: [
    { title: 'Copy the link in TikTok', text: 'Open the video, tap the Share arrow and choose Copy link. On the website, copy the address of the video page.' },
    { title: 'Paste and process', text: 'Paste the link above and press Download. We fetch the original upload, not the screen-recorded version with the watermark.' },
    { title: 'Save the MP4', text: 'Choose the video format to save it, or the audio-only format to keep the sound.' },
  ],
  formats: [
    { title: 'MP4 without watermark', text: 'H.264 or H.265 video with AAC sound, usually 576x1024 or 1080x1920, exactly as the creator uploaded it.' },
    { title: 'Audio', text: 'The soundtrack of the video as M4A/MP3 when TikTok exposes it separately.' },
  ],
  faq: [
    { question: 'Is the watermark really removed?', answer: 'Yes. TikTok stores the original upload separately from the copy with the username overlay; we download the original, so nothing is cropped or blurred.' },
    { question: 'Can I download TikTok photo slideshows?', answer: 'Slideshows are images with music rather than a video file. You can usually save their soundtrack; the images themselves are not offered as a video.' },
    { question: 'Why does a TikTok link fail?', answer: 'Private accounts, friends-only videos and deleted posts cannot be fetched. Check that the video plays in a private browser window without logging in.' },
    { question: 'Does the creator get notified?', answer: 'No. Downloading through this site does not interact with the creator or your TikTok account. Please respect their rights and credit them when you reuse a clip.' },
  ],
};
