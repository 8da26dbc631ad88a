/** The home page's copy below the headline (SPEC §1). */
import type { Branding } from '@dl/shared-config';

/** Hero sub-text for each configured target audience. */
export const HERO_SUBTEXT: Record<Branding['targetAudience'], string> = {
  creators:
    'Grab reference clips, your own uploads and background audio from YouTube, TikTok, Instagram and more in the original quality, ready to drop into your editor.',
  enterprise:
    'A dependable way for teams to retrieve public videos, audio and podcast episodes for research, training material and compliance archives. Nothing to install, no accounts to manage.',
  comprehensive:
    'Paste a link from YouTube, TikTok, X, Instagram, Vimeo, SoundCloud, a podcast app and more, pick a format and save it. Free, no registration, no watermark.',
};

export const HOME_PLACEHOLDER = 'Paste a video, audio or podcast link here';

export const HOME_INPUT_HINT = 'Public links only. Xiaohongshu (RedNote) and Bilibili app share messages work too: paste the whole message.';

export const FEATURES = [
  {
    title: 'Lightning Fast',
    text: 'Links are read in seconds and files stream straight from the source. When a site keeps video and audio apart, our server joins them without re-encoding, so you never wait for a conversion.',
    icon: 'bolt',
  },
  {
    title: '100% Secure',
    text: 'No sign-up, no browser extension, nothing to install. Download links are signed and expire, merged files are deleted after a short time, and we never ask for your social media passwords.',
    icon: 'shield',
  },
  {
    title: 'All Formats',
    text: 'See every quality the platform offers, from 360p to 4K, plus audio-only streams in M4A, MP3, Opus or WebM, with the size and bitrate of each before you choose.',
    icon: 'film',
  },
] as const;

export const HOW_IT_WORKS = [
  {
    title: 'Copy the URL',
    text: 'Open the video, track or episode in its app or website and copy its link with the Share or Copy link button.',
  },
  {
    title: 'Paste and process',
    text: 'Paste the link in the box above and press Download. We read the page and list every format it offers.',
  },
  {
    title: 'Download',
    text: 'Pick the quality you want, preview it, and save the file to your phone or computer.',
  },
] as const;

export const HOME_FAQ = [
  {
    question: 'Which formats can I download?',
    answer:
      'Whatever the platform publishes: usually MP4 or WebM video from 360p up to 1080p or 4K, and audio-only streams in M4A, MP3, Opus or WebM. Each button shows the container, resolution, file size and bitrate so you can choose before downloading.',
  },
  {
    question: 'Which platforms are supported?',
    answer:
      'YouTube, TikTok, X (Twitter), Facebook, Instagram, Vimeo, Bilibili, Xiaohongshu (RedNote), SoundCloud, Apple Podcasts, TuneIn, Player.FM, Castbox and Xiaoyuzhou FM, plus podcast RSS feeds through the podcast downloader.',
  },
  {
    question: 'Is it safe to use?',
    answer:
      'Yes. You do not create an account or install anything, and we never ask for your passwords. Files come from the platform through our server over HTTPS, and temporary files are deleted automatically after a short time.',
  },
  {
    question: 'Do I need to install any software?',
    answer:
      'No. Everything runs in your browser on Windows, macOS, Linux, Android and iOS. On an iPhone or iPad the file lands in the Files app under Downloads.',
  },
  {
    question: 'Can I download private videos?',
    answer:
      'No. Only public content can be downloaded. Private, friends-only, age-restricted or paid posts need a login we never ask for, so they cannot be fetched. If a link fails, check that it opens in a private browser window.',
  },
] as const;
