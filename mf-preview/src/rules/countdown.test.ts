import { DEFAULT_RETENTION_SECONDS, countdownTickMs, formatCountdown, formatRetentionFallback, remainingSeconds } from './countdown';

describe('retention countdown (SPEC §9)', () => {
  it('defaults to one hour', () => expect(DEFAULT_RETENTION_SECONDS).toBe(3600));

  it.each([
    [3600, 60_000],
    [901, 60_000],
    [900, 30_000],
    [301, 30_000],
    [300, 1_000],
    [1, 1_000],
  ])('with %p s left it updates every %p ms', (left, ms) => expect(countdownTickMs(left)).toBe(ms));

  it.each([
    [7260, '2h 1m'],
    [3600, '1h 0m'],
    [3599, '59 minutes'],
    [120, '2 minutes'],
    [60, '1 minute'],
    [59, '59 seconds'],
    [1, '1 second'],
    [0, 'Expired'],
    [-4, 'Expired'],
  ])('%p s reads %p', (left, text) => expect(formatCountdown(left)).toBe(text));

  it.each([
    [3600, '1h 0m'],
    [5400, '1h 30m'],
    [1800, '30 minutes'],
    [60, '1 minutes'],
  ])('the fallback wording of %p s is %p', (s, text) => expect(formatRetentionFallback(s)).toBe(text));

  it('computes what is left from the start time', () => {
    expect(remainingSeconds(3600, 0, 59_999)).toBe(3541);
    expect(remainingSeconds(60, 0, 120_000)).toBe(0);
  });

  it('never shows more than the retention when the start is stamped a moment ahead of this clock', () => {
    // A file that became ready 400 ms "in the future" (the clock stepped back, or another tab stamped it): 30 s left, not 31.
    expect(remainingSeconds(30, 10_400, 10_000)).toBe(30);
    expect(formatCountdown(remainingSeconds(30, 10_400, 10_000))).toBe('30 seconds');
    expect(remainingSeconds(3600, 5_000, 0)).toBe(3600);
  });
});
