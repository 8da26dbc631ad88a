/**
 * The canary (issue #28, point 3): every interval, one extraction of each configured link (CANARY_LINKS) through the
 * extraction service visitors use (its checks, engine and engine slots; never its cache, never a client's rate limit),
 * its outcome kept for 24 hours, each platform's state (contract/src/platformStatus.ts) stored when it changes.
 *
 * Rounds never overlap, and one instance of a cluster runs each: the round runs under a lock (in Redis with
 * REDIS_URL, SET NX PX renewed while it runs; in process otherwise), and whoever holds it first looks at when the
 * latest round began (the database every instance shares): a round that is not due yet is left alone. So instances
 * whose timers fire together run one round between them, and a restarted one waits for the next due time.
 */
import { performance } from 'node:perf_hooks';
import { PLATFORMS, trafficState, type PlatformStatus, type StatusResponse } from '@dl/contract';
import { windowOf, type Traffic, type TrafficFigures } from './traffic';
import { HttpError } from '../../infra/errors';
import { withRedisLock, type RedisHandle } from '../../infra/redis';
import type { CanaryLink } from './links';
import { medianMs } from './state';
import type { CanaryStore } from './store';

/** A platform no visitor's extraction was counted for. */
const NO_TRAFFIC: TrafficFigures = { hour: windowOf([]), day: windowOf([]), lastSuccess: null, lastFailure: null };

export interface CanaryLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface CanaryDeps {
  store: CanaryStore;
  links: readonly CanaryLink[];
  intervalMs: number;
  /** One extraction, uncached and outside every client's rate limit (ExtractService.extractUncached). */
  extract: (url: string) => Promise<unknown>;
  redis: RedisHandle | null;
  log: CanaryLog;
  /** The clock of the records (tests move it); durations are measured with the monotonic clock. */
  now?: () => number;
  /** The first round's delay after start (default: 5 s, or the interval when shorter). */
  firstDelayMs?: number;
  /** The visitors' own extractions (./traffic.ts); none: the status is the canary's alone. */
  traffic?: Traffic;
}

/** What a call of runRound did: ran it, found another instance running one, or found the latest one recent. */
export type RoundOutcome = 'ran' | 'busy' | 'fresh';

const LOCK_MS = 30_000;
const RENEW_MS = 10_000;

/** A busy engine pool refused the extraction: that says nothing about the platform, so it is not a result. */
const NOT_A_RESULT = new Set(['extract.busy']);

export class Canary {
  private readonly now: () => number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<RoundOutcome> | null = null;
  private closing = false;

  constructor(private readonly deps: CanaryDeps) {
    this.now = deps.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.deps.links.length > 0;
  }

  /** The visitors' own extractions that the status counts (./traffic.ts), or undefined without. */
  get traffic(): Traffic | undefined {
    return this.deps.traffic;
  }

  /** Starts the schedule (nothing without links). */
  start(): void {
    if (!this.enabled || this.closing) return;
    this.schedule(this.deps.firstDelayMs ?? Math.min(5_000, this.deps.intervalMs));
  }

