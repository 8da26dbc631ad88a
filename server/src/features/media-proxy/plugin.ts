/**
 * The media proxy feature: decorates the app with `mediaLinks` (the signer every feature uses to hand out
 * proxy links) and registers the proxy, image-proxy and preview routes.
 */
import fp from 'fastify-plugin';
import type { ServerConfig } from '../../env';
import '../fetch';
import { MediaProxyService } from './proxyService';
import { mediaProxyRoutes } from './routes';
import { MediaLinkSigner, loadSigningSecret } from './signer';

declare module 'fastify' {
  interface FastifyInstance {
    mediaLinks: MediaLinkSigner;
  }
}

export default fp<{ config: ServerConfig }>(
  async (app, { config }) => {
    const signer = new MediaLinkSigner(loadSigningSecret(config.signingSecret, config.dataDir), config.mediaLinkTtlSeconds);
    const proxy = new MediaProxyService(app.fetcher, { maxBytes: config.proxyMaxBytes, imageMaxBytes: config.imageProxyMaxBytes });
    app.decorate('mediaLinks', signer);
    await mediaProxyRoutes(app, { signer, proxy });
  },
  { name: 'media-links', dependencies: ['fetch', 'cluster'] },
);
