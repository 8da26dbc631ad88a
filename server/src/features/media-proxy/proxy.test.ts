/**
 * The proxy endpoints against a real local source: signed links (forgery 403, expiry 410), Range (206 with
 * the right Content-Range and bytes), HEAD, headers the source needs, the image proxy and /api/preview.
 */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';

import { makeTestMedia, type TestMedia } from '../../../test/media';
import { startFixtureServer, type FixtureServer } from '../../../test/fixtureServer';
import { buildFeatureApp, testConfig } from '../../../test/testApp';
import { buildMediaFilename } from '@dl/contract';
import { FETCH_MESSAGES } from '../fetch';
import { PROXY_MESSAGES } from './messages';

jest.setTimeout(30_000);

let media: TestMedia;
let fixture: FixtureServer;
let app: FastifyInstance;
let mp4: Buffer;

beforeAll(async () => {
  media = await makeTestMedia();
  mp4 = fs.readFileSync(media.mp4);
  fixture = await startFixtureServer(media.dir);
  fixture.route('/tiktok/video.mp4', (req, res) => {
    if (req.headers.referer !== 'https://www.tiktok.com/') return void res.writeHead(403).end('no referer');
    res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(mp4.length) }).end(mp4);
  });
  fixture.route('/needs-ua/video.mp4', (req, res) => {
    if (req.headers['user-agent'] !== 'SourceAgent/1.0' || req.headers.referer !== 'https://source.example/page') return void res.writeHead(403).end();
    res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(mp4);
  });
  fixture.route('/no-head/clip.mp4', (req, res) => {
    if (req.method === 'HEAD') return void res.writeHead(405).end();
    res.writeHead(206, { 'content-type': 'video/mp4', 'content-range': `bytes 0-0/${mp4.length}`, 'content-length': '1' }).end(mp4.subarray(0, 1));
  });
  fixture.route('/img/vector.svg', (_req, res) => res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
  fixture.route('/img/page.html', (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>'));
  // A file whose URL says it is a program: its type is the one the test asks for (`?type=`), its bytes the clip's.
  fixture.route('/typed/Setup.exe', (req, res) => {
    const type = new URL(req.url ?? '/', 'http://x').searchParams.get('type') ?? 'application/octet-stream';
    res.writeHead(200, { 'content-type': type, 'content-length': String(mp4.length) }).end(req.method === 'HEAD' ? undefined : mp4);
  });
  fixture.route('/img/huge.png', (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(4096, 1)));
  app = await buildFeatureApp(testConfig({ TRUSTED_FETCH_HOSTS: fixture.host, SIGNING_SECRET: 'test-secret-that-is-long-enough-for-hmac-use' }));
});

afterAll(async () => {
  await app?.close();
  await fixture?.close();
  media?.cleanup();
});

const sign = (url: string, filename = 'clip.mp4', headers?: Record<string, string>, ttl?: number) =>
  app.mediaLinks.sign('/api/proxied_download', { url, filename, headers }, ttl);

describe('GET/HEAD /api/proxied_download', () => {
  it('streams the whole file with its type, length and an attachment filename', async () => {
    const res = await app.inject({ url: sign(`${fixture.origin}/clip.mp4`, 'My clip 240p.mp4') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['content-length']).toBe(String(mp4.length));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-encoding']).toBeUndefined();
    // The name as the filename policy has it (SPEC §5: whitespace becomes underscores).
    expect(res.headers['content-disposition']).toBe(`attachment; filename="My_clip_240p.mp4"; filename*=UTF-8''My_clip_240p.mp4`);
    expect(res.rawPayload.equals(mp4)).toBe(true);
  });

  it('hands on nothing that is not media: a web page behind a valid signed link is refused', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url: sign(`${fixture.origin}/img/page.html`, 'page.mp4') });
      expect(res.statusCode).toBe(502);
      if (method === 'GET') expect(res.json()).toEqual({ error: FETCH_MESSAGES.notMedia, code: 'fetch.not_media' });
      expect(res.headers['content-disposition']).toBeUndefined();
    }
  });

  it.each([
    ['bytes=100-199', 100, 199],
    ['bytes=0-0', 0, 0],
    ['bytes=-50', -50, -1],
    ['bytes=1000-', 1000, -1],
  ])('passes Range %s through as 206 with the right Content-Range and bytes', async (range, from, to) => {
    const res = await app.inject({ url: sign(`${fixture.origin}/clip.mp4`), headers: { range } });
    const start = from < 0 ? mp4.length + from : from;
    const end = to < 0 ? mp4.length - 1 : to;
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${mp4.length}`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.rawPayload.equals(mp4.subarray(start, end + 1))).toBe(true);
  });

  it('answers an unsatisfiable range with 416', async () => {
    const res = await app.inject({ url: sign(`${fixture.origin}/clip.mp4`), headers: { range: `bytes=${mp4.length + 10}-` } });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${mp4.length}`);
  });

  it('answers HEAD with the headers and no body, sending HEAD upstream', async () => {
    const before = fixture.requests.length;
    const res = await app.inject({ method: 'HEAD', url: sign(`${fixture.origin}/clip.mp4`) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(mp4.length));
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.rawPayload.length).toBe(0);
    expect(fixture.requests.slice(before).map((r) => r.method)).toEqual(['HEAD']);
  });

  it('sends the headers the source needs (Referer, User-Agent from the extraction) and types the file by its name', async () => {
    const url = `${fixture.origin}/needs-ua/video.mp4`;
    const bare = await app.inject({ url: sign(url) });
    expect(bare.statusCode).toBe(502);
    expect(bare.json()).toEqual({ error: PROXY_MESSAGES.sourceRefused, code: 'proxy.source_refused' });
    const res = await app.inject({ url: sign(url, 'clip.mp4', { Referer: 'https://source.example/page', 'User-Agent': 'SourceAgent/1.0', Cookie: 'not-carried' }) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.rawPayload.equals(mp4)).toBe(true);
  });

  it('refuses an expired link with 410 and the spec text', async () => {
    const res = await app.inject({ url: sign(`${fixture.origin}/clip.mp4`, 'clip.mp4', undefined, -5) });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ error: 'This download link has expired. Please extract the video again.', code: 'link.expired' });
  });

  it('refuses forged links with 403', async () => {
    const good = new URL(sign(`${fixture.origin}/clip.mp4`), 'http://x');
    const forged = (mutate: (q: URLSearchParams) => void) => {
      const q = new URLSearchParams(good.search);
      mutate(q);
      return `/api/proxied_download?${q.toString()}`;
    };
    for (const url of [
      forged((q) => q.set('url', `${fixture.origin}/episode.mp3`)),
      forged((q) => q.set('expires', String(Number(q.get('expires')) + 3600))),
      forged((q) => q.set('filename', 'other.mp4')),
      forged((q) => q.set('sig', 'A'.repeat(43))),
      forged((q) => q.delete('sig')),
      forged((q) => q.set('h', Buffer.from('{"referer":"x"}').toString('base64url'))),
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: PROXY_MESSAGES.invalid, code: 'link.invalid' });
    }
  });

  it('sanitizes the filename of Content-Disposition', async () => {
    const res = await app.inject({ url: sign(`${fixture.origin}/clip.mp4`, 'évil"\r\nSet-Cookie: a=1/../..\\x;.mp4') });
    const cd = res.headers['content-disposition'] as string;
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(cd).not.toMatch(/[\r\n]/);
    expect(cd).toBe(`attachment; filename="_vil_Set-Cookie_a=1....x;.mp4"; filename*=UTF-8''%C3%A9vil_Set-Cookie_a%3D1....x%3B.mp4`);
  });

  it('says when the source no longer has the file', async () => {
    const res = await app.inject({ url: sign(`${fixture.origin}/gone.mp4`) });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(PROXY_MESSAGES.sourceGone);
  });

  it('still refuses private targets inside a validly signed link', async () => {
    const res = await app.inject({ url: sign('http://169.254.169.254/latest/meta-data/') });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('This address is not allowed.');
  });
});

