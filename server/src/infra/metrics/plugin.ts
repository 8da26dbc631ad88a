/**
 * GET /metrics (Prometheus's text format, for a scraper holding METRICS_TOKEN; 404 for anyone else and when the token
 * is empty), the same alone on METRICS_LISTEN's address, and the instruments every request feeds: requests by method, route pattern and status, their durations,
 * the bytes sent, and refusals over a rate limit. A route pattern (`/api/download/file/:taskId`), never a path, so
 * that the series stay few.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createMetrics, holdsToken, serveMetrics } from './index';
import type { MetricsAddress } from './settings';

/** A request that matched no route (a page not found, a probe). */
const UNMATCHED = 'unmatched';

const bytesAtStart = new WeakMap<FastifyRequest, number>();

export default fp<{ token: string; listen?: MetricsAddress | null }>(
  async (app, { token, listen }) => {
    const metrics = createMetrics({ served: Boolean(token || listen) });
    app.decorate('metrics', metrics);
    app.decorateRequest('refusal', null);
    app.addHook('onRequest', async (req) => {
      // A connection answers one request at a time: what its socket wrote since is this request's answer.
      const written = req.raw.socket?.bytesWritten;
      if (typeof written === 'number') bytesAtStart.set(req, written);
    });
    app.addHook('onResponse', async (req: FastifyRequest, reply: FastifyReply) => {
      const route = req.routeOptions.url ?? UNMATCHED;
      if (route === '/metrics') return;
      const status = String(reply.statusCode);
      metrics.requests.inc({ method: req.method, route, status });
      metrics.requestSeconds.observe({ method: req.method, route }, reply.elapsedTime / 1000);
      const start = bytesAtStart.get(req);
      const written = req.raw.socket?.bytesWritten;
      if (start !== undefined && typeof written === 'number' && written >= start) metrics.bytesSent.inc({ route }, written - start);
      if (reply.statusCode === 429) metrics.refusals.inc({ route, reason: 'rate_limit' });
      else if (req.refusal) metrics.refusals.inc({ route, reason: req.refusal });
    });
    if (listen) {
      // METRICS_LISTEN: the metrics alone on a second address, from the moment the server is ready to its close.
      let alone: Awaited<ReturnType<typeof serveMetrics>> | undefined;
      app.addHook('onReady', async () => void (alone = await serveMetrics(metrics, listen, token)));
      app.addHook('onClose', async () => void (await new Promise((resolve) => (alone ? alone.close(resolve) : resolve(undefined)))));
    }
    if (!token) return;
    app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
      // To anyone else the route is not there: the site's own answer for a path it does not know.
      if (!holdsToken(req.headers.authorization, token)) return reply.callNotFound();
      return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  },
  { name: 'metrics' },
);
