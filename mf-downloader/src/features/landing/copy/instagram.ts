import type { LandingCopy } from './types';

export const instagram: LandingCopy = {
  id: 'instagram',
  eyebrow: 'Instagram downloader',
  heading: 'Download Instagram Reels, Videos and Stories',
  intro:
    'Save Instagram reels, video posts, IGTV videos and public stories as MP4 with their sound. Paste the link of a public post; you do not need to log in to Instagram here.',
  placeholder: 'https://www.instagram.com/reel/… or https://www.instagram.com/p/…',
  hint: 'Reel (/reel/), post (/p/) and IGTV (/tv/) links from public accounts are supported.',
  shareText: null,
  steps: [
    { title: 'Copy the link in Instagram', text: 'Tap the paper-plane Share icon under the reel or post and choose Copy link. In a browser, copy the address of the post.' },
    { title: 'Paste it here', text: 'Paste the link above and press Download. Carousel posts list every video they contain.' },
    { title: 'Save the MP4', text: 'Choose a quality; video-only streams are merged with the sound on our server.' },
  ],
  formats: [
    { title: 'MP4 with sound', text: 'Reels and posts in their upload resolution, usually up to 1080x1920 for reels.' },
    { title: 'DASH video and audio', text: 'Newer uploads arrive as separate video and audio streams; pick a video quality and we join the sound to it.' },
    { title: 'Audio only', text: 'The soundtrack of a reel as M4A, handy for the original audio of a clip.' },
  ],
  faq: [
    { question: 'Can I download from a private account?', answer: 'No. Posts and stories from private accounts are only visible to approved followers, so they cannot be downloaded.' },
    { question: 'Do stories work?', answer: 'Public stories that are still live can often be fetched from their story link. Instagram limits anonymous access to stories, so a highlight or a video post is more reliable.' },
    { question: 'Will the account owner know?', answer: 'No. Nothing is posted, liked or viewed from your account, because no account is used at all.' },
    { question: 'Why do I only get photos?', answer: 'Image posts contain no video. Only reels, video posts and video slides in carousels produce downloadable files here.' },
  ],
};
