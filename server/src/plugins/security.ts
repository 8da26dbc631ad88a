import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { buildCsp } from '../services/csp';

/** Security headers (helmet) and a per-domain Content-Security-Policy. */
export default fp<{ trustedHosts?: string[] }>(
  async (app, { trustedHosts = [] }) => {
    const mediaOrigins = trustedHosts.flatMap((h) => [`http://${h}`, `https://${h}`]);
    await app.register(helmet, {
      contentSecurityPolicy: false, // set per domain below
      crossOriginEmbedderPolicy: false,
      // Remote builds may live on a CDN origin and must be loadable by the shell.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    const cache = new WeakMap<object, string>();
    app.addHook('onRequest', (req, reply, done) => {
      let csp = cache.get(req.domain);
      if (!csp) {
        csp = buildCsp(req.domain, mediaOrigins);
        cache.set(req.domain, csp);
      }
      reply.header('content-security-policy', csp);
      done();
    });
  },
  { name: 'security', dependencies: ['domains'] },
);
