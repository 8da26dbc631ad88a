import { formatAgo, formatMedian, statusSummary } from './statusFormat';

describe('formatMedian', () => {
  it.each([
    [4210, 'en', '4.2 s'],
    [4000, 'en', '4.0 s'],
    [950, 'en', '1.0 s'],
    [12_345, 'en', '12.3 s'],
    [4210, 'fr', '4,2 s'],
    [4210, 'de', '4,2 Sek.'],
  ])('%d ms in %s is %s', (ms, lang, text) => {
    expect(formatMedian(ms, lang).replace(/\u00a0|\u202f/g, ' ')).toBe(text);
  });

  it('is empty without a median', () => {
    expect(formatMedian(null, 'en')).toBe('');
  });
});

describe('formatAgo', () => {
  const now = '2026-11-26T12:00:00Z';
  it.each([
    ['2026-11-26T09:00:00Z', 'en', '3 hours ago'],
    ['2026-11-26T11:55:00Z', 'en', '5 minutes ago'],
    ['2026-11-26T11:59:50Z', 'en', 'now'],
    ['2026-11-24T12:00:00Z', 'en', '2 days ago'],
    ['2026-11-26T09:00:00Z', 'es', 'hace 3 horas'],
  ])('%s is %s (%s)', (iso, lang, text) => {
    expect(formatAgo(iso, now, lang)).toBe(text);
  });

  it('is empty for what is not a date', () => {
    expect(formatAgo('soon', now, 'en')).toBe('');
  });
});

describe('statusSummary', () => {
  it('says all work, how many have problems, or that none is monitored', () => {
    expect(statusSummary([{ state: 'working' }, { state: 'unknown' }])).toEqual({ kind: 'working' });
    expect(statusSummary([{ state: 'working' }, { state: 'degraded' }, { state: 'failing' }])).toEqual({ kind: 'problems', count: 2 });
    expect(statusSummary([{ state: 'unknown' }])).toEqual({ kind: 'unmonitored' });
    expect(statusSummary([])).toEqual({ kind: 'unmonitored' });
  });
});
