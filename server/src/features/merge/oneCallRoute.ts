/**
 * GET /api/file (issue 51): one call for a program that cannot follow the site's steps (an iOS Shortcut, a
 * bookmarklet, a script): a link and what to keep in, the file out. The server extracts the link, picks the format
 * the options ask for, starts its merge or conversion when it needs one, and redirects to the file, which a merge
 * streams while it is written. With `Accept: application/json` it answers the file's address instead of redirecting
 * (for a page that cannot read a redirect). A signed-in caller's or an API key's download is counted and recorded in
 * the owner's history, as the site's own page records it.
 */
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isMergeUrl, preferredFormatIndex, type Format, type VideoInfo } from '@dl/contract';
import { HttpError } from '../../infra/errors';
import { OPTIONAL_BEARER_OR_API_KEY, StringEnum, errorReplies, named } from '../../shared/schemas';
import { formatsRequestOf, startMergeQueryOf } from './mergeRequest';
import type { MergeManager } from './task';

export const ONE_CALL_PATH = '/api/file';

const QUALITIES = ['best', '4k', '1080p', '720p', '480p', '360p', 'audio'] as const;
const AUDIO_KINDS = ['mp3', 'm4a', 'aac', 'wav', 'flac', 'original'] as const;

const OneCallQuerystring = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 4096, description: 'The link, as a visitor would paste it.' }),
    quality: Type.Optional(StringEnum(QUALITIES, { description: 'The tallest video at or below this height (`best`: the tallest), or `audio` for the audio alone. Default `best`.' })),
    audio: Type.Optional(StringEnum(AUDIO_KINDS, { description: 'With `quality=audio`: the format to convert to, or `original` for the source’s own audio file. Default `mp3`.' })),
  },
  { additionalProperties: false },
);
type OneCallQuery = Static<typeof OneCallQuerystring>;

export const OneCallReply = named(
  'OneCallFile',
  Type.Object(
    {
      url: Type.String({ description: 'The file’s address; it needs no key.' }),
      title: Type.String(),
      platform: Type.String(),
      format: Type.String({ description: 'The chosen format’s label.' }),
      merged: Type.Boolean({ description: 'Whether the server merges or converts the file (it streams while it is written).' }),
    },
    { description: 'Where the file a one-call download asked for is.' },
  ),
);

export const NO_SUCH_FORMAT = 'This media has no format of the kind you asked for.';

/** The format the options ask for, or null. */
export function chosenFormat(formats: readonly Format[], quality: OneCallQuery['quality'] = 'best', audio: OneCallQuery['audio'] = 'mp3'): Format | null {
  if (quality !== 'audio') {
    const i = preferredFormatIndex(formats, quality === 'best' ? 'auto' : quality);
    return i >= 0 && !formats[i].is_audio_only ? formats[i] : null;
  }
  const audios = formats.filter((f) => f.is_audio_only);
  if (audio === 'original') {
    const own = audios.filter((f) => !f.conversion);
    return own.sort((a, b) => (b.abr ?? b.tbr ?? 0) - (a.abr ?? a.tbr ?? 0))[0] ?? null;
  }
  const converted = audios.filter((f) => f.conversion?.to === audio);
  return converted.find((f) => !f.conversion?.more) ?? converted[0] ?? null;
}

/** The history entry of a one-call download: the link asked for, the media's details and the file's address. */
function historyEntry(link: string, info: VideoInfo, format: Format, fileUrl: string) {
  return {
    url: link,
    title: info.title,
    platform: info.platform,
    format: format.is_audio_only ? ('audio' as const) : ('video' as const),
    quality: format.label,
    file_size: format.filesize,
    thumbnail_url: info.thumbnail_url,
    duration: info.duration,
    file_url: fileUrl,
    status: 'completed' as const,
  };
}

export interface OneCallOptions {
  manager: MergeManager;
  /** Counts a merge's start against the caller's limit (the merge routes' own). */
  enforceStarts: (req: FastifyRequest) => Promise<void>;
}

export const oneCallRoute: FastifyPluginAsyncTypebox<OneCallOptions> = async (app, { manager, enforceStarts }) => {
  const schema = {
    operationId: 'downloadFile',
    summary: 'One call for programs: a link in, a redirect to the file out (or its address, with Accept: application/json)',
    security: OPTIONAL_BEARER_OR_API_KEY,
    querystring: OneCallQuerystring,
    response: {
      200: OneCallReply.ref,
      302: { description: 'The file’s address in `Location` (it needs no key)' },
      ...errorReplies(
        '400 an invalid link or option, 401 a wrong or revoked API key (`api_key.invalid`), 403 a bot check is required first (`challenge.required`), 422 no format of the kind asked for (`file.no_format`) or media that cannot be extracted, 429 over the caller’s limits (the daily downloads, the extractions or merge starts a minute)',
      ),
    },
  };
  app.get(ONE_CALL_PATH, { schema }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    await app.requirePass(req);
    // A signed-in caller or a key's owner: refused past the daily limit before any work, and the download recorded.
    const user = app.hasDecorator('optionalUser') ? await app.optionalUser(req) : null;
    if (user) await app.accounts.assertWithinDailyLimit(user);
    const info = await app.extract.extract(req.query.url, req.ip, req.clientLimit);
    const format = chosenFormat(info.formats, req.query.quality, req.query.audio);
    if (!format) throw new HttpError(422, NO_SUCH_FORMAT, 'file.no_format');
    let path = format.url;
    const merged = isMergeUrl(format.url);
    if (merged) {
      const query = startMergeQueryOf(new URL(format.url, 'http://server.invalid'));
      if (!query) throw new HttpError(422, NO_SUCH_FORMAT, 'file.no_format');
      const request = await formatsRequestOf(app, query);
      await enforceStarts(req);
      path = `/api/download/file/${(await manager.start(request)).id}`;
    }
    const url = new URL(path, `${req.protocol}://${req.host}`).toString();
    if (user) await app.history.recordDownload(user, historyEntry(req.query.url, info, format, url));
    if (/^application\/json\b/i.test(req.headers.accept ?? '')) return { url, title: info.title, platform: info.platform, format: format.label, merged };
    return reply.redirect(url, 302);
  });
};
