/** Load limits of extraction: a bounded pool with a bounded queue, and a per-client rate limit. */
import { HttpError } from '../../infra/errors';
import { enforce, type Limiter } from '../../infra/rateLimit';
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

/** The per-client extraction rate limit (a one-minute window, shared by the cluster under Redis); null: off. */
export class RateLimiter {
  constructor(private readonly limiter: Limiter | null) {}

  /** Counts one request for `key`; throws 429 with Retry-After when over the limit. */
  async take(key: string): Promise<void> {
    if (!this.limiter) return;
    await enforce(this.limiter, key, EXTRACT_MESSAGES.rateLimited, 'extract.rate_limited');
  }
}

/** A cache of results that also shares one run among callers asking for the same key at once. */
export interface SharedRunCache<T> {
  getOrRun(key: string, produce: () => Promise<T>): Promise<T>;
}

/** Successful results for a while, and one shared promise per key while a run is in flight. */
export class ResultCache<T> implements SharedRunCache<T> {
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
