/**
 * GET/HEAD /api/proxied_download and /api/tiktok_proxy (signed, expiring links streamed through the guarded
 * fetcher), GET /api/image-proxy (images only, capped, cacheable) and GET /api/preview (what a format link
 * will play: a signed direct file or a server merge).
 */
import { START_MERGE_PATH } from '@dl/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors';
import { enforce } from '../../services/rateLimit';
import type { StoredExtraction } from '../../shared/extraction';
import { mediaFilename } from '../../shared/mediaFilename';
import { PROXY_MESSAGES as M } from './messages';
import { TIKTOK_HEADERS, type MediaProxyService } from './proxyService';
import { cleanGivenFilename } from '@dl/contract';
import { containerFor } from '../../shared/container';
import type { LinkQuery, MediaLinkSigner, VerifiedLink } from './signer';

const errorReply = { type: 'object', required: ['error'], properties: { error: { type: 'string' }, code: { type: 'string' } } } as const;

const linkQuerySchema = {
  type: 'object',
  required: ['url'],
  properties: {
    url: { type: 'string', maxLength: 8192 },
    filename: { type: 'string', maxLength: 1024 },
    expires: { type: 'string', maxLength: 20 },
    h: { type: 'string', maxLength: 4096 },
    sig: { type: 'string', maxLength: 128 },
    // The name the browser saves the file under (the preview page's host_platform_title_… pattern); not
    // signed, and only ever used, cleaned, in Content-Disposition.
    name: { type: 'string', maxLength: 300 },
  },
} as const;

const previewReply = {
  type: 'object',
  required: ['kind', 'playable_url', 'filename', 'content_type', 'size'],
  properties: {
    kind: { type: 'string', enum: ['direct', 'merge'] },
    playable_url: { type: 'string' },
    filename: { type: 'string' },
    content_type: { type: ['string', 'null'] },
    size: { type: ['integer', 'null'] },
    is_audio: { type: 'boolean' },
    expires_at: { type: ['string', 'null'] },
    title: { type: ['string', 'null'] },
    task_id: { type: 'string' },
    video_format_id: { type: ['string', 'null'] },
    audio_format_id: { type: ['string', 'null'] },
  },
} as const;

function verified(signer: MediaLinkSigner, query: LinkQuery): VerifiedLink {
  const result = signer.verify(query);
  if (result.ok) return result.link;
  if (result.reason === 'expired') throw new HttpError(410, M.expired, 'link.expired');
  throw new HttpError(403, M.invalid, 'link.invalid');
}

