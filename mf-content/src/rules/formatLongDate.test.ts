import { formatLongDate } from './formatLongDate';

describe('formatLongDate', () => {
  it('shows the calendar date the author wrote, whatever the time zone', () => {
    expect(formatLongDate('2026-01-01')).toBe('January 1, 2026');
    expect(formatLongDate('2026-10-28')).toBe('October 28, 2026');
  });
  it('leaves text that is not a date as it is', () => {
    expect(formatLongDate('soon')).toBe('soon');
  });
});
