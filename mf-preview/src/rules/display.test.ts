import { averageBitrateKbps, formatPreviewBitrate, formatPreviewSize, previewPageTitle, truncateText } from './display';

describe('preview page display (SPEC §9)', () => {
  it.each([
    [1024 * 1024, '1.0 MB'],
    [15.26 * 1024 * 1024, '15.3 MB'],
    [1024 * 1024 - 1, '1024.0 KB'],
    [2048, '2.0 KB'],
    [500, '0.5 KB'],
    [0, null],
    [null, null],
  ])('size %p shows %p', (bytes, text) => expect(formatPreviewSize(bytes)).toBe(text));

  it.each([
    [1000, '1.0 Mbps'],
    [2500, '2.5 Mbps'],
    [999.4, '999 kbps'],
    [128, '128 kbps'],
    [null, 'unknown'],
    [0, 'unknown'],
  ])('bitrate %p shows %p', (kbps, text) => expect(formatPreviewBitrate(kbps)).toBe(text));

  it('computes an average bitrate from size and duration', () => {
    expect(averageBitrateKbps(1_000_000, 8)).toBe(1000);
    expect(averageBitrateKbps(null, 8)).toBeNull();
    expect(averageBitrateKbps(1000, 0)).toBeNull();
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL1234567890', 50, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=P...'],
    ['https://youtu.be/x', 50, 'https://youtu.be/x'],
    ['a'.repeat(61), 60, `${'a'.repeat(60)}...`],
    ['a'.repeat(60), 60, 'a'.repeat(60)],
  ])('truncates %p at %p characters', (text, max, out) => expect(truncateText(text, max)).toBe(out));

  it('titles the page by phase', () => {
    expect(previewPageTitle('preview', 'YouTube', 'My clip')).toBe('Preview | YouTube | My clip');
    expect(previewPageTitle('processing', 'YouTube', 'My clip')).toBe('Processing | YouTube | My clip');
  });
});
