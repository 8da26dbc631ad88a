import { isMp3Path, landingCopyId, localizedPath, matchRoute, pageTitle, ROUTES } from './routes';
import { PLATFORMS } from './platforms';
import { FALLBACK_DOMAIN_CONFIG } from './domainConfig';

describe('matchRoute', () => {
  it.each([
    ['/', 'home', '/'],
    ['/youtube-to-mp3', 'platform-youtube-mp3', '/youtube-to-mp3'],
    ['/yt-download', 'platform-youtube', '/youtube-downloader'],
    ['/tiktok-no-watermark', 'platform-tiktok', '/tiktok-downloader'],
    ['/guide.html', 'guide', '/how-to-download-videos'],
    ['/how-to-download-videos.html', 'guide', '/how-to-download-videos'],
    ['/articles', 'blog', '/blog'],
    ['/guides/merge-explained', 'blog-post', '/blog/merge-explained'],
    ['/support', 'help', '/help-center'],
    ['/privacy-settings', 'cookies', '/cookie-settings'],
    ['/data-protection', 'privacy', '/privacy-policy'],
    ['/takedown-policy', 'dmca', '/dmca-policy'],
    ['/terms-and-conditions', 'terms', '/terms-of-service'],
    ['/definitions', 'glossary', '/terms-glossary'],
    ['/download-network', 'network', '/network'],
    ['/status', 'status', '/status'],
    ['/upgrade', 'subscription', '/subscription'],
    ['/p/AbC123', 'short-link', '/p/AbC123'],
    ['/YouTube-Downloader/', 'platform-youtube', '/youtube-downloader'],
  ])('%s is %s, canonical %s', (path, id, canonical) => {
    const m = matchRoute(path);
    expect(m?.route.id).toBe(id);
    expect(m?.canonicalPath).toBe(canonical);
  });

  it('keeps the case of params (short ids are case-sensitive)', () => {
    expect(matchRoute('/p/AbC')!.params).toEqual({ shortId: 'AbC' });
  });

  it('knows nothing of unknown paths', () => {
    expect(matchRoute('/no-such-page')).toBeNull();
    expect(matchRoute('/p/')).toBeNull();
  });

  it('finds every path and alias of the table, as the first route listing it, in any case and with a trailing slash', () => {
    const seen = new Set<string>();
    for (const route of ROUTES) {
      for (const [i, pattern] of [route.path, ...route.aliases].entries()) {
        if (seen.has(pattern)) continue;
        seen.add(pattern);
        const path = pattern.replace(/:[A-Za-z]+/g, 'Some-Id');
        for (const asked of [path, path === '/' ? path : `${path.toUpperCase()}/`]) {
          const m = matchRoute(asked);
          expect({ asked, id: m?.route.id, isAlias: m?.isAlias }).toEqual({ asked, id: route.id, isAlias: i > 0 });
        }
      }
    }
    expect(seen.size).toBeGreaterThan(500);
  });

  it('covers every route of SPEC §2', () => {
    for (const path of ['/', '/preview', '/p/x', '/how-to-download-videos', '/blog', '/blog/x', '/help-center', '/cookie-settings',
      '/privacy-policy', '/dmca-policy', '/terms-of-service', '/terms-glossary', '/network', '/subscription', '/upgrade', '/podcast-downloader']) {
      expect(matchRoute(path)).not.toBeNull();
    }
  });
});

describe('pageTitle', () => {
  it('uses the domain SEO title on the home page and "{page} | {brand}" elsewhere', () => {
    const home = ROUTES.find((r) => r.id === 'home')!;
    const blog = ROUTES.find((r) => r.id === 'blog')!;
    expect(pageTitle(home, FALLBACK_DOMAIN_CONFIG)).toBe(FALLBACK_DOMAIN_CONFIG.seo.title);
    expect(pageTitle(blog, FALLBACK_DOMAIN_CONFIG)).toBe(`Blog | ${FALLBACK_DOMAIN_CONFIG.branding.name}`);
  });
});

