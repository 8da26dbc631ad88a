/** The server's parts the canary (features/canary) uses, for its tests. */
import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from '../src/settings';
import errors from '../src/infra/errorHandler';
import metrics from '../src/infra/metrics/plugin';
import domains from '../src/infra/domains';
import security from '../src/infra/security';
import cluster from '../src/infra/cluster';
import db from '../src/infra/db/plugin';
import challenge from '../src/features/challenge/plugin';
import fetchPlugin from '../src/features/fetch/plugin';
import mediaProxy from '../src/features/media-proxy/plugin';
import extract from '../src/features/extract/plugin';
import health from '../src/features/health/plugin';
import canaryPlugin from '../src/features/canary/plugin';

/** The server's parts the canary uses: the database, the extraction service (the real engine), the canary, the probes. */
export async function canaryApp(config: ServerConfig, options: { now?: () => number; schedule?: boolean } = {}): Promise<FastifyInstance> {
  // The merge feature (left out) makes the media folder that /readyz measures.
  fs.mkdirSync(config.mediaDir, { recursive: true });
  const app = Fastify({ logger: false });
  await app.register(errors);
  await app.register(metrics, { token: config.metricsToken });
  await app.register(domains, { dir: config.domainsDir });
  await app.register(security, { trustedHosts: config.trustedFetchHosts });
  await app.register(db, { config });
  await app.register(cluster, { redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix });
  await app.register(challenge, { config });
  await app.register(fetchPlugin, { config });
  await app.register(mediaProxy, { config });
  await app.register(extract, { config });
  await app.register(canaryPlugin, { config, now: options.now, schedule: options.schedule ?? false });
  await app.register(health, { config });
  await app.ready();
  return app;
}
