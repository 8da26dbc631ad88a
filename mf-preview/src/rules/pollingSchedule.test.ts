import {
  INITIAL_POLL_STATE,
  MAX_POLL_ATTEMPTS,
  clampProgress,
  nextPoll,
  type PollOutcome,
  type PollState,
} from './pollingSchedule';

const progress = (p: number): PollOutcome => ({ kind: 'progress', progress: p });
const error = (reason = 'HTTP 500: Internal Server Error'): PollOutcome => ({ kind: 'error', reason });
const state = (intervalMs: number, consecutiveErrors = 0, attempts = 0): PollState => ({ attempts, consecutiveErrors, intervalMs });

describe('merge polling schedule (SPEC §9)', () => {
  it('starts at 1 s', () => {
    expect(INITIAL_POLL_STATE).toEqual({ attempts: 0, consecutiveErrors: 0, intervalMs: 1000 });
  });

  it.each<[string, PollState, PollOutcome, number]>([
    ['under 50 % the interval stays at 1 s', state(1000), progress(10), 1000],
    ['under 50 % an interval raised by errors is held to 2 s', state(3375), progress(49), 2000],
    ['under 50 % an interval below 2 s is kept', state(1500), progress(0), 1500],
    ['at 50 % the interval grows by 1.2', state(1000), progress(50), 1200],
    ['above 50 % the interval grows by 1.2', state(2000), progress(80), 2400],
    ['growth stops at the 5 s cap', state(4500), progress(90), 5000],
    ['at the cap it stays at 5 s', state(5000), progress(99), 5000],
    ['after an error the interval grows by 1.5', state(1000), error(), 1500],
    ['error back-off also stops at 5 s', state(4000), error(), 5000],
  ])('%s', (_name, before, outcome, expected) => {
    const d = nextPoll(before, outcome);
    expect(d.kind).toBe('continue');
    if (d.kind === 'continue') expect(d.state.intervalMs).toBeCloseTo(expected, 6);
  });

  it('counts consecutive errors and a successful poll resets them', () => {
    let s = INITIAL_POLL_STATE;
    for (let i = 0; i < 4; i++) {
      const d = nextPoll(s, error());
      if (d.kind !== 'continue') throw new Error('aborted too early');
      s = d.state;
    }
    expect(s.consecutiveErrors).toBe(4);
    const d = nextPoll(s, progress(20));
    expect(d.kind === 'continue' && d.state.consecutiveErrors).toBe(0);
  });

  it('aborts on the 5th consecutive error with the last reason', () => {
    expect(nextPoll(state(5000, 4, 10), error('HTTP 502: Bad Gateway'))).toEqual({
      kind: 'abort',
      error: 'Too many consecutive polling errors: HTTP 502: Bad Gateway',
    });
  });

  it('four errors in a row do not abort', () => {
    expect(nextPoll(state(5000, 3, 10), error()).kind).toBe('continue');
  });

  it('times out after 60 attempts', () => {
    expect(MAX_POLL_ATTEMPTS).toBe(60);
    expect(nextPoll(state(5000, 0, 58), progress(70)).kind).toBe('continue');
    expect(nextPoll(state(5000, 0, 59), progress(70))).toEqual({ kind: 'abort', error: 'Video processing timed out' });
  });

  it.each([
    [42, 42],
    [-5, 0],
    [140, 100],
    ['63', 63],
    [undefined, 0],
    ['abc', 0],
  ])('clamps progress %p to %p', (input, expected) => {
    expect(clampProgress(input)).toBe(expected);
  });
});
