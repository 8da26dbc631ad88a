/**
 * The Redis connection of a clustered deployment (REDIS_URL): one client for commands, every key under the
 * configured prefix so that several sites (or test runs) can share one Redis.
 */
import crypto from 'node:crypto';
import { Redis } from 'ioredis';

export interface RedisHandle {
  client: Redis;
  /** Prefix of every key this server writes (REDIS_KEY_PREFIX, default `dl:`). */
  prefix: string;
  url: string;
  close(): Promise<void>;
}

/** Where it lives, without credentials (for logs and errors). */
export function redisWhere(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return 'redis';
  }
}

/** How long a shutdown waits for a Redis connection (or a BullMQ queue or worker) to close politely. */
export const CLOSE_WAIT_MS = 3000;

/** True when `work` ends (resolved or rejected) within `ms`; false when the time ran out first. */
export async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const done = work.then(
    () => true,
    () => true,
  );
  try {
    return await Promise.race([done, timeUp]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Connects and checks that Redis answers (a clear error at start-up rather than requests that hang);
 * `blocking`: a connection for BullMQ workers, which must retry commands forever.
 */
export async function openRedis(url: string, prefix: string, opts: { blocking?: boolean; onError?: (err: Error) => void } = {}): Promise<RedisHandle> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5000,
    maxRetriesPerRequest: opts.blocking ? null : 3,
    enableOfflineQueue: true,
  });
  // Without a listener an unreachable Redis would crash the process; ioredis reconnects by itself.
  client.on('error', (err: Error) => opts.onError?.(err));
  try {
    await client.connect();
    await client.ping();
  } catch (e) {
    client.disconnect();
    throw new Error(`Redis at ${redisWhere(url)} (REDIS_URL) does not answer: ${(e as Error).message}`, { cause: e });
  }
  return {
    client,
    prefix,
    url,
    close: async () => {
      // A Redis that went away (or is coming back) must not hold the shutdown: then the socket is just dropped.
      if (!(await settlesWithin(client.quit(), CLOSE_WAIT_MS))) client.disconnect();
    },
  };
}

const LOCK_RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
const LOCK_RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;

/**
 * Runs `work` while this process holds the cluster-wide lock `key` (SET NX PX `lockMs`, renewed every `renewMs` while
 * it runs, released after it by its holder only), and gives its value; null, without running it, when another holds
 * the lock. A holder that dies loses the lock after `lockMs`.
 */
export async function withRedisLock<T>(redis: RedisHandle, key: string, lockMs: number, renewMs: number, work: () => Promise<T>): Promise<{ value: T } | null> {
  const token = crypto.randomBytes(12).toString('base64url');
  if ((await redis.client.set(key, token, 'PX', lockMs, 'NX')) !== 'OK') return null;
  const renew = setInterval(() => void redis.client.eval(LOCK_RENEW, 1, key, token, String(lockMs)).catch(() => undefined), renewMs);
  renew.unref();
  try {
    return { value: await work() };
  } finally {
    clearInterval(renew);
    await redis.client.eval(LOCK_RELEASE, 1, key, token).catch(() => undefined);
  }
}
