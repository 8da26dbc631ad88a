/**
 * The media proxy feature: decorates the app with `mediaLinks` (the signer every feature uses to hand out
 * proxy links) and registers the proxy, image-proxy, preview and subtitle routes.
 */
import fp from 'fastify-plugin';
import type { ServerSettings } from '../../infra/serverSettings';
import type { MediaProxySettings } from './settings';
import '../fetch';
import { previewRoutes } from './previewRoutes';
import { MediaProxyService } from './proxyService';
import { PreviewReply } from './schemas';
import { proxyRoutes } from './routes';
import { MediaLinkSigner, loadSigningSecret } from './signer';
import { subtitleRoutes } from './subtitles';

declare module 'fastify' {
  interface FastifyInstance {
    mediaLinks: MediaLinkSigner;
  }
}

export default fp<{ config: MediaProxySettings & Pick<ServerSettings, 'dataDir'> & { ffmpegPath: string } }>(
  async (app, { config }) => {
    const signer = new MediaLinkSigner(loadSigningSecret(config.signingSecret, config.dataDir), config.mediaLinkTtlSeconds);
    const proxy = new MediaProxyService(app.fetcher, { maxBytes: config.proxyMaxBytes, imageMaxBytes: config.imageProxyMaxBytes }, app.operatorCookies);
    app.decorate('mediaLinks', signer);
    app.addSchema(PreviewReply.schema);
    await app.register(proxyRoutes, { signer, proxy });
    await app.register(previewRoutes, { signer, proxy });
    await app.register(subtitleRoutes, { signer, ffmpegPath: config.ffmpegPath });
  },
  { name: 'media-links', dependencies: ['fetch', 'cluster'] },
);
