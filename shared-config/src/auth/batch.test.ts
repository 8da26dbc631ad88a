import { BATCH_MESSAGES, isMergeUrl, parseBatchLinks, preferredFormatIndex } from './batch';

describe('batch links', () => {
  it('keeps valid, distinct links in order and reports other lines with the SPEC §5 message', () => {
    const parsed = parseBatchLinks('https://youtu.be/a\n\n  https://vimeo.com/1  \nyoutube.com/x\nhttps://youtu.be/a\n');
    expect(parsed.links).toEqual(['https://youtu.be/a', 'https://vimeo.com/1']);
    expect(parsed.invalid).toEqual([{ line: 4, text: 'youtube.com/x', error: 'Please enter a valid URL (must include http:// or https://).' }]);
    expect(parsed.error).toBeNull();
  });

  it.each([
    ['', BATCH_MESSAGES.noLinks],
    ['  \n ', BATCH_MESSAGES.noLinks],
    [Array.from({ length: 11 }, (_, i) => `https://youtu.be/${i}`).join('\n'), 'Paste at most 10 links at once.'],
    [Array.from({ length: 10 }, (_, i) => `https://youtu.be/${i}`).join('\n'), null],
  ])('%#: error %p', (text, error) => {
    expect(parseBatchLinks(text).error).toBe(error);
  });

  it('takes the link out of an app share message', () => {
    expect(parseBatchLinks('【视频-哔哩哔哩】 https://b23.tv/Xy7ZabC').links).toEqual(['https://b23.tv/Xy7ZabC']);
  });

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