describe("a download's name says what its bytes are (issue 49)", () => {
  const withName = (link: string, name: string) => `${link}&name=${encodeURIComponent(name)}`;
  const plain = (url: string) => `/api/proxied_download?url=${encodeURIComponent(url)}`;
  /** Content-Disposition of an ASCII name. */
  const saved = (name: string) => `attachment; filename="${name}"; filename*=UTF-8''${name}`;

  it.each([
    ['Setup.exe', 'Setup.mp4'],
    ['run.bat', 'run.mp4'],
    ['page.html', 'page.mp4'],
    ['logo.svg', 'logo.mp4'],
    ['invoice.pdf.exe', 'invoice.pdf.mp4'],
  ])('a valid signed link with name=%p sends its MP4 as %p, on both proxy routes', async (name, expected) => {
    for (const route of ['/api/proxied_download', '/api/tiktok_proxy'] as const) {
      for (const method of ['GET', 'HEAD'] as const) {
        // (A query of its own: another test looks for TikTok's Referer on requests for /clip.mp4.)
        const res = await app.inject({ method, url: withName(app.mediaLinks.sign(route, { url: `${fixture.origin}/clip.mp4?named`, filename: 'clip.mp4' }), name) });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('video/mp4');
        expect(res.headers['content-disposition']).toBe(saved(expected));
        if (method === 'GET') expect(res.rawPayload.equals(mp4)).toBe(true);
      }
    }
  });

  it('drops bidirectional controls and invisible characters of a chosen name from filename and filename*, keeping ZWNJ and ZWJ', async () => {
    const link = sign(`${fixture.origin}/clip.mp4`);
    const rlo = await app.inject({ url: withName(link, 'clip\u202E4pm.exe') });
    expect(rlo.headers['content-disposition']).toBe(saved('clip4pm.mp4'));
    const hidden = await app.inject({ url: withName(link, '\u2067sea\u200Bgulls\u2060\uFEFF\u00AD\u200E.mp4') });
    expect(hidden.headers['content-disposition']).toBe(saved('seagulls.mp4'));
    const joined = await app.inject({ url: withName(link, 'می\u200Cخواهم 👩\u200D💻') });
    expect(joined.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('می\u200Cخواهم_👩\u200D💻.mp4')}`);
  });

  it('names a file by the type its source sends, not by its signed name: MP3 bytes signed as .mp4 are an .mp3', async () => {
    const link = sign(`${fixture.origin}/episode.mp3`, 'episode.mp4');
    for (const [url, expected] of [[link, 'episode.mp3'], [withName(link, 'myaudio.mp4'), 'myaudio.mp3']]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('audio/mpeg');
      expect(res.headers['content-disposition']).toBe(saved(expected));
    }
  });

  it('a source that sends application/octet-stream: the extension the signed name carries, and its type', async () => {
    const res = await app.inject({ url: withName(sign(`${fixture.origin}/typed/Setup.exe`, 'Talk.m4a'), 'Setup.exe') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mp4');
    expect(res.headers['content-disposition']).toBe(saved('Setup.m4a'));
  });

  it("keeps a long-name platform's signed name whole (SPEC §9: 100 characters), while a chosen name is held to it", async () => {
    const made = buildMediaFilename({ platform: 'Bilibili', title: '长'.repeat(120), resolution: '1080p', ext: 'mp4' });
    expect(Array.from(made).length).toBe(100);
    const link = sign(`${fixture.origin}/clip.mp4`, made);
    const own = await app.inject({ url: link });
    expect(own.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(made)}`);
    const chosen = await app.inject({ url: withName(link, 'x'.repeat(150)) });
    expect(chosen.headers['content-disposition']).toBe(saved(`${'x'.repeat(96)}.mp4`));
  });

  it('a signed link whose source sends a program is refused, whatever its name', async () => {
    const res = await app.inject({ url: sign(`${fixture.origin}/typed/Setup.exe?type=application/x-msdownload`, 'clip.mp4') });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: FETCH_MESSAGES.notMedia, code: 'fetch.not_media' });
  });

  it('a plain ?url= link is named by its stem and the type its source sends: …/Setup.exe sending an MP4 is Setup.mp4', async () => {
    const url = plain(`${fixture.origin}/typed/Setup.exe?type=video/mp4`);
    for (const target of [url, withName(url, 'Setup.exe'), `${url}&filename=Setup.bat`]) {
      const res = await app.inject({ url: target });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Setup\.mp4"/);
    }
  });

  it('a plain ?url= link hands on media only: an untyped file, a page or JSON is refused with the not-media message', async () => {
    for (const source of [`${fixture.origin}/typed/Setup.exe`, `${fixture.origin}/typed/Setup.exe?type=application/json`, `${fixture.origin}/img/page.html`]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await app.inject({ method, url: plain(source) });
        expect(res.statusCode).toBe(502);
        expect(res.headers['content-disposition']).toBeUndefined();
        if (method === 'GET') expect(res.json()).toEqual({ error: FETCH_MESSAGES.notMedia, code: 'fetch.not_media' });
      }
    }
  });

  it('/api/preview describes a direct file as the proxy sends it, and refuses one that is not media', async () => {
    const res = await app.inject({ url: `/api/preview?url=${encodeURIComponent(sign(`${fixture.origin}/episode.mp3`, 'episode.mp4'))}` });
    expect(res.json()).toMatchObject({ kind: 'direct', filename: 'episode.mp3', content_type: 'audio/mpeg', is_audio: true });
    const page = await app.inject({ url: `/api/preview?url=${encodeURIComponent(sign(`${fixture.origin}/img/page.html`))}` });
    expect(page.statusCode).toBe(502);
    expect(page.json().code).toBe('fetch.not_media');
  });
});

