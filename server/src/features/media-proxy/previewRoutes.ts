/** GET /api/preview: what a format link will play, a signed direct file or a server merge. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { START_MERGE_PATH } from '@dl/contract';
import { HttpError } from '../../infra/errors';
import { containerFor } from '../../shared/container';
import type { RawFormat, StoredExtraction } from '../../shared/extraction';
import { mediaFilename } from '../../shared/mediaFilename';
import { ErrorReply, PUBLIC, errorReplies } from '../../shared/schemas';
import { PROXY_MESSAGES as M } from './messages';
import { TIKTOK_HEADERS, type MediaProxyService } from './proxyService';
import { PreviewQuerystring, PreviewReply } from './schemas';
import type { MediaLinkSigner } from './signer';
import { parseSiteLink, verifiedLink } from './verifiedLink';

export const previewRoutes: FastifyPluginAsyncTypebox<{ signer: MediaLinkSigner; proxy: MediaProxyService }> = async (app, { signer, proxy }) => {
  const schema = {
    operationId: 'getPreview',
    summary: 'What a preview link plays: its kind, playable URL, filename, type and size',
    security: PUBLIC,
    querystring: PreviewQuerystring,
    response: { 200: PreviewReply.ref, ...errorReplies('400 a link that cannot be previewed, 403 a forged link, 410 an expired one'), '5xx': ErrorReply },
  };
  app.get('/api/preview', { schema }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const parsed = parseSiteLink(req.query.url);
    if (!parsed) throw new HttpError(400, M.previewUnsupported, 'preview.unsupported');
    if (parsed.pathname === START_MERGE_PATH) return previewMerge(app, parsed);
    if (parsed.pathname !== '/api/proxied_download' && parsed.pathname !== '/api/tiktok_proxy') {
      throw new HttpError(400, M.previewUnsupported, 'preview.unsupported');
    }
    const link = verifiedLink(signer, Object.fromEntries(parsed.searchParams.entries()));
    const probe = await proxy.probe(link, parsed.pathname === '/api/tiktok_proxy' ? TIKTOK_HEADERS : undefined);
    return {
      kind: 'direct' as const,
      playable_url: `${parsed.pathname}${parsed.search}`,
      filename: probe.filename,
      content_type: probe.contentType,
      size: probe.size,
      is_audio: /^audio\//.test(probe.contentType),
      expires_at: new Date(link.expires * 1000).toISOString(),
      title: null,
    };
  });
};

async function previewMerge(app: FastifyInstance, url: URL): Promise<Static<typeof PreviewReply.ref>> {
  const id = url.searchParams.get('task_id') ?? '';
  const videoId = url.searchParams.get('video_format_id');
  const audioId = url.searchParams.get('audio_format_id');
  const extraction: StoredExtraction | null = id && app.hasDecorator('extract') ? await app.extract.getExtraction(id) : null;
  if (!extraction) throw new HttpError(410, M.expired, 'link.expired');
  const find = (fid: string | null) => (fid ? extraction.info.formats.find((f) => f.format_id === fid) ?? null : null);
  const video = find(videoId);
  const audio = find(audioId);
  if ((videoId && !video) || (audioId && !audio) || (!video && !audio)) throw new HttpError(400, M.previewUnsupported, 'preview.unsupported');
  const sizeOf = (f: RawFormat | null) => (f ? f.filesize ?? f.filesize_approx ?? null : null);
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
