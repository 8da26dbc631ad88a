/** SPEC §9 Accounts and history: delays, labels and the option lists of the account UI. The values come from
 * @dl/contract's accountOptions, which the server validates against. */
import { AUDIO_FORMATS, HISTORY_SORTS, HISTORY_STATUSES, LANGUAGES, THEMES, TIMEZONES, VIDEO_QUALITIES, nativeLanguageName } from '@dl/contract';
import type { HistoryStatus, Preferences } from '@dl/shared-config';

/** SPEC §4 / §9 delays of the auth modal. */
export const LOGIN_CLOSE_DELAY_MS = 1000;
export const AUTH_MODE_SWITCH_DELAY_MS = 3000;

export type HistorySort = (typeof HISTORY_SORTS)[number];
export const HISTORY_SORT_ORDERS = ['asc', 'desc'] as const;
export type HistoryOrder = (typeof HISTORY_SORT_ORDERS)[number];
export const HISTORY_STATUS_OPTIONS: readonly HistoryStatus[] = HISTORY_STATUSES;
export const HISTORY_STATUS_LABELS: Record<HistoryStatus, string> = {
  completed: 'Completed',
  failed: 'Failed',
  in_progress: 'In progress',
};
export const HISTORY_SORT_LABELS: Record<HistorySort, string> = { date: 'Date', title: 'Title', platform: 'Platform', size: 'Size' };
/** History records store the format as 'audio' or 'video' (SPEC §3 History record). */
export const HISTORY_FORMATS = ['video', 'audio'] as const;

export interface SelectOption<T extends string = string> {
  value: T;
  label: string;
}

function options<T extends string>(values: readonly T[], labels: Record<T, string>): readonly SelectOption<T>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

export const VIDEO_QUALITY_OPTIONS = options<Preferences['default_video_quality']>(VIDEO_QUALITIES, {
  '4k': '4K (2160p)',
  '1080p': '1080p (Full HD)',
  '720p': '720p (HD)',
  '480p': '480p',
  '360p': '360p',
  auto: 'Auto (best available)',
});

export const AUDIO_FORMAT_OPTIONS = options<Preferences['default_audio_format']>(AUDIO_FORMATS, {
  mp3: 'MP3',
  wav: 'WAV',
  flac: 'FLAC',
  aac: 'AAC',
  m4a: 'M4A',
});

export const THEME_OPTIONS = options<Preferences['theme']>(THEMES, { light: 'Light', dark: 'Dark', auto: 'Auto (follow system)' });

export const DEFAULT_TIMEZONE: (typeof TIMEZONES)[number] = 'UTC';
export const TIMEZONE_OPTIONS = options<(typeof TIMEZONES)[number]>(TIMEZONES, {
  UTC: 'UTC',
  'America/New_York': 'Eastern Time (New York)',
  'America/Chicago': 'Central Time (Chicago)',
  'America/Denver': 'Mountain Time (Denver)',
  'America/Los_Angeles': 'Pacific Time (Los Angeles)',
  'America/Sao_Paulo': 'Brasília Time (São Paulo)',
  'Europe/London': 'London',
  'Europe/Berlin': 'Central European Time (Berlin)',
  'Asia/Kolkata': 'India (Kolkata)',
  'Asia/Shanghai': 'China (Shanghai)',
  'Asia/Tokyo': 'Japan (Tokyo)',
});

export const DEFAULT_LANGUAGE: (typeof LANGUAGES)[number] = 'en';
/** Each language in its own name, as the site's language menu shows it. */
export const LANGUAGE_OPTIONS: readonly SelectOption<(typeof LANGUAGES)[number]>[] = LANGUAGES.map((value) => ({ value, label: nativeLanguageName(value) }));

export { BATCH_MAX_LINKS } from '@dl/shared-config';
/** Pause between two downloads of a batch, so the browser does not block them as a burst. */
export const BATCH_DOWNLOAD_GAP_MS = 1200;
