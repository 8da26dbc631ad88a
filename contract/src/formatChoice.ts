/**
 * Which format a link starts with, shared by the downloader's list and the account area's batch: a format whose link
 * starts a server merge, and the one the user's preferred video quality picks (SPEC §9 preferences).
 */
import { START_MERGE_PATH } from './apiPaths';
import type { Format, Preferences } from './types';

/** A format whose URL starts a server-side merge: it opens on the preview page instead of downloading. */
export function isMergeUrl(url: string): boolean {
  return url.includes(START_MERGE_PATH);
}

function height(format: Pick<Format, 'resolution' | 'label'>): number | null {
  const res = format.resolution?.match(/(\d+)\s*x\s*(\d+)/i);
  if (res) return Number(res[2]);
  const label = `${format.label} ${format.resolution ?? ''}`.match(/(\d{3,4})p/i);
  if (label) return Number(label[1]);
  if (/\b4k\b/i.test(format.label)) return 2160;
  return null;
}

const QUALITY_HEIGHT: Record<Exclude<Preferences['default_video_quality'], 'auto'>, number> = {
  '4k': 2160,
  '1080p': 1080,
  '720p': 720,
  '480p': 480,
  '360p': 360,
};

/**
 * The format a batch row starts with, from the user's default video quality: the tallest video at or below
 * the wanted height (the tallest overall for 'auto'), else the first video format, else the first format.
 */
export function preferredFormatIndex(formats: readonly Pick<Format, 'resolution' | 'label' | 'is_audio_only'>[], quality: Preferences['default_video_quality']): number {
  if (formats.length === 0) return -1;
  const limit = quality === 'auto' ? Infinity : QUALITY_HEIGHT[quality];
  let best = -1;
  let bestHeight = -1;
  formats.forEach((f, i) => {
    if (f.is_audio_only) return;
    const h = height(f);
    if (h !== null && h <= limit && h > bestHeight) {
      best = i;
      bestHeight = h;
    }
  });
  if (best >= 0) return best;
  const firstVideo = formats.findIndex((f) => !f.is_audio_only);
  return firstVideo >= 0 ? firstVideo : 0;
}
