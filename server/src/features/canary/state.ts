/**
 * The state rules of contract/src/platformStatus.ts, as pure functions of a platform's canary results of the last 24
 * hours (newest first).
 */
import type { PlatformState } from '@dl/contract';

export interface CanaryOutcome {
  ok: boolean;
  ms: number;
}

/** The newest checks a failure keeps a platform degraded for once it works again (an hour at the default interval). */
export const RECENT_CHECKS = 4;
/** The share of the last 24 hours' checks that, failed, keeps a platform degraded although the recent ones worked. */
export const DEGRADED_SHARE = 0.1;

/**
 * - working: the latest succeeded, none of the last RECENT_CHECKS failed, and under DEGRADED_SHARE of 24 hours' did;
 * - degraded: the latest failed once, or it succeeded but one of the last RECENT_CHECKS failed, or DEGRADED_SHARE of
 *   the last 24 hours' did (a one-off blip passes within an hour; a platform that keeps failing now and then stays);
 * - failing: the latest two (or more) failed in a row;
 * - unknown: no result.
 */
export function stateOf(newestFirst: readonly Pick<CanaryOutcome, 'ok'>[]): PlatformState {
  if (!newestFirst.length) return 'unknown';
  const [latest, previous] = newestFirst;
  if (!latest.ok) return previous && !previous.ok ? 'failing' : 'degraded';
  const failed = newestFirst.filter((r) => !r.ok).length;
  const recent = newestFirst.slice(0, RECENT_CHECKS).some((r) => !r.ok);
  return failed > 0 && (recent || failed >= DEGRADED_SHARE * newestFirst.length) ? 'degraded' : 'working';
}

/** The median time of the successful ones, in whole ms; null without one. */
export function medianMs(results: readonly CanaryOutcome[]): number | null {
  const times = results.filter((r) => r.ok).map((r) => r.ms).sort((a, b) => a - b);
  if (!times.length) return null;
  const mid = times.length >> 1;
  return Math.round(times.length % 2 ? times[mid] : (times[mid - 1] + times[mid]) / 2);
}
