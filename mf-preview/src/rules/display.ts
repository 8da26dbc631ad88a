/** SPEC §2 and §9 display rules of the preview page: sizes, bitrate, truncation, the page title. */
import { numberWithUnit } from '@dl/contract';

const MB = 1024 * 1024;

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** On the preview page: 1 MB or more in MB, otherwise KB, one decimal, in a language (issue #24); null when unknown. */
export function formatPreviewSize(bytes: number | null | undefined, locale = 'en'): string | null {
  if (!positive(bytes)) return null;
  const [value, unit, intlUnit] = bytes >= MB ? [bytes / MB, 'MB', 'megabyte'] : [bytes / 1024, 'KB', 'kilobyte'];
  return numberWithUnit(value, `${value.toFixed(1)} ${unit}`, intlUnit, locale, 1, true);
}

/** Bitrate in kbps: Mbps at 1000 and above, otherwise kbps; 'unknown' when absent. */
export function formatPreviewBitrate(kbps: number | null | undefined, locale = 'en'): string {
  if (!positive(kbps)) return 'unknown';
  if (kbps >= 1000) return numberWithUnit(kbps / 1000, `${(kbps / 1000).toFixed(1)} Mbps`, 'megabit-per-second', locale, 1, true);
  return numberWithUnit(Math.round(kbps), `${Math.round(kbps)} kbps`, 'kilobit-per-second', locale, 0);
}

/** Average bitrate (kbps) of a file of `bytes` lasting `seconds`; null when either is unknown. */
export function averageBitrateKbps(bytes: number | null | undefined, seconds: number | null | undefined): number | null {
  if (!positive(bytes) || !positive(seconds)) return null;
  return (bytes * 8) / seconds / 1000;
}

/** Text cut at `max` characters plus '...'; shorter text is unchanged. */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

export type PreviewPhase = 'processing' | 'preview';

/** SPEC §2: 'Preview | {platform} | {title}', or 'Processing | ...' while merging. */
export function previewPageTitle(phase: PreviewPhase, platform: string, title: string): string {
  return `${phase === 'processing' ? 'Processing' : 'Preview'} | ${platform} | ${title}`;
}
