/**
 * Issue #51, point 4: the status from the visitors' own extractions. Each extraction of a visitor's link counts for its
 * platform, in buckets of five minutes kept for 24 hours: how many succeeded, how many failed for a reason that says
 * something about the platform (not the visitor's link being private, gone, unsupported, behind a login, live or
 * DRM-protected), their times in fixed buckets (the median is read from them), and the last success and failure.
 * Counts only: no link, address or title is kept. In process by default; in Redis in a cluster, so that every
 * instance counts together and answers alike.
 */
import { PLATFORMS, type TrafficWindow } from '@dl/contract';
import type { ExtractionFacts } from '../../infra/metrics';
import type { RedisHandle } from '../../infra/redis';

/** The size of a bucket, and how long they are kept. */
export const BUCKET_MS = 5 * 60_000;
export const DAY_MS = 24 * 3_600_000;
const HOUR_MS = 3_600_000;
/** Fewer counted extractions than this in a window: "not enough traffic", no share and no state from it. */
export const ENOUGH_TRAFFIC = 20;
/** The upper bounds (ms) of the times' buckets; a time past the last is in a bucket of its own. */
export const TIME_BOUNDS_MS = [250, 500, 1000, 2000, 3000, 5000, 8000, 13_000, 20_000, 30_000, 60_000];

/**
 * Outcomes that say nothing about the platform's health: the visitor's link is private, gone, unsupported, invalid,
 * needs a login, is DRM-protected or live, holds no media; or the server was busy or the visitor over a limit.
 */
const NOT_THE_PLATFORM = new Set([
  'extract.private', 'extract.removed', 'extract.not_found', 'extract.episode_gone', 'extract.item_gone', 'extract.login_required',
  'extract.age_restricted', 'extract.live', 'extract.drm', 'extract.spotify_drm', 'extract.unsupported', 'extract.url_invalid',
  'extract.no_media', 'extract.malformed_feed', 'extract.busy', 'extract.rate_limited',
]);

/** Whether an extraction's outcome counts for its platform's health: true (success), false (failure), null (not counted). */
export function countedOutcome(outcome: string): boolean | null {
  if (outcome === 'success') return true;
  return NOT_THE_PLATFORM.has(outcome) ? null : false;
}

/** One bucket's counts. */
export interface TrafficBucket {
  ok: number;
  failed: number;
  /** Successful extractions by time, one count per TIME_BOUNDS_MS bound and one past the last. */
  times: number[];
}

/** A platform's figures for the status. */
export interface TrafficFigures {
  hour: TrafficWindow;
  day: TrafficWindow;
  lastSuccess: number | null;
  lastFailure: number | null;
}

const emptyBucket = (): TrafficBucket => ({ ok: 0, failed: 0, times: TIME_BOUNDS_MS.map(() => 0).concat(0) });
const bucketOf = (ms: number) => TIME_BOUNDS_MS.findIndex((bound) => ms <= bound);

/** The median time (ms) of the successful extractions, read from their buckets as Prometheus reads a histogram's. */
export function medianFromBuckets(times: readonly number[]): number | null {
  const total = times.reduce((a, b) => a + b, 0);
  if (!total) return null;
  const rank = total / 2;
  let below = 0;
  for (let i = 0; i < times.length; i++) {
    if (below + times[i] >= rank && times[i] > 0) {
      // Past the last bound: the last bound is all that is known.
      if (i >= TIME_BOUNDS_MS.length) return TIME_BOUNDS_MS[TIME_BOUNDS_MS.length - 1];
      const lower = i === 0 ? 0 : TIME_BOUNDS_MS[i - 1];
      return Math.round(lower + ((TIME_BOUNDS_MS[i] - lower) * (rank - below)) / times[i]);
    }
    below += times[i];
  }
  return null;
}

