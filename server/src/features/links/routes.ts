/** POST /api/shorten-preview (SPEC §7) and GET /api/shorten-preview/{id}, which /p/{id} resolves. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TOptional } from '@sinclair/typebox';
import { hasControlCharacter } from '@dl/contract';
import { HttpError } from '../../infra/errors';
import { enforce } from '../../infra/rateLimit';
import { siteOrigin } from '../../shared/headTags';
import { PUBLIC, errorReplies, jsonReply, named } from '../../shared/schemas';
import { SHORT_LINK_KEYS, type ShortLinkService } from './service';

export const LINK_TEXT = {
  notFound: 'This short link does not exist or has expired.',
  noUrl: 'A short link needs the media URL (params.url).',
  badUrl: 'The media URL must be a link of this site or an http(s) link.',
} as const;

const Value = Type.Union([Type.String({ maxLength: 4096 }), Type.Number(), Type.Boolean(), Type.Null()]);
const LinkParams = Object.fromEntries(SHORT_LINK_KEYS.map((k) => [k, Type.Optional(Value)])) as Record<(typeof SHORT_LINK_KEYS)[number], TOptional<typeof Value>>;
const ShortenBody = Type.Object({ params: Type.Object(LinkParams, { additionalProperties: false }) }, { additionalProperties: false });
/** Registered by the links plugin. */
export const ShortLinkReply = named('ShortLink', Type.Object({ short_url: Type.String() }, { description: 'A short link to a preview, on the domain it was made for.' }));
const ShortLinkParams = Type.Object({ id: Type.Optional(Type.String({ maxLength: 64 })) });

export const linkRoutes: FastifyPluginAsyncTypebox<{ service: ShortLinkService }> = async (app, { service }) => {
  const limiter = app.limiter('short-links', 30, 60_000);

  const shortenSchema = {
    operationId: 'createShortLink',
    summary: 'A short link to a preview',
    security: PUBLIC,
    body: ShortenBody,
    response: { 200: ShortLinkReply.ref, ...errorReplies('400 an invalid request or media URL, 429 too many short links') },
  };
  app.post('/api/shorten-preview', { schema: shortenSchema }, async (req) => {
    await enforce(limiter, req.ip, 'Too many short links. Please wait a minute and try again.', 'links.throttled');
    const url = String(req.body.params.url ?? '').trim();
    if (!url) throw new HttpError(400, LINK_TEXT.noUrl, 'links.no_url');
    if (!/^(\/api\/|https?:\/\/)/i.test(url) || /[\s<>"]/.test(url) || hasControlCharacter(url)) throw new HttpError(400, LINK_TEXT.badUrl, 'links.bad_url');
    const id = await service.create(req.body.params);
    return { short_url: `${siteOrigin(req.domain, req.protocol, req.headers.host)}/p/${id}` };
  });

  const resolveSchema = {
    operationId: 'getShortLink',
    summary: 'The preview parameters a short link stands for',
    security: PUBLIC,
    params: ShortLinkParams,
    response: { 200: jsonReply('`{ "params": { … } }`: the preview parameters the link was made with'), ...errorReplies('400 an invalid id, 404 no such link (or it expired)') },
  };
  app.get('/api/shorten-preview/:id', { schema: resolveSchema }, async (req, reply) => {
    const params = await service.resolve(req.params.id!);
    if (!params) throw new HttpError(404, LINK_TEXT.notFound, 'links.not_found');
    reply.header('cache-control', 'no-store');
    return { params };
  });
};
