import type http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { OneLineRequestLog } from './infra/requestLog';
import compress from '@fastify/compress';
import type { ServerConfig } from './settings';
import errors from './infra/errorHandler';
import metrics from './infra/metrics/plugin';
import { rateLimitHeaders } from './infra/rateLimit';
import domains from './infra/domains';
import security from './infra/security';
import cors from './infra/cors';
import configRoutes from './features/config';
import siteRoutes from './features/site';
import db from './infra/db/plugin';
import cluster from './infra/cluster';
import accounts from './features/accounts/plugin';
import challenge from './features/challenge/plugin';
import fetchPlugin from './features/fetch/plugin';
import mediaProxy from './features/media-proxy/plugin';
import extract from './features/extract/plugin';
import merge from './features/merge/plugin';
import bundle from './features/bundle/plugin';
import links from './features/links/plugin';
import health from './features/health/plugin';
import canary from './features/canary/plugin';
import pwa from './features/pwa/plugin';
import engine from './features/engine/plugin';
import docs from './features/docs/plugin';
import { version } from '../package.json';
import { CLOSE_WAIT_MS } from './infra/redis';
import { drainStart, drainWait } from './infra/shutdown';
import { logProcessOutput, logStream } from './infra/logStream';
import { VALIDATION_OPTIONS } from './infra/validation';

/**
 * A request's time limits as Fastify's server options: REQUEST_TIMEOUT_SECONDS for the whole request, headers and body
 * (a slower one is answered 408 and its connection closed); the headers' own limit, Node's 60 s or the request's when
 * shorter (Node swaps the two when the headers' is the longer, which would leave a body its 60 s); and how often Node
 * looks for requests past them (it checks no sooner): a quarter of the limit, from 250 ms to 5 s. Node's limits end
 * once the request is in: a response, a long download's included, is not cut.
 */
function requestLimits(requestTimeoutSeconds: number): { requestTimeout: number; http: http.ServerOptions } {
  const ms = requestTimeoutSeconds * 1000;
  return { requestTimeout: ms, http: { headersTimeout: Math.min(60_000, ms), connectionsCheckingInterval: Math.min(5_000, Math.max(250, Math.floor(ms / 4))) } };
}

/**
 * Builds the whole server; `main.ts` listens, tests call `inject` or listen on a free port. `ownsProcess` (main.ts):
 * the process's output is the server's, and everything printed in it goes into the log from the start.
 */
export async function buildApp(config: ServerConfig, { ownsProcess = false } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      stream: await logStream(config.logFormat),
      // Never log signed media URLs or tokens: log the path only.
      serializers: { req: (req) => ({ method: req.method, url: req.url.split('?')[0], host: req.headers.host }) },
    },
    logController: new OneLineRequestLog(),
    bodyLimit: 100 * 1024,
    // A client that sends slowly holds no connection for ever.
    ...requestLimits(config.requestTimeoutSeconds),
    routerOptions: { maxParamLength: 200 },
    // Unknown fields are refused with a 400 rather than silently dropped; a JSON body's fields are not coerced.
    ...VALIDATION_OPTIONS,
    trustProxy: config.trustProxy,
    // Close hooks run under this limit too: a stop lets requests, downloads and merges finish for the grace period,
    // then waits a little for connections to close (Fastify's default of 10 s would cut that short).
    pluginTimeout: config.shutdownGraceSeconds * 1000 + 2 * CLOSE_WAIT_MS + 10_000,
  });
  if (ownsProcess) logProcessOutput(app.log);
  // First and last: a stop drains HTTP while everything registered between drains too (infra/shutdown.ts).
  await app.register(drainStart, { graceMs: config.shutdownGraceSeconds * 1000 });
  await app.register(errors);
  // Before every route: each request is counted, and the features feed `app.metrics`.
  await app.register(metrics, { token: config.metricsToken, listen: config.metricsListen });
  // The RateLimit fields of every answer a limit counted.
  await app.register(rateLimitHeaders);
  await app.register(domains, { dir: config.domainsDir });
  await app.register(security, { trustedHosts: config.trustedFetchHosts });
  await app.register(cors, { extraOrigins: config.corsOrigins });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // Before every route: the API's description is made from the routes as they are registered.
  await app.register(docs, { version });
  await app.register(configRoutes, { config, version });
  await app.register(db, { config });
  await app.register(cluster, { redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix });
  // Each feature is one plugin: its services, its decorators and its routes.
  await app.register(accounts, { config });
  // The bot check's gate (`requirePass`), which the costly calls of the features below ask first.
  await app.register(challenge, { config });
  await app.register(fetchPlugin, { config });
  await app.register(mediaProxy, { config });
  await app.register(extract, { config });
  await app.register(engine, { config });
  await app.register(merge, { config });
  await app.register(bundle, { config });
  await app.register(links);
  await app.register(pwa);
  await app.register(canary, { config });
  await app.register(health, { config });
  await app.register(siteRoutes, { appsDir: config.appsDir, serverRender: config.serverRender });
  await app.register(drainWait);
  return app;
}
