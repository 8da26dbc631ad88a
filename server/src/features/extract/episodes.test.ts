/**
 * Many items (issue #23, item 4), the server's part: a podcast feed of 30 episodes, served locally, lists its episodes
 * newest first up to the item limit, each with its date, length and picture, and each one's link extracts that episode
 * alone (its formats, no list); an episode the feed no longer has is answered in words.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { VideoInfo } from '@dl/contract';
import { startFixtureServer, type FixtureServer } from '../../../test/fixtureServer';
import { makeTestMedia, type TestMedia } from '../../../test/media';
import { buildFeatureApp, testConfig } from '../../../test/testApp';

let media: TestMedia;
let fixture: FixtureServer;
let app: FastifyInstance;

/** Episode n of 30, one a day from 1 March 2024 (the feed lists them oldest first, as some do). */
const feed = (o: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel>
<title>Thirty Days</title><itunes:author>Daily Host</itunes:author><itunes:image href="${o}/thumb.jpg"/>
${Array.from({ length: 30 }, (_, i) => i + 1)
  .map((n) => `<item><title>Day ${n}: ${n % 2 ? 'Rivers' : 'Mountains'}</title><guid isPermaLink="false">day-${n}</guid>
<pubDate>${new Date(Date.UTC(2024, 2, n, 6)).toUTCString()}</pubDate><itunes:duration>${60 + n}</itunes:duration>
<enclosure url="${o}/episode.mp3?day=${n}" type="audio/mpeg" length="16000"/></item>`)
  .join('\n')}
</channel></rss>`;

async function extract(url: string): Promise<{ status: number; body: VideoInfo & { error?: string } }> {
  const res = await app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url: url } });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  media = await makeTestMedia();
  fixture = await startFixtureServer(media.dir);
  fixture.route('/thirty.xml', (_req: unknown, res: ServerResponse, o: string) => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed(o)));
  app = await buildFeatureApp(testConfig({ TRUSTED_FETCH_HOSTS: fixture.host, ITEM_LIMIT: '25', EXTRACT_RATE_LIMIT_PER_MINUTE: '1000' }));
}, 60_000);
afterAll(async () => {
  await app.close();
  await fixture.close();
  media.cleanup();
});

test('a 30-episode feed lists its newest 25 (the item limit), newest first, with dates, lengths and pictures', async () => {
  const { status, body } = await extract(`${fixture.origin}/thirty.xml`);
  expect(status).toBe(200);
  expect(body.title).toBe('Day 30: Mountains');
  expect(body.episodes).toHaveLength(25);
  expect(body.episodes!.map((e) => e.title).slice(0, 3)).toEqual(['Day 30: Mountains', 'Day 29: Rivers', 'Day 28: Mountains']);
  expect(body.episodes!.at(-1)).toEqual({
    title: 'Day 6: Mountains',
    url: `${fixture.origin}/thirty.xml#episode=day-6`,
    published: '2024-03-06T06:00:00.000Z',
    duration: 66,
    thumbnail_url: `${fixture.origin}/thumb.jpg`,
  });
});

test("an episode's link extracts that episode alone, with its own formats; the feed's result stays cached apart", async () => {
  const feedUrl = `${fixture.origin}/thirty.xml`;
  const listed = (await extract(feedUrl)).body.episodes!.find((e) => e.title === 'Day 7: Rivers')!;
  const { status, body } = await extract(listed.url);
  expect(status).toBe(200);
  expect(body).toMatchObject({ title: 'Day 7: Rivers', series: 'Thirty Days', duration: 67, is_podcast: true });
  expect(body.episodes).toBeUndefined();
  const mp3 = body.formats.find((f) => f.is_audio_only && !f.conversion)!;
  expect(new URL(mp3.url, 'http://x').searchParams.get('url')).toBe(`${fixture.origin}/episode.mp3?day=7`);
  // The feed's own result is still the newest episode with the list.
  expect((await extract(feedUrl)).body.title).toBe('Day 30: Mountains');
});

test('an episode the feed no longer lists is answered clearly', async () => {
  const { status, body } = await extract(`${fixture.origin}/thirty.xml#episode=day-99`);
  expect(status).toBe(404);
  expect(body.error).toBe('This episode is no longer in the podcast feed. Open the podcast again to see its episodes.');
});
