/**
 * The /status page's numbers and dates in the page's language (issue #28): the median extraction time in seconds
 * ("4.2 s", "4,2 s" in French), a moment as a date and as a time ago ("3 hours ago", "hace 3 horas"), and the summary.
 */
import { numberWithUnit, type PlatformStatus } from '@dl/contract';

/** A median time in ms as seconds with one decimal: "4.2 s" in English, Intl's short unit elsewhere; '' without one. */
export function formatMedian(ms: number | null, lang: string): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) return '';
  const seconds = Math.round(ms / 100) / 10;
  return numberWithUnit(seconds, `${seconds.toFixed(1)} s`, 'second', lang, 1, true);
}

/** A share (0 to 1) as a whole percentage in the page's language: "97%", "97 %" in French, "٩٧٪" in Arabic. */
export function formatShare(share: number, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long before `now` a moment was, in the page's language: "3 hours ago", "5 minutes ago", "now"; '' when not a date. */
export function formatAgo(iso: string, now: string | number, lang: string): string {
  const at = new Date(iso).getTime();
  const ref = typeof now === 'number' ? now : new Date(now).getTime();
  if (Number.isNaN(at) || Number.isNaN(ref)) return '';
  const diff = at - ref;
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  for (const [unit, ms] of UNITS) if (Math.abs(diff) >= ms) return format.format(Math.trunc(diff / ms), unit);
  return format.format(0, 'second');
}

export type StatusSummary = { kind: 'working' } | { kind: 'problems'; count: number } | { kind: 'unmonitored' };

/** The line at the top: every monitored platform works, N have problems (degraded or failing), or none is monitored. */
export function statusSummary(platforms: readonly Pick<PlatformStatus, 'state'>[]): StatusSummary {
  const count = platforms.filter((p) => p.state === 'degraded' || p.state === 'failing').length;
  if (count) return { kind: 'problems', count };
  return platforms.some((p) => p.state === 'working') ? { kind: 'working' } : { kind: 'unmonitored' };
}
