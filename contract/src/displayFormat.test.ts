import { formatBitrate, formatBytes, formatDateTime, formatDuration, truncateDescription } from './displayFormat';

describe('formatDuration: h:mm:ss or m:ss (SPEC §9)', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59.9, '0:59'],
    [65, '1:05'],
    [599, '9:59'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [36000, '10:00:00'],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
    [-4, ''],
  ])('%s s -> %p', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});

describe('formatBytes: B, KB, MB, GB, base 1024 (SPEC §9)', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1048576, '1 MB'],
    [5 * 1048576 + 256 * 1024, '5.25 MB'],
    [1073741824, '1 GB'],
    [3.5 * 1073741824, '3.5 GB'],
    [2048 * 1073741824, '2048 GB'],
    [null, ''],
    [undefined, ''],
  ])('%s -> %p', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });
});

describe('formatBitrate: kbps, Mbps at 1000 and above, unknown when absent (SPEC §9)', () => {
  it.each([
    [128, '128 kbps'],
    [129.6, '130 kbps'],
    [999, '999 kbps'],
    [1000, '1 Mbps'],
    [2500, '2.5 Mbps'],
    [4321.7, '4.32 Mbps'],
    [null, 'unknown'],
    [undefined, 'unknown'],
    [0, 'unknown'],
  ])('%s -> %p', (kbps, expected) => {
    expect(formatBitrate(kbps)).toBe(expected);
  });
});

describe('truncateDescription: 150 characters plus an ellipsis (SPEC §9)', () => {
  const long = 'a'.repeat(151);
  it.each([
    ['short text unchanged', 'A short description.', 'A short description.'],
    ['exactly 150 unchanged', 'b'.repeat(150), 'b'.repeat(150)],
    ['151 cut to 150 plus ellipsis', long, `${'a'.repeat(150)}...`],
    ['null', null, ''],
  ])('%s', (_name, text, expected) => {
    expect(truncateDescription(text)).toBe(expected);
  });
});

describe('formatDateTime (issue #24)', () => {
  // ICU's spaces vary between versions (a narrow no-break space before AM): compared as plain spaces.
  const read = (...args: Parameters<typeof formatDateTime>) => formatDateTime(...args).replace(/\s+/g, ' ');
  it('reads a moment in the given timezone and language', () => {
    expect(read('2026-11-02T10:15:00.000Z', { timeZone: 'UTC' })).toBe('Nov 2, 2026, 10:15 AM');
    expect(read('2026-11-02T10:15:00.000Z', { timeZone: 'America/New_York' })).toBe('Nov 2, 2026, 5:15 AM');
    expect(read('2026-11-02T10:15:00.000Z', { timeZone: 'Europe/Berlin', locale: 'de' })).toBe('02.11.2026, 11:15');
  });

  it('keeps text that is no date, and falls back to the local zone for an unknown one', () => {
    expect(formatDateTime('yesterday')).toBe('yesterday');
    expect(formatDateTime('2026-11-02T10:15:00.000Z', { timeZone: 'Mars/Olympus' })).toMatch(/^Nov 2, 2026/);
  });
});

describe('sizes and bitrates in the page language (issue #24)', () => {
  const plain = (text: string) => text.replace(/\s+/g, ' ');
  it("writes English's SPEC units, and every other language's number and unit names through Intl", () => {
    expect(formatBytes(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
    expect(plain(formatBytes(1.5 * 1024 * 1024, 'fr'))).toBe('1,5 Mo');
    expect(plain(formatBytes(1.5 * 1024 * 1024, 'ru'))).toBe('1,5 МБ');
    expect(plain(formatBytes(512, 'de'))).toBe('512 Byte');
    expect(formatBitrate(128, { locale: 'en' })).toBe('128 kbps');
    expect(plain(formatBitrate(2500, { locale: 'de' }))).toBe('2,5 Mb/s');
    expect(plain(formatBitrate(128, { locale: 'ja' }))).toBe('128 kb/秒');
  });

  it("says 'unknown' in the caller's words, and keeps English for a language Intl does not know", () => {
    expect(formatBitrate(null, { locale: 'es', unknown: 'desconocido' })).toBe('desconocido');
    expect(formatBytes(2048, 'xx-invalid-')).toBe('2 KB');
  });
});
