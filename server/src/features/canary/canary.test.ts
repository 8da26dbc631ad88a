/**
 * The live status of every platform (issue #28, point 3), server side: CANARY_LINKS checked at start; the canary's
 * rounds through the real engine against local pages, one of which starts failing (working → degraded → failing,
 * `since` moving, the other staying working), the median time, 24 hours kept, /readyz not ready only when every
 * platform fails, the status kept across a restart, no cache and no rate limit, the schedule, and one round between
 * two instances of a cluster (Redis). On SQLite, and on PostgreSQL when it is there (always in CI).
 */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { NO_TRAFFIC, PLATFORMS, type StatusResponse } from '@dl/contract';
import { canaryStatusLine, parseCanaryLinks } from './links';
import { medianMs, stateOf } from './state';
import { readConfig } from '../../settings';
import { testConfig } from '../../../test/testApp';
import { canaryApp } from '../../../test/canaryApp';
import { startFixtureServer, type FixtureServer } from '../../../test/fixtureServer';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../../test/databases';
import { TEST_REDIS_URL, redisAvailable, testRedisPrefix } from '../../../test/redis';
import { buildApp } from '../../app';

jest.setTimeout(60_000);

describe('CANARY_LINKS and CANARY_INTERVAL_SECONDS', () => {
  it("takes one link per platform id, each a link of that platform, in the table's order", () => {
    const links = parseCanaryLinks(' soundcloud=https://soundcloud.com/a/b , youtube=https://www.youtube.com/watch?v=x,y&list=1');
    expect(links).toEqual([
      { platform: 'youtube', url: 'https://www.youtube.com/watch?v=x,y&list=1' },
      { platform: 'soundcloud', url: 'https://soundcloud.com/a/b' },
    ]);
    const config = readConfig({ CANARY_LINKS: 'vimeo=https://vimeo.com/1' });
    expect(config.canaryLinks).toEqual([{ platform: 'vimeo', url: 'https://vimeo.com/1' }]);
    expect(config.canaryIntervalSeconds).toBe(900);
    expect(readConfig({}).canaryLinks).toEqual([]);
    expect(readConfig({ CANARY_INTERVAL_SECONDS: '10' }).canaryIntervalSeconds).toBe(10);
  });

  it.each([
    ['spotify=https://open.spotify.com/track/1', /"spotify" is not the id of an enabled platform \(youtube, tiktok/],
    ['youtube=https://vimeo.com/1?token=SECRET', /the link of "youtube" \(https:\/\/vimeo\.com\/1\) is not a YouTube link/],
    ['youtube=https://youtu.be/a,youtube=https://youtu.be/b', /names "youtube" twice/],
    ['youtube=ftp://youtube.com/x', /must be an http\(s\) link/],
    ['youtube', /platform=link pairs/],
    ['youtube=http://127.0.0.1:9/a?token=SECRET', /the link of "youtube" \(http:\/\/127\.0\.0\.1:9\/a\) is not a YouTube link/],
  ])('refuses %s at start, naming the platform and never the query', (raw, message) => {
    let error: unknown;
    try {
      readConfig({ CANARY_LINKS: raw });
    } catch (e) {
      error = e;
    }
    expect(error).toHaveProperty('constructor.name', 'ConfigError');
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('SECRET');
  });

  it('a local page stands in for a platform only on a host of TRUSTED_FETCH_HOSTS (tests, development); the interval has bounds', () => {
    expect(readConfig({ CANARY_LINKS: 'youtube=http://127.0.0.1:9/a', TRUSTED_FETCH_HOSTS: '127.0.0.1:9' }).canaryLinks).toEqual([{ platform: 'youtube', url: 'http://127.0.0.1:9/a' }]);
    expect(() => readConfig({ CANARY_LINKS: 'youtube=http://127.0.0.1:9/a', TRUSTED_FETCH_HOSTS: '127.0.0.1:10' })).toThrow(/not a YouTube link/);
    expect(() => readConfig({ CANARY_INTERVAL_SECONDS: '9' })).toThrow('CANARY_INTERVAL_SECONDS must be an integer from 10 to 86400, got "9"');
  });

  it('npm run engine -- status names the platforms watched and how often, or what strays', () => {
    expect(canaryStatusLine({})).toBe('none (CANARY_LINKS): every platform unknown on /status');
    expect(canaryStatusLine({ CANARY_LINKS: 'soundcloud=https://soundcloud.com/a/b,youtube=https://youtu.be/x', CANARY_INTERVAL_SECONDS: '600' })).toBe(
      'youtube, soundcloud every 600 s (their states: /status, GET /api/status)',
    );
    expect(canaryStatusLine({ CANARY_LINKS: 'youtube=https://vimeo.com/1' })).toMatch(/^INVALID: CANARY_LINKS: the link of "youtube"/);
  });
});

describe("the contract's state rules", () => {
  const r = (...oks: boolean[]) => oks.map((ok) => ({ ok }));
  it('working, degraded, failing and unknown from the results of 24 hours, newest first', () => {
    expect(stateOf([])).toBe('unknown');
    expect(stateOf(r(true, true))).toBe('working');
    expect(stateOf(r(true, false, true))).toBe('degraded');
    expect(stateOf(r(false))).toBe('degraded');
    expect(stateOf(r(false, true))).toBe('degraded');
    expect(stateOf(r(false, false))).toBe('failing');
    expect(stateOf(r(false, false, false, true))).toBe('failing');
  });
  it('a one-off failure passes after four good checks; one in ten or more keeps the platform degraded', () => {
    const day = (failedAt: number[], n = 96) => Array.from({ length: n }, (_, i) => ({ ok: !failedAt.includes(i) }));
    expect(stateOf(day([3]))).toBe('degraded');
    expect(stateOf(day([4]))).toBe('working');
    expect(stateOf(day([50]))).toBe('working');
    expect(stateOf(day([10, 30, 50, 70, 90, 95, 20, 40, 60]))).toBe('working');
    expect(stateOf(day([10, 30, 50, 70, 90, 95, 20, 40, 60, 80]))).toBe('degraded');
    expect(stateOf(r(true, true, true, true, false))).toBe('degraded');
  });
  it('the median of the successful ones', () => {
    expect(medianMs([])).toBeNull();
    expect(medianMs([{ ok: false, ms: 5 }])).toBeNull();
    expect(medianMs([{ ok: true, ms: 300 }, { ok: false, ms: 1 }, { ok: true, ms: 100 }, { ok: true, ms: 200 }])).toBe(200);
    expect(medianMs([{ ok: true, ms: 100 }, { ok: true, ms: 201 }])).toBe(151);
  });
});

const MIN = 60_000;
const HOUR = 60 * MIN;

interface Harness {
  fixture: FixtureServer;
  /** Whether each page fails (a 404) now. */
  failing: Record<'youtube' | 'soundcloud', boolean>;
  hits: Record<'youtube' | 'soundcloud', number>;
}

async function startPages(): Promise<Harness> {
  const fixture = await startFixtureServer(null);
  const h: Harness = { fixture, failing: { youtube: false, soundcloud: false }, hits: { youtube: 0, soundcloud: 0 } };
  for (const platform of ['youtube', 'soundcloud'] as const) {
    fixture.route(`/${platform}.m3u8`, (_req, res) => {
      h.hits[platform]++;
      if (h.failing[platform]) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('gone');
      res.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' }).end('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=320x240\nlow.m3u8\n');
    });
  }
  fixture.route('/low.m3u8', (_req, res) =>
    res.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' }).end('#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4,\ns0.ts\n#EXT-X-ENDLIST\n'),
  );
  return h;
}

const linksEnv = (h: Harness) => ({
  CANARY_LINKS: `youtube=${h.fixture.origin}/youtube.m3u8,soundcloud=${h.fixture.origin}/soundcloud.m3u8`,
  TRUSTED_FETCH_HOSTS: h.fixture.host,
});

const statusOf = async (app: FastifyInstance) => {
  const res = await app.inject('/api/status');
  expect(res.statusCode).toBe(200);
  return res.json<StatusResponse>();
};
const mine = (s: StatusResponse, id: string) => s.platforms.find((p) => p.id === id)!;

const kinds: ('sqlite' | 'postgres')[] = ['sqlite', 'postgres'];

describe.each(kinds)('the canary against local pages (%s)', (kind) => {
  let h: Harness;
  let database: TestDatabase | null = null;
  const dirs: string[] = [];
  const apps: FastifyInstance[] = [];

  let postgres = false;

  beforeAll(async () => {
    h = await startPages();
    postgres = kind === 'postgres' && (await postgresAvailable());
  });
  // Each test on a database of its own.
  beforeEach(async () => {
    if (postgres) database = await createTestDatabase('postgres');
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await database?.drop();
    database = null;
    h.failing.youtube = h.failing.soundcloud = false;
  });
  afterAll(async () => {
    await h.fixture.close();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });
  const config = (env: Record<string, string> = {}) => {
    // SQLite in the data folder of the test's own unless on this test's PostgreSQL database (on the cluster stack the
    // test file's one is in the environment: the tests would share it).
    const c = testConfig({ ...linksEnv(h), DATABASE_URL: database ? database.url : '', ...env });
    dirs.push(c.dataDir);
    return c;
  };
  const skipped = () => kind === 'postgres' && !database;

  it('one page starts failing: working → degraded → failing, the other stays working; /readyz only when all fail; 24 hours kept; a restart keeps it', async () => {
    if (skipped()) return;
    let t = Date.parse('2026-11-26T12:00:00.000Z');
    const now = () => t;
    const conf = config();
    let app = await canaryApp(conf, { now });
    apps.push(app);
    const at = (ms: number) => new Date(ms).toISOString();
    const round = async (outcome = 'ran') => expect(await app.canary.runRound()).toBe(outcome);
    const ready = async () => {
      const res = await app.inject('/readyz');
      return { code: res.statusCode, canary: res.json().checks.canary as string, error: res.json().error as string | undefined, checks: res.json().checks };
    };

    // Before the first round: every enabled platform of the table, in its order, unknown; public and briefly cached.
    const res = await app.inject('/api/status');
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const first = res.json<StatusResponse>();
    expect(first.generated_at).toBe(at(t));
    expect(first.platforms.map((p) => p.id)).toEqual(PLATFORMS.filter((p) => p.enabled).map((p) => p.id));
    expect(first.platforms.every((p) => p.state === 'unknown' && p.since === null && p.checks_24h === 0 && p.median_ms === null && p.last_checked === null)).toBe(true);
    expect(await ready()).toMatchObject({ code: 200, canary: 'ok' });

    // Round 1: both work.
    const t1 = t;
    await round();
    let s = await statusOf(app);
    for (const id of ['youtube', 'soundcloud']) {
      expect(mine(s, id)).toMatchObject({ state: 'working', since: at(t1), last_checked: at(t1), checks_24h: 1, failures_24h: 0, median_ms: expect.any(Number) });
      expect(mine(s, id).median_ms).toBeGreaterThan(0);
    }
    expect(mine(s, 'tiktok')).toMatchObject({ state: 'unknown', checks_24h: 0 });
    // Not due yet: a second call in the same interval runs nothing.
    const hits = { ...h.hits };
    await round('fresh');
    expect(h.hits).toEqual(hits);

    // SoundCloud's page starts failing: degraded after one failure, failing after two in a row, `since` moving.
    h.failing.soundcloud = true;
    t += 15 * MIN;
    const t2 = t;
    await round();
    s = await statusOf(app);
    expect(mine(s, 'soundcloud')).toMatchObject({ state: 'degraded', since: at(t2), last_checked: at(t2), checks_24h: 2, failures_24h: 1 });
    expect(mine(s, 'youtube')).toMatchObject({ state: 'working', since: at(t1), checks_24h: 2, failures_24h: 0 });
    t += 15 * MIN;
    const t3 = t;
    await round();
    s = await statusOf(app);
    expect(mine(s, 'soundcloud')).toMatchObject({ state: 'failing', since: at(t3), checks_24h: 3, failures_24h: 2 });
    expect(mine(s, 'youtube')).toMatchObject({ state: 'working', since: at(t1), checks_24h: 3 });
    // One failing platform leaves the instance ready.
    expect(await ready()).toMatchObject({ code: 200, canary: 'ok' });

    // The median of YouTube's successful times, as kept.
    const times = (await app.db.selectFrom('canary_results').select(['ms', 'ok']).where('platform', '=', 'youtube').execute()).map((r) => Number(r.ms)).sort((a, b) => a - b);
    expect(times).toHaveLength(3);
    expect(mine(s, 'youtube').median_ms).toBe(times[1]);
    expect(mine(s, 'soundcloud').median_ms).toBe(Number((await app.db.selectFrom('canary_results').select('ms').where('platform', '=', 'soundcloud').where('ok', '=', 1).executeTakeFirstOrThrow()).ms));
    // What a failure keeps: its code, no link.
    const failure = await app.db.selectFrom('canary_results').selectAll().where('ok', '=', 0).executeTakeFirstOrThrow();
    expect(failure.error_code).toBe('extract.not_found');
    expect(JSON.stringify(failure)).not.toContain(h.fixture.host);

    // YouTube fails too: once (degraded, still ready), twice (every platform fails: not ready, naming them).
    h.failing.youtube = true;
    t += 15 * MIN;
    await round();
    expect(mine(await statusOf(app), 'youtube')).toMatchObject({ state: 'degraded', since: at(t) });
    expect((await ready()).code).toBe(200);
    t += 15 * MIN;
    const t5 = t;
    await round();
    s = await statusOf(app);
    expect(mine(s, 'youtube')).toMatchObject({ state: 'failing', since: at(t5) });
    expect(mine(s, 'soundcloud')).toMatchObject({ state: 'failing', since: at(t3) });
    const down = await ready();
    expect(down.code).toBe(503);
    expect(down.canary).toBe("every platform's canary extraction fails (youtube, soundcloud)");
    expect(down.error).toContain("canary (every platform's canary extraction fails (youtube, soundcloud))");
    expect((await app.inject('/healthz')).statusCode).toBe(200);

    // SoundCloud recovers: degraded (its failures are within 24 hours), and the instance is ready again.
    h.failing.soundcloud = false;
    t += 15 * MIN;
    const t6 = t;
    await round();
    s = await statusOf(app);
    expect(mine(s, 'soundcloud')).toMatchObject({ state: 'degraded', since: at(t6), checks_24h: 6, failures_24h: 4 });
    expect(await ready()).toMatchObject({ code: 200, canary: 'ok' });

    // A restart on the same database answers the same.
    await app.close();
    apps.splice(apps.indexOf(app), 1);
    app = await canaryApp(conf, { now });
    apps.push(app);
    expect(await statusOf(app)).toEqual(s);
    await round('fresh');

    // A day later: older results are gone; SoundCloud works again with no failure in 24 hours; YouTube failed once.
    t += 25 * HOUR;
    const t7 = t;
    await round();
    s = await statusOf(app);
    expect(mine(s, 'soundcloud')).toMatchObject({ state: 'working', since: at(t7), checks_24h: 1, failures_24h: 0 });
    expect(mine(s, 'youtube')).toMatchObject({ state: 'degraded', since: at(t7), checks_24h: 1, failures_24h: 1, median_ms: null });
    expect(Number((await app.db.selectFrom('canary_results').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(2);
  });

  it("is neither answered from the extraction cache nor counted in a visitor's rate limit", async () => {
    if (skipped()) return;
    let t = Date.parse('2026-11-26T12:00:00.000Z');
    const app = await canaryApp(config({ EXTRACT_RATE_LIMIT_PER_MINUTE: '1', EXTRACT_CACHE_SECONDS: '3600' }), { now: () => t });
    apps.push(app);
    const tweet_url = `${h.fixture.origin}/youtube.m3u8`;
    // A visitor's extraction: cached, and the client's one allowed request used (the canary's clients are the same address).
    expect((await app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url } })).statusCode).toBe(200);
    const before = h.hits.youtube;
    await app.canary.runRound();
    t += 15 * MIN;
    await app.canary.runRound();
    expect(h.hits.youtube - before).toBeGreaterThanOrEqual(2);
    expect(mine(await statusOf(app), 'youtube')).toMatchObject({ state: 'working', checks_24h: 2 });
    expect((await app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url } })).statusCode).toBe(429);
  });

  it('runs on its own schedule, a round at a time, and stops when the server closes', async () => {
    if (skipped()) return;
    const conf = config();
    // Shorter than CANARY_INTERVAL_SECONDS allows (10 s), so the test stays short.
    conf.canaryIntervalSeconds = 0.3;
    const app = await canaryApp(conf, { schedule: true });
    apps.push(app);
    const rounds = async () => Number((await app.db.selectFrom('canary_results').select((eb) => eb.fn.count<number>('round_at').distinct().as('n')).executeTakeFirstOrThrow()).n);
    const deadline = Date.now() + 15_000;
    while ((await rounds()) < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await rounds()).toBeGreaterThanOrEqual(2);
    // Never two rounds at once: each round's two results, one after the other.
    const rows = await app.db.selectFrom('canary_results').select(['round_at', 'at']).orderBy('at').execute();
    const byRound = new Map<string, string[]>();
    for (const r of rows) byRound.set(r.round_at, [...(byRound.get(r.round_at) ?? []), r.at]);
    const spans = [...byRound.entries()].map(([start, ends]) => [start, ends.sort().at(-1)!]).sort();
    for (let i = 1; i < spans.length; i++) expect(spans[i][0] >= spans[i - 1][1]).toBe(true);
    apps.splice(apps.indexOf(app), 1);
    await app.close();
    const hits = h.hits.youtube + h.hits.soundcloud;
    await new Promise((r) => setTimeout(r, 800));
    expect(h.hits.youtube + h.hits.soundcloud).toBe(hits);
  });

  it('two instances of a cluster (Redis) whose timers fire together run one round, not two', async () => {
    if (skipped()) return;
    if (!(await redisAvailable())) return void console.log('cluster round test skipped: Redis is not available');
    const keys = testRedisPrefix();
    try {
      const t = Date.parse('2026-11-26T12:00:00.000Z');
      const a = config({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: keys.prefix });
      // The second instance shares the first one's database (the same SQLite file, or the same PostgreSQL database).
      const b = testConfig({ ...linksEnv(h), REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: keys.prefix, DATA_DIR: a.dataDir, DATABASE_URL: database ? database.url : '' });
      const one = await canaryApp(a, { now: () => t });
      apps.push(one);
      const two = await canaryApp(b, { now: () => t });
      apps.push(two);
      const outcomes = await Promise.all([one.canary.runRound(), two.canary.runRound()]);
      expect(outcomes.filter((o) => o === 'ran')).toHaveLength(1);
      expect(outcomes.filter((o) => o !== 'ran')).toEqual([expect.stringMatching(/^(busy|fresh)$/)]);
      const rows = await one.db.selectFrom('canary_results').select('platform').orderBy('platform').execute();
      expect(rows.map((r) => r.platform)).toEqual(['soundcloud', 'youtube']);
      // Both answer the same status.
      const [sa, sb] = [await statusOf(one), await statusOf(two)];
      expect(sa.platforms).toEqual(sb.platforms);
      expect(mine(sa, 'youtube')).toMatchObject({ state: 'working', checks_24h: 1 });
    } finally {
      for (const app of apps.splice(0)) await app.close();
      await keys.drop();
    }
  });
});

