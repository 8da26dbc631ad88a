/** SPEC §9 account option lists and password rules, shared by the profile UI and the server's validation. */
export const VIDEO_QUALITIES = ['4k', '1080p', '720p', '480p', '360p', 'auto'] as const;
export const AUDIO_FORMATS = ['mp3', 'wav', 'flac', 'aac', 'm4a'] as const;
export const THEMES = ['light', 'dark', 'auto'] as const;
/** UTC (the default) and 10 named zones. */
export const TIMEZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Asia/Shanghai',
  'Asia/Tokyo',
] as const;
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'ja', 'ko', 'zh', 'ar', 'hi'] as const;
export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_SORTS = ['date', 'title', 'platform', 'size'] as const;
export const HISTORY_STATUSES = ['completed', 'failed', 'in_progress'] as const;
export const PASSWORD_MIN_LENGTH = 8;

export const DEFAULT_PREFERENCES = {
  default_video_quality: '720p',
  default_audio_format: 'mp3',
  auto_download: false,
  download_history_enabled: true,
  email_notifications: false,
  audio_track_in_my_language: false,
  theme: 'light',
} as const;

/** SPEC §5 register/reset password rules: the first unmet rule's message, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'Password must be at least 8 characters';
  if (!/[A-Z]/.test(password)) return 'Password must contain at least one uppercase letter';
  if (!/[a-z]/.test(password)) return 'Password must contain at least one lowercase letter';
  if (!/[0-9]/.test(password)) return 'Password must contain at least one number';
  return null;
}

/** SPEC §5 email shape. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
