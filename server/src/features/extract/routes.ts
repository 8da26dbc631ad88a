/**
 * POST /api/download-video (SPEC §7). Also decorates the app with `extract` (the ExtractService), whose
 * `getExtraction(id)` the merge and preview features use to read a stored extraction's raw formats.
 */
import path from 'node:path';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../../env';
import '../fetch';
import '../media-proxy';
import { ExtractionStore } from './extractionStore';
import { RedisExtractionStore, RedisRunCache } from './redisState';
import { BoundedPool, RateLimiter, ResultCache } from './limits';
import { downloadVideoSchema } from './schemas';
import { ExtractService } from './service';
import type { ExtractResponse } from './types';
import { YtdlpEngine } from './ytdlpEngine';

declare module 'fastify' {
  interface FastifyInstance {
    extract: ExtractService;
  }
}

export default fp<{ config: ServerConfig }>(
  async (app, { config }) => {
    // In process by default; in Redis when the server is one of several (REDIS_URL).
    const store = app.redis ? new RedisExtractionStore(app.redis, config.mediaLinkTtlSeconds * 1000) : new ExtractionStore(config.mediaLinkTtlSeconds * 1000);
    const engine = new YtdlpEngine({
      program: config.ytdlpPath,
      proxyUrl: () => app.egressProxy.start(),
      socketTimeoutSeconds: config.extractSocketTimeoutSeconds,
      timeoutMs: config.extractTimeoutSeconds * 1000,
      cacheDir: path.join(config.dataDir, 'yt-dlp-cache'),
      onFailure: ({ line, exitCode }) => app.log.warn({ engine: 'yt-dlp', exitCode, line }, 'extraction failed'),
    });
    const service = new ExtractService({
      engine,
      fetcher: app.fetcher,
      store,
      links: app.mediaLinks,
      pool: new BoundedPool(config.extractConcurrency, config.extractQueueLimit),
      cache: app.redis
        ? new RedisRunCache<ExtractResponse>(app.redis, 'extract', config.extractCacheSeconds * 1000)
        : new ResultCache<ExtractResponse>(config.extractCacheSeconds * 1000),
      rateLimiter: new RateLimiter(config.extractRateLimitPerMinute > 0 ? app.limiter('extract', config.extractRateLimitPerMinute, 60_000) : null),
      maxPageBytes: config.fetchMaxPageBytes,
      timeoutMs: config.extractTimeoutSeconds * 1000,
      onNativeError: (platform, err) => app.log.warn({ platform, err: (err as Error)?.message }, 'native extractor failed; using the engine'),
    });
    app.decorate('extract', service);
    app.addHook('onClose', async () => store.close());

    app.post<{ Body: { tweet_url: string; browser_fingerprint?: Record<string, unknown>; user_consent?: boolean } }>(
      '/api/download-video',
      { schema: downloadVideoSchema },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        // A signed-in user past their daily download limit is told so before any work is done.
        if (app.hasDecorator('optionalUser')) {
          const user = await app.optionalUser(req);
          if (user) await app.accounts.assertWithinDailyLimit(user);
        }
        return service.extract(req.body.tweet_url, req.ip);
      },
    );
  },
  { name: 'extract', dependencies: ['fetch', 'media-links', 'cluster'] },
);
