/**
 * Clips (issue #23): GET /api/download/start-clip cuts a preview's media link (a start-merge link of an extraction's
 * formats, with its conversion if it has one, or a signed link to a file) from `start` to `end`; the task runs
 * through the merge pipeline and answers on the merge's status and file endpoints. GET /api/download/clip-limit tells
 * the caller the longest clip its tier may cut (CLIP_MAX_SECONDS).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { CLIP_CUTS, CLIP_LIMIT_PATH, START_CLIP_PATH, START_MERGE_PATH, clipTooLong, detectPlatform } from '@dl/contract';
import { clipLimitOf, type ClipLimits } from './settings';
import { HttpError } from '../../infra/errors';
import { KEY_REFUSED, OPTIONAL_BEARER_OR_API_KEY, StringEnum, errorReplies } from '../../shared/schemas';
import { ClipLimitReply, MergeTaskReply } from './schemas';
import { TIKTOK_HEADERS, parseSiteLink, verifiedLink, type MediaLinkSigner } from '../media-proxy';
import { MERGE_TEXT, type Clip, type MergeManager, type MergeRequest } from './task';
import { formatsRequestOf, guardCheck, startMergeQueryOf } from './mergeRequest';

/** Longest media a clip may be cut from: 24 hours. */
const MAX_TIME = 24 * 3600;
const Seconds = Type.Number({ minimum: 0, maximum: MAX_TIME });
const StartClipQuerystring = Type.Object({
  /** The preview's media link: a start-merge link, or a signed /api/proxied_download or /api/tiktok_proxy link. */
  source: Type.String({ minLength: 1, maxLength: 8000 }),
  start: Seconds,
  end: Seconds,
  cut: Type.Optional(StringEnum(CLIP_CUTS)),
});


export interface ClipRouteOptions {
  manager: MergeManager;
  signer: MediaLinkSigner;
  limits: ClipLimits;
  /** Counts a start against the caller's merge starts per minute (shared with start-merge). */
  enforceStarts: (req: FastifyRequest) => Promise<void>;
}

/** The signed-in caller's tier, or null for a visitor. */
async function tierOf(app: FastifyInstance, req: FastifyRequest): Promise<string | null> {
  if (!app.hasDecorator('optionalUser')) return null;
  return (await app.optionalUser(req))?.tier ?? null;
}

/** A signed link's file, verified (403 forged, 410 expired). */
async function linkRequest(app: FastifyInstance, signer: MediaLinkSigner, link: URL, clip: Clip): Promise<MergeRequest> {
  const verified = verifiedLink(signer, Object.fromEntries(link.searchParams.entries()));
  await guardCheck(app, verified.url);
  const tiktok = link.pathname === '/api/tiktok_proxy';
  return {
    link: {
      url: verified.url,
      headers: tiktok ? { ...TIKTOK_HEADERS, ...verified.headers } : verified.headers,
      filename: verified.filename,
      title: verified.filename.replace(/\.[a-z0-9]{1,5}$/i, ''),
      platform: tiktok ? 'TikTok' : detectPlatform(verified.url),
      cookies: verified.cookies,
    },
    clip,
  };
}

export function registerClipRoutes(app: FastifyInstance, { manager, signer, limits, enforceStarts }: ClipRouteOptions): void {
  const clipLimitSchema = {
    operationId: 'getClipLimit',
    summary: 'The longest clip the caller may cut (by its tier; visitors have their own)',
    security: OPTIONAL_BEARER_OR_API_KEY,
    response: { 200: ClipLimitReply.ref, ...errorReplies(KEY_REFUSED) },
  };
  app.get(CLIP_LIMIT_PATH, { schema: clipLimitSchema }, async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    const tier = await tierOf(app, req);
    return { max_seconds: clipLimitOf(limits, tier), tier: tier ?? 'visitor' };
  });

  app.get<{ Querystring: typeof StartClipQuerystring.static }>(
    START_CLIP_PATH,
    {
      schema: {
        operationId: 'startClip',
        summary: 'Starts (or joins) the cut of a clip from a preview’s media link, at keyframes or exactly',
        security: OPTIONAL_BEARER_OR_API_KEY,
        querystring: StartClipQuerystring,
        response: { 200: MergeTaskReply.ref, ...errorReplies('400 an invalid request, a clip ending before it starts or longer than the caller may cut, 401 a wrong or revoked API key (`api_key.invalid`), 403 a forged link, or a bot check is required first (`challenge.required`), 410 an expired one, 429 too many started at once') },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      await app.requirePass(req);
      const q = req.query;
      const clip: Clip = { start: Math.round(q.start * 1000) / 1000, end: Math.round(q.end * 1000) / 1000, cut: q.cut ?? 'keyframes' };
      if (!(clip.end > clip.start)) throw new HttpError(400, MERGE_TEXT.clipEndBeforeStart, 'clip.end_before_start');
      const tier = await tierOf(app, req);
      const max = clipLimitOf(limits, tier);
      if (max !== null && clip.end - clip.start > max) {
        const free = clipLimitOf(limits, 'free');
        throw new HttpError(400, clipTooLong(max, tier !== null, free === null || free > max), 'clip.too_long');
      }
      const link = parseSiteLink(q.source);
      if (!link) throw new HttpError(400, MERGE_TEXT.clipUnsupported, 'clip.unsupported');
      let request: MergeRequest;
      if (link.pathname === START_MERGE_PATH) {
        const q = startMergeQueryOf(link);
        if (!q) throw new HttpError(400, MERGE_TEXT.clipUnsupported, 'clip.unsupported');
        request = { ...(await formatsRequestOf(app, q)), clip };
      }
      else if (link.pathname === '/api/proxied_download' || link.pathname === '/api/tiktok_proxy') request = await linkRequest(app, signer, link, clip);
      else throw new HttpError(400, MERGE_TEXT.clipUnsupported, 'clip.unsupported');
      await enforceStarts(req);
      const task = await manager.start(request);
      return { task_id: task.id, status: task.status };
    },
  );
}
