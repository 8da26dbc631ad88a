/**
 * Lists through the real engine (issue #23, item 4): a page holding two videos (a multi-item post) and an RSS list the
 * engine reads (served at a link the native feed reader leaves alone), both local. The engine lists a playlist flat
 * and the server extracts the entry it shows on its own; every entry is listed with a link that extracts it alone.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { VideoInfo } from '@dl/contract';
import { startFixtureServer, type FixtureServer } from '../../../test/fixtureServer';
import { makeTestMedia, type TestMedia } from '../../../test/media';
import { buildFeatureApp, testConfig } from '../../../test/testApp';

jest.setTimeout(60_000);

let media: TestMedia;
let fixture: FixtureServer;
let app: FastifyInstance;

const send = (type: string, body: (o: string) => string) => (_req: unknown, res: ServerResponse, o: string) => res.writeHead(200, { 'content-type': type }).end(body(o));

async function extract(url: string): Promise<{ status: number; body: VideoInfo & { error?: string } }> {
  const res = await app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url: url } });
  return { status: res.statusCode, body: res.json() };
}

/** Where a result's first direct format comes from (its signed link's source). */
const sourceOf = (info: VideoInfo) => new URL(info.formats.find((f) => f.url.startsWith('/api/proxied_download'))!.url, 'http://x').searchParams.get('url');

beforeAll(async () => {
  media = await makeTestMedia();
  fixture = await startFixtureServer(media.dir);
  fixture.route('/posts/two.html', send('text/html; charset=utf-8', (o) => `<!doctype html><html><head><title>Two clips</title></head><body>
<video src="${o}/clip.mp4?take=1" controls></video><video src="${o}/clip.mp4?take=2" controls></video></body></html>`));
  fixture.route('/lists/daily', send('application/rss+xml', (o) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Daily List</title><link>${o}/</link>
${[3, 2, 1].map((n) => `<item><title>Part ${n}</title><link>${o}/episode.mp3?part=${n}</link><pubDate>${new Date(Date.UTC(2024, 0, n)).toUTCString()}</pubDate></item>`).join('\n')}
</channel></rss>`));
  app = await buildFeatureApp(testConfig({ TRUSTED_FETCH_HOSTS: fixture.host, EXTRACT_RATE_LIMIT_PER_MINUTE: '1000', EXTRACT_TIMEOUT_SECONDS: '40' }));
});
afterAll(async () => {
  await app.close();
  await fixture.close();
  media.cleanup();
});

test('a post of two videos: the first with its formats, both listed, each link extracting its video alone', async () => {
  const page = `${fixture.origin}/posts/two.html`;
  const { status, body } = await extract(page);
  expect(status).toBe(200);
  expect(sourceOf(body)).toBe(`${fixture.origin}/clip.mp4?take=1`);
  expect(body.episodes?.map((e) => e.url)).toEqual([`${page}#item=1`, `${page}#item=2`]);
  const second = await extract(`${page}#item=2`);
  expect(second.status).toBe(200);
  expect(sourceOf(second.body)).toBe(`${fixture.origin}/clip.mp4?take=2`);
  expect(second.body.episodes).toBeUndefined();
  const gone = await extract(`${page}#item=3`);
  expect(gone.status).toBe(404);
  expect(gone.body.error).toBe('This item is no longer in the list. Open the list again to see its items.');
});

test('a list the engine reads flat: its entries listed by their own links, the first extracted on its own', async () => {
  const before = fixture.requests.length;
  const { status, body } = await extract(`${fixture.origin}/lists/daily`);
  expect(status).toBe(200);
  expect(body.episodes?.map((e) => [e.title, e.url])).toEqual([
    ['Part 3', `${fixture.origin}/episode.mp3?part=3`],
    ['Part 2', `${fixture.origin}/episode.mp3?part=2`],
    ['Part 1', `${fixture.origin}/episode.mp3?part=1`],
  ]);
  expect(sourceOf(body)).toBe(`${fixture.origin}/episode.mp3?part=3`);
  expect(body.series).toBe('Daily List');
  // Listed flat: the entries it does not show were not fetched.
  const asked = fixture.requests.slice(before).map((r) => r.url);
  expect(asked.some((u) => u.includes('part=3'))).toBe(true);
  expect(asked.some((u) => u.includes('part=1') || u.includes('part=2'))).toBe(false);
});
