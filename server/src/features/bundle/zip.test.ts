/**
 * A ZIP of chosen episodes (issue #23, item 4) through the real server parts: a local feed of four episodes, one of
 * whose files is gone; the ZIP holds the chosen files in order, byte for byte, stored as they are, and names the one
 * it could not include. Bad choices are refused in words.
 */
import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { VideoInfo } from '@dl/contract';
import { startFixtureServer, type FixtureServer } from '../../../test/fixtureServer';
import { makeTestMedia, type TestMedia } from '../../../test/media';
import { buildFeatureApp, testConfig } from '../../../test/testApp';
import { readZip } from '../../../test/zip';
import { zipFileOf, zipFilename } from './zip';

let media: TestMedia;
let fixture: FixtureServer;
let app: FastifyInstance;
let list: VideoInfo;

/** Days 1 to 4; day 2's file is gone from its host. */
const feed = (o: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>Four Days</title>
${[1, 2, 3, 4].map((n) => `<item><title>Day ${n}</title><guid>day-${n}</guid><pubDate>${new Date(Date.UTC(2024, 3, n, 6)).toUTCString()}</pubDate>
<enclosure url="${o}/${n === 2 ? 'gone.mp3' : `episode.mp3?day=${n}`}" type="audio/mpeg" length="16000"/></item>`).join('\n')}
</channel></rss>`;

/** A feed that says its episodes are MP4 video (the host sends MP3 audio), with right-to-left overrides in its titles. */
const lyingFeed = (o: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Show\u202Eexe.</title>
${[1, 2].map((n) => `<item><title>Invoice ${n}\u202Efdp.exe</title><guid>lie-${n}</guid><pubDate>${new Date(Date.UTC(2024, 3, n, 6)).toUTCString()}</pubDate>
<enclosure url="${o}/episode.mp3?lie=${n}" type="video/mp4" length="16000"/></item>`).join('\n')}
</channel></rss>`;

beforeAll(async () => {
  media = await makeTestMedia();
  fixture = await startFixtureServer(media.dir);
  fixture.route('/four.xml', (_req: unknown, res: ServerResponse, o: string) => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed(o)));
  fixture.route('/lying.xml', (_req: unknown, res: ServerResponse, o: string) => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(lyingFeed(o)));
  app = await buildFeatureApp(testConfig({ TRUSTED_FETCH_HOSTS: fixture.host, ZIP_MAX_ITEMS: '3', EXTRACT_RATE_LIMIT_PER_MINUTE: '1000' }));
  const res = await app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url: `${fixture.origin}/four.xml` } });
  list = res.json();
}, 60_000);
afterAll(async () => {
  await app.close();
  await fixture.close();
  media.cleanup();
});

test('the chosen episodes in one ZIP, in order, byte for byte and stored; a file that is gone is named instead', async () => {
  expect(list.episodes?.map((e) => e.title)).toEqual(['Day 4', 'Day 3', 'Day 2', 'Day 1']);
  expect(list.list_id).toMatch(/^[\w-]{8,}$/);
  const res = await app.inject(`/api/download/zip?list_id=${list.list_id}&items=1,3,4`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Four_Days\.zip"/);
  const entries = await readZip(res.rawPayload);
  expect(entries.map((e) => e.name)).toEqual([expect.stringMatching(/^01_.*Day_4.*\.mp3$/), expect.stringMatching(/^03_.*Day_1.*\.mp3$/), 'not-included.txt']);
  const mp3 = fs.readFileSync(media.mp3);
  expect(entries[0].data.equals(mp3)).toBe(true);
  expect(entries[1].data.equals(mp3)).toBe(true);
  expect(entries[0].compressed).toBe(false);
  expect(entries[2].data.toString('utf8')).toContain('Day 2: could not be read: The file is no longer available at the source. Please extract the video again.');
}, 60_000);

test('a ZIP names its entries as the one filename policy does: the extension of the bytes, nothing hidden (issue 49)', async () => {
  const lying = (await app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url: `${fixture.origin}/lying.xml` } })).json() as VideoInfo;
  const res = await app.inject(`/api/download/zip?list_id=${lying.list_id}&items=1,2`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="Showexe.zip"; filename*=UTF-8''Showexe.zip`);
  const entries = await readZip(res.rawPayload);
  expect(entries.map((e) => e.name)).toEqual([expect.stringMatching(/^01_.*Invoice_2fdp\.exe.*\.mp3$/), expect.stringMatching(/^02_.*Invoice_1fdp\.exe.*\.mp3$/)]);
  expect(entries.every((e) => !/[\u202a-\u202e\u2066-\u2069]/.test(e.name))).toBe(true);
  expect(entries[0].data.equals(fs.readFileSync(media.mp3))).toBe(true);
}, 60_000);

test('bad choices are refused in words, and a list that is gone is said to be', async () => {
  const ask = (q: string) => app.inject(`/api/download/zip?${q}`);
  const tooMany = await ask(`list_id=${list.list_id}&items=1,2,3,4`);
  expect(tooMany.statusCode).toBe(400);
  expect(tooMany.json().error).toBe('Choose at most 3 items for one ZIP file.');
  const outside = await ask(`list_id=${list.list_id}&items=1,9`);
  expect(outside.statusCode).toBe(400);
  expect(outside.json().error).toBe('Some of the chosen items are not in this list. Extract it again and choose again.');
  const none = await ask(`list_id=${list.list_id}&items=,`);
  expect(none.json().error).toBe('Choose at least one item.');
  const gone = await ask('list_id=abcdefgh12345&items=1');
  expect(gone.statusCode).toBe(410);
  expect(gone.json().error).toBe('This list has expired. Extract it again to download its items.');
});

test('the file a ZIP takes of an item: a podcast’s audio, a video with its sound, never a merge or a conversion', () => {
  const f = (url: string, audioOnly: boolean, extra = {}) => ({ url, label: url, ext: 'mp4', resolution: null, is_audio_only: audioOnly, has_audio: true, tbr: null, abr: null, vbr: null, filesize: null, ...extra });
  const item = (formats: ReturnType<typeof f>[], podcast = false): VideoInfo => ({ ...list, is_podcast: podcast, formats });
  const merged = f('/api/download/start-merge?task_id=abcdefgh&video_format_id=1&audio_format_id=2', false);
  const mp3 = f('/api/download/start-merge?task_id=abcdefgh&audio_format_id=2&convert=mp3', true, { conversion: { to: 'mp3', bitrate_kbps: 192, more: false } });
  const direct = f('/api/proxied_download?url=v', false);
  const audio = f('/api/proxied_download?url=a', true);
  expect(zipFileOf(item([merged, direct, audio]))?.url).toBe(direct.url);
  expect(zipFileOf(item([merged, direct, audio], true))?.url).toBe(audio.url);
  // Only formats the server must make: the item is named in not-included.txt instead.
  expect(zipFileOf(item([merged, mp3]))).toBeNull();
});

test("a ZIP's own name keeps the filename rules, its length within the platform's limit (SPEC §9)", () => {
  expect(zipFilename({ series: 'A'.repeat(300), title: 'x' }, 'podcast')).toBe(`${'A'.repeat(76)}.zip`);
  expect(zipFilename({ series: null, title: '长'.repeat(300) }, 'apple-podcasts')).toBe(`${'长'.repeat(96)}.zip`);
  expect(zipFilename({ series: null, title: '???' }, 'podcast')).toBe('items.zip');
});
