/** SPEC §9 retention and countdown of the preview page. */
import { PREVIEW_MESSAGES } from './messages';

/** Used until (or unless) GET /api/config answers: 1 hour. */
export const DEFAULT_RETENTION_SECONDS = 3600;

export const COUNTDOWN_TICK_SLOW_MS = 60_000;
export const COUNTDOWN_TICK_MEDIUM_MS = 30_000;
export const COUNTDOWN_TICK_FAST_MS = 1_000;
/** At or below these remaining seconds the countdown ticks faster. */
export const COUNTDOWN_MEDIUM_AT_SECONDS = 900;
export const COUNTDOWN_FAST_AT_SECONDS = 300;

/** How long until the next update: 60 s, every 30 s at 900 s or less, every 1 s at 300 s or less. */
export function countdownTickMs(remainingSeconds: number): number {
  if (remainingSeconds <= COUNTDOWN_FAST_AT_SECONDS) return COUNTDOWN_TICK_FAST_MS;
  if (remainingSeconds <= COUNTDOWN_MEDIUM_AT_SECONDS) return COUNTDOWN_TICK_MEDIUM_MS;
  return COUNTDOWN_TICK_SLOW_MS;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** 'Xh Ym' from an hour up, 'N minute(s)' from a minute up, 'N second(s)' below, 'Expired' at zero. */
export function formatCountdown(remainingSeconds: number): string {
  const s = Math.floor(remainingSeconds);
  if (!Number.isFinite(s) || s <= 0) return PREVIEW_MESSAGES.expired;
  if (s >= 3600) return `${Math.floor(s / 3600)}h ${Math.floor((s % 3600) / 60)}m`;
  if (s >= 60) return plural(Math.floor(s / 60), 'minute');
  return plural(s, 'second');
}

/** The retention period as worded before the config is known: 'Xh Ym' or 'N minutes'. */
export function formatRetentionFallback(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s >= 3600) return `${Math.floor(s / 3600)}h ${Math.floor((s % 3600) / 60)}m`;
  return `${Math.floor(s / 60)} minutes`;
}

/**
 * Seconds left of a retention period that started at `startedAtMs`: never more than the period (a start stamped a
 * moment ahead of this clock counts as just started) and never below zero.
 */
export function remainingSeconds(retentionSeconds: number, startedAtMs: number, nowMs: number): number {
  const elapsed = Math.max(0, nowMs - startedAtMs);
  return Math.max(0, retentionSeconds - Math.floor(elapsed / 1000));
}
