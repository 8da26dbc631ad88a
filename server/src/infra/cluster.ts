/**
 * What the instances of a cluster share (REDIS_URL): decorates the app with `redis` (null when unset: every
 * limit, cache and queue stays in process) and `limiter`, the factory of rate limiters every feature uses.
 */
import fp from 'fastify-plugin';
import { limiterFactory, type LimiterFactory } from './rateLimit';
import { openRedis, redisWhere, type RedisHandle } from './redis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: RedisHandle | null;
    limiter: LimiterFactory;
  }
}

export default fp<{ redisUrl: string; keyPrefix: string }>(
  async (app, { redisUrl, keyPrefix }) => {
    const redis = redisUrl ? await openRedis(redisUrl, keyPrefix, { onError: (err) => app.log.warn({ err: err.message }, 'redis connection error') }) : null;
    if (redis) {
      app.log.info(`shared state (merge queue, extraction cache, rate limits) in ${redisWhere(redisUrl)} under "${keyPrefix}"`);
      app.addHook('onClose', async () => redis.close());
    }
    app.decorate('redis', redis);
    app.decorate('limiter', limiterFactory(redis));
  },
  { name: 'cluster' },
);
