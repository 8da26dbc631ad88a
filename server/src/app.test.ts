import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ROUTES } from '@dl/contract';
import { buildApp } from './app';
import { readConfig } from './settings';

// The server as a user's browser meets it: built apps, two domains, head tags, caching, compression.
const domainsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domains-'));
fs.writeFileSync(path.join(domainsDir, 'default.json'), JSON.stringify({ branding: { name: 'GrabIt' }, contact: { email: 'help@grabit.test' } }));
fs.writeFileSync(
  path.join(domainsDir, 'partner.test.json'),
  JSON.stringify({
    branding: { name: 'Partner Tube', colors: { primary: '#ff0066' } },
    analytics: { trackingEnabled: true, googleAnalyticsId: 'G-PARTNER' },
    remotes: { downloader: 'https://cdn.partner.test/downloader/v2/mf-manifest.json' },
  }),
);
fs.writeFileSync(path.join(domainsDir, 'deutsch.test.json'), JSON.stringify({ branding: { name: 'Holer' }, defaultLanguage: 'de' }));

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp(readConfig({ ...process.env, DOMAINS_DIR: domainsDir, LOG_LEVEL: 'silent', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'data-')) }));
});
afterAll(() => app.close());

describe('GET /api/domain-config', () => {
  it('answers the configuration of the request’s Host, over the default', async () => {
    const res = await app.inject({ url: '/api/domain-config', headers: { host: 'partner.test:8080' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.branding.name).toBe('Partner Tube');
    expect(body.contact.email).toBe('help@grabit.test');
    expect(body.remotes.downloader).toBe('https://cdn.partner.test/downloader/v2/mf-manifest.json');
    expect(body.remotes.content).toBe('/mf/content/mf-manifest.json');
  });

  it('gives unknown Hosts the default', async () => {
    const res = await app.inject({ url: '/api/domain-config', headers: { host: 'unknown.example' } });
    expect(res.json().branding.name).toBe('GrabIt');
  });

  it('sends each Host its own configuration in the encoding the browser prefers, the same JSON in each', async () => {
    const plain = await app.inject({ url: '/api/domain-config', headers: { host: 'partner.test' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
    const br = await app.inject({ url: '/api/domain-config', headers: { host: 'partner.test', 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // q-values decide: a browser that refuses brotli gets gzip; one that accepts neither gets the JSON as it is.
    const gz = await app.inject({ url: '/api/domain-config', headers: { host: 'partner.test', 'accept-encoding': 'br;q=0, gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString()).branding.name).toBe('Partner Tube');
    const none = await app.inject({ url: '/api/domain-config', headers: { host: 'partner.test', 'accept-encoding': 'deflate' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain.body);
    // Coding names are case-insensitive.
    const upper = await app.inject({ url: '/api/domain-config', headers: { host: 'partner.test', 'accept-encoding': 'GZIP' } });
    expect(upper.headers['content-encoding']).toBe('gzip');
    // Another Host gets its own bytes, not the first Host's cached ones.
    const other = await app.inject({ url: '/api/domain-config', headers: { host: 'unknown.example', 'accept-encoding': 'br' } });
    expect(JSON.parse(zlib.brotliDecompressSync(other.rawPayload).toString()).branding.name).toBe('GrabIt');
  });
});

describe('start-up validation', () => {
  it('refuses to start on a bad domain file and names the file and the field', async () => {
    const bad = fs.mkdtempSync(path.join(os.tmpdir(), 'domains-bad-'));
    fs.writeFileSync(path.join(bad, 'x.test.json'), JSON.stringify({ branding: { colors: { primary: 'not-a-color' } } }));
    await expect(buildApp(readConfig({ ...process.env, DOMAINS_DIR: bad, LOG_LEVEL: 'silent', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'data-')) }))).rejects.toThrow(
      /x\.test\.json: field branding\.colors\.primary: must be a CSS color/,
    );
  });

  it('refuses a bad environment variable with its name', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow('PORT must be an integer from 0 to 65535, got "eighty"');
    expect(() => readConfig({ FILE_RETENTION_SECONDS: '-5' })).toThrow(/FILE_RETENTION_SECONDS/);
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(() => readConfig({ TRUST_PROXY: 'yes' })).toThrow('TRUST_PROXY must be 0, 1 or a comma-separated list of IP addresses and CIDR ranges (such as 127.0.0.1,10.0.0.0/8), got "yes"');
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/got "10\.0\.0\.0\/33"/);
    // inject() comes from 127.0.0.1: a proxy there is believed, one elsewhere is not.
    for (const [setting, ip] of [['127.0.0.1', '203.0.113.9'], ['10.0.0.0/8', '127.0.0.1'], ['0', '127.0.0.1']] as const) {
      const probe = await buildApp(readConfig({ ...process.env, TRUST_PROXY: setting, LOG_LEVEL: 'silent', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'data-')) }));
      probe.get('/probe-ip', async (req) => ({ ip: req.ip }));
      expect((await probe.inject({ url: '/probe-ip', headers: { 'x-forwarded-for': '203.0.113.9' } })).json()).toEqual({ ip });
      await probe.close();
    }
  });

  it('takes one shutdown grace: SHUTDOWN_GRACE_SECONDS, or its former name alone, never two that differ', () => {
    expect(readConfig({}).shutdownGraceSeconds).toBe(20);
    expect(readConfig({ SHUTDOWN_GRACE_SECONDS: '45' }).shutdownGraceSeconds).toBe(45);
    expect(readConfig({ MERGE_SHUTDOWN_GRACE_SECONDS: '7' }).shutdownGraceSeconds).toBe(7);
    expect(readConfig({ SHUTDOWN_GRACE_SECONDS: '7', MERGE_SHUTDOWN_GRACE_SECONDS: '7' }).shutdownGraceSeconds).toBe(7);
    expect(() => readConfig({ SHUTDOWN_GRACE_SECONDS: '30', MERGE_SHUTDOWN_GRACE_SECONDS: '20' })).toThrow(
      'SHUTDOWN_GRACE_SECONDS (30) and MERGE_SHUTDOWN_GRACE_SECONDS, its former name (20), differ: set SHUTDOWN_GRACE_SECONDS only',
    );
  });
});

describe('GET /api/config and /api/health', () => {
  it('answers the retention period, the environment and the most items of a ZIP', async () => {
    const res = await app.inject('/api/config');
    expect(res.json()).toEqual({ file_retention_seconds: 3600, environment: 'production', zip_max_items: 50 });
  });

  it('answers health', async () => {
    expect((await app.inject('/api/health')).json()).toMatchObject({ status: 'ok' });
  });
});

describe('pages', () => {
  it('writes the title, description and canonical link of a route into the HTML', async () => {
    const res = await app.inject({ url: '/blog', headers: { host: 'localhost:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Blog | GrabIt</title>');
    expect(res.body).toContain('<meta name="description" content="Articles, platform guides');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:8080/blog">');
  });

  it('canonicalizes an alias to its main path', async () => {
    const res = await app.inject({ url: '/yt-download', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="canonical" href="http://localhost/youtube-downloader">');
    expect(res.body).toMatch(/<title>YouTube Downloader[^<]*\| GrabIt<\/title>/);
  });

  it('uses the domain’s SEO title on the home page and its brand elsewhere', async () => {
    const home = await app.inject({ url: '/', headers: { host: 'partner.test' } });
    expect(home.body).toContain('<title>Free Online Video, Audio &amp; Podcast Downloader</title>');
    const help = await app.inject({ url: '/help', headers: { host: 'partner.test' } });
    expect(help.body).toContain('<title>Help Center | Partner Tube</title>');
  });

  it('answers every route and alias of the table with 200', async () => {
    // Short links are checked against the database (features/links/links.test.ts).
    const paths = ROUTES.filter((r) => r.id !== 'short-link').flatMap((r) => [r.path, ...r.aliases]).map((p) => p.replace(':id', posts[0].slug));
    const titles = new Map<string, string>();
    for (const route of ROUTES.filter((r) => r.id !== 'short-link')) {
      for (const p of [route.path, ...route.aliases].map((x) => x.replace(':id', posts[0].slug))) {
        const res = await app.inject(p);
        if (res.statusCode !== 200) throw new Error(`${p} answered ${res.statusCode}`);
        const title = /<title>([^<]*)<\/title>/.exec(res.body)![1];
        // Every alias carries its route's own title.
        if (titles.has(route.id) && titles.get(route.id) !== title) throw new Error(`${p} has the title "${title}", not "${titles.get(route.id)}"`);
        titles.set(route.id, title);
      }
    }
    expect(paths.length).toBeGreaterThan(450);
    // No two pages share a title.
    expect(new Set(titles.values()).size).toBe(titles.size);
  }, 30_000); // some 600 pages, each rendered by the server builds once (2 s on an idle machine)

  it('answers an unknown path with the 404 page and status 404', async () => {
    const res = await app.inject('/this-page-does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Page not found | GrabIt</title>');
    // The 404 page itself is in the HTML (server rendered; the app takes it over).
    expect(res.body).toMatch(/<div id="root" inert aria-busy="true"><div class="app">.*<h1>Page not found<\/h1>/s);
  });

  it("renders a page in the visitor's language (issue #24): the lang cookie, else Accept-Language, else the domain's", async () => {
    const page = async (headers: Record<string, string>) => {
      const res = await app.inject({ url: '/this-page-does-not-exist', headers });
      const [, lang, dir] = /<html[^>]* lang="([^"]+)" dir="([^"]+)"/.exec(res.body) ?? [];
      const heading = /<h1>([^<]*)<\/h1>/.exec(res.body)?.[1];
      return { lang, dir, heading, contentLanguage: res.headers['content-language'], vary: String(res.headers.vary) };
    };
    expect(await page({})).toMatchObject({ lang: 'en', dir: 'ltr', heading: 'Page not found', contentLanguage: 'en' });
    const spanish = await page({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(spanish).toMatchObject({ lang: 'es', dir: 'ltr', heading: 'Página no encontrada', contentLanguage: 'es' });
    expect(spanish.vary).toMatch(/Cookie/);
    expect(spanish.vary).toMatch(/Accept-Language/);
    // A language the site does not have is passed over for the next one the browser accepts.
    expect(await page({ 'accept-language': 'nl-NL, fr;q=0.8' })).toMatchObject({ lang: 'fr', heading: 'Page introuvable' });
    // The visitor's choice wins, and Arabic is written right to left.
    expect(await page({ 'accept-language': 'es', cookie: 'theme=dark; lang=ar' })).toMatchObject({ lang: 'ar', dir: 'rtl', heading: 'الصفحة غير موجودة' });
    // A cookie naming no language of the site counts for nothing; the rendered pages of one URL never mix languages.
    expect(await page({ cookie: 'lang=xx', 'accept-language': 'ja' })).toMatchObject({ lang: 'ja', heading: 'ページが見つかりません' });
    expect(await page({})).toMatchObject({ lang: 'en', heading: 'Page not found' });
    // A domain's own default, for a browser that asks for none of the site's languages.
    expect(await page({ host: 'deutsch.test' })).toMatchObject({ lang: 'de', heading: 'Seite nicht gefunden' });
    expect(await page({ host: 'deutsch.test', 'accept-language': 'pt-BR' })).toMatchObject({ lang: 'pt', heading: 'Página não encontrada' });
    expect(await page({ host: 'deutsch.test', 'accept-language': '*' })).toMatchObject({ lang: 'de' });
  });

  it('serves each landing page under a language prefix (issue #24): in that language, with its own head and every alternate', async () => {
    const res = await app.inject({ url: '/es/youtube-downloader', headers: { host: 'localhost', cookie: 'lang=ja', 'accept-language': 'de' } });
    expect(res.statusCode).toBe(200);
    // The prefix decides, whatever the cookie or the browser asks for.
    expect(res.body).toMatch(/<html[^>]* lang="es" dir="ltr"/);
    expect(res.headers['content-language']).toBe('es');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost/es/youtube-downloader">');
    for (const lang of ['es', 'fr', 'de', 'it', 'pt', 'ru', 'ja', 'ko', 'zh', 'ar', 'hi']) expect(res.body).toContain(`<link rel="alternate" hreflang="${lang}" href="http://localhost/${lang}/youtube-downloader">`);
    expect(res.body).toContain('<link rel="alternate" hreflang="en" href="http://localhost/youtube-downloader">');
    expect(res.body).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost/youtube-downloader">');
    // The head and its FAQ in Spanish, from the build's translated copy.
    const inEnglish = (await app.inject({ url: '/youtube-downloader', headers: { host: 'localhost' } })).body;
    const title = (body: string) => /<title>([^<]*)<\/title>/.exec(body)![1];
    const faq = (body: string) => /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(body)![1];
    expect(title(res.body)).toMatch(/YouTube/);
    expect(title(res.body)).not.toBe(title(inEnglish));
    expect(faq(res.body)).toContain('"FAQPage"');
    expect(faq(res.body)).not.toBe(faq(inEnglish));
    // The home page too; the English paths stay as they were (with the same alternates).
    const home = await app.inject({ url: '/ar', headers: { host: 'localhost' } });
    expect(home.body).toMatch(/<html[^>]* lang="ar" dir="rtl"/);
    expect(home.body).toContain('<link rel="alternate" hreflang="ar" href="http://localhost/ar">');
    // Its first paint in Arabic: the home page's texts are a catalog of their own, which the server build has too.
    expect(/<h1 id="home-headline">([^<]*)<\/h1>/.exec(home.body)?.[1]).toMatch(/^[\u0600-\u06FF][\u0600-\u06FF\s&;a-z]+$/);
    const english = await app.inject({ url: '/', headers: { host: 'localhost' } });
    expect(english.body).toContain('<link rel="canonical" href="http://localhost/">');
    expect(english.body).toContain('<link rel="alternate" hreflang="ja" href="http://localhost/ja">');
    // Other pages have no prefix and no alternates.
    expect((await app.inject({ url: '/es/blog', headers: { host: 'localhost' } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/blog', headers: { host: 'localhost' } })).body).not.toContain('hreflang');
  });

  it("preloads a landing page's catalog in the page's language, and an MP3 page's MP3 catalog and code with it (issue #50)", async () => {
    const copyPreloads = async (url: string) => {
      const body = (await app.inject({ url, headers: { host: 'localhost' } })).body;
      return [...body.matchAll(/<link rel="preload" href="([^"]*\/landing[/-][^"]*)" as="(\w+)"/g)].map((m) => `${m[2]} ${m[1]}`);
    };
    expect(await copyPreloads('/es/vimeo-downloader')).toEqual([expect.stringMatching(/^fetch \/mf\/downloader\/landing\/es\/vimeo\.[0-9a-f]{8}\.json$/)]);
    expect(await copyPreloads('/de/youtube-to-mp3')).toEqual([
      expect.stringMatching(/^fetch \/mf\/downloader\/landing\/de\/youtube\.[0-9a-f]{8}\.json$/),
      expect.stringMatching(/^fetch \/mf\/downloader\/landing\/de\/mp3\.[0-9a-f]{8}\.json$/),
      expect.stringMatching(/^script \/mf\/downloader\/landing-mp3\.[0-9a-f]{8}\.js$/),
    ]);
    expect(await copyPreloads('/blog')).toEqual([]);
  });

  it("writes every page's head in the page's language (issue #24), as the page's first render does", async () => {
    const head = async (url: string, headers: Record<string, string>) => {
      const body = (await app.inject({ url, headers: { host: 'localhost', ...headers } })).body;
      return { title: /<title>([^<]*)<\/title>/.exec(body)![1], description: /<meta name="description" content="([^"]*)">/.exec(body)![1] };
    };
    // A page of the table: its title and description from the shell's catalog of heads.
    expect(await head('/help-center', { 'accept-language': 'es' })).toEqual({ title: 'Centro de ayuda | GrabIt', description: expect.stringMatching(/^Respuestas a /) });
    expect(await head('/help-center', {})).toEqual({ title: 'Help Center | GrabIt', description: 'Answers to common questions about downloading, formats, merging and accounts, and how to reach support.' });
    expect((await head('/preview', { cookie: 'lang=ja' })).title).toBe('プレビュー | GrabIt');
    // A page not found: the shell's not-found texts.
    expect((await head('/nope', { 'accept-language': 'de' })).title).toBe('Seite nicht gefunden | GrabIt');
    // A landing page at its English path for a visitor of another language: its copy's head, as the page shows it.
    const spanish = await head('/youtube-downloader', { cookie: 'lang=es' });
    expect(spanish).toEqual(await head('/es/youtube-downloader', {}));
    expect(spanish.title).not.toBe((await head('/youtube-downloader', {})).title);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found', code: 'not_found' });
  });

  it('escapes what it writes into the page', async () => {
    const res = await app.inject('/%3Cscript%3Ealert(1)%3C/script%3E');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<script>alert(1)');
  });
});

describe('static builds', () => {
  const shellDir = path.resolve(__dirname, '..', '..', 'shell', 'dist');
  const hashed = fs.readdirSync(shellDir).find((f) => /^main\.[0-9a-f]{8}\.js$/.test(f))!;

  it('serves hashed assets as immutable for a year', async () => {
    const res = await app.inject(`/${hashed}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never caches manifests and remote entries', async () => {
    for (const url of ['/mf/downloader/mf-manifest.json', '/mf/content/remoteEntry.js']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends brotli or gzip to browsers that accept it', async () => {
    const br = await app.inject({ url: `/${hashed}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(fs.readFileSync(path.join(shellDir, hashed), 'utf8'));
    const gz = await app.inject({ url: '/api/domain-config', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString()).branding.name).toBe('GrabIt');
  });
});

describe('security headers', () => {
  it('admits analytics hosts in the CSP only where tracking is enabled', async () => {
    const plain = (await app.inject({ url: '/', headers: { host: 'localhost' } })).headers['content-security-policy'] as string;
    expect(plain).toContain("script-src 'self'");
    expect(plain).not.toContain('googletagmanager');
    const tracked = (await app.inject({ url: '/', headers: { host: 'partner.test' } })).headers['content-security-policy'] as string;
    expect(tracked).toContain('https://www.googletagmanager.com');
    expect(tracked).toContain('https://cdn.partner.test');
  });

  it('sends the usual hardening headers with every page and asset', async () => {
    for (const url of ['/', '/faq', '/mf/downloader/remoteEntry.js']) {
      const res = await app.inject(url);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('answers the API with the short set a JSON API needs: nothing may load from it or frame it', async () => {
    for (const url of ['/api/config', '/api/domain-config', '/api/nothing-here']) {
      const res = await app.inject(url);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });
});

const posts = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'mf-content', 'dist', 'posts.json'), 'utf8')) as { slug: string; title: string; date: string }[];

describe('blog posts and structured data', () => {
  it('gives each post its own title, Article JSON-LD and canonical link, at every blog alias', async () => {
    const post = posts[0];
    const res = await app.inject({ url: `/guides/${post.slug}`, headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${post.title.replace(/&/g, '&amp;')} | GrabIt</title>`);
    expect(res.body).toContain(`<link rel="canonical" href="http://localhost/blog/${post.slug}">`);
    expect(res.body).toContain('<meta property="og:type" content="article">');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)![1]);
    expect(ld).toMatchObject({ '@type': 'Article', headline: post.title, datePublished: post.date });
  });

  it('answers an unknown post with status 404', async () => {
    const res = await app.inject('/blog/no-such-post');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Post not found | GrabIt</title>');
  });

  it('gives landing pages a BreadcrumbList and FAQPage, and the home page a WebSite and its FAQ', async () => {
    const landing = await app.inject({ url: '/tiktok-no-watermark', headers: { host: 'localhost' } });
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(landing.body)![1]);
    const [crumbs, faq] = ld['@graph'];
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement[1]).toMatchObject({ position: 2, item: 'http://localhost/tiktok-downloader' });
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(3);
    const home = await app.inject({ url: '/', headers: { host: 'localhost' } });
    const homeLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(home.body)![1]);
    expect(homeLd['@graph'][0]['@type']).toBe('WebSite');
    // SPEC §1: the five-item home FAQ, private videos included.
    expect(homeLd['@graph'][1].mainEntity).toHaveLength(5);
    expect(homeLd['@graph'][1].mainEntity[4].name).toBe('Can I download private videos?');
  });
});

describe('the MP3 pages (issue #49)', () => {
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ url, headers: { host: 'localhost', ...headers } });
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)![1]);
    return {
      status: res.statusCode,
      body: res.body,
      title: /<title>([^<]*)<\/title>/.exec(res.body)![1],
      description: /<meta name="description" content="([^"]*)">/.exec(res.body)![1],
      canonical: /<link rel="canonical" href="([^"]*)">/.exec(res.body)![1],
      alternates: Object.fromEntries([...res.body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]])),
      crumb: ld['@graph'][0].itemListElement[1],
      faq: (ld['@graph'][1].mainEntity as { name: string }[]).map((q) => q.name),
      h1: /<h1>([^<]*)<\/h1>/.exec(res.body)?.[1],
    };
  };
  const everyLanguage = (path: string) => ({
    ...Object.fromEntries(['es', 'fr', 'de', 'it', 'pt', 'ru', 'ja', 'ko', 'zh', 'ar', 'hi'].map((l) => [l, `http://localhost/${l}${path}`])),
    en: `http://localhost${path}`,
    'x-default': `http://localhost${path}`,
  });

  it('/youtube-to-mp3 has a head of its own that speaks of MP3: title, description, canonical, alternates, structured data', async () => {
    const mp3 = await page('/youtube-to-mp3');
    expect(mp3.status).toBe(200);
    expect(mp3.title).toBe('YouTube to MP3 Converter - Save the audio of any video | GrabIt');
    expect(mp3.description).toBe("Paste a YouTube link to save the video&#39;s sound as MP3 at 128, 192 or 320 kbps, or as WAV, FLAC, AAC or M4A. Free, no registration, public videos only.");
    expect(mp3.canonical).toBe('http://localhost/youtube-to-mp3');
    expect(mp3.body).toContain('<meta property="og:url" content="http://localhost/youtube-to-mp3">');
    expect(mp3.alternates).toEqual(everyLanguage('/youtube-to-mp3'));
    expect(mp3.crumb).toEqual({ '@type': 'ListItem', position: 2, name: 'YouTube to MP3 Converter', item: 'http://localhost/youtube-to-mp3' });
    expect(mp3.faq).toEqual(['How long does the conversion take?', 'Can I convert private videos?', 'Which MP3 bitrate should I choose?', 'Do FLAC and WAV sound better than MP3?', 'Do I need an app or an account?']);
    // Its first paint is the MP3 page, not the video downloader's.
    expect(mp3.h1).toBe('Convert YouTube Videos to MP3');
    expect(mp3.body).not.toContain('Save any public YouTube video, Short or music track as MP4, WebM or M4A');
    // The video downloader keeps its own.
    const video = await page('/youtube-downloader');
    expect(video.title).toMatch(/^YouTube Downloader - /);
    expect(video.faq).not.toContain('Which MP3 bitrate should I choose?');
  });

  it('gives its aliases its head and its canonical URL, on every platform with MP3 paths', async () => {
    const mp3 = await page('/youtube-to-mp3');
    for (const alias of ['/yt-to-mp3', '/youtube-mp3-downloader', '/YT-MP3-Downloader/']) {
      expect(await page(alias)).toMatchObject({ status: 200, title: mp3.title, canonical: 'http://localhost/youtube-to-mp3', faq: mp3.faq, h1: mp3.h1 });
    }
    expect(await page('/soundcloud-mp3')).toMatchObject({ title: 'SoundCloud to MP3 - Download tracks as MP3, WAV or FLAC | GrabIt', canonical: 'http://localhost/soundcloud-to-mp3' });
    expect(await page('/podcast-mp3-downloader')).toMatchObject({ title: 'Apple Podcasts to MP3 - Download podcast episodes as MP3 | GrabIt', canonical: 'http://localhost/apple-podcasts-to-mp3' });
    expect(await page('/podcast-mp3-converter')).toMatchObject({ title: 'Podcast to MP3 - Download any episode as MP3 from its feed | GrabIt', canonical: 'http://localhost/podcast-mp3-converter' });
  });

  it('is in every language under its prefix, and in the visitor’s at its English paths', async () => {
    const es = await page('/es/youtube-to-mp3', { cookie: 'lang=ja' });
    expect(es).toMatchObject({
      status: 200,
      title: 'Convertidor de YouTube a MP3 - Guarda el audio de cualquier vídeo | GrabIt',
      canonical: 'http://localhost/es/youtube-to-mp3',
      h1: 'Convierte vídeos de YouTube a MP3',
      crumb: { name: 'Convertidor de YouTube a MP3', item: 'http://localhost/es/youtube-to-mp3' },
    });
    expect(es.body).toMatch(/<html[^>]* lang="es"/);
    expect(es.alternates).toEqual(everyLanguage('/youtube-to-mp3'));
    expect(es.faq[0]).toBe('¿Cuánto tarda la conversión?');
    expect(await page('/de/youtube-to-mp3')).toMatchObject({ title: 'YouTube in MP3 umwandeln - Den Ton jedes Videos speichern | GrabIt', h1: 'Videos von YouTube in MP3 umwandeln' });
    expect(await page('/ja/soundcloud-to-mp3')).toMatchObject({ title: 'SoundCloud MP3 変換 - トラックを MP3・WAV・FLAC でダウンロード | GrabIt', canonical: 'http://localhost/ja/soundcloud-to-mp3' });
    expect((await page('/zh/xiaohongshu-to-mp3')).h1).toBe('将小红书（RedNote）视频转换为 MP3');
    expect((await page('/ar/podcast-mp3-converter')).body).toMatch(/<html[^>]* lang="ar" dir="rtl"/);
    // An alias for a visitor of another language: the page in theirs, canonical to its English path.
    expect(await page('/youtube-mp3-downloader', { cookie: 'lang=fr' })).toMatchObject({ title: 'Convertisseur YouTube en MP3 - Gardez le son de n’importe quelle vidéo | GrabIt', canonical: 'http://localhost/youtube-to-mp3' });
    // Aliases have no prefix.
    expect((await app.inject({ url: '/es/yt-to-mp3', headers: { host: 'localhost' } })).statusCode).toBe(404);
  });

  it('is in the sitemap in every language, each entry naming all of them; its aliases are not', async () => {
    const xml = (await app.inject({ url: '/sitemap.xml', headers: { host: 'localhost' } })).body;
    for (const path of ['/youtube-to-mp3', '/soundcloud-to-mp3', '/apple-podcasts-to-mp3', '/podcast-mp3-converter', '/es/youtube-to-mp3', '/hi/tiktok-to-mp3']) expect(xml).toContain(`<loc>http://localhost${path}</loc>`);
    const entry = /<url><loc>http:\/\/localhost\/ko\/youtube-to-mp3<\/loc>(.*?)<\/url>/.exec(xml)![1];
    expect(entry.match(/<xhtml:link rel="alternate"/g)).toHaveLength(13);
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost/youtube-to-mp3"/>');
    for (const alias of ['/yt-to-mp3', '/youtube-mp3-downloader', '/podcast-mp3-downloader']) expect(xml).not.toContain(`<loc>http://localhost${alias}</loc>`);
  });
});

describe('crawler files', () => {
  it('lists every canonical page in /sitemap.xml', async () => {
    const res = await app.inject({ url: '/sitemap.xml', headers: { host: 'localhost' } });
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(XMLValidator.validate(res.body)).toBe(true);
    const parsed = new XMLParser().parse(res.body) as { urlset: { url: { loc: string }[] } };
    const locs = parsed.urlset.url.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toEqual(expect.arrayContaining(['http://localhost/', 'http://localhost/youtube-downloader', 'http://localhost/blog', 'http://localhost/network']));
    expect(locs).not.toContain('http://localhost/yt-download');
    for (const post of posts) expect(res.body).toContain(`<loc>http://localhost/blog/${post.slug}</loc><lastmod>${post.date}</lastmod>`);
    expect(locs).not.toContain('http://localhost/preview');
    // Each landing page in every language, each naming all of them (issue #24).
    expect(locs).toEqual(expect.arrayContaining(['http://localhost/es', 'http://localhost/ja/youtube-downloader', 'http://localhost/hi/podcast-downloader']));
    expect(locs).not.toContain('http://localhost/es/blog');
    const entry = /<url><loc>http:\/\/localhost\/de\/tiktok-downloader<\/loc>(.*?)<\/url>/.exec(res.body)![1];
    expect(entry.match(/<xhtml:link rel="alternate"/g)).toHaveLength(13);
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost/tiktok-downloader"/>');
  });

  it('points robots.txt at the sitemap', async () => {
    expect((await app.inject({ url: '/robots.txt', headers: { host: 'localhost' } })).body).toContain('Sitemap: http://localhost/sitemap.xml');
  });
});

describe('a real listening server', () => {
  it('serves the home page over HTTP', async () => {
    const live = await buildApp(readConfig({ ...process.env, DOMAINS_DIR: domainsDir, LOG_LEVEL: 'silent', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'data-')) }));
    await live.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = live.server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/`);
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/<div id="root"[^>]*>.*<h1 id="home-headline">Download Videos &amp; Audio from Any Platform<\/h1>/s);
    } finally {
      await live.close();
    }
  });
});

describe('features.multiDomainSupport', () => {
  it('off in the default configuration: every Host gets the default, other files are ignored', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'domains-single-'));
    fs.writeFileSync(path.join(dir, 'default.json'), JSON.stringify({ branding: { name: 'Solo' }, features: { multiDomainSupport: false } }));
    fs.writeFileSync(path.join(dir, 'partner.test.json'), JSON.stringify({ branding: { name: 'Partner Tube' } }));
    const single = await buildApp(readConfig({ ...process.env, DOMAINS_DIR: dir, LOG_LEVEL: 'silent', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'data-')) }));
    try {
      expect((await single.inject({ url: '/api/domain-config', headers: { host: 'partner.test' } })).json().branding.name).toBe('Solo');
    } finally {
      await single.close();
    }
  });

  it('on (the default): each Host gets its own configuration', async () => {
    expect((await app.inject({ url: '/api/domain-config', headers: { host: 'partner.test' } })).json().branding.name).toBe('Partner Tube');
  });
});

describe('head injection', () => {
  it('writes a `$` in a shared title literally, never as a replacement pattern', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/shorten-preview', payload: { params: { url: '/api/download/file/abcdefghij', title: "$' and $& and $`" } } });
    const id = new URL(created.json().short_url).pathname;
    const page = await app.inject(id);
    expect(page.body.match(/<script defer/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(page.body).toContain('$&#39; and $&amp; and $` | GrabIt');
  });
});