  /** Stops the schedule and waits for a running round to end (it stops after its current extraction). */
  async close(): Promise<void> {
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One round if it is due and no other round runs (here or, with Redis, on another instance). */
  runRound(): Promise<RoundOutcome> {
    // Never two at once in this process: a second caller gets the answer of the one running.
    if (this.running) return Promise.resolve('busy');
    const run = this.locked().finally(() => (this.running = null));
    this.running = run;
    return run;
  }

  private schedule(ms: number): void {
    if (this.closing) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.tick();
    }, Math.max(0, ms));
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    try {
      await this.runRound();
    } catch (err) {
      this.deps.log.warn({ feature: 'canary', err: (err as Error).message }, 'canary: the round did not run');
    }
    if (this.closing) return;
    // The next round is due an interval after the latest began, whichever instance ran it.
    let next = this.deps.intervalMs;
    try {
      const last = await this.deps.store.lastRoundAt();
      if (last !== null) next = last + this.deps.intervalMs - this.now();
    } catch {
      /* the database did not answer: a whole interval */
    }
    // A little spread, so instances whose timers fire together do not all ask for the lock at the same moment.
    this.schedule(Math.min(this.deps.intervalMs, Math.max(next, 0)) + Math.floor(Math.random() * Math.min(1000, this.deps.intervalMs / 10)));
  }

  /** The round under the cluster's lock; a round that is not due yet is left alone. */
  private async locked(): Promise<RoundOutcome> {
    const redis = this.deps.redis;
    if (!redis) return this.roundIfDue();
    const held = await withRedisLock(redis, `${redis.prefix}canary:round-lock`, LOCK_MS, RENEW_MS, () => this.roundIfDue());
    return held ? held.value : 'busy';
  }

  private async roundIfDue(): Promise<RoundOutcome> {
    const roundAt = this.now();
    const last = await this.deps.store.lastRoundAt();
    // Due a little before a whole interval: timers of several instances never fire at exactly the same time.
    const slack = Math.min(5_000, this.deps.intervalMs / 10);
    if (last !== null && roundAt - last < this.deps.intervalMs - slack && roundAt >= last) return 'fresh';
    const failed: string[] = [];
    for (const link of this.deps.links) {
      if (this.closing) break;
      const started = performance.now();
      let errorCode: string | null = null;
      try {
        await this.deps.extract(link.url);
      } catch (err) {
        errorCode = err instanceof HttpError ? err.code : 'internal';
      }
      const ms = performance.now() - started;
      if (errorCode && NOT_A_RESULT.has(errorCode)) {
        this.deps.log.info({ feature: 'canary', platform: link.platform, code: errorCode }, 'canary: the engine was busy; no result this round');
        continue;
      }
      if (errorCode) failed.push(`${link.platform} (${errorCode})`);
      await this.deps.store.record({ platform: link.platform, ok: errorCode === null, ms, errorCode, roundAt, at: this.now() });
    }
    const now = this.now();
    await this.deps.store.prune(now);
    await this.deps.store.updateStates(now, this.deps.links.map((l) => l.platform));
    const msg = failed.length ? `canary: ${failed.length} of ${this.deps.links.length} failed: ${failed.join(', ')}` : `canary: ${this.deps.links.length} platforms answered`;
    this.deps.log[failed.length ? 'warn' : 'info']({ feature: 'canary', failed: failed.length }, msg);
    return 'ran';
  }

  /**
   * GET /api/status's answer: every enabled platform of the table, in its order. A platform with a canary link has
   * the canary's state; one without, the state its visitors' extractions of the last hour tell (contract's
   * trafficState), once there were enough of them.
   */
  async status(): Promise<StatusResponse> {
    const now = this.now();
    const configured = new Set(this.deps.links.map((l) => l.platform));
    const enabled = PLATFORMS.filter((p) => p.enabled);
    const [results, states, traffic] = await Promise.all([
      this.deps.store.window(now, [...configured]),
      this.deps.store.states(),
      this.deps.traffic?.figures(enabled.map((p) => p.id)) ?? Promise.resolve(new Map<string, TrafficFigures>()),
    ]);
    const platforms = enabled.map((p): PlatformStatus => {
      const list = configured.has(p.id) ? (results.get(p.id) ?? []) : [];
      const stored = states.get(p.id);
      const known = list.length > 0 && stored && stored.state !== 'unknown';
      const figures = traffic.get(p.id) ?? NO_TRAFFIC;
      return {
        id: p.id,
        state: known ? stored.state : configured.has(p.id) ? 'unknown' : trafficState(figures.hour),
        since: known ? stored.since : null,
        median_ms: medianMs(list),
        last_checked: list.length ? new Date(list[0].at).toISOString() : null,
        checks_24h: list.length,
        failures_24h: list.filter((r) => !r.ok).length,
        traffic: {
          hour: figures.hour,
          day: figures.day,
          last_success: figures.lastSuccess === null ? null : new Date(figures.lastSuccess).toISOString(),
          last_failure: figures.lastFailure === null ? null : new Date(figures.lastFailure).toISOString(),
        },
      };
    });
    return { generated_at: new Date(now).toISOString(), platforms };
  }

  /** For /readyz: the platforms with a link, when every one of them is failing; otherwise null. */
  async allFailing(): Promise<string[] | null> {
    if (!this.enabled) return null;
    const ids = new Set(this.deps.links.map((l) => l.platform));
    const mine = (await this.status()).platforms.filter((p) => ids.has(p.id));
    return mine.every((p) => p.state === 'failing') ? mine.map((p) => p.id) : null;
  }
}
