/** Batch downloads (an account benefit of SPEC §1): the pasted links and the format chosen for each. */
import { START_MERGE_PATH, validateUrlInput } from '@dl/contract';
import type { Format, Preferences } from '@dl/shared-config';
import { BATCH_MAX_LINKS } from './constants';

export const BATCH_MESSAGES = {
  noLinks: 'Paste at least one link, one per line.',
  tooMany: `Paste at most ${BATCH_MAX_LINKS} links at once.`,
} as const;

export interface BatchLinks {
  /** Valid, distinct links in the order pasted. */
  links: string[];
  /** Lines that are not links: the line number (1-based), its text and the message of SPEC §5. */
  invalid: { line: number; text: string; error: string }[];
  /** Set when nothing can be processed: no links, or too many. */
  error: string | null;
}

export function parseBatchLinks(text: string): BatchLinks {
  const links: string[] = [];
  const invalid: BatchLinks['invalid'] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    const result = validateUrlInput(line, { shareText: 'detect' });
    if (!result.ok) invalid.push({ line: index + 1, text: line, error: result.error });
    else if (!links.includes(result.url)) links.push(result.url);
  });
  let error: string | null = null;
  if (links.length === 0 && invalid.length === 0) error = BATCH_MESSAGES.noLinks;
  else if (links.length > BATCH_MAX_LINKS) error = BATCH_MESSAGES.tooMany;
  return { links, invalid, error };
}



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
