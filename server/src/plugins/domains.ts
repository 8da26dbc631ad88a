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
    app.addHook('onRequest', async (req) => {
      req.domain = registry.forHost(req.headers.host);
    });
  },
  { name: 'domains' },
);
