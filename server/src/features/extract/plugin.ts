/**
 * The extraction feature: builds the ExtractService (engine, native extractors, store, cache, limits), decorates
 * the app with it as `extract` (merges and previews read a stored extraction's raw formats with `getExtraction`),
 * and registers POST /api/download-video.
 */
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ServerSettings } from '../../infra/serverSettings';
import type { FetchSettings } from '../fetch';
import type { MediaProxySettings } from '../media-proxy';
import type { ExtractSettings } from './settings';

type Config = ExtractSettings & Pick<ServerSettings, 'dataDir'> & Pick<FetchSettings, 'fetchMaxPageBytes'> & Pick<MediaProxySettings, 'mediaLinkTtlSeconds'>;
import '../fetch';
import '../media-proxy';
import { ExtractionStore, type Extractions } from './extractionStore';
import { RedisExtractionStore, RedisRunCache } from './redisState';
import { BoundedPool, RateLimiter, ResultCache } from './limits';
import { extractRoutes } from './routes';
import { EXTRACT_SCHEMAS } from './schemas';
import { ExtractService } from './service';
import type { ExtractResponse } from './types';
import { EnginePool } from './enginePool';
import { YtdlpEngine } from './ytdlpEngine';

declare module 'fastify' {
  interface FastifyInstance {
    extract: ExtractService;
  }
}

function buildExtractService(app: FastifyInstance, config: Config): { service: ExtractService; store: Extractions } {
  // In process by default; in Redis when the server is one of several (REDIS_URL).
  const store = app.redis ? new RedisExtractionStore(app.redis, config.mediaLinkTtlSeconds * 1000) : new ExtractionStore(config.mediaLinkTtlSeconds * 1000);
  const pool = new EnginePool({
    size: config.extractConcurrency,
    maxJobs: config.engineWorkerJobs,
    maxRssBytes: config.engineWorkerMaxMb * 1024 * 1024,
    idleMs: 5 * 60_000,
    onEvent: (e) => {
      app.log[e.event === 'not_embeddable' ? 'info' : 'debug']({ engine: 'yt-dlp', ...e }, `engine worker: ${e.event.replace('_', ' ')}`);
      if (e.event !== 'not_embeddable') app.metrics.engineWorkerExited(e.event);
    },
  });
  app.addHook('onClose', async () => pool.close());
  app.metrics.watchEngine(() => pool.stats());
  const cookies = app.operatorCookies;
  const engine = new YtdlpEngine({
    pool,
    program: config.ytdlpPath,
    proxyUrl: () => app.egressProxy.start(),
    socketTimeoutSeconds: config.extractSocketTimeoutSeconds,
    timeoutMs: config.extractTimeoutSeconds * 1000,
    itemLimit: config.itemLimit,
    extractorArgs: config.engineExtractorArgs,
    cookies: cookies.enabled ? cookies : undefined,
    cacheDir: path.join(config.dataDir, 'yt-dlp-cache'),
    onFailure: ({ line, exitCode }) => app.log.warn({ engine: 'yt-dlp', exitCode, line }, 'extraction failed'),
  });
  // The extractions running at once (EXTRACT_CONCURRENCY) and those waiting for a slot (up to EXTRACT_QUEUE_LIMIT).
  const slots = new BoundedPool(config.extractConcurrency, config.extractQueueLimit);
  app.metrics.watchExtractionSlots(() => slots.stats);
  const service = new ExtractService({
    engine,
    fetcher: app.fetcher,
    cookies: cookies.enabled ? (url) => cookies.headerFor(url) : undefined,
    downloadCookies: (link) => cookies.downloadPlatformOf(link),
    store,
    links: app.mediaLinks,
    pool: slots,
    cache: app.redis
      ? new RedisRunCache<ExtractResponse>(app.redis, 'extract', config.extractCacheSeconds * 1000)
      : new ResultCache<ExtractResponse>(config.extractCacheSeconds * 1000),
    rateLimiter: new RateLimiter(config.extractRateLimitPerMinute > 0 ? app.limiter('extract', config.extractRateLimitPerMinute, 60_000) : null),
    maxPageBytes: config.fetchMaxPageBytes,
    itemLimit: config.itemLimit,
    timeoutMs: config.extractTimeoutSeconds * 1000,
    onNativeError: (platform, err) => app.log.warn({ platform, err: (err as Error)?.message }, 'native extractor failed; using the engine'),
  });
  service.observe(app.metrics.extracted);
  return { service, store };
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const { service, store } = buildExtractService(app, config);
    app.decorate('extract', service);
    app.addHook('onClose', async () => store.close());
    for (const schema of EXTRACT_SCHEMAS) app.addSchema(schema);
    await app.register(extractRoutes, { service });
  },
  { name: 'extract', dependencies: ['fetch', 'media-links', 'cluster', 'metrics'] },
);
