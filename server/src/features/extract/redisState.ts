/**
 * The extraction state a cluster shares through Redis (REDIS_URL): stored extractions (so a merge or preview
 * can start on any instance), the result cache, and one engine run per link across all instances at once.
 */
import crypto from 'node:crypto';
import { HttpError } from '../../infra/errors';
import type { RedisHandle } from '../../infra/redis';
import { newExtractionId, type Extractions } from './extractionStore';
import type { SharedRunCache } from './limits';
import type { RawInfo, StoredExtraction } from '../../shared/extraction';

export class RedisExtractionStore implements Extractions {
  constructor(
    private readonly redis: RedisHandle,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private key(id: string): string {
    return `${this.redis.prefix}extraction:${id}`;
  }

  async put(platform: string, info: RawInfo, cookies: string | null = null): Promise<StoredExtraction> {
    const createdAt = this.now();
    const item: StoredExtraction = { id: newExtractionId(), createdAt, expiresAt: createdAt + this.ttlMs, platform, info, cookies };
    await this.redis.client.set(this.key(item.id), JSON.stringify(item), 'PX', this.ttlMs);
    return item;
  }

  async get(id: string): Promise<StoredExtraction | null> {
    const raw = await this.redis.client.get(this.key(id));
    return raw ? (JSON.parse(raw) as StoredExtraction) : null;
  }

  close(): void {}
}

/** What a run left for the callers waiting on it: its value, the HttpError it threw, or an internal failure. */
type Outcome<T> = { ok: true; value: T } | { ok: false; error: { status: number; message: string; code: string; headers: Record<string, string> } | null };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A run's lock lives this long and is renewed while the run (waiting for an engine slot included) goes on. */
const LOCK_MS = 15_000;
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;

/**
 * Successful results for `ttlMs` in Redis, and one run per key across the cluster: the first caller takes a
 * lock (renewed while it runs) and runs; the others, on any instance, wait for its outcome, which it leaves
 * under the lock's token. A runner that dies stops renewing its lock; when it lapses the next caller runs.
 */
export class RedisRunCache<T> implements SharedRunCache<T> {
  /** Callers on this instance share one wait (or run) per key. */
  private readonly local = new Map<string, Promise<T>>();

  constructor(
    private readonly redis: RedisHandle,
    private readonly name: string,
    private readonly ttlMs: number,
    private readonly pollMs = 100,
  ) {}

  private k(kind: string, key: string): string {
    return `${this.redis.prefix}${this.name}:${kind}:${crypto.createHash('sha256').update(key).digest('base64url')}`;
  }

  getOrRun(key: string, produce: () => Promise<T>): Promise<T> {
    const mine = this.local.get(key);
    if (mine) return mine;
    const p = this.resolve(key, produce).finally(() => this.local.delete(key));
    this.local.set(key, p);
    return p;
  }

  private async resolve(key: string, produce: () => Promise<T>): Promise<T> {
    const r = this.redis.client;
    const lockKey = this.k('lock', key);
    for (;;) {
      const cached = this.ttlMs > 0 ? await r.get(this.k('result', key)) : null;
      if (cached !== null) return JSON.parse(cached) as T;
      const token = crypto.randomBytes(12).toString('base64url');
      if ((await r.set(lockKey, token, 'PX', LOCK_MS, 'NX')) === 'OK') return this.run(key, token, produce);
      // Someone else runs it: wait for the outcome they leave under their token (or for their lock to lapse).
      const holder = await r.get(lockKey);
      const outcome = holder ? await this.waitFor(holder, lockKey) : null;
      if (outcome) return this.unwrap(outcome);
    }
  }

  private async run(key: string, token: string, produce: () => Promise<T>): Promise<T> {
    const lockKey = this.k('lock', key);
    const renew = setInterval(() => void this.redis.client.eval(RENEW, 1, lockKey, token, String(LOCK_MS)).catch(() => undefined), LOCK_MS / 3);
    try {
      const value = await produce();
      await this.publish(key, token, { ok: true, value }).catch(() => undefined);
      return value;
    } catch (e) {
      // Waiters get the same user-facing error; an internal failure reaches them without its text.
      const error = e instanceof HttpError ? { status: e.statusCode, message: e.message, code: e.code, headers: e.headers } : null;
      await this.publish(key, token, { ok: false, error }).catch(() => undefined);
      throw e;
    } finally {
      clearInterval(renew);
    }
  }

  private async publish(key: string, token: string, outcome: Outcome<T>): Promise<void> {
    const m = this.redis.client.multi();
    m.set(this.k('outcome', token), JSON.stringify(outcome), 'PX', 30_000);
    if (outcome.ok && this.ttlMs > 0) m.set(this.k('result', key), JSON.stringify(outcome.value), 'PX', this.ttlMs);
    m.del(this.k('lock', key));
    await m.exec();
  }

  private async waitFor(token: string, lockKey: string): Promise<Outcome<T> | null> {
    const r = this.redis.client;
    for (;;) {
      const raw = await r.get(this.k('outcome', token));
      if (raw) return JSON.parse(raw) as Outcome<T>;
      // The lock is gone (or taken by a new run) without an outcome: its runner died; start over.
      if ((await r.get(lockKey)) !== token) {
        const late = await r.get(this.k('outcome', token));
        return late ? (JSON.parse(late) as Outcome<T>) : null;
      }
      await sleep(this.pollMs);
    }
  }

  private unwrap(outcome: Outcome<T>): T {
    if (outcome.ok) return outcome.value;
    if (!outcome.error) throw new Error('The shared extraction run failed on another instance.');
    throw new HttpError(outcome.error.status, outcome.error.message, outcome.error.code, outcome.error.headers);
  }
}
