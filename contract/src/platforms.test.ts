import { detectPlatform, domainPlatforms, PLATFORMS, platformById } from './platforms';
import { allRoutePaths } from './routes';

describe('platform table', () => {
  // SPEC §2: approximate alias counts per platform; these are the minimum.
  const minimumAliases: Record<string, number> = {
    youtube: 20, tiktok: 30, twitter: 25, facebook: 11, instagram: 45, vimeo: 19, bilibili: 19, xiaohongshu: 40,
    'apple-podcasts': 45, soundcloud: 25, tunein: 35, playerfm: 35, castbox: 35, xiaoyuzhou: 40,
  };

  it.each(Object.entries(minimumAliases))('%s has at least %i alias paths', (id, min) => {
    expect(platformById(id)!.aliases.length).toBeGreaterThanOrEqual(min);
  });

  it('has exactly the 14 platforms of SPEC §2 with their landing paths', () => {
    expect(PLATFORMS.map((p) => `/${p.slug}-downloader`)).toEqual([
      '/youtube-downloader', '/tiktok-downloader', '/twitter-downloader', '/facebook-downloader', '/instagram-downloader',
      '/vimeo-downloader', '/bilibili-downloader', '/xiaohongshu-downloader', '/soundcloud-downloader',
      '/apple-podcasts-downloader', '/tunein-downloader', '/playerfm-downloader', '/castbox-downloader', '/xiaoyuzhou-downloader',
    ]);
  });

  it('keeps the SPEC examples as aliases', () => {
    const youtube = platformById('youtube')!.aliases;
    expect(youtube).toEqual(expect.arrayContaining(['/youtube-to-mp3', '/yt-download', '/youtube-4k-download']));
    expect(platformById('tiktok')!.aliases.filter((a) => a.includes('watermark')).length).toBeGreaterThanOrEqual(5);
    expect(platformById('instagram')!.aliases.join(' ')).toMatch(/reels.*stor.*igtv/s);
  });

  it('never gives two routes the same path', () => {
    const paths = allRoutePaths();
    const dupes = paths.filter((p, i) => paths.indexOf(p) !== i);
    expect(dupes).toEqual([]);
  });
});

describe('detectPlatform (SPEC §3)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'YouTube'],
    ['https://youtu.be/dQw4w9WgXcQ', 'YouTube'],
    ['https://m.youtube.com/shorts/abc', 'YouTube'],
    ['https://www.tiktok.com/@user/video/123', 'TikTok'],
    ['https://vm.tiktok.com/ZMabc/', 'TikTok'],
    ['https://twitter.com/u/status/1', 'Twitter'],
    ['https://x.com/u/status/1', 'Twitter'],
    ['https://www.facebook.com/watch/?v=1', 'Facebook'],
    ['https://fb.watch/abc/', 'Facebook'],
    ['https://vimeo.com/76979871', 'Vimeo'],
    ['https://www.bilibili.com/video/BV1xx', 'Bilibili'],
    ['https://b23.tv/abc', 'Bilibili'],
    ['https://www.xiaohongshu.com/explore/abc', 'Xiaohongshu'],
    ['http://xhslink.com/abc', 'Xiaohongshu'],
    ['https://soundcloud.com/artist/track', 'SoundCloud'],
    ['https://snd.sc/abc', 'SoundCloud'],
    ['https://www.instagram.com/reel/abc/', 'Instagram'],
    ['https://podcasts.apple.com/us/podcast/x/id1', 'Apple Podcasts'],
    ['https://itunes.apple.com/podcast/id1', 'Apple Podcasts'],
    ['https://player.fm/series/x', 'Player.FM'],
    ['https://tunein.com/podcasts/x', 'TuneIn'],
    ['https://castbox.fm/episode/x', 'Castbox'],
    ['https://open.spotify.com/episode/x', 'Spotify'],
    ['https://spoti.fi/abc', 'Spotify'],
    ['https://www.xiaoyuzhoufm.com/episode/x', 'Xiaoyuzhou'],
    ['https://example.com/feed.xml', 'Unknown Platform'],
    ['https://www.netflix.com/title/1', 'Unknown Platform'],
  ])('%s → %s', (url, name) => {
    expect(detectPlatform(url)).toBe(name);
  });

  it('finds the platform inside app share text', () => {
    expect(detectPlatform('看看这个 http://xhslink.com/a/Bc1 复制后打开')).toBe('Xiaohongshu');
  });
});

describe('domainPlatforms', () => {
  it('applies a domain’s enabled flag and priority', () => {
    const list = domainPlatforms([
      { id: 'youtube', enabled: false, priority: 1, displayName: 'YouTube', color: '#f00' },
      { id: 'castbox', enabled: true, priority: 0, displayName: 'Castbox FM', color: '#f55' },
    ]);
    expect(list[0].id).toBe('castbox');
    expect(list[0].displayName).toBe('Castbox FM');
    expect(list.find((p) => p.id === 'youtube')).toBeUndefined();
  });
});