/** A window's figures from its buckets. */
export function windowOf(buckets: readonly TrafficBucket[]): TrafficWindow {
  const sum = buckets.reduce((acc, b) => ({ ok: acc.ok + b.ok, failed: acc.failed + b.failed, times: acc.times.map((n, i) => n + b.times[i]) }), emptyBucket());
  const counted = sum.ok + sum.failed;
  const enough = counted >= ENOUGH_TRAFFIC;
  return { counted, succeeded: sum.ok, enough, success_share: enough ? sum.ok / counted : null, median_ms: enough ? medianFromBuckets(sum.times) : null };
}

/** Where the counts are kept: this process's memory, or Redis. */
export interface TrafficStore {
  add(platform: string, bucketStart: number, ok: boolean, ms: number, at: number): Promise<void>;
  /** The buckets of each platform from `since` on, and the last success and failure. */
  read(platforms: readonly string[], since: number): Promise<Map<string, { buckets: Map<number, TrafficBucket>; lastSuccess: number | null; lastFailure: number | null }>>;
}

/**
 * How long an instance answers the figures it last read (GET /api/status is asked by every visitor's URL form: in
 * Redis a read is a day of buckets for every platform); a count of its own reads them afresh.
 */
export const FIGURES_REUSE_MS = 15_000;

export class Traffic {
  private lastRead: { at: number; key: string; figures: Promise<Map<string, TrafficFigures>> } | null = null;

  constructor(
    private readonly store: TrafficStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a visitor's extraction of `platform` (an id of the table) that ended with `outcome` after `ms`. */
  async record(platform: string, outcome: string, ms: number): Promise<void> {
    const ok = countedOutcome(outcome);
    if (ok === null) return;
    const at = this.now();
    this.lastRead = null;
    await this.store.add(platform, at - (at % BUCKET_MS), ok, ms, at);
  }

  /** Each platform's figures over the last hour and the last 24 hours (read at most every FIGURES_REUSE_MS). */
  figures(platforms: readonly string[]): Promise<Map<string, TrafficFigures>> {
    const now = this.now();
    const key = platforms.join();
    if (this.lastRead && this.lastRead.key === key && now - this.lastRead.at < FIGURES_REUSE_MS) return this.lastRead.figures;
    const figures = this.read(platforms, now);
    this.lastRead = { at: now, key, figures };
    // A read that failed is not answered again.
    figures.catch(() => {
      if (this.lastRead?.figures === figures) this.lastRead = null;
    });
    return figures;
  }

  private async read(platforms: readonly string[], now: number): Promise<Map<string, TrafficFigures>> {
    const read = await this.store.read(platforms, now - DAY_MS);
    const out = new Map<string, TrafficFigures>();
    for (const platform of platforms) {
      const { buckets, lastSuccess = null, lastFailure = null } = read.get(platform) ?? { buckets: new Map<number, TrafficBucket>() };
      const within = (ms: number) => [...buckets].filter(([start]) => start + BUCKET_MS > now - ms).map(([, b]) => b);
      out.set(platform, { hour: windowOf(within(HOUR_MS)), day: windowOf(within(DAY_MS)), lastSuccess, lastFailure });
    }
    return out;
  }
}

/**
 * The listener of the extraction service's outcomes that counts a visitor's extraction for its platform (by the name
 * the detection gives, `YouTube`, as the table's id, `youtube`); the canary's own and a link of no platform of the
 * table are not counted. A count that fails (Redis away) is told to `onError` and lost, never the visitor's answer.
 */
export function visitorCounter(traffic: Traffic, onError: (err: Error) => void): (facts: ExtractionFacts) => void {
  const idOf = new Map(PLATFORMS.map((p) => [p.name, p.id]));
  return ({ platform, source, outcome, seconds }) => {
    const id = idOf.get(platform);
    if (source === 'visitor' && id) traffic.record(id, outcome, seconds * 1000).catch(onError);
  };
}

/** The counts in this process (the embedded default). */
export class MemoryTrafficStore implements TrafficStore {
  private readonly platforms = new Map<string, { buckets: Map<number, TrafficBucket>; lastSuccess: number | null; lastFailure: number | null }>();

