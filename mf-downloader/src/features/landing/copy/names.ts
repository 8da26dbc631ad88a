import { mp3CopyId, MP3_VARIANT } from '@dl/shared-config';

/**
 * The landing pages there are, by platform id ('podcast' for /podcast-downloader), with the name their FAQ's title
 * gives in every language (the English eyebrow's, "YouTube" of "YouTube downloader"). The page needs these before its
 * copy is loaded; the copies themselves (index.ts) are data the page fetches (translations.ts), English included.
 */
export const LANDING_NAMES: Readonly<Record<string, string>> = {
  youtube: 'YouTube',
  tiktok: 'TikTok',
  twitter: 'Twitter / X',
  facebook: 'Facebook',
  instagram: 'Instagram',
  vimeo: 'Vimeo',
  bilibili: 'Bilibili',
  xiaohongshu: 'Xiaohongshu (RedNote)',
  soundcloud: 'SoundCloud',
  'apple-podcasts': 'Apple Podcasts',
  tunein: 'TuneIn',
  playerfm: 'Player.FM',
  castbox: 'Castbox',
  xiaoyuzhou: 'Xiaoyuzhou FM',
  podcast: 'Podcast',
};

/** The landing page of a platform, or the podcast page for a platform without one of its own. */
export function landingIdOf(platformId: string | undefined): string {
  return platformId && Object.hasOwn(LANDING_NAMES, platformId) ? platformId : 'podcast';
}

/** The copy a landing page shows: its platform's, or on its MP3 page (`variant: 'mp3'`, issue #49) its MP3 copy. */
export function landingCopyIdOf(props: { platformId?: string; variant?: string }): string {
  const id = landingIdOf(props.platformId);
  return props.variant === MP3_VARIANT ? mp3CopyId(id) : id;
}
