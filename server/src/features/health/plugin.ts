/**
 * Probes for a load balancer or an orchestrator: GET /healthz (the process answers) and GET /readyz (every part the
 * instance needs is there: the database, Redis when configured, the engine and its JavaScript runtime, ffmpeg, room
 * in the media disk budget; 503 naming what fails). A server that is closing answers 503 to both (Fastify's
 * return503OnClosing), so it leaves the rotation as it drains.
 */
import fp from 'fastify-plugin';
import { readinessChecks, type Check, type HealthConfig } from './checks';
import { PUBLIC } from '../../shared/schemas';

const CHECK_TIMEOUT_MS = 3000;

async function run(check: Check): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`), CHECK_TIMEOUT_MS)));
  try {
    return await Promise.race([check(), timeout]);
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    clearTimeout(timer);
  }
}

export default fp<{ config: HealthConfig }>(
  async (app, { config }) => {
    const checks = readinessChecks(app, config);
    app.get('/healthz', { schema: { operationId: 'getLiveness', summary: 'Liveness: the process answers', security: PUBLIC } }, async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
    app.get('/readyz', { schema: { operationId: 'getReadiness', summary: 'Readiness: the database, Redis and the engine answer (503 naming what fails)', security: PUBLIC } }, async (_req, reply) => {
      const names = Object.keys(checks);
      const results = await Promise.all(names.map((name) => run(checks[name])));
      const failing = names.filter((_, i) => results[i] !== null);
      const detail = Object.fromEntries(names.map((name, i) => [name, results[i] ?? 'ok']));
      reply.header('cache-control', 'no-store');
      if (!failing.length) return reply.send({ status: 'ready', checks: detail });
      return reply.code(503).send({
        status: 'unavailable',
        error: `Not ready: ${failing.map((name) => `${name} (${detail[name]})`).join('; ')}`,
        code: 'health.not_ready',
        checks: detail,
      });
    });
  },
  { name: 'health', dependencies: ['db', 'cluster'] },
);
