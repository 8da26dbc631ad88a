import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { serviceAvailable } from './databases';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Whether the Redis test server answers (see serviceAvailable). */
export async function redisAvailable(): Promise<boolean> {
  const client = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    return await serviceAvailable('Redis', TEST_REDIS_URL, async () => {
      await client.connect();
      await client.ping();
    });
  } finally {
    client.disconnect();
  }
}

/** A key prefix of its own for one test (so runs never see each other's keys), and its cleanup. */
export function testRedisPrefix(): { prefix: string; drop(): Promise<void> } {
  const prefix = `dl-test-${crypto.randomBytes(5).toString('hex')}:`;
  return {
    prefix,
    drop: async () => {
      const client = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
      try {
        let cursor = '0';
        do {
          const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
          cursor = next;
          if (keys.length) await client.del(...keys);
        } while (cursor !== '0');
      } finally {
        client.disconnect();
      }
    },
  };
}
