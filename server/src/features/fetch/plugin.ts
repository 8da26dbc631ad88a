/**
 * Decorates the app with the guarded fetcher and the local egress proxy, shared by every feature that
 * fetches for a user (extraction, media proxy, merging). The proxy starts on first use and stops on close.
 */
import fp from 'fastify-plugin';
import type { ServerConfig } from '../../env';
import { EgressGuard } from './egressGuard';
import { EgressProxy } from './egressProxy';
import { GuardedFetcher } from './guardedFetcher';

declare module 'fastify' {
  interface FastifyInstance {
    fetcher: GuardedFetcher;
    egressProxy: EgressProxy;
  }
}

export function createFetcher(config: Pick<ServerConfig, 'trustedFetchHosts' | 'fetchTimeoutSeconds'>): GuardedFetcher {
  return new GuardedFetcher(new EgressGuard(config.trustedFetchHosts), {
    timeoutMs: config.fetchTimeoutSeconds * 1000,
    idleTimeoutMs: Math.max(30_000, config.fetchTimeoutSeconds * 2000),
  });
}

export default fp<{ config: ServerConfig }>(
  async (app, { config }) => {
    const fetcher = createFetcher(config);
    const egressProxy = new EgressProxy(fetcher, {
      connectTimeoutMs: config.fetchTimeoutSeconds * 1000,
      idleTimeoutMs: Math.max(30_000, config.fetchTimeoutSeconds * 2000),
      onRefused: (host) => app.log.warn({ host }, 'egress refused'),
    });
    app.decorate('fetcher', fetcher);
    app.decorate('egressProxy', egressProxy);
    app.addHook('onClose', async () => {
      await egressProxy.close();
      fetcher.close();
    });
  },
  { name: 'fetch' },
);