  async add(platform: string, bucketStart: number, ok: boolean, ms: number, at: number): Promise<void> {
    let entry = this.platforms.get(platform);
    if (!entry) this.platforms.set(platform, (entry = { buckets: new Map(), lastSuccess: null, lastFailure: null }));
    let bucket = entry.buckets.get(bucketStart);
    if (!bucket) entry.buckets.set(bucketStart, (bucket = emptyBucket()));
    if (ok) {
      bucket.ok++;
      bucket.times[bucketOf(ms) === -1 ? TIME_BOUNDS_MS.length : bucketOf(ms)]++;
      entry.lastSuccess = at;
    } else {
      bucket.failed++;
      entry.lastFailure = at;
    }
    for (const start of entry.buckets.keys()) if (start + BUCKET_MS <= at - DAY_MS) entry.buckets.delete(start);
  }

  async read(platforms: readonly string[], since: number) {
    const out = new Map<string, { buckets: Map<number, TrafficBucket>; lastSuccess: number | null; lastFailure: number | null }>();
    for (const platform of platforms) {
      const entry = this.platforms.get(platform);
      if (!entry) continue;
      const buckets = new Map([...entry.buckets].filter(([start]) => start + BUCKET_MS > since));
      out.set(platform, { buckets, lastSuccess: entry.lastSuccess, lastFailure: entry.lastFailure });
    }
    return out;
  }
}

/**
 * The counts in Redis, shared by a cluster: a hash per platform and bucket (`ok`, `failed`, `t0`…`t11`), kept a little
 * longer than a day, and a hash per platform of the last success and failure.
 */
export class RedisTrafficStore implements TrafficStore {
  constructor(private readonly redis: RedisHandle) {}

  private bucketKey(platform: string, start: number): string {
    return `${this.redis.prefix}traffic:${platform}:${start}`;
  }

  private lastKey(platform: string): string {
    return `${this.redis.prefix}traffic:last:${platform}`;
  }

  async add(platform: string, bucketStart: number, ok: boolean, ms: number, at: number): Promise<void> {
    const key = this.bucketKey(platform, bucketStart);
    const time = bucketOf(ms) === -1 ? TIME_BOUNDS_MS.length : bucketOf(ms);
    const multi = this.redis.client.multi().hincrby(key, ok ? 'ok' : 'failed', 1);
    if (ok) multi.hincrby(key, `t${time}`, 1);
    await multi
      .pexpire(key, DAY_MS + BUCKET_MS)
      .hset(this.lastKey(platform), ok ? 'success' : 'failure', String(at))
      .pexpire(this.lastKey(platform), 30 * DAY_MS)
      .exec();
  }

  async read(platforms: readonly string[], since: number) {
    const starts: number[] = [];
    for (let start = since - (since % BUCKET_MS); start <= since + DAY_MS; start += BUCKET_MS) starts.push(start);
    const pipeline = this.redis.client.pipeline();
    for (const platform of platforms) {
      for (const start of starts) pipeline.hgetall(this.bucketKey(platform, start));
      pipeline.hgetall(this.lastKey(platform));
    }
    const answers = ((await pipeline.exec()) ?? []).map(([, value]) => (value ?? {}) as Record<string, string>);
    const out = new Map<string, { buckets: Map<number, TrafficBucket>; lastSuccess: number | null; lastFailure: number | null }>();
    platforms.forEach((platform, p) => {
      const at = p * (starts.length + 1);
      const buckets = new Map<number, TrafficBucket>();
      starts.forEach((start, i) => {
        const h = answers[at + i];
        if (!h.ok && !h.failed) return;
        buckets.set(start, { ok: Number(h.ok ?? 0), failed: Number(h.failed ?? 0), times: emptyBucket().times.map((_, t) => Number(h[`t${t}`] ?? 0)) });
      });
      const last = answers[at + starts.length];
      out.set(platform, { buckets, lastSuccess: last.success ? Number(last.success) : null, lastFailure: last.failure ? Number(last.failure) : null });
    });
    return out;
  }
}
