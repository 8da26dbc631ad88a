/**
 * Issue #51, point 2: every answer of a limited route, a success too, carries the IETF `RateLimit-Policy` and
 * `RateLimit` fields (draft-ietf-httpapi-ratelimit-headers: the limit's quota and window, what is left and when it
 * starts again); a 429 adds `Retry-After`. A route no limit counts carries neither.
 */
import type { FastifyInstance } from 'fastify';
import { startFixtureServer, type FixtureServer } from '../../test/fixtureServer';
import { makeTestMedia, type TestMedia } from '../../test/media';
import { buildRealApp } from '../../test/support';

let media: TestMedia;
let fixture: FixtureServer;
let app: FastifyInstance;

beforeAll(async () => {
  media = await makeTestMedia();
  fixture = await startFixtureServer(media.dir);
  app = await buildRealApp({ TRUSTED_FETCH_HOSTS: fixture.host, EXTRACT_RATE_LIMIT_PER_MINUTE: '2' });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await fixture?.close();
  media?.cleanup();
});

/** A Structured Field list item's parameters: `"extract";r=1;t=60` → { name: 'extract', r: 1, t: 60 }. */
function item(field: string | string[] | number | undefined) {
  const [name, ...params] = String(field).split(';');
  return { name: JSON.parse(name), ...Object.fromEntries(params.map((p) => p.split('=')).map(([k, v]) => [k, Number(v)])) } as Record<string, number | string>;
}

it("tells a client its limit, what is left and when it starts again, on each answer, and refuses the one too many", async () => {
  const extract = () => app.inject({ method: 'POST', url: '/api/download-video', remoteAddress: '10.9.0.1', payload: { tweet_url: `${fixture.origin}/clip.mp4` } });
  const first = await extract();
  expect(first.statusCode).toBe(200);
  expect(item(first.headers['ratelimit-policy'])).toEqual({ name: 'extract', q: 2, w: 60 });
  const state = item(first.headers.ratelimit);
  expect(state).toMatchObject({ name: 'extract', r: 1 });
  expect(state.t).toBeGreaterThanOrEqual(1);
  expect(state.t).toBeLessThanOrEqual(60);
  expect(item((await extract()).headers.ratelimit)).toMatchObject({ r: 0 });
  const refused = await extract();
  expect(refused.statusCode).toBe(429);
  expect(item(refused.headers.ratelimit)).toMatchObject({ name: 'extract', r: 0 });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  // Another client has its own count.
  const other = await app.inject({ method: 'POST', url: '/api/download-video', remoteAddress: '10.9.0.2', payload: { tweet_url: `${fixture.origin}/clip.mp4` } });
  expect(item(other.headers.ratelimit)).toMatchObject({ r: 1 });
});

it('leaves the fields off a route no limit counts', async () => {
  const res = await app.inject('/api/config');
  expect(res.statusCode).toBe(200);
  expect(res.headers.ratelimit).toBeUndefined();
  expect(res.headers['ratelimit-policy']).toBeUndefined();
});