describe('the proxy\'s size ceiling (PROXY_MAX_BYTES)', () => {
  /** A source that sends the clip in 1 KiB chunks without a declared length (chunked transfer encoding). */
  const chunked = (count: number) => (_req: unknown, res: import('node:http').ServerResponse) => {
    res.writeHead(200, { 'content-type': 'video/mp4', 'transfer-encoding': 'chunked' });
    for (let i = 0; i < count; i++) res.write(mp4.subarray(i * 1024, (i + 1) * 1024));
    res.end();
  };
  let capped: FastifyInstance;
  const LIMIT = 8 * 1024;
  beforeAll(async () => {
    expect(mp4.length).toBeGreaterThan(LIMIT + 2048);
    fixture.route('/chunked/small.mp4', chunked(4));
    fixture.route('/chunked/large.mp4', chunked(Math.ceil(mp4.length / 1024)));
    capped = await buildFeatureApp(testConfig({ TRUSTED_FETCH_HOSTS: fixture.host, SIGNING_SECRET: 'test-secret-that-is-long-enough-for-hmac-use', PROXY_MAX_BYTES: String(LIMIT) }));
  });
  afterAll(() => capped?.close());
  const signed = (url: string) => capped.mediaLinks.sign('/api/proxied_download', { url, filename: 'clip.mp4' });

  it('refuses a file whose declared length is over the ceiling, before sending anything', async () => {
    const res = await capped.inject({ url: signed(`${fixture.origin}/clip.mp4`) });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe(PROXY_MESSAGES.tooLarge);
  });

  it('passes a file of unknown length under the ceiling whole', async () => {
    const res = await capped.inject({ url: signed(`${fixture.origin}/chunked/small.mp4`) });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(mp4.subarray(0, 4 * 1024))).toBe(true);
  });

  it('cuts a file of unknown length once it passes the ceiling', async () => {
    // The headers have gone out by then: the download is cut short rather than finished.
    await expect(capped.inject({ url: signed(`${fixture.origin}/chunked/large.mp4`) })).rejects.toThrow(/destroyed before completion/);
  });
});

