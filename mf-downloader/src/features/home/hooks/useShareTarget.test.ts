import { sharedLink } from './useShareTarget';

describe('sharedLink (Web Share Target)', () => {
  it.each([
    ['url=https%3A%2F%2Fvimeo.com%2F1', 'https://vimeo.com/1'],
    ['title=Clip&text=Watch%20this%20https%3A%2F%2Fyoutu.be%2Fabc%20now', 'https://youtu.be/abc'],
    ['title=https%3A%2F%2Fwww.tiktok.com%2F%40a%2Fvideo%2F1', 'https://www.tiktok.com/@a/video/1'],
    ['text=no%20link%20here', null],
  ])('%s → %s', (query, expected) => {
    expect(sharedLink(new URLSearchParams(query))).toBe(expected);
  });
});
