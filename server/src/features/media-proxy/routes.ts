/**
 * GET/HEAD /api/proxied_download and /api/tiktok_proxy (signed, expiring links streamed through the guarded
 * fetcher) and GET /api/image-proxy (images only, capped, cacheable).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { enforceClient } from '../../infra/rateLimit';
import { ErrorReply, OPTIONAL_API_KEY, PUBLIC, errorReplies, fileReply } from '../../shared/schemas';
import { TIKTOK_HEADERS, type MediaProxyService } from './proxyService';
import { ImageQuerystring, LinkQuerystring } from './schemas';
import type { MediaLinkSigner, VerifiedLink } from './signer';
import { verifiedLink } from './verifiedLink';

type LinkRequest = FastifyRequest<{ Querystring: Static<typeof LinkQuerystring> }>;

/** A URL path's part, percent-decoded; as it is when it is not valid percent-encoding. */
function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

export const proxyRoutes: FastifyPluginAsyncTypebox<{ signer: MediaLinkSigner; proxy: MediaProxyService }> = async (app, { signer, proxy }) => {
  // SPEC §7: `/api/proxied_download?url=…` also streams a plain link (a preview of a media file found
  // elsewhere). It goes through the same guarded fetcher as signed links, and a client may open only so many.
  // `/api/tiktok_proxy` (which adds TikTok's headers) takes signed links only.
  const unsignedLimiter = app.limiter('proxy-plain-url', 60, 60_000);
  const linkFor = async (req: LinkRequest, plainAllowed: boolean): Promise<VerifiedLink> => {
    const q = req.query;
    if (plainAllowed && q.url && !q.sig && q.expires === undefined && !q.h && !q.c) {
      // A plain link costs the operator a download for anyone; the links an extraction signed need no pass.
      await app.requirePass(req);
      await enforceClient(req, unsignedLimiter, 'Too many downloads at once. Please wait a minute and try again.', 'proxy.throttled');
      const url = app.fetcher.guard.parseUrl(q.url);
      // The URL's last part gives a stem only: the extension is what the source's answer says its bytes are.
      const base = safeDecode(url.pathname.split('/').pop() || '') || 'download';
      return { url: q.url, filename: q.filename || base, headers: {}, expires: 0, cookies: null, signed: false };
    }
    return verifiedLink(signer, q);
  };

  const streamHandler = (routeHeaders?: Record<string, string>) => async (req: LinkRequest, reply: FastifyReply) => {
    const link = await linkFor(req, !routeHeaders);
    const result = await proxy.stream(link, {
      method: req.method === 'HEAD' ? 'HEAD' : 'GET',
      range: typeof req.headers.range === 'string' ? req.headers.range : undefined,
      ifRange: typeof req.headers['if-range'] === 'string' ? req.headers['if-range'] : undefined,
      routeHeaders,
      name: req.query.name,
    });
    reply.code(result.status).headers(result.headers);
    if (!result.body) return reply.send();
    reply.raw.on('close', () => result.body?.destroy());
    return reply.send(result.body);
  };

  for (const [path, headers] of [['/api/proxied_download', undefined], ['/api/tiktok_proxy', TIKTOK_HEADERS]] as const) {
    app.route({
      method: ['GET', 'HEAD'],
      url: path,
      exposeHeadRoute: false,
      config: { servesFiles: true },
      compress: false,
      schema: {
        // HEAD's operationId is GET's with `Head` after it (docs/plugin.ts).
        operationId: path === '/api/proxied_download' ? 'proxyMedia' : 'proxyTiktokMedia',
        summary: path === '/api/proxied_download' ? 'A signed media link, streamed from its source (Range, HEAD)' : 'A signed TikTok media link, streamed with the headers TikTok needs',
        // The unsigned `?url=` form is what an API key will be used for; a signed link needs no credentials.
        security: path === '/api/proxied_download' ? OPTIONAL_API_KEY : PUBLIC,
        querystring: LinkQuerystring,
        response: {
          200: fileReply('The media, as its source sends it', ['*/*']),
          206: fileReply('The part of the media the `Range` header asked for', ['*/*']),
          ...errorReplies('400 an invalid request, 401 a wrong or revoked API key (`api_key.invalid`), 403 a forged link, or for an unsigned `url` a bot check is required first (`challenge.required`), 410 an expired one, 404 gone at the source, 429 too many unsigned links at once'),
          '5xx': ErrorReply,
        },
      },
      handler: streamHandler(headers),
    });
  }

  // The answer is the image's bytes (not JSON): only the error answers have a schema.
  const imageHandler = async (req: FastifyRequest<{ Querystring: Static<typeof ImageQuerystring> }>, reply: FastifyReply) => {
    const image = await proxy.image(req.query.url);
    reply
      .header('content-type', image.contentType)
      .header('content-length', String(image.data.length))
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; sandbox");
    return reply.send(image.data);
  };
  app.get(
    '/api/image-proxy',
    {
      schema: {
        operationId: 'proxyImage',
        summary: 'A thumbnail or image, fetched by the server',
        security: PUBLIC,
        querystring: ImageQuerystring,
        response: {
          200: fileReply('The image', ['image/*']),
          ...errorReplies('400 an invalid or refused address, 404 no image there, 413 too large, 415 not an image'),
          '5xx': ErrorReply,
        },
      },
    },
    imageHandler,
  );
};
