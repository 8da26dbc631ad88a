/**
 * Issue #28, point 1, on the real server (buildApp, real yt-dlp and ffmpeg): a visitor's whole journey (extract →
 * preview → download through the media proxy → the image proxy → merge → the merged file) with UPSTREAM_PROXIES set,
 * through each kind of proxy. Every connection the source's server accepts must be one the proxy opened: none
 * bypasses it (by port, where the proxy records its own: SOCKS5 and HTTPS; by count for tinyproxy), and a dead proxy
 * listed first is skipped.
 */
import type { FastifyInstance } from 'fastify';
import { startFixtureServer, type FixtureServer } from '../../test/fixtureServer';
import { makeTestMedia, type TestMedia } from '../../test/media';
import { startHttpsProxy, startSocks5Proxy, startTinyproxy, type TestProxy } from '../../test/proxies';
import { buildRealApp } from '../../test/support';

jest.setTimeout(90_000);

let media: TestMedia;

beforeAll(async () => {
  media = await makeTestMedia();
}, 60_000);

afterAll(() => media?.cleanup());

interface Format {
  format_id: string;
  url: string;
  is_audio_only: boolean;
}

const SCHEMES: [string, () => Promise<TestProxy>][] = [
  ['SOCKS5', () => startSocks5Proxy({ auth: { user: 'journey', pass: 'secret-1' } })],
  ['HTTPS', () => startHttpsProxy({ auth: { user: 'journey', pass: 'secret-2' } })],
  ['HTTP (tinyproxy)', () => startTinyproxy({ auth: { user: 'journey', pass: 'secret-3' } })],
];

describe.each(SCHEMES)('every request of a journey through a %s upstream proxy', (_name, start) => {
  let proxy: TestProxy;
  let dead: TestProxy;
  let fixture: FixtureServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    proxy = await start();
    dead = await startSocks5Proxy();
    await dead.stop();
    fixture = await startFixtureServer(media.dir);
    app = await buildRealApp({
      TRUSTED_FETCH_HOSTS: fixture.host,
      EXTRACT_CACHE_SECONDS: '0',
      UPSTREAM_PROXIES: `${dead.url} ${proxy.url}`,
      UPSTREAM_PROXY_CA_FILE: proxy.caFile ?? '',
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await fixture?.close();
    await proxy?.close();
    await dead?.close();
  });

  const extract = async (path: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url: `${fixture.origin}/${path}` } });
    expect(res.statusCode).toBe(200);
    return res.json() as { formats: Format[]; thumbnail?: string | null };
  };

  it('extracts, previews, downloads, merges and serves the file, and the source sees only the proxy', async () => {
    // Extraction by the engine (yt-dlp, through the egress proxy, chained to the upstream one).
    const single = await extract('clip.mp4');
    const download = single.formats.find((f) => f.url.startsWith('/api/'))!;
    expect(download).toBeDefined();
    // The preview's probe and a ranged download through the media proxy (the guarded fetcher).
    expect((await app.inject(`/api/preview?url=${encodeURIComponent(download.url)}`)).statusCode).toBe(200);
    const part = await app.inject({ url: download.url, headers: { range: 'bytes=0-999' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(1000);
    // The image proxy.
    const image = await app.inject(`/api/image-proxy?url=${encodeURIComponent(`${fixture.origin}/thumb.jpg`)}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/jpeg/);
    // A merge of HLS video and its separate audio by ffmpeg (through the egress proxy), then the merged file.
    const hls = await extract('hls/master.m3u8');
    const video = hls.formats.find((f) => !f.is_audio_only && f.url.includes('audio_format_id'))!;
    const started = await app.inject(video.url);
    expect(started.statusCode).toBe(200);
    const taskId = (started.json() as { task_id: string }).task_id;
    let status = { status: '', message: '' };
    for (let i = 0; i < 600 && status.status !== 'complete' && status.status !== 'error'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = (await app.inject(`/api/download/status/${taskId}`)).json();
    }
    expect(status).toMatchObject({ status: 'complete' });
    const file = await app.inject(`/api/download/file/${taskId}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBeGreaterThan(10_000);

    // What the source saw: the page, the media, the image, the playlists and segments, all of it.
    expect(fixture.requests.length).toBeGreaterThanOrEqual(8);
    // None bypassed the proxy: each connection the source accepted is one the proxy opened to it. A proxy may write
    // its record of a connection a moment after the source accepted it, so the records are read until they agree
    // (or two seconds pass); a connection that bypassed the proxy never gets one.
    const toFixture = await proxyRecordsOf(proxy, fixture);
    expect(fixture.peers.length).toBe(toFixture.length);
    if (toFixture.every((c) => c.localPort !== -1)) expect([...fixture.peers].sort()).toEqual(toFixture.map((c) => c.localPort).sort());
    // The dead proxy listed first was skipped, and it is out of rotation.
    expect(app.fetcher.upstream?.resting().map((r) => r.proxy)).toEqual([dead.publicUrl]);
  });
});

async function proxyRecordsOf(proxy: TestProxy, fixture: FixtureServer) {
  const read = async () => (await proxy.connections()).filter((c) => c.target === fixture.host);
  let records = await read();
  for (let waited = 0; records.length !== fixture.peers.length && waited < 2_000; waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
    records = await read();
  }
  return records;
}

describe('when every upstream proxy is dead', () => {
  let fixture: FixtureServer;
  let app: FastifyInstance;

  beforeAll(async () => {
    const dead = await startSocks5Proxy();
    await dead.close();
    fixture = await startFixtureServer(media.dir);
    app = await buildRealApp({ TRUSTED_FETCH_HOSTS: fixture.host, EXTRACT_CACHE_SECONDS: '0', UPSTREAM_PROXIES: dead.url });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await fixture?.close();
  });

  it('the visitor reads the clear message, from the engine and from the media proxy, and nothing reached the source', async () => {
    const message = 'The server cannot reach this site at the moment. Please try again in a few minutes.';
    const extraction = await app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url: `${fixture.origin}/clip.mp4` } });
    expect(extraction.statusCode).toBe(503);
    expect(extraction.json()).toMatchObject({ error: message, code: 'fetch.proxy_unavailable' });
    const image = await app.inject(`/api/image-proxy?url=${encodeURIComponent(`${fixture.origin}/thumb.jpg`)}`);
    expect(image.statusCode).toBe(503);
    expect(image.json()).toMatchObject({ error: message });
    expect(fixture.peers).toEqual([]);
  });
});
