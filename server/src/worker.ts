/**
 * `npm run worker`: a merge worker of a cluster. It takes merge jobs from the Redis queue (REDIS_URL), runs
 * ffmpeg through its own egress guard, writes the merged files to MEDIA_DIR and the task records to the
 * database (DATABASE_URL); it serves no HTTP but its metrics, on METRICS_LISTEN when set. With COOKIES_DIR (the same files as the servers'), a merge of a platform
 * with the operator's cookies sends them as the server would. SIGTERM/SIGINT: running merges may finish for
 * SHUTDOWN_GRACE_SECONDS, the rest go back to the queue.
 */
import pino from 'pino';
import { migrate, openDb } from './infra/db/connect';
import { readConfigOrExit, type ServerConfig } from './settings';
import { EgressProxy, OperatorCookies } from './features/fetch';
import { createFetcher } from './features/fetch/plugin';
import { MergeWorker } from './features/merge/cluster';
import { DbTaskStore } from './features/merge/taskStore';
import { openRedis, redisWhere } from './infra/redis';
import { exitOnStartFailure, logProcessOutput, logStream } from './infra/logStream';
import { createMetrics, serveMetrics } from './infra/metrics';

async function main(config: ServerConfig) {
  if (!config.redisUrl) {
    console.error('Configuration error: REDIS_URL is not set. A merge worker takes its jobs from Redis; without REDIS_URL the server runs merges itself.');
    process.exit(2);
  }
  const log = pino({ level: config.logLevel, base: { role: 'merge-worker', pid: process.pid } }, await logStream(config.logFormat));
  // Nothing but the log writes to the process's output (issue #49).
  logProcessOutput(log);
  const db = await openDb(config, (err) => log.warn({ err: err.message }, 'a database connection was closed'));
  await migrate(db);
  const redis = await openRedis(config.redisUrl, config.redisKeyPrefix, { onError: (err) => log.warn({ err: err.message }, 'redis connection error') });
  const fetcher = createFetcher(config, log);
  const egress = new EgressProxy(fetcher, {
    connectTimeoutMs: config.fetchTimeoutSeconds * 1000,
    idleTimeoutMs: Math.max(30_000, config.fetchTimeoutSeconds * 2000),
    onRefused: (host) => log.warn({ host }, 'egress refused'),
  });
  const cookies = new OperatorCookies({ dir: config.cookiesDir, onProblem: (message) => log.warn({ feature: 'cookies' }, message) });
  const metrics = createMetrics({ served: Boolean(config.metricsListen) });
  const worker = new MergeWorker({
    redis,
    store: new DbTaskStore(db.kysely),
    mediaDir: config.mediaDir,
    ffmpegPath: config.ffmpegPath,
    timeoutSeconds: config.mergeTimeoutSeconds,
    diskBudgetBytes: config.mediaDiskBudgetMb * 1024 * 1024,
    proxyUrl: () => egress.start(),
    fetcher,
    cookies,
    relay: egress.relay.bind(egress),
    concurrency: config.mergeConcurrency,
    retentionSeconds: config.fileRetentionSeconds,
    lockSeconds: config.mergeJobLockSeconds,
    log: (obj, msg) => log.info(obj, msg),
    onEnded: metrics.merged,
  });
  await worker.ready();
  metrics.watchWorker(() => worker.running);
  const metricsServer = config.metricsListen ? await serveMetrics(metrics, config.metricsListen, config.metricsToken) : null;
  if (config.metricsListen) log.info(`metrics at http://${config.metricsListen.host.includes(':') ? `[${config.metricsListen.host}]` : config.metricsListen.host}:${config.metricsListen.port}/metrics`);
  log.info(`merge worker ready: ${config.mergeConcurrency} at once, queue in ${redisWhere(config.redisUrl)}, database ${db.where}, files in ${config.mediaDir}`);
  const stop = async (signal: string) => {
    log.info(`${signal} received: finishing or handing back running merges (a second signal stops at once)`);
    for (const again of ['SIGINT', 'SIGTERM'] as const) {
      process.removeAllListeners(again);
      process.once(again, () => process.exit(1));
    }
    await worker.stop(config.shutdownGraceSeconds * 1000);
    metricsServer?.close();
    await egress.close();
    fetcher.close();
    await redis.close();
    await db.close();
    log.info('merge worker stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

const config = readConfigOrExit();
main(config).catch((e: unknown) => exitOnStartFailure(config.logFormat, e));
