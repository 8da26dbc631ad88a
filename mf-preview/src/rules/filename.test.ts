import { mediaExtensionOf } from './filename';

describe("a media link's extension", () => {
  it.each([
    ['https://cdn.example.com/a/b/video.webm?sig=1', 'webm'],
    ['https://cdn.example.com/ep.MP3', 'mp3'],
    ['https://cdn.example.com/stream', null],
  ])('of %p is %p', (url, ext) => expect(mediaExtensionOf(url)).toBe(ext));
});
