/** SPEC §9 merge polling: attempts, intervals, back-off and the abort rules of SPEC §8. */
import { PREVIEW_MESSAGES, tooManyPollingErrors } from './messages';

export const MAX_POLL_ATTEMPTS = 60;
export const INITIAL_POLL_INTERVAL_MS = 1000;
export const MAX_POLL_INTERVAL_MS = 5000;
/** Below this progress (percent) the interval is held at or under EARLY_POLL_INTERVAL_MAX_MS. */
export const POLL_PROGRESS_THRESHOLD = 50;
export const EARLY_POLL_INTERVAL_MAX_MS = 2000;
export const POLL_GROWTH_FACTOR = 1.2;
export const POLL_ERROR_BACKOFF_FACTOR = 1.5;
export const MAX_CONSECUTIVE_POLL_ERRORS = 5;

export interface PollState {
  /** Status polls made so far. */
  attempts: number;
  consecutiveErrors: number;
  /** Wait before the next poll. */
  intervalMs: number;
}

export const INITIAL_POLL_STATE: PollState = { attempts: 0, consecutiveErrors: 0, intervalMs: INITIAL_POLL_INTERVAL_MS };

/** What one status poll told us: a task still in progress, or a failed poll (network, HTTP status). */
export type PollOutcome = { kind: 'progress'; progress: number } | { kind: 'error'; reason: string };

export type PollDecision = { kind: 'continue'; state: PollState } | { kind: 'abort'; error: string };

const cap = (ms: number) => Math.min(ms, MAX_POLL_INTERVAL_MS);

/**
 * The step after a poll that did not finish the task. Under 50 % the interval is at most 2 s; at 50 % or
 * more it grows by 1.2; after a failed poll it grows by 1.5; never above 5 s. Five failed polls in a row
 * abort with the last reason; after 60 polls the task has timed out.
 */
export function nextPoll(state: PollState, outcome: PollOutcome): PollDecision {
  const attempts = state.attempts + 1;
  let next: PollState;
  if (outcome.kind === 'error') {
    const consecutiveErrors = state.consecutiveErrors + 1;
    if (consecutiveErrors >= MAX_CONSECUTIVE_POLL_ERRORS) return { kind: 'abort', error: tooManyPollingErrors(outcome.reason) };
    next = { attempts, consecutiveErrors, intervalMs: cap(state.intervalMs * POLL_ERROR_BACKOFF_FACTOR) };
  } else {
    const intervalMs =
      outcome.progress < POLL_PROGRESS_THRESHOLD
        ? Math.min(state.intervalMs, EARLY_POLL_INTERVAL_MAX_MS)
        : cap(state.intervalMs * POLL_GROWTH_FACTOR);
    next = { attempts, consecutiveErrors: 0, intervalMs };
  }
  if (attempts >= MAX_POLL_ATTEMPTS) return { kind: 'abort', error: PREVIEW_MESSAGES.mergeTimedOut };
  return { kind: 'continue', state: next };
}

/** Progress from the server, clamped to 0-100; anything unreadable counts as 0. */
export function clampProgress(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return 0;
  return Math.max(0, Math.min(100, n));
}
