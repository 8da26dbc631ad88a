/**
 * The extraction state a cluster shares through Redis (REDIS_URL): stored extractions (so a merge or preview
 * can start on any instance), the result cache, and one engine run per link across all instances at once.
 */
import crypto from 'node:crypto';
import { HttpError } from '../../errors';
import type { RedisHandle } from '../../services/redis';
import { newExtractionId, type Extractions } from './extractionStore';
import type { SharedRunCache } from './limits';
import type { RawInfo, StoredExtraction } from './types';

export class RedisExtractionStore implements Extractions {
  constructor(
    private readonly redis: RedisHandle,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private key(id: string): string {
    return `${this.redis.prefix}extraction:${id}`;
  }

  async put(platform: string, info: RawInfo): Promise<StoredExtraction> {
    const createdAt = this.now();
    const item: StoredExtraction = { id: newExtractionId(), createdAt, expiresAt: createdAt + this.ttlMs, platform, info };
    await this.redis.client.set(this.key(item.id), JSON.stringify(item), 'PX', this.ttlMs);
    return item;
  }

  async get(id: string): Promise<StoredExtraction | null> {
    const raw = await this.redis.client.get(this.key(id));
    return raw ? (JSON.parse(raw) as StoredExtraction) : null;
  }

  close(): void {}
}

type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string; code: string; headers: Record<string, string> };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Successful results for `ttlMs` in Redis, and one run per key across the cluster: the first caller takes a
 * lock and runs; the others (on any instance) wait for its outcome, success or error, which it leaves under
 * the lock's token. A runner that dies lets its lock expire and the next caller runs.
 */
export class RedisRunCache<T> implements SharedRunCache<T> {
  /** Callers on this instance share one wait (or run) per key. */
  private readonly local = new Map<string, Promise<T>>();

  constructor(
    private readonly redis: RedisHandle,
    private readonly name: string,
    private readonly ttlMs: number,
    /** Longest a run may take (its lock lives a little longer). */
    private readonly runTimeoutMs: number,
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
    const deadline = Date.now() + this.runTimeoutMs + 10_000;
    for (;;) {
      const cached = this.ttlMs > 0 ? await r.get(this.k('result', key)) : null;
      if (cached !== null) return JSON.parse(cached) as T;
      const token = crypto.randomBytes(12).toString('base64url');
      const lockKey = this.k('lock', key);
      if ((await r.set(lockKey, token, 'PX', this.runTimeoutMs + 5_000, 'NX')) === 'OK') return this.run(key, token, produce);
      // Someone else runs it: wait for the outcome they leave under their token.
      const holder = await r.get(lockKey);
      if (holder) {
        const outcome = await this.waitFor(holder, lockKey, deadline);
        if (outcome) return this.unwrap(outcome);
      }
      if (Date.now() > deadline) throw new HttpError(503, 'The server is busy. Please try again in a moment.', 'extract.busy', { 'retry-after': '5' });
    }
  }

  private async run(key: string, token: string, produce: () => Promise<T>): Promise<T> {
    let outcome: Outcome<T>;
    try {
      outcome = { ok: true, value: await produce() };
    } catch (e) {
      const err = e instanceof HttpError ? e : new HttpError(500, (e as Error)?.message ?? 'Extraction failed', 'extract.failed');
      outcome = { ok: false, status: err.statusCode, message: err.message, code: err.code, headers: err.headers };
      // Waiters get the same error; the original (with its stack) is thrown here.
      await this.publish(key, token, outcome).catch(() => undefined);
      throw e;
    }
    await this.publish(key, token, outcome).catch(() => undefined);
    return outcome.value;
  }

  private async publish(key: string, token: string, outcome: Outcome<T>): Promise<void> {
    const m = this.redis.client.multi();
    m.set(this.k('outcome', token), JSON.stringify(outcome), 'PX', 30_000);
    if (outcome.ok && this.ttlMs > 0) m.set(this.k('result', key), JSON.stringify(outcome.value), 'PX', this.ttlMs);
    m.del(this.k('lock', key));
    await m.exec();
  }

  private async waitFor(token: string, lockKey: string, deadline: number): Promise<Outcome<T> | null> {
    const r = this.redis.client;
    while (Date.now() < deadline) {
      const raw = await r.get(this.k('outcome', token));
      if (raw) return JSON.parse(raw) as Outcome<T>;
      // The lock is gone (or taken by a new run) without an outcome: its runner died; start over.
      if ((await r.get(lockKey)) !== token) {
        const late = await r.get(this.k('outcome', token));
        return late ? (JSON.parse(late) as Outcome<T>) : null;
      }
      await sleep(this.pollMs);
    }
    return null;
  }

  private unwrap(outcome: Outcome<T>): T {
    if (outcome.ok) return outcome.value;
    throw new HttpError(outcome.status, outcome.message, outcome.code, outcome.headers);
  }
}
