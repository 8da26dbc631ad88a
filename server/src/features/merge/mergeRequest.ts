/**
 * What a start-merge query asks for, read once for both its endpoint and a clip cut from a start-merge link: the
 * schema of the query, the source checks, and the merge request (formats of a stored extraction, with a conversion).
 */
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { CONVERSION_TARGETS, DEFAULT_MP3_KBPS, MP3_BITRATES } from '@dl/contract';
import { HttpError } from '../../infra/errors';
import type { MergeRequest } from './task';

export const TaskId = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });
// A format's id as the engine gives it, which may hold any letter (an HLS track's name: `aud-Español`); it is only ever
// looked up among the stored extraction's formats.
const FormatId = Type.String({ maxLength: 200, pattern: '^[^\\s/\\\\?#&<>"]*$' });

export const StartMergeQuerystring = Type.Object({
  task_id: TaskId,
  video_format_id: Type.Optional(FormatId),
  audio_format_id: Type.Optional(FormatId),
  // An audio conversion of the audio format (issue #23), and an MP3's bitrate in kbps. Literals (not StringEnum, an
  // Unsafe type) so that TypeBox's Value can check a link's query by this schema too.
  convert: Type.Optional(Type.Union(CONVERSION_TARGETS.map((t) => Type.Literal(t)))),
  bitrate: Type.Optional(Type.Union(MP3_BITRATES.map((k) => Type.Literal(k)))),
});
export type StartMergeQuery = Static<typeof StartMergeQuerystring>;

/** A start-merge link's query read by the endpoint's own schema; null when it does not fit it. */
export function startMergeQueryOf(link: URL): StartMergeQuery | null {
  const raw = Value.Convert(StartMergeQuerystring, Object.fromEntries(link.searchParams.entries()));
  return Value.Check(StartMergeQuerystring, raw) ? raw : null;
}

/**
 * Refuses a source the egress policy forbids (scheme, private or loopback address) with a clear 400 now, rather than
 * a task that fails later; the egress proxy still checks every request ffmpeg makes.
 */
export async function guardCheck(app: FastifyInstance, url: string): Promise<void> {
  try {
    await app.fetcher.guard.check(app.fetcher.guard.parseUrl(url));
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 400) throw err;
  }
}

/** The merge (or conversion) a start-merge query asks for, its sources checked against the egress policy. */
export async function formatsRequestOf(app: FastifyInstance, q: StartMergeQuery): Promise<Extract<MergeRequest, { extraction: unknown }>> {
  if (q.bitrate && q.convert !== 'mp3') throw new HttpError(400, 'A bitrate can be chosen for MP3 only.', 'merge.bitrate_not_mp3');
  const extraction = await app.extract.getExtraction(q.task_id);
  for (const id of [q.video_format_id, q.audio_format_id]) {
    const source = id ? extraction?.info.formats.find((f) => f.format_id === id) : undefined;
    if (source) await guardCheck(app, source.url);
  }
  const conversion = q.convert ? { to: q.convert, bitrateKbps: q.convert === 'mp3' ? q.bitrate ?? DEFAULT_MP3_KBPS : null } : null;
  return { extraction, videoFormatId: q.video_format_id || null, audioFormatId: q.audio_format_id || null, conversion };
}
