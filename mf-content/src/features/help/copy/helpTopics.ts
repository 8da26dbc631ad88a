/** The Help Center's questions and answers. `keywords` are extra words people search for. */
export interface HelpTopic {
  id: string;
  category: HelpCategory;
  question: string;
  /** Paragraphs. */
  answer: string[];
  keywords: string[];
  /** Pages that explain more. */
  links?: { to: string; label: string }[];
}

export const HELP_CATEGORIES = ['Getting started', 'Formats and quality', 'Errors and problems', 'Podcasts', 'Mobile', 'Sharing', 'Accounts', 'Privacy'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'how-to-download',
    category: 'Getting started',
    question: 'How do I download a video?',
    answer: [
      'Copy the link of the video from your browser or from the app\'s Share menu, paste it into the form on the home page and press the download button. Choose one of the formats that appear, check it on the preview page and press Download Video.',
      'No registration and no software are needed.',
    ],
    keywords: ['start', 'paste', 'link', 'save', 'how'],
    links: [{ to: '/how-to-download-videos', label: 'Read the step-by-step guide' }],
  },
  {
    id: 'is-it-free',
    category: 'Getting started',
    question: 'Is the downloader free? Does it add a watermark?',
    answer: [
      'Yes, downloading is free and needs no account. We never add a watermark of our own to your files. An optional free account adds a download history and saved preferences.',
    ],
    keywords: ['price', 'cost', 'free', 'watermark', 'logo', 'pay'],
  },
  {
    id: 'which-format',
    category: 'Formats and quality',
    question: 'Which format should I choose?',
    answer: [
      'For videos, MP4 plays on every device; choose 720p for phones and 1080p or higher for large screens. WebM files can be smaller but do not play on some older devices.',
      'For music, talks and podcasts, choose an audio-only format: M4A or MP3 play everywhere.',
    ],
    keywords: ['mp4', 'webm', 'm4a', 'mp3', 'resolution', '1080p', '720p', '4k', 'quality', 'codec'],
    links: [{ to: '/blog/video-formats-and-quality-explained', label: 'Formats and quality explained' }],
  },
  {
    id: 'merge',
    category: 'Formats and quality',
    question: 'Why does my video say "processing" before I can download it?',
    answer: [
      'High-quality videos on YouTube and other large platforms are stored as separate video and audio streams. When you choose such a format, our server downloads both and merges them into one file with ffmpeg. The streams are copied, not re-encoded, so no quality is lost.',
      'Keep the preview page open while the progress bar fills. Short clips take seconds, long 4K videos a few minutes.',
    ],
    keywords: ['merge', 'merging', 'processing', 'progress', 'ffmpeg', 'slow', 'wait', 'dash', 'hls'],
    links: [{ to: '/blog/video-and-audio-merge-explained', label: 'Why video and audio come separately' }],
  },
  {
    id: 'no-sound',
    category: 'Formats and quality',
    question: 'My downloaded video has no sound. What happened?',
    answer: [
      'Some platforms publish silent video streams, and some posts (such as "GIFs" on X) really have no audio track. Go back to the format list and choose a format that includes audio, or a high-quality format that our server merges with its audio track.',
    ],
    keywords: ['audio', 'sound', 'silent', 'mute', 'missing'],
  },
  {
    id: 'private-videos',
    category: 'Errors and problems',
    question: 'Why can\'t I download a private video?',
    answer: [
      'Only public content can be downloaded; private videos cannot. The downloader sees what a visitor who is not signed in sees, so videos from private accounts, friends-only posts, stories that require signing in, and members-only or paid content are not available.',
      'Test it: open the link in a private browser window. If you cannot watch the video there without signing in, it cannot be downloaded.',
    ],
    keywords: ['private', 'login', 'sign in', 'members', 'restricted', 'age', 'unavailable', 'error'],
  },
  {
    id: 'geo-blocking',
    category: 'Errors and problems',
    question: 'The video plays for me but the download says it is unavailable',
    answer: [
      'The video may be geo-blocked: platforms can limit a video to certain countries. Our servers fetch the video from their own location, and if the platform blocks that region the video cannot be downloaded, even if it plays where you are.',
      'Other causes are age restrictions that require signing in, and videos that were removed or made private after you copied the link.',
    ],
    keywords: ['geo', 'geoblocking', 'blocked', 'country', 'region', 'unavailable', 'not available', 'error'],
  },
  {
    id: 'invalid-url',
    category: 'Errors and problems',
    question: 'It says my link is not valid',
    answer: [
      'Links must be complete and start with http:// or https://. Use the Share button of the app and Copy link rather than typing the address. For Xiaohongshu (RedNote) and Bilibili you may paste the whole share message from the app: we find the link inside it.',
      'Make sure the link points to one video or episode, not to a profile, a channel or a search page.',
    ],
    keywords: ['invalid', 'url', 'link', 'valid', 'http', 'https', 'error', 'share text'],
  },
  {
    id: 'expired-links',
    category: 'Errors and problems',
    question: 'The preview or download link has expired',
    answer: [
      'Prepared files and platform links are only valid for a limited time. The preview page shows a countdown (one hour by default); when it reads Expired, the file has been deleted. If you see "Preview Session Expired", press Go to Homepage: the original link is filled in again so you can start over with one click.',
    ],
    keywords: ['expired', 'expire', 'countdown', 'session', 'time', 'deleted', 'no longer available'],
  },
  {
    id: 'processing-failed',
    category: 'Errors and problems',
    question: 'Processing failed or timed out',
    answer: [
      'A merge can fail when the platform is slow to deliver a stream or has changed its list of formats since you loaded it. Return to the home page, paste the link again and choose the format once more, or choose a lower quality. If a format is reported as not available, refreshing the homepage and selecting a different video quality usually helps.',
    ],
    keywords: ['failed', 'timeout', 'timed out', 'processing failed', 'error', 'not available'],
  },
  {
    id: 'playback-not-supported',
    category: 'Errors and problems',
    question: 'The preview says "Playback Not Supported"',
    answer: [
      'Your browser cannot play this codec (for example VP9 or AV1 video in an older Safari). The file itself is fine and the download still works. To watch it in the browser, choose an MP4 format instead.',
    ],
    keywords: ['playback', 'codec', 'safari', 'player', 'black screen', 'not supported'],
  },
  {
    id: 'podcasts',
    category: 'Podcasts',
    question: 'How do I download a podcast episode?',
    answer: [
      'Paste the link of the episode from Apple Podcasts, SoundCloud, Player.FM, Castbox, TuneIn or Xiaoyuzhou, or the address of the podcast\'s RSS feed. We find the original audio file that the publisher uploaded, usually MP3 or M4A, so there is no loss of quality.',
      'Paid or subscriber-only episodes are not in the public feed, and live radio streams cannot be saved.',
    ],
    keywords: ['podcast', 'episode', 'rss', 'feed', 'apple', 'itunes', 'mp3', 'radio', 'soundcloud'],
    links: [{ to: '/blog/download-podcast-episodes-rss-apple-podcasts', label: 'Podcast download guide' }],
  },
  {
    id: 'spotify',
    category: 'Podcasts',
    question: 'Can I download from Spotify?',
    answer: [
      'No. Spotify protects its music and exclusive podcasts with DRM, and we do not bypass copy protection. Many podcasts on Spotify are also published with an open RSS feed: search for the show in Apple Podcasts and paste that link instead.',
    ],
    keywords: ['spotify', 'drm', 'music', 'protected'],
  },
  {
    id: 'mobile',
    category: 'Mobile',
    question: 'Does it work on iPhone and Android?',
    answer: [
      'Yes, in the browser, with no app to install. On iPhone, downloads go to the Downloads folder of the Files app; from there you can save a video to Photos with the Share button. On Android, files go to the Download folder.',
      'For playback on iPhone, choose MP4 formats: Safari cannot play some WebM files.',
    ],
    keywords: ['iphone', 'ipad', 'ios', 'android', 'phone', 'mobile', 'safari', 'chrome', 'photos', 'files app'],
    links: [{ to: '/blog/download-videos-on-iphone-and-android', label: 'Downloading on iPhone and Android' }],
  },
  {
    id: 'share-links',
    category: 'Sharing',
    question: 'How do share links work?',
    answer: [
      'On the preview page, the Share menu creates a short link to that preview. Copy it or send it to X (Twitter), Facebook, WhatsApp or by email. The person who opens it sees the same preview and can download the file. The prepared file still expires at the end of its retention period.',
      'If copying fails with "Clipboard access denied", allow clipboard access for this site in your browser settings.',
    ],
    keywords: ['share', 'short link', 'link', 'copy', 'clipboard', 'whatsapp', 'twitter', 'facebook', 'email'],
  },
  {
    id: 'accounts',
    category: 'Accounts',
    question: 'Do I need an account? What does one add?',
    answer: [
      'No account is needed to download. With a free account, your downloads are saved to a history you can filter, sort and clear, and you can set a default video quality, audio format and theme.',
      'Forgot your password? Choose "Forgot password" in the sign-in window and we will email you instructions to reset it. Check your spam folder if it does not arrive within a few minutes.',
    ],
    keywords: ['account', 'sign up', 'register', 'login', 'sign in', 'password', 'history', 'profile', 'verify', 'email'],
  },
  {
    id: 'delete-history',
    category: 'Accounts',
    question: 'How do I delete my download history or my account?',
    answer: [
      'Open the user menu, choose Download History and press Clear to delete the whole history; this cannot be undone. You can also turn off history saving in Profile & Settings under Preferences. To delete your account and all its data, write to us from the email address of the account.',
    ],
    keywords: ['delete', 'history', 'clear', 'account', 'remove', 'gdpr', 'data'],
  },
  {
    id: 'privacy-cookies',
    category: 'Privacy',
    question: 'What do you store about me, and which cookies are used?',
    answer: [
      'We process the links you paste to fetch the media and keep prepared files only for a limited time. Analytics and advertising scripts load only when they are enabled for this site, and you can switch them off on the Cookie Settings page.',
    ],
    keywords: ['privacy', 'cookies', 'tracking', 'analytics', 'ads', 'consent', 'data', 'gdpr'],
    links: [
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/cookie-settings', label: 'Cookie Settings' },
    ],
  },
];