describe('GET /api/tiktok_proxy', () => {
  it("adds TikTok's Referer", async () => {
    const source = `${fixture.origin}/tiktok/video.mp4`;
    expect((await app.inject({ url: sign(source) })).statusCode).toBe(502);
    const link = app.mediaLinks.sign('/api/tiktok_proxy', { url: source, filename: 'tiktok.mp4' });
    const res = await app.inject({ url: link });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(mp4)).toBe(true);
  });

  it('verifies signatures like the download proxy', async () => {
    const res = await app.inject({ url: `/api/tiktok_proxy?url=${encodeURIComponent(`${fixture.origin}/tiktok/video.mp4`)}&expires=9999999999&sig=x` });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/image-proxy', () => {
  it('passes an image on with a day of public caching', async () => {
    const res = await app.inject({ url: `/api/image-proxy?url=${encodeURIComponent(`${fixture.origin}/thumb.jpg`)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.equals(fs.readFileSync(media.jpg))).toBe(true);
  });

  it.each([
    ['/img/vector.svg', 415],
    ['/img/page.html', 415],
    ['/img/missing.png', 404],
  ])('refuses %s', async (p, status) => {
    const res = await app.inject({ url: `/api/image-proxy?url=${encodeURIComponent(`${fixture.origin}${p}`)}` });
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().error).toBe('string');
  });

  it('refuses private addresses and other schemes', async () => {
    for (const u of ['http://127.0.0.1:1/a.png', 'http://0x7f000001/a.png', 'file:///etc/passwd']) {
      const res = await app.inject({ url: `/api/image-proxy?url=${encodeURIComponent(u)}` });
      expect(res.statusCode).toBe(400);
    }
  });

  it('caps the size', async () => {
    const small = await buildFeatureApp(testConfig({ TRUSTED_FETCH_HOSTS: fixture.host, IMAGE_PROXY_MAX_BYTES: '2048' }));
    try {
      const res = await small.inject({ url: `/api/image-proxy?url=${encodeURIComponent(`${fixture.origin}/img/huge.png`)}` });
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toBe(PROXY_MESSAGES.imageTooLarge);
    } finally {
      await small.close();
    }
  });
});

describe('GET /api/preview', () => {
  it('describes a signed direct link by probing its source', async () => {
    const link = sign(`${fixture.origin}/clip.mp4`, 'clip_240p.mp4');
    const res = await app.inject({ url: `/api/preview?url=${encodeURIComponent(link)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'direct', playable_url: link, filename: 'clip_240p.mp4', content_type: 'video/mp4', size: mp4.length, is_audio: false });
  });

  it('falls back to a one-byte range when the source refuses HEAD', async () => {
    const link = sign(`${fixture.origin}/no-head/clip.mp4`);
    const res = await app.inject({ url: `/api/preview?url=${encodeURIComponent(link)}` });
    expect(res.json()).toMatchObject({ kind: 'direct', size: mp4.length, content_type: 'video/mp4' });
  });

  it('describes a start-merge link of a stored extraction', async () => {
    const extracted = await app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url: `${fixture.origin}/dash/manifest.mpd` } });
    const merge = extracted.json().formats[0].url as string;
    const res = await app.inject({ url: `/api/preview?url=${encodeURIComponent(merge)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'merge', playable_url: merge, filename: 'manifest_240p.mp4', content_type: 'video/mp4', video_format_id: '0', audio_format_id: '1', is_audio: false });
  });

  it('answers expired, forged and foreign links', async () => {
    const expired = sign(`${fixture.origin}/clip.mp4`, 'a.mp4', undefined, -1);
    expect((await app.inject({ url: `/api/preview?url=${encodeURIComponent(expired)}` })).statusCode).toBe(410);
    expect((await app.inject({ url: `/api/preview?url=${encodeURIComponent(expired.replace('sig=', 'sig=x'))}` })).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/preview?url=${encodeURIComponent('/api/download/start-merge?task_id=nope&video_format_id=1')}` })).statusCode).toBe(410);
    expect((await app.inject({ url: `/api/preview?url=${encodeURIComponent('https://example.com/v.mp4')}` })).statusCode).toBe(400);
  });
});