describe('GET /api/status on the whole server', () => {
  it('without CANARY_LINKS: every enabled platform unknown, and no canary check in /readyz', async () => {
    const conf = testConfig({ CANARY_LINKS: '' });
    const app = await buildApp(conf);
    try {
      const s = await statusOf(app);
      expect(s.platforms.map((p) => p.id)).toEqual(PLATFORMS.filter((p) => p.enabled).map((p) => p.id));
      expect(s.platforms.every((p) => p.state === 'unknown')).toBe(true);
      expect((await app.inject('/readyz')).json().checks.canary).toBeUndefined();
      expect(app.canary.enabled).toBe(false);
      expect(s.platforms.every((p) => JSON.stringify(p.traffic) === JSON.stringify(NO_TRAFFIC))).toBe(true);
    } finally {
      await app.close();
      fs.rmSync(conf.dataDir, { recursive: true, force: true });
    }
  });

  it("without CANARY_LINKS, a platform's state is what its visitors' extractions of the last hour tell, once there are 20", async () => {
    const conf = testConfig({ CANARY_LINKS: '' });
    const app = await buildApp(conf);
    try {
      const traffic = app.canary.traffic!;
      for (let i = 0; i < 19; i++) await traffic.record('vimeo', 'success', 1500);
      for (let i = 0; i < 30; i++) await traffic.record('tiktok', i < 12 ? 'success' : 'extract.failed', 800);
      for (let i = 0; i < 5; i++) await traffic.record('vimeo', 'extract.private', 200);
      let s = await statusOf(app);
      const of = (id: string) => s.platforms.find((p) => p.id === id)!;
      expect(of('vimeo')).toMatchObject({ state: 'unknown', since: null, traffic: { hour: { counted: 19, enough: false, success_share: null } } });
      expect(of('tiktok')).toMatchObject({ state: 'failing', traffic: { hour: { counted: 30, succeeded: 12, enough: true, success_share: 0.4 }, last_failure: expect.any(String) } });
      await traffic.record('vimeo', 'success', 1500);
      s = await statusOf(app);
      expect(of('vimeo')).toMatchObject({ state: 'working', traffic: { hour: { counted: 20, succeeded: 20, success_share: 1, median_ms: 1500 }, last_failure: null } });
      expect(of('youtube')).toMatchObject({ state: 'unknown', traffic: NO_TRAFFIC });
    } finally {
      await app.close();
      fs.rmSync(conf.dataDir, { recursive: true, force: true });
    }
  });
});
