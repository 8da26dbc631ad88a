/**
 * Issue #51, point 4: the status from the visitors' own extractions. What counts for a platform's health, the windows
 * of an hour and a day, "not enough traffic" below 20, the median from fixed buckets, the state they tell when no
 * canary watches the platform, and the counts shared through Redis by the instances of a cluster.
 */
import { NO_TRAFFIC, trafficState } from '@dl/contract';
import { openRedis, type RedisHandle } from '../../infra/redis';
import { redisAvailable, TEST_REDIS_URL, testRedisPrefix } from '../../../test/redis';
import { countedOutcome, DAY_MS, FIGURES_REUSE_MS, medianFromBuckets, MemoryTrafficStore, RedisTrafficStore, Traffic, visitorCounter, type TrafficStore } from './traffic';

const T0 = Date.parse('2026-12-07T12:00:00.000Z');

describe('what counts for a platform', () => {
  it('counts successes and failures of the platform, not the visitor’s link being private, gone, live or unsupported', () => {
    expect(countedOutcome('success')).toBe(true);
    for (const code of ['extract.failed', 'extract.timeout', 'extract.geo_blocked', 'fetch.proxy_unavailable', 'internal']) expect(countedOutcome(code)).toBe(false);
    for (const code of ['extract.private', 'extract.removed', 'extract.not_found', 'extract.login_required', 'extract.drm', 'extract.live', 'extract.unsupported', 'extract.url_invalid']) {
      expect(countedOutcome(code)).toBeNull();
    }
  });

  it('reads the median from the buckets as Prometheus reads a histogram', () => {
    // 20 successes between 1 and 2 s: the median is half way through that bucket.
    expect(medianFromBuckets([0, 0, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0])).toBe(1500);
    expect(medianFromBuckets([10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10])).toBe(250);
    expect(medianFromBuckets(new Array(12).fill(0))).toBeNull();
  });
});

interface Stores {
  /** A store as another instance of a cluster would have it: its own connection to the same keys. */
  store(): Promise<TrafficStore>;
  close(): Promise<void>;
}

const stores: [string, () => Promise<Stores | null>][] = [
  [
    'in process',
    async () => {
      const memory = new MemoryTrafficStore();
      return { store: async () => memory, close: async () => undefined };
    },
  ],
  [
    'in Redis',
    async () => {
      if (!(await redisAvailable())) return null;
      const keys = testRedisPrefix();
      const handles: RedisHandle[] = [];
      return {
        store: async () => {
          const handle = await openRedis(TEST_REDIS_URL, keys.prefix);
          handles.push(handle);
          return new RedisTrafficStore(handle);
        },
        close: async () => {
          await Promise.all(handles.map((h) => h.close()));
          await keys.drop();
        },
      };
    },
  ],
];

describe.each(stores)('the figures, counted %s', (_name, open) => {
  let setup: Awaited<ReturnType<typeof open>>;
  let now = T0;
  const clock = () => now;
  beforeEach(async () => {
    now = T0;
    setup = await open();
  });
  afterEach(async () => setup?.close());

  it('says "not enough traffic" below 20 counted extractions, then the share, the median and the state they tell', async () => {
    if (!setup) return;
    const a = new Traffic(await setup.store(), clock);
    const b = new Traffic(await setup.store(), clock);
    for (let i = 0; i < 15; i++) await a.record('youtube', 'success', 1200);
    for (let i = 0; i < 10; i++) await b.record('youtube', 'extract.private', 300);
    for (let i = 0; i < 4; i++) await b.record('youtube', 'extract.failed', 9000);
    let youtube = (await a.figures(['youtube'])).get('youtube')!;
    expect(youtube.hour).toEqual({ counted: 19, succeeded: 15, enough: false, success_share: null, median_ms: null });
    expect(trafficState(youtube.hour)).toBe('unknown');
    now += 60_000;
    await b.record('youtube', 'success', 1200);
    // Both instances answer alike: the counts are shared.
    for (const traffic of [a, b]) {
      youtube = (await traffic.figures(['youtube'])).get('youtube')!;
      expect(youtube.hour).toEqual({ counted: 20, succeeded: 16, enough: true, success_share: 0.8, median_ms: 1500 });
      expect(youtube.lastSuccess).toBe(now);
      expect(youtube.lastFailure).toBe(T0);
    }
    expect(trafficState(youtube.hour)).toBe('degraded');
  });

  it('keeps an hour and a day: older extractions leave the hour, then the day', async () => {
    if (!setup) return;
    const traffic = new Traffic(await setup.store(), clock);
    for (let i = 0; i < 25; i++) await traffic.record('vimeo', 'success', 700);
    now += 2 * 3_600_000;
    for (let i = 0; i < 5; i++) await traffic.record('vimeo', 'extract.failed', 700);
    let vimeo = (await traffic.figures(['vimeo', 'tiktok'])).get('vimeo')!;
    expect(vimeo.hour).toMatchObject({ counted: 5, enough: false });
    expect(vimeo.day).toMatchObject({ counted: 30, succeeded: 25, enough: true, success_share: 25 / 30 });
    now = T0 + DAY_MS + 10 * 60_000;
    vimeo = (await traffic.figures(['vimeo'])).get('vimeo')!;
    expect(vimeo.day).toMatchObject({ counted: 5, succeeded: 0 });
    const quiet = (await traffic.figures(['tiktok'])).get('tiktok')!;
    expect({ hour: quiet.hour, day: quiet.day }).toEqual({ hour: NO_TRAFFIC.hour, day: NO_TRAFFIC.day });
  });

  it("counts a visitor's extraction by the platform's id, never the canary's own nor a link of no platform", async () => {
    if (!setup) return;
    const traffic = new Traffic(await setup.store(), clock);
    const failed: Error[] = [];
    const count = visitorCounter(traffic, (err) => failed.push(err));
    const facts = { extractor: 'engine', outcome: 'success', seconds: 2 } as const;
    count({ ...facts, platform: 'SoundCloud', source: 'visitor' });
    count({ ...facts, platform: 'SoundCloud', source: 'canary' });
    count({ ...facts, platform: 'Unknown Platform', source: 'visitor' });
    await new Promise((r) => setTimeout(r, 50));
    const figures = await traffic.figures(['soundcloud']);
    expect(figures.get('soundcloud')!.day).toMatchObject({ counted: 1, succeeded: 1 });
    expect(failed).toEqual([]);
  });
});

describe('the figures an instance answers', () => {
  it('are read once for the status asked by many visitors at once, and afresh after a count or 15 s', async () => {
    let now = T0;
    const memory = new MemoryTrafficStore();
    let reads = 0;
    const counting: TrafficStore = { add: (...a) => memory.add(...a), read: (...a) => (reads++, memory.read(...a)) };
    const traffic = new Traffic(counting, () => now);
    await Promise.all(Array.from({ length: 50 }, () => traffic.figures(['youtube'])));
    expect(reads).toBe(1);
    await traffic.record('youtube', 'success', 900);
    expect((await traffic.figures(['youtube'])).get('youtube')!.day.counted).toBe(1);
    expect(reads).toBe(2);
    now += FIGURES_REUSE_MS;
    await traffic.figures(['youtube']);
    expect(reads).toBe(3);
  });
});
