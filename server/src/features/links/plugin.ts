/** Short links: decorates the app with `shortLinks` (the ShortLinkService) and registers their routes. */
import fp from 'fastify-plugin';
import { ShortLinkReply, linkRoutes } from './routes';
import { ShortLinkService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    shortLinks: ShortLinkService;
  }
}

export default fp(
  async (app) => {
    const service = new ShortLinkService(app.db);
    app.decorate('shortLinks', service);
    app.addSchema(ShortLinkReply.schema);
    await app.register(linkRoutes, { service });
  },
  { name: 'links', dependencies: ['db', 'cluster'] },
);
