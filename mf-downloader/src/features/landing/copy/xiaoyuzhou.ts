import type { LandingCopy } from './types';

export const xiaoyuzhou: LandingCopy = {
  id: 'xiaoyuzhou',
  eyebrow: 'Xiaoyuzhou FM downloader',
  heading: 'Download Xiaoyuzhou FM (小宇宙) Episodes',
  intro:
    'Save podcast episodes from Xiaoyuzhou FM (小宇宙) as M4A or MP3 files. Paste the episode link shared from the app and download the original audio with its show and episode details.',
  placeholder: 'https://www.xiaoyuzhoufm.com/episode/…',
  hint: 'Episode links from xiaoyuzhoufm.com and xyzfm.link short links are supported.',
  shareText: null,
  steps: [
    { title: 'Copy the episode link', text: 'In the 小宇宙 app open the episode, tap Share (分享) and choose Copy link (复制链接). On a computer, copy the xiaoyuzhoufm.com/episode/… address.' },
    { title: 'Paste and process', text: 'Paste the link above and press Download. We read the public episode page and find its audio file.' },
    { title: 'Save the audio', text: 'Download the episode and listen offline in any player.' },
  ],
  formats: [
    { title: 'Original episode audio', text: 'Usually M4A (AAC) or MP3 at the publisher\'s bitrate, with the show name shown above the download.' },
  ],
  faq: [
    { question: 'Can I download paid Xiaoyuzhou episodes?', answer: 'No. Paid (付费) episodes are only available to buyers inside the app and cannot be downloaded.' },
    { question: 'Does it need the Xiaoyuzhou app?', answer: 'Only to copy the link. The download happens in your browser on any phone or computer.' },
    { question: 'Why is the file name in Chinese?', answer: 'File names use the episode title as published. Chinese titles are kept, and long ones are shortened to stay within file system limits.' },
  ],
};