describe('landing pages under a language prefix (issue #24)', () => {
  it('matches the home page and each platform page under every other language, with a canonical path of its own', () => {
    expect(matchRoute('/es/youtube-downloader')).toMatchObject({ route: { id: 'platform-youtube' }, lang: 'es', canonicalPath: '/es/youtube-downloader', isAlias: false });
    expect(matchRoute('/ja')).toMatchObject({ route: { id: 'home' }, lang: 'ja', canonicalPath: '/ja' });
    expect(matchRoute('/ar/')).toMatchObject({ route: { id: 'home' }, lang: 'ar', canonicalPath: '/ar' });
    expect(matchRoute('/youtube-downloader')?.lang).toBeUndefined();
  });

  it('has no prefix for English, aliases, other pages or a language the site lacks', () => {
    for (const path of ['/en/youtube-downloader', '/es/youtube-download', '/es/blog', '/es/preview', '/xx/youtube-downloader', '/es/es/youtube-downloader']) expect(matchRoute(path)).toBeNull();
  });

  it('writes a path in a language', () => {
    expect(localizedPath('/tiktok-downloader', 'de')).toBe('/de/tiktok-downloader');
    expect(localizedPath('/', 'hi')).toBe('/hi');
    expect(localizedPath('/tiktok-downloader', 'en')).toBe('/tiktok-downloader');
  });
});

describe('the MP3 pages (issue #49)', () => {
  it.each([
    ['/youtube-to-mp3', 'platform-youtube-mp3', '/youtube-to-mp3', false],
    ['/yt-to-mp3', 'platform-youtube-mp3', '/youtube-to-mp3', true],
    ['/youtube-mp3-downloader', 'platform-youtube-mp3', '/youtube-to-mp3', true],
    ['/TikTok-MP3-Downloader/', 'platform-tiktok-mp3', '/tiktok-to-mp3', true],
    ['/soundcloud-mp3', 'platform-soundcloud-mp3', '/soundcloud-to-mp3', true],
    ['/podcast-mp3-downloader', 'platform-apple-podcasts-mp3', '/apple-podcasts-to-mp3', true],
    ['/podcast-mp3-converter', 'podcast-mp3', '/podcast-mp3-converter', false],
  ])('%s is %s, canonical %s', (path, id, canonical, isAlias) => {
    expect(matchRoute(path)).toMatchObject({ route: { id }, canonicalPath: canonical, isAlias });
  });

  it('gives each platform with paths of the MP3 family one MP3 page holding all of them, and its landing page none', () => {
    const withMp3 = [...PLATFORMS.map((p) => [`platform-${p.id}`, p.aliases] as const), ['podcast', ['/podcast-mp3-converter']] as const];
    for (const [id, aliases] of withMp3) {
      const page = ROUTES.find((r) => r.id === id)!;
      const mp3 = ROUTES.filter((r) => r.id === `${id}-mp3`);
      expect(mp3).toHaveLength(1);
      expect([page.path, ...page.aliases].filter(isMp3Path)).toEqual([]);
      expect([mp3[0].path, ...mp3[0].aliases].sort()).toEqual(aliases.filter(isMp3Path).sort());
      expect(mp3[0]).toMatchObject({ area: 'downloader', expose: './PlatformPage', props: { platformId: page.props && 'platformId' in page.props ? page.props.platformId : '', variant: 'mp3' }, inSitemap: true, ownsHead: true });
    }
    expect(ROUTES.filter((r) => r.id.endsWith('-mp3'))).toHaveLength(PLATFORMS.length + 1);
    // Every platform's MP3 page lives at /{slug}-to-mp3.
    for (const p of PLATFORMS) expect(ROUTES.find((r) => r.id === `platform-${p.id}-mp3`)!.path).toBe(`/${p.slug}-to-mp3`);
  });

  it('has each MP3 page under every language prefix, its aliases not', () => {
    expect(matchRoute('/es/youtube-to-mp3')).toMatchObject({ route: { id: 'platform-youtube-mp3' }, lang: 'es', canonicalPath: '/es/youtube-to-mp3', isAlias: false });
    expect(matchRoute('/ja/soundcloud-to-mp3')).toMatchObject({ route: { id: 'platform-soundcloud-mp3' }, lang: 'ja', canonicalPath: '/ja/soundcloud-to-mp3' });
    expect(matchRoute('/de/yt-to-mp3')).toBeNull();
  });

  it('names the copy each landing page shows: its platform’s, or its MP3 page’s', () => {
    const copyOf = (path: string) => landingCopyId(matchRoute(path)!.route);
    expect(copyOf('/youtube-downloader')).toBe('youtube');
    expect(copyOf('/yt-to-mp3')).toBe('youtube-mp3');
    expect(copyOf('/podcast-downloader')).toBe('podcast');
    expect(copyOf('/podcast-mp3-converter')).toBe('podcast-mp3');
    expect(copyOf('/blog')).toBeUndefined();
    expect(copyOf('/')).toBeUndefined();
  });
});
