/**
 * POST /api/download-video end to end: the real server (buildApp), the real yt-dlp through the egress proxy,
 * and real media made by ffmpeg, served from a local fixture server that is trusted by TRUSTED_FETCH_HOSTS.
 */
import fs from 'node:fs';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

import { makeTestMedia, type TestMedia } from '../../../test/media';
import { startFixtureServer, startSilentServer, type FixtureServer } from '../../../test/fixtureServer';
import { jsonLdPage, noMediaPage, ogVideoPage, rssFeed, videoTagPage } from '../../../test/pages';
import { buildFeatureApp, testConfig } from '../../../test/testApp';
import { EXTRACT_MESSAGES } from './messages';
import type { ExtractResponse } from './types';

jest.setTimeout(60_000);

let media: TestMedia;
let fixture: FixtureServer;
let silent: Awaited<ReturnType<typeof startSilentServer>>;
let app: FastifyInstance;

const html = (body: (o: string) => string) => (_req: unknown, res: import('node:http').ServerResponse, o: string) =>
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body(o));

beforeAll(async () => {
  media = await makeTestMedia();
  fixture = await startFixtureServer(media.dir);
  silent = await startSilentServer();
  fixture.route('/pages/video.html', html(videoTagPage));
  fixture.route('/pages/og.html', html(ogVideoPage));
  fixture.route('/pages/ld.html', html(jsonLdPage));
  fixture.route('/pages/none.html', html(noMediaPage));
  fixture.route('/podcast/feed.xml', (_req, res, o) => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rssFeed(o)));
  // A page whose video has subtitles in two languages (WebVTT), as <track> elements.
  fixture.route('/pages/subtitled.html', html((o) => `<!doctype html><html><head><title>Subtitled clip</title></head><body><video controls src="${o}/clip.mp4"><track kind="subtitles" src="${o}/subs/en.vtt" srclang="en" label="English"><track kind="captions" src="${o}/subs/es.vtt" srclang="es" label="Español"></video></body></html>`));
  fixture.route('/subs/en.vtt', (_req, res) => res.writeHead(200, { 'content-type': 'text/vtt' }).end('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nHello <b>world</b>\n\n00:00:01.000 --> 00:00:02.000\nSecond line\n'));
  fixture.route('/subs/es.vtt', (_req, res) => res.writeHead(200, { 'content-type': 'text/vtt' }).end('WEBVTT\n\n00:00:00.500 --> 00:00:01.500\nHola, ¿qué tal?\n'));
  app = await buildFeatureApp(
    testConfig({
      TRUSTED_FETCH_HOSTS: `${fixture.host},127.0.0.1:${silent.port}`,
      EXTRACT_SOCKET_TIMEOUT_SECONDS: '2',
      EXTRACT_TIMEOUT_SECONDS: '20',
      EXTRACT_RATE_LIMIT_PER_MINUTE: '1000',
    }),
  );
});

afterAll(async () => {
  await app?.close();
  await fixture?.close();
  await silent?.close();
  media?.cleanup();
});

async function extract(tweet_url: string) {
  const res = await app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url, user_consent: false, browser_fingerprint: { screen: '1x1' } } });
  return { status: res.statusCode, body: res.json() as ExtractResponse & { error?: string; code?: string }, headers: res.headers };
}

