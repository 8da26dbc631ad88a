/** Load limits of extraction: a bounded pool with a bounded queue, and a per-client rate limit. */
import { HttpError } from '../../errors';
import { EXTRACT_MESSAGES } from './messages';

/** Runs at most `concurrency` jobs at once; at most `queueLimit` wait; beyond that it refuses with 429. */
export class BoundedPool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueLimit: number,
    private readonly retryAfterSeconds = 5,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queueLimit) {
        throw new HttpError(429, EXTRACT_MESSAGES.busy, 'extract.busy', { 'retry-after': String(this.retryAfterSeconds) });
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next(); // the slot passes straight to the next job
      else this.running--;
    }
  }

  get stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}

/** A sliding one-minute window per key (client IP). A limit of 0 turns it off. */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Counts one request for `key`; throws 429 with Retry-After when over the limit. */
  take(key: string): void {
    if (this.perMinute <= 0) return;
    const now = this.now();
    const windowStart = now - 60_000;
    if (now - this.lastSweep > 60_000) {
      for (const [k, list] of this.hits) if (!list.length || list[list.length - 1] <= windowStart) this.hits.delete(k);
      this.lastSweep = now;
    }
    const list = (this.hits.get(key) ?? []).filter((t) => t > windowStart);
    if (list.length >= this.perMinute) {
      const retryAfter = Math.max(1, Math.ceil((list[0] + 60_000 - now) / 1000));
      this.hits.set(key, list);
      throw new HttpError(429, EXTRACT_MESSAGES.rateLimited, 'extract.rate_limited', { 'retry-after': String(retryAfter) });
    }
    list.push(now);
    this.hits.set(key, list);
  }
}

/** Successful results for a while, and one shared promise per key while a run is in flight. */
export class ResultCache<T> {
  private readonly done = new Map<string, { value: T; expires: number }>();
  private readonly inFlight = new Map<string, Promise<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxItems = 2_000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get(key: string): T | null {
    const hit = this.done.get(key);
    if (!hit) return null;
    if (hit.expires <= this.now()) {
      this.done.delete(key);
      return null;
    }
    return hit.value;
  }

  /** The cached value, the in-flight run's promise, or a new run of `produce` shared by all callers. */
  async getOrRun(key: string, produce: () => Promise<T>): Promise<T> {
    const cached = this.get(key);
    if (cached !== null) return cached;
    const running = this.inFlight.get(key);
    if (running) return running;
    const p = produce().then(
      (value) => {
        this.inFlight.delete(key);
        if (this.ttlMs > 0) {
          this.done.set(key, { value, expires: this.now() + this.ttlMs });
          while (this.done.size > this.maxItems) this.done.delete(this.done.keys().next().value as string);
        }
        return value;
      },
      (err: unknown) => {
        this.inFlight.delete(key);
        throw err;
      },
    );
    this.inFlight.set(key, p);
    return p;
  }
}
