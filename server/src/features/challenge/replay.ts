/**
 * The solutions already accepted, so that one is accepted once: in memory when the server runs alone, in Redis
 * (`SET … NX PX`) in a cluster, so that two instances never both accept one solution. Each is kept until its
 * challenge expires, after which the solution is refused as expired anyway.
 */
import type { RedisHandle } from '../../infra/redis';

export interface UsedSolutions {
  /** True the first time `key` is claimed (until `ttlMs` from now), false every other time. */
  claim(key: string, ttlMs: number): Promise<boolean>;
}

export class MemoryUsedSolutions implements UsedSolutions {
  private readonly used = new Map<string, number>();
  private nextSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async claim(key: string, ttlMs: number): Promise<boolean> {
    const t = this.now();
    if (t >= this.nextSweep) {
      for (const [k, until] of this.used) if (until <= t) this.used.delete(k);
      this.nextSweep = t + 60_000;
    }
    const until = this.used.get(key);
    if (until !== undefined && until > t) return false;
    this.used.set(key, t + Math.max(1, ttlMs));
    return true;
  }
}

export class RedisUsedSolutions implements UsedSolutions {
  constructor(private readonly redis: RedisHandle) {}

  async claim(key: string, ttlMs: number): Promise<boolean> {
    const set = await this.redis.client.set(`${this.redis.prefix}challenge:used:${key}`, '1', 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX');
    return set === 'OK';
  }
}

export function usedSolutions(redis: RedisHandle | null): UsedSolutions {
  return redis ? new RedisUsedSolutions(redis) : new MemoryUsedSolutions();
}
