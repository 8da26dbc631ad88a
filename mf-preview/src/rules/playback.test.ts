import { classifyPlaybackError, downloadHref, isHlsUrl, isSessionBoundUrl, playbackSource, playerErrorPanel, withDownloadName } from './playback';

describe('playback sources (SPEC §4, §7)', () => {
  it.each([
    ['https://cdn.example.com/master.m3u8', true],
    ['https://cdn.example.com/master.m3u8?token=1', true],
    ['https://skyfire.vimeocdn.com/1/playlist.json', true],
    ['https://cdn.example.com/video.mp4', false],
  ])('%p is HLS: %p', (url, hls) => expect(isHlsUrl(url)).toBe(hls));

  it('uses /api links as they are', () => {
    expect(playbackSource('/api/download/file/t1')).toEqual({ src: '/api/download/file/t1', hls: false });
    expect(playbackSource('http://localhost/api/tiktok_proxy?id=1', 'http://localhost')).toEqual({ src: 'http://localhost/api/tiktok_proxy?id=1', hls: false });
  });

  it('plays HLS links directly through the HLS player', () => {
    expect(playbackSource('https://cdn.example.com/master.m3u8')).toEqual({ src: 'https://cdn.example.com/master.m3u8', hls: true });
  });

  it('sends other links through /api/proxied_download', () => {
    expect(playbackSource('https://cdn.example.com/a.mp4?x=1&y=2')).toEqual({
      src: '/api/proxied_download?url=https%3A%2F%2Fcdn.example.com%2Fa.mp4%3Fx%3D1%26y%3D2',
      hls: false,
    });
    expect(downloadHref('https://cdn.example.com/master.m3u8')).toBe('/api/proxied_download?url=https%3A%2F%2Fcdn.example.com%2Fmaster.m3u8');
    expect(downloadHref('/api/download/file/t1')).toBe('/api/download/file/t1');
  });

  it.each([
    ['/api/tiktok_proxy?id=123', true],
    ['https://cdn.example.com/v.mp4?token=abc', true],
    ['https://cdn.example.com/v.mp4?Expires=1700000000', true],
    ['https://cdn.example.com/v.mp4', false],
  ])('%p is a temporary link: %p', (url, yes) => expect(isSessionBoundUrl(url)).toBe(yes));
});

describe('playback error state (SPEC §4, §8)', () => {
  it.each([
    [{ url: 'https://cdn/a.mp4', code: 4, probeStatus: 410 }, 'proxy_expired'],
    [{ url: '/api/tiktok_proxy?id=1', code: 4 }, 'proxy_expired'],
    [{ url: 'https://cdn/a.mp4', code: 2 }, 'network'],
    [{ url: 'https://cdn/a.mp4', code: 4, probeStatus: 502 }, 'network'],
    [{ url: 'https://cdn/a.mp4', code: 4, probeStatus: 0 }, 'network'],
    [{ url: 'https://cdn/a.mp4', code: 4, probeStatus: 200 }, 'codec'],
    [{ url: 'https://cdn/a.mp4', code: 3 }, 'codec'],
  ] as const)('%p → %p', (failure, type) => expect(classifyPlaybackError(failure)).toBe(type));

  it.each([
    ['proxy_expired', false, 'sessionExpired', true],
    ['proxy_expired', true, 'sessionExpired', true],
    ['network', true, 'contentNotAvailable', true],
    ['network', false, 'previewUnavailable', false],
    ['codec', false, 'playbackNotSupported', false],
    ['codec', true, 'previewUnavailable', false],
  ] as const)('%s (audio %p) shows %s, retryable %p', (type, audio, kind, retryable) =>
    expect(playerErrorPanel(type, audio)).toEqual({ kind, retryable }));
});

describe('withDownloadName', () => {
  it('adds the save-as name to our download links only', () => {
    expect(withDownloadName('/api/download/file/abc123', 'site_YouTube_Clip_720p.mp4')).toBe('/api/download/file/abc123?name=site_YouTube_Clip_720p.mp4');
    expect(withDownloadName('https://dl.example.com/api/proxied_download?url=x&sig=y', 'a b.mp3')).toBe('https://dl.example.com/api/proxied_download?url=x&sig=y&name=a%20b.mp3');
    expect(withDownloadName('https://cdn.example.com/v.mp4', 'x.mp4')).toBe('https://cdn.example.com/v.mp4');
    expect(withDownloadName('/api/download/file/abc', '')).toBe('/api/download/file/abc');
  });
});
