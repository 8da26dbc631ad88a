/** SPEC §3 'Content kind shown': Podcast, Audio or Video. */
import type { Format } from '@dl/shared-config';

export type ContentKind = 'Podcast' | 'Audio' | 'Video';

/** Podcast platforms of SPEC §3, as ids and names with everything but letters and digits removed. */
const PODCAST_PLATFORMS = new Set(['applepodcasts', 'playerfm', 'tunein', 'castbox', 'xiaoyuzhou', 'xiaoyuzhoufm']);

const normalize = (platform: string | null | undefined) => (platform ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');

export function isPodcastPlatform(platform: string | null | undefined): boolean {
  return PODCAST_PLATFORMS.has(normalize(platform));
}

export interface ContentKindInput {
  platform: string | null | undefined;
  formats: readonly Pick<Format, 'is_audio_only'>[];
  is_podcast?: boolean | null;
}

/**
 * Audio means every format is audio only. Audio from a podcast platform (or audio the server marks as a
 * podcast episode, e.g. from an RSS feed) is a Podcast; other audio is Audio; anything with video is Video.
 */
export function contentKind({ platform, formats, is_podcast }: ContentKindInput): ContentKind {
  const audio = formats.length > 0 && formats.every((f) => f.is_audio_only);
  if (audio && (is_podcast || isPodcastPlatform(platform))) return 'Podcast';
  return audio ? 'Audio' : 'Video';
}
