/**
 * The state rules of contract/src/platformStatus.ts, as pure functions of a platform's canary results of the last 24
 * hours (newest first).
 */
import type { PlatformState } from '@dl/contract';

export interface CanaryOutcome {
  ok: boolean;
  ms: number;
}

/**
 * - working: the latest succeeded and none of the last 24 hours' failed;
 * - degraded: the latest succeeded but some of the last 24 hours' failed, or the latest failed once;
 * - failing: the latest two (or more) failed in a row;
 * - unknown: no result.
 */
export function stateOf(newestFirst: readonly Pick<CanaryOutcome, 'ok'>[]): PlatformState {
  if (!newestFirst.length) return 'unknown';
  const [latest, previous] = newestFirst;
  if (!latest.ok) return previous && !previous.ok ? 'failing' : 'degraded';
  return newestFirst.some((r) => !r.ok) ? 'degraded' : 'working';
}

/** The median time of the successful ones, in whole ms; null without one. */
export function medianMs(results: readonly CanaryOutcome[]): number | null {
  const times = results.filter((r) => r.ok).map((r) => r.ms).sort((a, b) => a - b);
  if (!times.length) return null;
  const mid = times.length >> 1;
  return Math.round(times.length % 2 ? times[mid] : (times[mid - 1] + times[mid]) / 2);
}
