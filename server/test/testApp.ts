/**
 * A Fastify instance with the error handler, domains, security headers, compression (as in buildApp) and the
 * fetch, media-proxy, extract and merge features, configured
 * like the real server (readConfig) with a temp DATA_DIR and the fixture host trusted.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { readConfig, type ServerConfig } from '../src/settings';
import { VALIDATION_OPTIONS } from '../src/infra/validation';
import errors from '../src/infra/errorHandler';
import metrics from '../src/infra/metrics/plugin';
import domains from '../src/infra/domains';
import security from '../src/infra/security';
import cluster from '../src/infra/cluster';
import db from '../src/infra/db/plugin';
import challenge from '../src/features/challenge/plugin';
import fetchPlugin from '../src/features/fetch/plugin';
import type { CookiePlatform } from '../src/features/fetch';
import mediaProxy from '../src/features/media-proxy/plugin';
import extract from '../src/features/extract/plugin';
import merge from '../src/features/merge/plugin';
import bundle from '../src/features/bundle/plugin';

export function testConfig(env: Record<string, string> = {}): ServerConfig {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dl-data-'));
  // On the cluster stack every app is a cluster of its own: its own key prefix under the test file's one.
  const prefix = process.env.REDIS_URL ? { REDIS_KEY_PREFIX: `${process.env.REDIS_KEY_PREFIX ?? 'dl:'}${crypto.randomBytes(4).toString('hex')}:` } : {};
  return readConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...prefix, ...env });
}

/**
 * `log`: hears every log line (pino's JSON, every level) instead of no log at all. `cookiePlatforms`: the platform
 * table the operator's cookies follow (a test's, whose hosts are its local servers'; the real table's are public names).
 */
export async function buildFeatureApp(
  config: ServerConfig,
  options: { log?: { write(line: string): void }; cookiePlatforms?: readonly CookiePlatform[] } = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.log ? { level: 'trace', stream: options.log } : false, ...VALIDATION_OPTIONS });
  await app.register(errors);
  await app.register(metrics, { token: config.metricsToken });
  await app.register(domains, { dir: config.domainsDir });
  await app.register(security, { trustedHosts: config.trustedFetchHosts });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // On the cluster stack (REDIS_URL) merge task records live in the database.
  if (config.redisUrl) await app.register(db, { config });
  await app.register(cluster, { redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix });
  await app.register(challenge, { config });
  await app.register(fetchPlugin, { config, cookiePlatforms: options.cookiePlatforms });
  await app.register(mediaProxy, { config });
  await app.register(extract, { config });
  await app.register(merge, { config });
  await app.register(bundle, { config });
  await app.ready();
  return app;
}
