import { isMergeUrl, preferredFormatIndex } from './formatChoice';

describe('the format a link starts with', () => {
  it.each([
    ['/api/download/start-merge?task_id=1', true],
    ['/api/proxied_download?url=x', false],
  ])('merge url %p → %p', (url, expected) => {
    expect(isMergeUrl(url)).toBe(expected);
  });

  const formats = [
    { label: 'Audio 128k', resolution: null, is_audio_only: true },
    { label: '360p', resolution: '640x360', is_audio_only: false },
    { label: '720p', resolution: '1280x720', is_audio_only: false },
    { label: '1080p', resolution: '1920x1080', is_audio_only: false },
  ];
  it.each([
    ['720p', 2],
    ['1080p', 3],
    ['4k', 3],
    ['auto', 3],
    ['480p', 1],
  ] as const)('preferred format for %p is #%p', (quality, index) => {
    expect(preferredFormatIndex(formats, quality)).toBe(index);
  });

  it('falls back to the first video, then the first format', () => {
    expect(preferredFormatIndex([formats[0], { label: 'Best', resolution: null, is_audio_only: false }], '360p')).toBe(1);
    expect(preferredFormatIndex([formats[0]], '720p')).toBe(0);
    expect(preferredFormatIndex([], '720p')).toBe(-1);
  });
});