describe('POST /api/download-video with the real engine', () => {
  it('extracts a direct MP4 as a signed proxy link that downloads the same bytes', async () => {
    const { status, body } = await extract(`${fixture.origin}/clip.mp4`);
    expect(status).toBe(200);
    expect(body.platform).toBe('Unknown Platform');
    expect(body.formats.filter((x) => !x.conversion)).toHaveLength(1);
    const [f] = body.formats;
    expect(f).toMatchObject({ label: 'Video MP4', ext: 'mp4', is_audio_only: false, has_audio: true });
    expect(f.url).toMatch(/^\/api\/proxied_download\?url=/);
    const file = await app.inject({ url: f.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(fs.readFileSync(media.mp4))).toBe(true);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="clip\.mp4"; filename\*=UTF-8''clip\.mp4$/);
  });

  it('finds the media of a page with a <video> tag', async () => {
    const { status, body } = await extract(`${fixture.origin}/pages/video.html`);
    expect(status).toBe(200);
    expect(body.title).toMatch(/Video tag page/);
    expect(body.formats[0].url).toMatch(/^\/api\/proxied_download\?/);
  });

  it('reads an og:video page (a single-file result without a formats list)', async () => {
    const { status, body } = await extract(`${fixture.origin}/pages/og.html`);
    expect(status).toBe(200);
    expect(body.title).toBe('OG Video Title');
    expect(body.formats.filter((x) => !x.conversion)).toHaveLength(1);
    expect(body.formats[0]).toMatchObject({ ext: 'mp4', has_audio: true });
  });

  it('reads a JSON-LD VideoObject page', async () => {
    const { status, body } = await extract(`${fixture.origin}/pages/ld.html`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ title: 'JSON-LD Video', duration: 2 });
  });

  it('turns an HLS master with a separate audio rendition into a merge of video and audio', async () => {
    const { status, body } = await extract(`${fixture.origin}/hls/master.m3u8`);
    expect(status).toBe(200);
    const video = body.formats.find((f) => !f.is_audio_only)!;
    expect(video).toMatchObject({ label: '240p MP4', resolution: '320x240', has_audio: true });
    const merge = new URL(video.url, 'http://x');
    expect(merge.pathname).toBe('/api/download/start-merge');
    const taskId = merge.searchParams.get('task_id')!;
    const stored = (await app.extract.getExtraction(taskId))!;
    expect(stored).not.toBeNull();
    const v = stored.info.formats.find((f) => f.format_id === merge.searchParams.get('video_format_id'))!;
    const a = stored.info.formats.find((f) => f.format_id === merge.searchParams.get('audio_format_id'))!;
    expect(v.url).toBe(`${fixture.origin}/hls/stream_0.m3u8`);
    expect(a.url).toBe(`${fixture.origin}/hls/stream_1.m3u8`);
    expect(v.protocol).toMatch(/^m3u8/);
  });

  it('turns a DASH manifest into a merge URL and an audio format', async () => {
    const { status, body } = await extract(`${fixture.origin}/dash/manifest.mpd`);
    expect(status).toBe(200);
    const video = body.formats[0];
    expect(video).toMatchObject({ label: '240p MP4', is_audio_only: false, has_audio: true });
    expect(video.url).toMatch(/^\/api\/download\/start-merge\?task_id=[\w-]+&video_format_id=0&audio_format_id=1$/);
    expect(video.tbr).toBeGreaterThan(150);
    const audio = body.formats.find((f) => f.is_audio_only && !f.conversion)!;
    expect(audio.label).toMatch(/^Audio \d+ kbps M4A$/);
    expect(audio.url).toMatch(/audio_format_id=1$/);
  });

  it('reads an RSS feed natively: newest episode, podcast fields and the recent episodes', async () => {
    const before = fixture.requests.length;
    const { status, body } = await extract(`${fixture.origin}/podcast/feed.xml`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      title: 'Episode 2: Rock & Roll',
      is_podcast: true,
      series: 'The Test Show',
      uploader: 'Test Host',
      episode_number: 2,
      season_number: 1,
      duration: 2,
    });
    expect(body.formats[0]).toMatchObject({ is_audio_only: true, ext: 'mp3', label: 'Audio 64 kbps MP3', filesize: 16000 });
    expect(body.episodes).toEqual([
      { title: 'Episode 2: Rock & Roll', url: `${fixture.origin}/podcast/feed.xml#episode=ep-2`, published: '2024-01-02T08:00:00.000Z', duration: 2, thumbnail_url: `${fixture.origin}/thumb.jpg` },
      { title: 'Episode 1: Beginnings', url: `${fixture.origin}/podcast/feed.xml#episode=ep-1`, published: '2024-01-01T08:00:00.000Z', duration: 2, thumbnail_url: `${fixture.origin}/thumb.jpg` },
    ]);
    // Only the feed itself was fetched: no engine run.
    expect(fixture.requests.slice(before).map((r) => r.url)).toEqual(['/podcast/feed.xml']);
  });

  it('takes the link as the form does (SPEC §5): text that begins with it, not a link inside other words', async () => {
    const { status, body } = await extract(`${fixture.origin}/clip.mp4 (the clip)`);
    expect(status).toBe(200);
    expect(body.formats.filter((x) => !x.conversion)).toHaveLength(1);
    // General platforms need text beginning with the link; share messages are Xiaohongshu's and Bilibili's.
    const inside = await extract(`看看这个视频 ${fixture.origin}/clip.mp4，复制本条信息打开`);
    expect(inside.status).toBe(400);
    expect(inside.body.error).toBe('Please enter a valid URL (must include http:// or https://).');
  });

  it('answers a repeat request from the cache, and shares one run between identical requests in flight', async () => {
    const url = `${fixture.origin}/pages/ld.html?cache-test=1`;
    const count = () => fixture.requests.filter((r) => r.url === '/pages/ld.html?cache-test=1').length;
    const [a, b] = await Promise.all([extract(url), extract(url)]);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    const afterFirst = count();
    expect(afterFirst).toBe(1);
    const again = await extract(url);
    expect(again.body).toEqual(a.body);
    expect(count()).toBe(afterFirst);
  });

  it('says a missing page was not found (404)', async () => {
    const { status, body } = await extract(`${fixture.origin}/missing-video`);
    expect(status).toBe(404);
    expect(body).toEqual({ error: EXTRACT_MESSAGES.notFound, code: 'extract.not_found' });
  });

  it('says a page without media is not supported, without raw tool output', async () => {
    const { status, body } = await extract(`${fixture.origin}/pages/none.html`);
    expect(status).toBe(422);
    expect(body.error).toBe(EXTRACT_MESSAGES.unsupported);
    expect(JSON.stringify(body)).not.toMatch(/ERROR|yt-dlp|Traceback/);
  });

  it('gives a clear timeout message within the limit when the source never answers', async () => {
    const started = Date.now();
    const { status, body } = await extract(`http://127.0.0.1:${silent.port}/video`);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(status).toBe(504);
    expect(body.error).toBe(EXTRACT_MESSAGES.timedOut);
  });

  it('refuses private addresses before any work', async () => {
    const trap = net.createServer((s) => s.destroy());
    await new Promise<void>((r) => trap.listen(0, '127.0.0.1', () => r()));
    let hits = 0;
    trap.on('connection', () => hits++);
    const port = (trap.address() as net.AddressInfo).port;
    for (const u of [`http://127.0.0.1:${port}/v`, `http://2130706433:${port}/v`, 'http://169.254.169.254/latest/meta-data/', `http://[::ffff:127.0.0.1]:${port}/`]) {
      const { status, body } = await extract(u);
      expect(status).toBe(400);
      expect(body.error).toBe('This address is not allowed.');
    }
    expect(hits).toBe(0);
    await new Promise<void>((r) => trap.close(() => r()));
  });

  it('refuses a page that redirects to a private address (checked again on the redirect)', async () => {
    const trap = net.createServer((s) => s.destroy());
    let hits = 0;
    trap.on('connection', () => hits++);
    await new Promise<void>((r) => trap.listen(0, '127.0.0.1', () => r()));
    const port = (trap.address() as net.AddressInfo).port;
    fixture.route('/redirect-private', (_req, res) => res.writeHead(302, { location: `http://127.0.0.1:${port}/admin` }).end());
    const { status, body } = await extract(`${fixture.origin}/redirect-private`);
    expect(status).toBe(400);
    expect(body.error).toBe('This address is not allowed.');
    expect(hits).toBe(0);
    await new Promise<void>((r) => trap.close(() => r()));
  });

  it('answers Spotify links with the DRM explanation', async () => {
    const { status, body } = await extract('https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk');
    expect(status).toBe(422);
    expect(body.error).toBe(EXTRACT_MESSAGES.spotify);
    expect(body.error).toMatch(/DRM-protected/);
    expect(body.error).toMatch(/RSS feed/);
  });

  it('limits extraction requests per client IP with a clear 429', async () => {
    const limited = await buildFeatureApp(testConfig({ EXTRACT_RATE_LIMIT_PER_MINUTE: '2' }));
    try {
      const post = () => limited.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url: 'https://open.spotify.com/episode/x' } });
      expect((await post()).statusCode).toBe(422);
      expect((await post()).statusCode).toBe(422);
      const third = await post();
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(third.json()).toEqual({ error: EXTRACT_MESSAGES.rateLimited, code: 'extract.rate_limited' });
    } finally {
      await limited.close();
    }
  });

  it.each([
    [{}, 400],
    [{ tweet_url: '' }, 400],
    [{ tweet_url: 'x'.repeat(2049) }, 400],
    [{ tweet_url: 'no link in here' }, 400],
    [{ tweet_url: 'ftp://example.com/file.mp4' }, 400],
    [{ tweet_url: 'https://example.com/v', user_consent: 'yes' }, 400],
  ])('rejects the invalid body %j with a JSON error', async (payload, code) => {
    const res = await app.inject({ method: 'POST', url: '/api/download-video', payload });
    expect(res.statusCode).toBe(code);
    expect(typeof res.json().error).toBe('string');
  });

  it('lists the subtitles a page offers by language; each downloads as SubRip or WebVTT (issue #23)', async () => {
    const { status, body } = await extract(`${fixture.origin}/pages/subtitled.html`);
    expect(status).toBe(200);
    expect(body.subtitles?.map((s) => [s.lang, s.automatic])).toEqual([
      ['en', false],
      ['es', false],
    ]);
    const [en, es] = body.subtitles!;
    const srt = await app.inject(en.srt);
    expect(srt.statusCode).toBe(200);
    expect(srt.headers['content-type']).toBe('application/x-subrip; charset=utf-8');
    expect(srt.headers['content-disposition']).toMatch(/filename=".*\.en\.srt"/);
    expect(srt.body.replace(/\r\n/g, '\n')).toBe('1\n00:00:00,000 --> 00:00:01,000\nHello <b>world</b>\n\n2\n00:00:01,000 --> 00:00:02,000\nSecond line\n\n');
    const vtt = await app.inject(es.vtt);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.body).toBe('WEBVTT\n\n00:00:00.500 --> 00:00:01.500\nHola, ¿qué tal?\n');
    // A link that is not one the server signed is refused.
    const forged = await app.inject(en.srt.replace(/sig=[^&]+/, 'sig=forged'));
    expect(forged.statusCode).toBe(403);
    // A result without subtitles has none listed.
    expect((await extract(`${fixture.origin}/pages/video.html`)).body.subtitles).toBeUndefined();
  });
});
