/**
 * The operator's cookies on downloads (issue #28's rest): a members-only site on 127.0.0.1 answers nothing, page, feed
 * or media, without its session cookie. With COOKIES_DIR holding that cookie for the test's platform (whose host is
 * the local server's; the real table's are public names), the downloads made from the engine's extractions of that
 * site carry it: the media proxy (whole, by range, the preview), a conversion and a clip that ffmpeg reads through a
 * relay of the egress proxy, and an HLS merge that the server feeds to ffmpeg. A link cannot gain cookies it was not
 * signed with; a feed's links (a native extractor's: the podcaster wrote them) and a page on another site have none;
 * an answer that is not media is not handed on; a relay answers only its own URL while it lasts, and ends with its
 * merge, failed or not; a hop to another host carries none; no cookie reaches ffmpeg's command line or a log.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { START_CLIP_PATH, type Format } from '@dl/contract';
import { startFixtureServer, type FixtureServer } from '../../test/fixtureServer';
import { makeTestMedia, type TestMedia } from '../../test/media';
import { buildFeatureApp, testConfig } from '../../test/testApp';

const SECRET = 'MemberSess10n';
const PLATFORMS = [{ id: 'youtube', hosts: ['127.0.0.1'] }];
const hasCookie = (req: http.IncomingMessage) => String(req.headers.cookie ?? '').split('; ').includes(`session=${SECRET}`);

/** A members-only feed (read by the native extractor): the clip (video and AAC audio, the newest) and an MP3. */
const feed = (o: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel>
<title>Members Show</title><itunes:author>Members</itunes:author>
<item><title>Members Clip</title><guid>clip</guid><pubDate>Tue, 02 Jan 2024 08:00:00 GMT</pubDate><itunes:duration>2</itunes:duration>
<enclosure url="${o}/clip.mp4" type="video/mp4" length="60000"/></item>
<item><title>Members Episode</title><guid>episode</guid><pubDate>Mon, 01 Jan 2024 08:00:00 GMT</pubDate><itunes:duration>2</itunes:duration>
<enclosure url="${o}/episode.mp3" type="audio/mpeg" length="16000"/></item>
</channel></rss>`;

let root: string;
let media: TestMedia;
let fixture: FixtureServer;
let other: { origin: string; host: string; requests: http.IncomingHttpHeaders[]; close(): Promise<void> };
let app: FastifyInstance;
let ffmpegArgsLog: string;
const lines: string[] = [];
/** The engine's extraction of the members-only page whose video is the clip. */
let members: { formats: Format[] };
const page = (title: string, src: string) => `<!doctype html><html><head><title>${title}</title></head><body><video controls src="${src}"></video></body></html>`;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cookies-journey-'));
  media = await makeTestMedia();
  const clip = fs.readFileSync(media.mp4);
  // Another host, on 127.0.0.2: it serves the clip to anyone and records what it is sent.
  const requests: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.headers);
    // Its own page, whose video is the members-only site's file.
    if (req.url === '/page') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page('Elsewhere', `${fixture.origin}/clip.mp4`));
    res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(clip.length) }).end(clip);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
  const address = `127.0.0.2:${(server.address() as AddressInfo).port}`;
  other = { origin: `http://${address}`, host: address, requests, close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))) };

  fixture = await startFixtureServer(media.dir);
  fixture.gate(hasCookie);
  fixture.route('/members.xml', (_req, res, o) => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed(o)));
  fixture.route('/watch', (_req, res, o) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page('Members HLS', `${o}/hls/master.m3u8`)));
  fixture.route('/clip', (_req, res, o) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page('Members Clip', `${o}/clip.mp4`)));
  fixture.route('/away.mp4', (_req, res) => res.writeHead(302, { location: `${other.origin}/clip.mp4` }).end());
  // A file ffmpeg cannot read (the relay would still serve it while it lasts).
  fixture.route('/broken.mp4', (_req, res) => res.writeHead(200, { 'content-type': 'video/mp4' }).end(Buffer.alloc(4096, 7)));
  // The members' own pages: what a link that points a cookie-bearing request at them must never show a visitor.
  fixture.route('/account', (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"email":"member@example.test"}'));

  const cookies = path.join(root, 'cookies');
  fs.mkdirSync(cookies, { mode: 0o700 });
  fs.writeFileSync(path.join(cookies, 'youtube.txt'), `# Netscape HTTP Cookie File\n127.0.0.1\tFALSE\t/\tFALSE\t0\tsession\t${SECRET}\n`, { mode: 0o600 });
  // ffmpeg as the server runs it, its arguments written down first: what any user of the machine could read in `ps`.
  ffmpegArgsLog = path.join(root, 'ffmpeg-args.txt');
  const wrapper = path.join(root, 'ffmpeg');
  fs.writeFileSync(wrapper, `#!/bin/sh\nprintf '%s\\n' "$@" >> '${ffmpegArgsLog}'\nexec ffmpeg "$@"\n`, { mode: 0o700 });
  const config = testConfig({
    COOKIES_DIR: cookies,
    FFMPEG_PATH: wrapper,
    TRUSTED_FETCH_HOSTS: `${fixture.host},${other.host}`,
    MEDIA_DISK_BUDGET_MB: '50',
    EXTRACT_RATE_LIMIT_PER_MINUTE: '1000',
  });
  app = await buildFeatureApp(config, { log: { write: (line) => void lines.push(line) }, cookiePlatforms: PLATFORMS });
  members = await extracted(`${fixture.origin}/clip`);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await fixture.close();
  await other.close();
  media.cleanup();
  fs.rmSync(root, { recursive: true, force: true });
});

