import { buildShareLink, proxiedImageUrl } from './shareLink';

describe('share link and image proxy', () => {
  it('share link is the page link with ?url=', () => {
    expect(buildShareLink('https://example.com', '/', 'https://youtu.be/a?t=1&x=2')).toBe('https://example.com/?url=https%3A%2F%2Fyoutu.be%2Fa%3Ft%3D1%26x%3D2');
    expect(buildShareLink('https://example.com', '/vimeo-downloader', 'https://vimeo.com/1')).toBe('https://example.com/vimeo-downloader?url=https%3A%2F%2Fvimeo.com%2F1');
  });

  it('thumbnail goes through the image proxy with the URL encoded', () => {
    expect(proxiedImageUrl('/api/image-proxy', 'https://i.ytimg.com/vi/a/hq.jpg?s=1&t=2')).toBe('/api/image-proxy?url=https%3A%2F%2Fi.ytimg.com%2Fvi%2Fa%2Fhq.jpg%3Fs%3D1%26t%3D2');
  });
});
