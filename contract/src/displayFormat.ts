/** SPEC §9 display rules of sizes, durations, bitrates and descriptions, shown by the downloader and the account area. */

/** SPEC §9: descriptions are cut at 150 characters plus an ellipsis. */
export const DESCRIPTION_MAX_CHARS = 150;

const isPositive = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** Duration in seconds as h:mm:ss (an hour or more) or m:ss; '' when unknown. */
export function formatDuration(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return '';
  const total = Math.floor(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;
/** Intl's names of the same units (issue #24): "1,5 Mo", "1,5 МБ", "1.5 MB". */
const INTL_BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A number with a unit in a language: English writes SPEC's units as given ("1.5 MB", "128 kbps"); every other
 * language has Intl write the number and its own short name of the unit ("1,5 Mo" in French, "128 кбит/с" in
 * Russian). `english` is the English text of the number; `digits` the fraction digits Intl writes (exactly that many
 * when `fixed`).
 */
export function numberWithUnit(value: number, english: string, unit: string, locale: string, digits: number, fixed = false): string {
  if (!locale || locale === 'en' || locale.startsWith('en-')) return english;
  try {
    return unitFormat(locale, unit, digits, fixed).format(value);
  } catch {
    return english;
  }
}

/** Intl's formats, made once each (a format list writes a size and a bitrate per button on every render). */
const unitFormats = new Map<string, Intl.NumberFormat>();
function unitFormat(locale: string, unit: string, digits: number, fixed: boolean): Intl.NumberFormat {
  const key = `${locale} ${unit} ${digits} ${fixed}`;
  let format = unitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits, minimumFractionDigits: fixed ? digits : 0 });
    unitFormats.set(key, format);
  }
  return format;
}

const withUnit = (value: number, english: string, unit: string, locale: string, digits: number) => numberWithUnit(value, `${value} ${english}`, unit, locale, digits);

/** File size in B, KB, MB or GB (base 1024, up to two decimals), in a language (English by default); '' when unknown. */
export function formatBytes(bytes: number | null | undefined, locale = 'en'): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return withUnit(Math.round(bytes), 'B', INTL_BYTE_UNITS[0], locale, 0);
  const i = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), BYTE_UNITS.length - 1);
  const value = Number((bytes / 1024 ** i).toFixed(2));
  return withUnit(value, BYTE_UNITS[i], INTL_BYTE_UNITS[i], locale, 2);
}

/**
 * Bitrate given in kbps: Mbps at 1000 and above, otherwise kbps, in a language (English by default); `unknown` (SPEC
 * §9's 'unknown', or the page language's word for it) when absent.
 */
export function formatBitrate(kbps: number | null | undefined, { locale = 'en', unknown = 'unknown' }: { locale?: string; unknown?: string } = {}): string {
  if (!isPositive(kbps)) return unknown;
  if (kbps >= 1000) return withUnit(Number((kbps / 1000).toFixed(2)), 'Mbps', 'megabit-per-second', locale, 2);
  return withUnit(Math.round(kbps), 'kbps', 'kilobit-per-second', locale, 0);
}

/** Description cut at 150 characters plus an ellipsis; shorter ones are unchanged. */
export function truncateDescription(text: string | null | undefined, max = DESCRIPTION_MAX_CHARS): string {
  const value = (text ?? '').trim();
  return value.length > max ? `${value.slice(0, max)}...` : value;
}

/**
 * A moment as a person reads it, in a timezone (a signed-in user's profile's, issue #24) and a language: "Nov 2,
 * 2026, 11:15 AM" in English for Europe/Berlin. The ISO text itself when it is not a date; the browser's own zone when
 * the zone is not one Intl knows.
 */
export function formatDateTime(iso: string, { locale = 'en', timeZone }: { locale?: string; timeZone?: string | null } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, ...(timeZone ? { timeZone } : {}) }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
}