export async function mediaProxyRoutes(app: FastifyInstance, deps: { signer: MediaLinkSigner; proxy: MediaProxyService }): Promise<void> {
  const { signer, proxy } = deps;

  // SPEC §7: `/api/proxied_download?url=…` also streams a plain link (a preview of a media file found
  // elsewhere). It goes through the same guarded fetcher as signed links, and a client may open only so many.
  // `/api/tiktok_proxy` (which adds TikTok's headers) takes signed links only.
  const unsignedLimiter = app.limiter('proxy-plain-url', 60, 60_000);
  const linkFor = async (req: FastifyRequest<{ Querystring: LinkQuery }>, plainAllowed: boolean): Promise<VerifiedLink> => {
    const q = req.query;
    if (plainAllowed && q.url && !q.sig && q.expires === undefined && !q.h) {
      await enforce(unsignedLimiter, req.ip, 'Too many downloads at once. Please wait a minute and try again.', 'proxy.throttled');
      const url = app.fetcher.guard.parseUrl(q.url);
      const base = decodeURIComponent(url.pathname.split('/').pop() || '') || 'download';
      return { url: q.url, filename: cleanGivenFilename(q.filename || base), headers: {}, expires: 0 };
    }
    return verified(signer, q);
  };

  const streamHandler = (routeHeaders?: Record<string, string>) => async (req: FastifyRequest<{ Querystring: LinkQuery & { name?: string } }>, reply: FastifyReply) => {
    const signed = await linkFor(req, !routeHeaders);
    const link = req.query.name?.trim() ? { ...signed, filename: cleanGivenFilename(req.query.name) } : signed;
    const result = await proxy.stream(link, {
      method: req.method === 'HEAD' ? 'HEAD' : 'GET',
      range: typeof req.headers.range === 'string' ? req.headers.range : undefined,
      ifRange: typeof req.headers['if-range'] === 'string' ? req.headers['if-range'] : undefined,
      routeHeaders,
    });
    reply.code(result.status).headers(result.headers);
    if (!result.body) return reply.send();
    reply.raw.on('close', () => result.body?.destroy());
    return reply.send(result.body);
  };

  for (const [path, headers] of [['/api/proxied_download', undefined], ['/api/tiktok_proxy', TIKTOK_HEADERS]] as const) {
    app.route<{ Querystring: LinkQuery & { name?: string } }>({
      method: ['GET', 'HEAD'],
      url: path,
      exposeHeadRoute: false,
      config: { compress: false, servesFiles: true },
      compress: false,
      schema: { querystring: linkQuerySchema, response: { '4xx': errorReply, '5xx': errorReply } },
      handler: streamHandler(headers),
    } as never);
  }

  app.get<{ Querystring: { url: string } }>(
    '/api/image-proxy',
    {
      schema: {
        querystring: { type: 'object', required: ['url'], properties: { url: { type: 'string', minLength: 1, maxLength: 4096 } } },
        response: { '4xx': errorReply, '5xx': errorReply },
      },
    },
    async (req, reply) => {
      const image = await proxy.image(req.query.url);
      reply
        .header('content-type', image.contentType)
        .header('content-length', String(image.data.length))
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; sandbox");
      return reply.send(image.data);
    },
  );

  app.get<{ Querystring: { url: string } }>(
    '/api/preview',
    {
      schema: {
        querystring: { type: 'object', required: ['url'], properties: { url: { type: 'string', minLength: 1, maxLength: 16384 } } },
        response: { 200: previewReply, '4xx': errorReply, '5xx': errorReply },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      let parsed: URL;
      try {
        parsed = new URL(req.query.url, 'http://local.invalid');
      } catch {
        throw new HttpError(400, M.previewUnsupported, 'preview.unsupported');
      }
      if (parsed.pathname === START_MERGE_PATH) return previewMerge(app, parsed);
      if (parsed.pathname !== '/api/proxied_download' && parsed.pathname !== '/api/tiktok_proxy') {
        throw new HttpError(400, M.previewUnsupported, 'preview.unsupported');
      }
      const link = verified(signer, Object.fromEntries(parsed.searchParams.entries()));
      const probe = await proxy.probe(link, parsed.pathname === '/api/tiktok_proxy' ? TIKTOK_HEADERS : undefined);
      return {
        kind: 'direct',
        playable_url: `${parsed.pathname}${parsed.search}`,
        filename: link.filename,
        content_type: probe.contentType,
        size: probe.size,
        is_audio: /^audio\//.test(probe.contentType ?? ''),
        expires_at: new Date(link.expires * 1000).toISOString(),
        title: null,
      };
    },
  );
}

async function previewMerge(app: FastifyInstance, url: URL) {
  const id = url.searchParams.get('task_id') ?? '';
  const videoId = url.searchParams.get('video_format_id');
  const audioId = url.searchParams.get('audio_format_id');
  const extraction: StoredExtraction | null = id && app.hasDecorator('extract') ? await app.extract.getExtraction(id) : null;
  if (!extraction) throw new HttpError(410, M.expired, 'link.expired');
  const find = (fid: string | null) => (fid ? extraction.info.formats.find((f) => f.format_id === fid) ?? null : null);
  const video = find(videoId);
  const audio = find(audioId);
  if ((videoId && !video) || (audioId && !audio) || (!video && !audio)) throw new HttpError(400, M.previewUnsupported, 'preview.unsupported');
  const sizeOf = (f: typeof video) => (f ? f.filesize ?? f.filesize_approx ?? null : null);
  const sizes = [video, audio].filter(Boolean).map(sizeOf);
  const isAudio = !video;
  const { ext, type } = containerFor(video, audio);
  return {
    kind: 'merge' as const,
    playable_url: `${url.pathname}${url.search}`,
    filename: mediaFilename({ platform: extraction.platform, title: extraction.info.title }, video, audio, ext),
    content_type: type,
    size: sizes.every((s) => s !== null) ? Math.round(sizes.reduce((a: number, b) => a + (b as number), 0)) : null,
    is_audio: isAudio,
    expires_at: new Date(extraction.expiresAt).toISOString(),
    title: extraction.info.title,
    task_id: extraction.id,
    video_format_id: video?.format_id ?? null,
    audio_format_id: audio?.format_id ?? null,
  };
}
