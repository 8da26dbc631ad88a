/**
 * A graceful stop (SIGTERM, SIGINT, or app.close() of a listening server). At once: the server stops accepting
 * connections, closes the idle keep-alive ones, and answers any new request on a connection still open with 503 and
 * `Connection: close` (Fastify's return503OnClosing), so a load balancer moves on. Requests in flight, streamed
 * downloads included, may finish for the grace period (SHUTDOWN_GRACE_SECONDS); what is still open then is cut. The
 * merges' own preClose hooks run meanwhile with the same grace. The database, Redis and the rest close only after.
 *
 * Registered first (`drainStart`, whose preClose starts the drain without waiting for it) and last (`drainWait`,
 * whose preClose waits for it), so everything registered in between drains at the same time.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once every HTTP connection has closed after a stop began (at once when there was nothing to drain). */
    httpDrained: () => Promise<void>;
  }
}

export const drainStart = fp<{ graceMs: number }>(
  async (app: FastifyInstance, { graceMs }) => {
    let drained: Promise<void> = Promise.resolve();
    let draining = false;
    app.decorate('httpDrained', () => drained);
    app.addHook('preClose', async () => {
      if (!app.server.listening) return;
      draining = true;
      const open = () => new Promise<number>((resolve) => app.server.getConnections((_e, n) => resolve(n ?? 0)));
      app.log.info({ connections: await open(), grace_seconds: graceMs / 1000 }, 'stopping: no new connections; requests and downloads in flight may finish');
      drained = new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          void open().then((n) => n && app.log.warn({ connections: n }, 'stopping: the grace period is over; closing the connections still open'));
          app.server.closeAllConnections();
        }, graceMs);
        app.server.close(() => {
          clearTimeout(timer);
          resolve();
        });
        app.server.closeIdleConnections();
      });
    });
    // A keep-alive connection whose last answer has gone is closed at once, not after its idle time-out.
    app.addHook('onResponse', (_req, _reply, done) => {
      if (draining) setImmediate(() => app.server.closeIdleConnections());
      done();
    });
  },
  { name: 'drain-start' },
);

export const drainWait = fp(
  async (app: FastifyInstance) => {
    app.addHook('preClose', async () => {
      await app.httpDrained();
      app.log.info('stopping: every connection is closed');
    });
  },
  { name: 'drain-wait', dependencies: ['drain-start'] },
);