describe('plain links (SPEC §7 /api/proxied_download?url=…)', () => {
  it('streams a plain http(s) link through the same guard, with ranges and a file name', async () => {
    const res = await app.inject({ url: `/api/proxied_download?url=${encodeURIComponent(`${fixture.origin}/clip.mp4`)}`, headers: { range: 'bytes=0-99' } });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.equals(mp4.subarray(0, 100))).toBe(true);
    expect(res.headers['content-disposition']).toMatch(/filename="clip\.mp4"/);
  });

  it('refuses a plain link to a private address or another scheme with a clear 4xx', async () => {
    for (const target of ['http://127.0.0.1:9/secret', 'http://169.254.169.254/latest/meta-data/', 'file:///etc/passwd']) {
      const res = await app.inject(`/api/proxied_download?url=${encodeURIComponent(target)}`);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json().error).toBe('string');
    }
  });

  it('still refuses a signed link with a missing signature', async () => {
    const q = new URL(sign(`${fixture.origin}/clip.mp4`), 'http://x').searchParams;
    q.delete('sig');
    expect((await app.inject(`/api/proxied_download?${q.toString()}`)).statusCode).toBe(403);
  });

  it('are not taken by the TikTok proxy, which streams signed links only', async () => {
    const res = await app.inject(`/api/tiktok_proxy?url=${encodeURIComponent(`${fixture.origin}/clip.mp4`)}`);
    expect(res.statusCode).toBe(403);
    expect(fixture.requests.some((r) => r.url === '/clip.mp4' && r.headers.referer === 'https://www.tiktok.com/')).toBe(false);
  });

  it('are limited per client: the 61st in a minute gets a clear 429 with Retry-After', async () => {
    const limited = await buildFeatureApp(testConfig({ TRUSTED_FETCH_HOSTS: fixture.host }));
    try {
      const url = `/api/proxied_download?url=${encodeURIComponent(`${fixture.origin}/clip.mp4`)}`;
      for (let i = 0; i < 60; i++) expect((await limited.inject({ method: 'HEAD', url })).statusCode).toBe(200);
      const refused = await limited.inject(url);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe('Too many downloads at once. Please wait a minute and try again.');
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });
});
