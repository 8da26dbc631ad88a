/**
 * The Help Center's questions and answers, from its English-only catalog (`copy/en.po`: `ct.long.help.<id>.question`,
 * its paragraphs `.answer.<n>` and its links' labels `.link.<n>`). `keywords` are extra words people search for.
 */
import { longForm } from '../../../ui/longForm';
import { messages } from './en';

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

/** A topic as its code knows it: its texts are the catalog's, by its id. */
interface TopicOutline {
  id: string;
  category: HelpCategory;
  keywords: string[];
  /** The pages that explain more, their labels in the catalog in this order. */
  links?: string[];
}

const OUTLINES: readonly TopicOutline[] = [
  { id: 'how-to-download', category: 'Getting started', keywords: ['start', 'paste', 'link', 'save', 'how'], links: ['/how-to-download-videos'] },
  { id: 'is-it-free', category: 'Getting started', keywords: ['price', 'cost', 'free', 'watermark', 'logo', 'pay'] },
  { id: 'which-format', category: 'Formats and quality', keywords: ['mp4', 'webm', 'm4a', 'mp3', 'resolution', '1080p', '720p', '4k', 'quality', 'codec'], links: ['/blog/video-formats-and-quality-explained'] },
  { id: 'merge', category: 'Formats and quality', keywords: ['merge', 'merging', 'processing', 'progress', 'ffmpeg', 'slow', 'wait', 'dash', 'hls'], links: ['/blog/video-and-audio-merge-explained'] },
  { id: 'no-sound', category: 'Formats and quality', keywords: ['audio', 'sound', 'silent', 'mute', 'missing'] },
  { id: 'private-videos', category: 'Errors and problems', keywords: ['private', 'login', 'sign in', 'members', 'restricted', 'age', 'unavailable', 'error'] },
  { id: 'geo-blocking', category: 'Errors and problems', keywords: ['geo', 'geoblocking', 'blocked', 'country', 'region', 'unavailable', 'not available', 'error'] },
  { id: 'invalid-url', category: 'Errors and problems', keywords: ['invalid', 'url', 'link', 'valid', 'http', 'https', 'error', 'share text'] },
  { id: 'expired-links', category: 'Errors and problems', keywords: ['expired', 'expire', 'countdown', 'session', 'time', 'deleted', 'no longer available'] },
  { id: 'processing-failed', category: 'Errors and problems', keywords: ['failed', 'timeout', 'timed out', 'processing failed', 'error', 'not available'] },
  { id: 'playback-not-supported', category: 'Errors and problems', keywords: ['playback', 'codec', 'safari', 'player', 'black screen', 'not supported'] },
  { id: 'podcasts', category: 'Podcasts', keywords: ['podcast', 'episode', 'rss', 'feed', 'apple', 'itunes', 'mp3', 'radio', 'soundcloud'], links: ['/blog/download-podcast-episodes-rss-apple-podcasts'] },
  { id: 'spotify', category: 'Podcasts', keywords: ['spotify', 'drm', 'music', 'protected'] },
  { id: 'mobile', category: 'Mobile', keywords: ['iphone', 'ipad', 'ios', 'android', 'phone', 'mobile', 'safari', 'chrome', 'photos', 'files app'], links: ['/blog/download-videos-on-iphone-and-android'] },
  { id: 'share-links', category: 'Sharing', keywords: ['share', 'short link', 'link', 'copy', 'clipboard', 'whatsapp', 'twitter', 'facebook', 'email'] },
  { id: 'accounts', category: 'Accounts', keywords: ['account', 'sign up', 'register', 'login', 'sign in', 'password', 'history', 'profile', 'verify', 'email'] },
  { id: 'delete-history', category: 'Accounts', keywords: ['delete', 'history', 'clear', 'account', 'remove', 'gdpr', 'data'] },
  { id: 'privacy-cookies', category: 'Privacy', keywords: ['privacy', 'cookies', 'tracking', 'analytics', 'ads', 'consent', 'data', 'gdpr'], links: ['/privacy-policy', '/cookie-settings'] },
];

const { text } = longForm(messages);

/** The texts whose ids start with `prefix` and end in a number, in its order. */
const numbered = (prefix: string) =>
  Object.keys(messages)
    .filter((id) => id.startsWith(prefix))
    .sort((a, b) => Number(a.slice(prefix.length)) - Number(b.slice(prefix.length)))
    .map((id) => text(id));

export const HELP_TOPICS: readonly HelpTopic[] = OUTLINES.map(({ id, category, keywords, links }) => ({
  id,
  category,
  question: text(`ct.long.help.${id}.question`),
  answer: numbered(`ct.long.help.${id}.answer.`),
  keywords,
  ...(links ? { links: links.map((to, i) => ({ to, label: text(`ct.long.help.${id}.link.${i + 1}`) })) } : {}),
}));