const withoutParam = (link: string, name: string) => {
  const u = new URL(link, 'http://local.invalid');
  u.searchParams.delete(name);
  return `${u.pathname}${u.search}`;
};

async function extracted(link: string): Promise<{ formats: Format[] }> {
  const res = await app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url: link } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const platformOf = (link: string) => new URL(link, 'http://local.invalid').searchParams.get('c');

/** The last relay URL ffmpeg was given. */
const lastRelay = () => fs.readFileSync(ffmpegArgsLog, 'utf8').match(/^http:\/\/r[0-9a-f]{32}\.relay\.invalid\/.*$/gm)?.pop();

/** A task started from a link (a format's, or a clip's), read when done: the file's answer and the task's last status. */
async function download(f: Format | string) {
  const start = await app.inject(typeof f === 'string' ? f : f.url);
  expect(start.statusCode).toBe(200);
  const taskId = start.json().task_id as string;
  const file = await app.inject(`/api/download/file/${taskId}`);
  const status = (await app.inject(`/api/download/status/${taskId}`)).json();
  return { file, status };
}

/** A GET through the egress proxy, as ffmpeg sends one (an absolute URI to the proxy). */
function viaProxy(proxyUrl: string, target: string): Promise<{ status: number; body: Buffer }> {
  const proxy = new URL(proxyUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: proxy.hostname, port: proxy.port, path: target, headers: { host: new URL(target).host, 'user-agent': 'Lavf/test' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

test("the media proxy sends them: the video's direct link, whole, by range and in the preview; a link cannot gain them", async () => {
  const clip = fs.readFileSync(media.mp4);
  const direct = members.formats.find((f) => f.url.startsWith('/api/proxied_download') && f.ext === 'mp4');
  expect(direct).toBeDefined();
  // The link names the platform whose cookies go with it, never a cookie.
  expect(platformOf(direct!.url)).toBe('youtube');
  expect(direct!.url).not.toContain(SECRET);

  const whole = await app.inject(direct!.url);
  expect(whole.statusCode).toBe(200);
  expect(whole.rawPayload.equals(clip)).toBe(true);
  const ranged = await app.inject({ url: direct!.url, headers: { range: 'bytes=100-199' } });
  expect(ranged.statusCode).toBe(206);
  expect(ranged.rawPayload.equals(clip.subarray(100, 200))).toBe(true);

  const preview = await app.inject(`/api/preview?url=${encodeURIComponent(direct!.url)}`);
  expect(preview.statusCode).toBe(200);
  expect(preview.json()).toMatchObject({ kind: 'direct', size: clip.length, content_type: 'video/mp4' });

  // The platform is part of what is signed: taken off, the link is not ours; a link signed without it gets none.
  const stripped = await app.inject(withoutParam(direct!.url, 'c'));
  expect(stripped.statusCode).toBe(403);
  const unsigned = await app.inject(app.mediaLinks.sign('/api/proxied_download', { url: `${fixture.origin}/clip.mp4`, filename: 'clip.mp4' }));
  expect(unsigned.statusCode).toBe(502);
  expect(unsigned.json().error).toBe('The source refused the download. Please extract the video again.');
  // Nor does a plain link (SPEC §7's `?url=`), even with a platform added.
  expect((await app.inject(`/api/proxied_download?url=${encodeURIComponent(`${fixture.origin}/clip.mp4`)}`)).statusCode).toBe(502);
  expect((await app.inject(`/api/proxied_download?url=${encodeURIComponent(`${fixture.origin}/clip.mp4`)}&c=youtube`)).statusCode).toBe(403);
}, 60_000);

test("a feed's links (the native extractor's) and a page on another site that shows the members' file have none", async () => {
  const feed = await extracted(`${fixture.origin}/members.xml`);
  const direct = feed.formats.filter((f) => f.url.startsWith('/api/proxied_download'));
  expect(direct.length).toBeGreaterThan(0);
  expect(direct.map((f) => platformOf(f.url))).toEqual(direct.map(() => null));
  expect((await app.inject(direct[0].url)).statusCode).toBe(502);

  const elsewhere = await extracted(`${other.origin}/page`);
  const theirs = elsewhere.formats.find((f) => f.url.startsWith('/api/proxied_download'));
  expect(theirs && platformOf(theirs.url)).toBeNull();
  expect((await app.inject(theirs!.url)).statusCode).toBe(502);
}, 60_000);

test('an answer that is not media is not handed on, though the cookies opened it', async () => {
  const account = app.mediaLinks.sign('/api/proxied_download', { url: `${fixture.origin}/account`, filename: 'clip.mp4', cookies: 'youtube' });
  const res = await app.inject(account);
  expect(res.statusCode).toBe(502);
  expect(res.json().error).toBe('The source did not send a media file. Please extract the video again.');
  expect(res.body).not.toContain('member@example.test');
  const relay = app.egressProxy.relay(`${fixture.origin}/account`, app.operatorCookies.forDownload('youtube')!);
  try {
    const read = await viaProxy(await app.egressProxy.start(), relay.url);
    expect(read.status).toBe(502);
    expect(read.body.toString()).not.toContain('member@example.test');
  } finally {
    relay.release();
  }
});

test('a conversion: ffmpeg reads the file through a relay of the egress proxy, which sends them; its command line holds none', async () => {
  const seen = fixture.requests.length;
  const mp3 = members.formats.find((f) => f.label === 'MP3 192 kbps');
  expect(mp3).toBeDefined();
  const { file, status } = await download(mp3!);
  expect(file.statusCode).toBe(200);
  expect(status).toMatchObject({ status: 'complete', progress: 100 });
  expect(file.headers['content-type']).toBe('audio/mpeg');
  expect(file.rawPayload.length).toBeGreaterThan(30_000); // 2 s at 192 kbps is 48 000 bytes, tags aside
  // ffmpeg's requests (the only reader of the file while it converts) reached the members-only file with the cookie.
  const reads = fixture.requests.slice(seen).filter((r) => r.url === '/clip.mp4');
  expect(reads.length).toBeGreaterThan(0);
  expect(reads.every((r) => String(r.headers.cookie).includes(SECRET))).toBe(true);
  const args = fs.readFileSync(ffmpegArgsLog, 'utf8');
  expect(args).toMatch(/^http:\/\/r[0-9a-f]{32}\.relay\.invalid\/clip\.mp4$/m);
  expect(args).not.toContain(SECRET);
  expect(args).not.toContain(`${fixture.origin}/clip.mp4`);
}, 60_000);

test('a clip of the direct link goes through a relay too; a clip that fails ends its relay with it', async () => {
  const direct = members.formats.find((f) => f.url.startsWith('/api/proxied_download') && f.ext === 'mp4')!;
  const clip = await download(`${START_CLIP_PATH}?source=${encodeURIComponent(direct.url)}&start=0&end=1`);
  expect(clip.status).toMatchObject({ status: 'complete', progress: 100 });
  expect(clip.file.rawPayload.length).toBeGreaterThan(1000);
  expect(lastRelay()).toMatch(/\/clip\.mp4$/);
  // The same cut of the same file from a link without the cookies is a task of its own: it does not get their file.
  const plain = app.mediaLinks.sign('/api/proxied_download', { url: `${fixture.origin}/clip.mp4`, filename: 'clip.mp4' });
  expect((await download(`${START_CLIP_PATH}?source=${encodeURIComponent(plain)}&start=0&end=1`)).status.status).toBe('error');

  const broken = app.mediaLinks.sign('/api/proxied_download', { url: `${fixture.origin}/broken.mp4`, filename: 'broken.mp4', cookies: 'youtube' });
  const failed = await download(`${START_CLIP_PATH}?source=${encodeURIComponent(broken)}&start=0&end=1`);
  expect(failed.status.status).toBe('error');
  const relay = lastRelay()!;
  expect(relay).toMatch(/\/broken\.mp4$/);
  expect((await viaProxy(await app.egressProxy.start(), relay)).status).toBe(404);
}, 60_000);

test('an HLS merge: the server fetches the playlist and its segments with them and feeds ffmpeg', async () => {
  const merged = (await extracted(`${fixture.origin}/watch`)).formats.find((f) => f.url.includes('video_format_id=') && f.url.includes('audio_format_id='));
  expect(merged).toBeDefined();
  const seen = fixture.requests.length;
  const { file, status } = await download(merged!);
  expect(status).toMatchObject({ status: 'complete', progress: 100 });
  expect(file.statusCode).toBe(200);
  expect(file.rawPayload.length).toBeGreaterThan(10_000);
  const segments = fixture.requests.slice(seen).filter((r) => /^\/hls\/seg_\d_\d{3}\.ts$/.test(r.url));
  expect(new Set(segments.map((r) => r.url)).size).toBeGreaterThanOrEqual(4); // both renditions, two segments each
}, 90_000);

test('a relay answers only its own URL while it lasts; a hop to another host carries no cookie; nothing else gets one', async () => {
  const proxyUrl = await app.egressProxy.start();
  const cookies = app.operatorCookies.forDownload('youtube');
  expect(cookies).toBeDefined();
  const relay = app.egressProxy.relay(`${fixture.origin}/away.mp4`, cookies!);
  const before = other.requests.length;
  // The members-only redirect is followed by the proxy, with the cookie; the other host's request carries none.
  const read = await viaProxy(proxyUrl, relay.url);
  expect(read.status).toBe(200);
  expect(read.body.equals(fs.readFileSync(media.mp4))).toBe(true);
  expect(other.requests.slice(before).map((h) => h.cookie)).toEqual([undefined]);

  const name = new URL(relay.url).host;
  expect((await viaProxy(proxyUrl, `http://${name}/clip.mp4`)).status).toBe(404);
  expect((await viaProxy(proxyUrl, `http://r${'0'.repeat(32)}.relay.invalid/away.mp4`)).status).toBe(404);
  relay.release();
  expect((await viaProxy(proxyUrl, relay.url)).status).toBe(404);
  // A plain request through the proxy (what the engine and ffmpeg send without a relay) carries no cookie.
  expect((await viaProxy(proxyUrl, `${fixture.origin}/clip.mp4`)).status).toBe(403);
  // The platform's cookies go to its own hosts only, whatever the download's platform says.
  expect(app.operatorCookies.forDownload('youtube')!(new URL(other.origin))).toBeUndefined();
  expect(app.operatorCookies.forDownload('castbox')!(new URL(fixture.origin))).toBeUndefined();

  expect(lines.join('\n')).not.toContain(SECRET);
}, 30_000);
