import fp from 'fastify-plugin';
import type { DomainConfig } from '@dl/shared-config';
import { DomainRegistry } from '../services/domainRegistry';

declare module 'fastify' {
  interface FastifyInstance {
    domains: DomainRegistry;
  }
  interface FastifyRequest {
    /** The domain configuration for this request's Host. */
    domain: DomainConfig;
  }
}

export default fp<{ dir: string }>(
  async (app, { dir }) => {
    const registry = DomainRegistry.load(dir, (msg) => app.log.warn(msg));
    app.decorate('domains', registry);
    app.decorateRequest('domain', null as unknown as DomainConfig);
    // Callback-style hooks are the cheapest on this hot path (every request passes here).
    app.addHook('onRequest', (req, _reply, done) => {
      req.domain = registry.forHost(req.headers.host);
      done();
    });
  },
  { name: 'domains' },
);
