import zlib from 'node:zlib';
import type { FastifyPluginAsync } from 'fastify';
import type { DomainConfig } from '@dl/contract';
import { negotiate } from '@fastify/accept-negotiator';
import type { ServerSettings } from '../../infra/serverSettings';
import type { BundleSettings } from '../bundle';
import type { MergeSettings } from '../merge';
import { ErrorReply, KEY_REFUSED, PUBLIC, errorReplies, jsonReply } from '../../shared/schemas';

type Config = Pick<ServerSettings, 'environment'> & Pick<MergeSettings, 'fileRetentionSeconds'> & Pick<BundleSettings, 'zipMaxItems'>;

/** A domain's configuration as sent: the JSON bytes and their brotli and gzip forms, made once. */
interface EncodedBodies {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** In the server's order of preference; the browser's q-values decide among them. */
const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

function encodeBodies(domain: DomainConfig): EncodedBodies {
  const identity = Buffer.from(JSON.stringify(domain));
  return {
    identity,
    br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
    gzip: zlib.gzipSync(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
}


const configRoutes: FastifyPluginAsync<{ config: Config; version: string }> = async (app, { config, version }) => {
  // Each domain's configuration is validated at start-up and never changes while the server runs: it is
  // serialized and compressed once, at the best settings (too slow to run per request), and every answer sends
  // those bytes (pages carry the configuration inline; the shell asks here only when that copy is missing, and
  // the debug panel). The compress plugin therefore stays out of this route.
  const encoded = new WeakMap<DomainConfig, EncodedBodies>();
  app.get('/api/domain-config', { compress: false, schema: { operationId: 'getDomainConfig', summary: 'The configuration of the domain the request is for (SPEC §3)', security: PUBLIC, response: { ...errorReplies(KEY_REFUSED), 200: jsonReply('The domain’s configuration (`contract` DomainConfig): branding, features, limits, texts') } } }, async (req, reply) => {
    let bodies = encoded.get(req.domain);
    if (!bodies) {
      bodies = encodeBodies(req.domain);
      encoded.set(req.domain, bodies);
    }
    const accepted = req.headers['accept-encoding'];
    // Coding names are case-insensitive (RFC 9110); the negotiator compares them as written.
    const encoding = accepted ? negotiate(accepted.toLowerCase(), ENCODINGS) : null;
    const vary = reply.getHeader('vary'); // CORS may have set it already (Origin)
    reply.header('cache-control', 'no-cache').header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding').type('application/json; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? bodies[encoding] : bodies.identity);
  });

  app.get(
    '/api/config',
    {
      // A 60-byte answer, far below the compression threshold: the compress plugin's hooks would only cost time.
      compress: false,
      schema: {
        operationId: 'getServerConfig',
        summary: 'How long merged files are kept, the environment, and the most items one ZIP download holds',
        security: PUBLIC,
        response: {
          ...errorReplies(KEY_REFUSED),
          200: {
            type: 'object',
            required: ['file_retention_seconds', 'environment'],
            properties: { file_retention_seconds: { type: 'integer' }, environment: { type: 'string' }, zip_max_items: { type: 'integer' } },
          },
        },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return { file_retention_seconds: config.fileRetentionSeconds, environment: config.environment, zip_max_items: config.zipMaxItems };
    },
  );

  const started = Date.now();
  app.get(
    '/api/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'The server’s version and uptime (and, for a debug domain, its engine)',
        security: PUBLIC,
        response: {
          ...errorReplies(KEY_REFUSED),
          200: {
            type: 'object',
            properties: {
              status: { type: 'string' },
              version: { type: 'string' },
              uptime_seconds: { type: 'number' },
              // Only for a domain in debug mode (its debug panel shows it): the engine, its origin, its last update.
              engine: {
                type: 'object',
                properties: {
                  version: { type: ['string', 'null'] },
                  origin: { type: 'string' },
                  last_update: {
                    type: ['object', 'null'],
                    properties: { at: { type: 'string' }, result: { type: 'string' }, from: { type: ['string', 'null'] }, to: { type: ['string', 'null'] }, message: { type: 'string' } },
                  },
                },
              },
            },
          },
          503: ErrorReply,
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const health = { status: 'ok', version, uptime_seconds: Math.round((Date.now() - started) / 1000) };
      return req.domain.features.debugMode && app.engineInfo ? { ...health, engine: await app.engineInfo() } : health;
    },
  );
};

export default configRoutes;
