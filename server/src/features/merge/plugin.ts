/**
 * The merge feature: builds the merge manager (in process, or through the queue when the server is one of several),
 * decorates the app with it as `merges`, and registers the merge routes.
 */
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ServerSettings } from '../../infra/serverSettings';
import type { MergeSettings } from './settings';

type Config = MergeSettings & Pick<ServerSettings, 'shutdownGraceSeconds'>;
import '../fetch';
import '../media-proxy';
import { ClusterMergeManager, MergeWorker } from './cluster';
import { LocalMergeManager } from './mergeManager';
import { mergeRoutes } from './routes';
import { OneCallReply } from './oneCallRoute';
import { MERGE_SCHEMAS } from './schemas';
import type { MergeManager } from './task';
import { DbTaskStore } from './taskStore';

declare module 'fastify' {
  interface FastifyInstance {
    merges: MergeManager;
  }
}

async function buildMergeManager(app: FastifyInstance, config: Config): Promise<MergeManager> {
  const log = (obj: Record<string, unknown>, msg: string) => app.log.info(obj, msg);
  const diskBudgetBytes = config.mediaDiskBudgetMb * 1024 * 1024;
  const proxyUrl = () => app.egressProxy.start();
  // How a merge fetches: the guarded fetcher (HLS it feeds to ffmpeg), the operator's cookies of its source's platform,
  // and the egress proxy's relays that carry them for what ffmpeg reads itself.
  const fetching = { proxyUrl, fetcher: app.fetcher, cookies: app.operatorCookies, relay: app.egressProxy.relay.bind(app.egressProxy), onEnded: app.metrics.merged };
  if (app.redis) {
    // One of several instances: merges go through the queue; the records in the database are the truth.
    if (!app.hasDecorator('db')) throw new Error('Merges in a cluster (REDIS_URL) need the database for their task records.');
    const store = new DbTaskStore(app.db);
    const common = { redis: app.redis, store, mediaDir: config.mediaDir, retentionSeconds: config.fileRetentionSeconds, timeoutSeconds: config.mergeTimeoutSeconds, diskBudgetBytes, log };
    const manager = new ClusterMergeManager({ ...common, queueLimit: config.mergeQueueLimit });
    if (config.mergeWorkerInApi) {
      const worker = new MergeWorker({ ...common, ffmpegPath: config.ffmpegPath, ...fetching, concurrency: config.mergeConcurrency, lockSeconds: config.mergeJobLockSeconds });
      await worker.ready();
      app.addHook('preClose', async () => worker.stop(config.shutdownGraceSeconds * 1000));
    }
    return manager;
  }
  const local = new LocalMergeManager({
    mediaDir: config.mediaDir,
    ffmpegPath: config.ffmpegPath,
    concurrency: config.mergeConcurrency,
    queueLimit: config.mergeQueueLimit,
    retentionSeconds: config.fileRetentionSeconds,
    timeoutSeconds: config.mergeTimeoutSeconds,
    diskBudgetBytes,
    ...fetching,
    log,
    // With the database (the whole server), task ids survive a restart; the feature tests run without it.
    store: app.hasDecorator('db') ? new DbTaskStore(app.db) : undefined,
  });
  // A stopping server lets running merges finish for the grace period (queued ones do not start); close() ends the rest.
  app.addHook('preClose', async () => local.drain(config.shutdownGraceSeconds * 1000));
  const restored = await local.restore();
  if (restored.failed || restored.restored) app.log.info(restored, 'merge tasks restored');
  return local;
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const manager = await buildMergeManager(app, config);
    app.decorate('merges', manager);
    app.metrics.watchMergeQueue(() => manager.counts());
    app.addHook('onClose', async () => manager.close());
    app.log.info(`merged files are kept in ${path.resolve(config.mediaDir)}`);
    for (const schema of [...MERGE_SCHEMAS, OneCallReply.schema]) app.addSchema(schema);
    await app.register(mergeRoutes, { manager, startsPerMinute: config.mergeStartsPerMinute, signer: app.mediaLinks, clipLimits: config.clipMaxSeconds });
  },
  { name: 'merge', dependencies: ['extract', 'fetch', 'cluster', 'media-links', 'metrics'] },
);
