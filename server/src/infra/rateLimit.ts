/**
 * Fixed-window counters per key (client IP, account): in process by default; with REDIS_URL in Redis, so that
 * every instance of a cluster counts together. Every answer of a request a limit counted carries the IETF `RateLimit`
 * and `RateLimit-Policy` fields (draft-ietf-httpapi-ratelimit-headers), a 429 `Retry-After` too.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import type { RedisHandle } from './redis';

export interface LimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
  /** Seconds until the window ends and the count starts again. */
  resetSeconds: number;
}

export interface Limiter {
  /** The limit's name in the `RateLimit` fields (`extract`, `merge-start`, …). */
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
  /** Counts one request for `key`. */
  hit(key: string): Promise<LimitResult>;
  reset(key: string): Promise<void>;
}

function result(limit: number, count: number, msLeft: number): LimitResult {
  const allowed = count <= limit;
  const resetSeconds = Math.max(1, Math.ceil(msLeft / 1000));
  return { allowed, remaining: Math.max(0, limit - count), retryAfterSeconds: allowed ? 0 : resetSeconds, resetSeconds };
}

export class WindowLimiter implements Limiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    readonly name = 'default',
  ) {}

  async hit(key: string): Promise<LimitResult> {
    const t = this.now();
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= t) {
      entry = { count: 0, resetAt: t + this.windowMs };
      this.hits.set(key, entry);
      if (this.hits.size > 50_000) this.sweep(t);
    }
    entry.count += 1;
    return result(this.limit, entry.count, entry.resetAt - t);
  }

  async reset(key: string): Promise<void> {
    this.hits.delete(key);
  }

  private sweep(t: number): void {
    for (const [k, v] of this.hits) if (v.resetAt <= t) this.hits.delete(k);
  }
}

/** One atomic step: count, start the window on the first hit, and tell the milliseconds left. */
const HIT_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {c, ttl}`;

export class RedisWindowLimiter implements Limiter {
  constructor(
    private readonly redis: RedisHandle,
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  private key(key: string): string {
    return `${this.redis.prefix}limit:${this.name}:${key}`;
  }

  async hit(key: string): Promise<LimitResult> {
    const [count, ttl] = (await this.redis.client.eval(HIT_SCRIPT, 1, this.key(key), String(this.windowMs))) as [number, number];
    return result(this.limit, Number(count), Number(ttl));
  }

  async reset(key: string): Promise<void> {
    await this.redis.client.del(this.key(key));
  }
}

/**
 * Counts one request of `key` and refuses it with 429 and Retry-After when over the limit; `message` may depend
 * on the seconds to wait.
 */
export async function enforce(limiter: Limiter, key: string, message: string | ((retryAfterSeconds: number) => string), code: string): Promise<void> {
  const r = await limiter.hit(key);
  counted.getStore()?.push({ limiter, result: r });
  if (r.allowed) return;
  throw new HttpError(429, typeof message === 'string' ? message : message(r.retryAfterSeconds), code, { 'retry-after': String(r.retryAfterSeconds) });
}

/** Makes the limiters of a server: each `name` is one counter family, shared by every instance under Redis. */
export type LimiterFactory = (name: string, limit: number, windowMs: number) => Limiter;

export function limiterFactory(redis: RedisHandle | null): LimiterFactory {
  return (name, limit, windowMs) => (redis ? new RedisWindowLimiter(redis, name, limit, windowMs) : new WindowLimiter(limit, windowMs, Date.now, name));
}

/** The limits a request was counted against so far (enforce adds each), in the request's own async context. */
const counted = new AsyncLocalStorage<{ limiter: Limiter; result: LimitResult }[]>();

/** The `RateLimit-Policy` and `RateLimit` fields of the limits a request was counted against (Structured Field lists). */
export function rateLimitFields(limits: readonly { limiter: Limiter; result: LimitResult }[]): { policy: string; state: string } {
  return {
    policy: limits.map(({ limiter }) => `"${limiter.name}";q=${limiter.limit};w=${Math.ceil(limiter.windowMs / 1000)}`).join(', '),
    state: limits.map(({ limiter, result }) => `"${limiter.name}";r=${result.remaining};t=${result.resetSeconds}`).join(', '),
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    countedLimits: { limiter: Limiter; result: LimitResult }[] | null;
    /**
     * The limit of the client when it is not an address: an API key's (features/accounts), whose costly calls count
     * against it instead of the per-address limits.
     */
    clientLimit: ClientLimit | null;
  }
}

/** A client's own limit: the limiter and the key it is counted under. */
export interface ClientLimit {
  key: string;
  limiter: Limiter;
}

/**
 * Counts a costly call of the request's client: against its own limit when it has one (an API key), else against
 * `limiter` for its address.
 */
export function enforceClient(req: FastifyRequest, limiter: Limiter, message: string | ((retryAfterSeconds: number) => string), code: string): Promise<void> {
  const own = req.clientLimit;
  return own ? enforce(own.limiter, own.key, message, code) : enforce(limiter, req.ip, message, code);
}

/**
 * Each request runs with a list enforce() fills (an AsyncLocalStorage, as @fastify/request-context keeps one), and
 * its answer, a success or a refusal, carries the fields of the limits it was counted against.
 */
export const rateLimitHeaders = fp(
  async (app) => {
    app.decorateRequest('countedLimits', null);
    app.decorateRequest('clientLimit', null);
    app.addHook('onRequest', (req, _reply, done) => {
      const limits: { limiter: Limiter; result: LimitResult }[] = [];
      req.countedLimits = limits;
      counted.run(limits, done);
    });
    app.addHook('onSend', async (req, reply) => {
      if (!req.countedLimits?.length) return;
      const { policy, state } = rateLimitFields(req.countedLimits);
      reply.header('ratelimit-policy', policy).header('ratelimit', state);
    });
  },
  { name: 'rate-limit-headers' },
);
