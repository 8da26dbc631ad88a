import { BATCH_MESSAGES, parseBatchLinks } from './batch';

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
});
