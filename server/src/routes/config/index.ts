import type { FastifyPluginAsync } from 'fastify';
import type { ServerConfig } from '../../env';

const errorReply = { type: 'object', properties: { error: { type: 'string' }, code: { type: 'string' } } } as const;

const configRoutes: FastifyPluginAsync<{ config: ServerConfig; version: string }> = async (app, { config, version }) => {
  // Each domain's configuration is validated at start-up and never changes while the server runs:
  // serialize it once.
  const serialized = new WeakMap<object, string>();
  app.get('/api/domain-config', async (req, reply) => {
    let body = serialized.get(req.domain);
    if (!body) {
      body = JSON.stringify(req.domain);
      serialized.set(req.domain, body);
    }
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(body);
  });

  app.get(
    '/api/config',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['file_retention_seconds', 'environment'],
            properties: { file_retention_seconds: { type: 'integer' }, environment: { type: 'string' } },
          },
        },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return { file_retention_seconds: config.fileRetentionSeconds, environment: config.environment };
    },
  );

  const started = Date.now();
  app.get(
    '/api/health',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string' }, version: { type: 'string' }, uptime_seconds: { type: 'number' } },
          },
          503: errorReply,
        },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok', version, uptime_seconds: Math.round((Date.now() - started) / 1000) };
    },
  );
};

export default configRoutes;
