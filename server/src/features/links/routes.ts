/** POST /api/shorten-preview (SPEC §7) and GET /api/shorten-preview/{id}, which /p/{id} resolves. */
import fp from 'fastify-plugin';
import { HttpError } from '../../errors';
import { enforce } from '../../services/rateLimit';
import { siteOrigin } from '../../services/headTags';
import { SHORT_LINK_KEYS, ShortLinkService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    shortLinks: ShortLinkService;
  }
}

export const LINK_TEXT = {
  notFound: 'This short link does not exist or has expired.',
  noUrl: 'A short link needs the media URL (params.url).',
  badUrl: 'The media URL must be a link of this site or an http(s) link.',
} as const;

const value = { anyOf: [{ type: 'string', maxLength: 4096 }, { type: 'number' }, { type: 'boolean' }, { type: 'null' }] } as const;

export default fp(
  async (app) => {
    const service = new ShortLinkService(app.db);
    app.decorate('shortLinks', service);
    const limiter = app.limiter('short-links', 30, 60_000);

    app.post<{ Body: { params: Record<string, unknown> } }>(
      '/api/shorten-preview',
      {
        schema: {
          body: {
            type: 'object',
            required: ['params'],
            additionalProperties: false,
            properties: {
              params: { type: 'object', additionalProperties: false, properties: Object.fromEntries(SHORT_LINK_KEYS.map((k) => [k, value])) },
            },
          },
          response: { 200: { type: 'object', required: ['short_url'], properties: { short_url: { type: 'string' } } } },
        },
      },
      async (req) => {
        await enforce(limiter, req.ip, 'Too many short links. Please wait a minute and try again.', 'links.throttled');
        const url = String(req.body.params.url ?? '').trim();
        if (!url) throw new HttpError(400, LINK_TEXT.noUrl, 'links.no_url');
        if (!/^(\/api\/|https?:\/\/)/i.test(url) || /[\s<>"]/.test(url)) throw new HttpError(400, LINK_TEXT.badUrl, 'links.bad_url');
        const id = await service.create(req.body.params);
        return { short_url: `${siteOrigin(req.domain, req.protocol, req.headers.host)}/p/${id}` };
      },
    );

    app.get<{ Params: { id: string } }>(
      '/api/shorten-preview/:id',
      { schema: { params: { type: 'object', properties: { id: { type: 'string', maxLength: 64 } } } } },
      async (req, reply) => {
        const params = await service.resolve(req.params.id);
        if (!params) throw new HttpError(404, LINK_TEXT.notFound, 'links.not_found');
        reply.header('cache-control', 'no-store');
        return { params };
      },
    );
  },
  { name: 'links', dependencies: ['db', 'cluster'] },
);
