/** Schemas of POST /api/download-video (SPEC §7): request body and VideoInfo reply, with their types. */
import { Type } from '@sinclair/typebox';
import { ErrorReply, NullableType, OPTIONAL_BEARER_OR_API_KEY, errorReplies, named } from '../../shared/schemas';

export const FormatReply = named(
  'Format',
  Type.Object(
  {
  url: Type.String(),
  label: Type.String(),
  ext: Type.String(),
  resolution: NullableType('string'),
  is_audio_only: Type.Boolean(),
  has_audio: Type.Boolean(),
  tbr: NullableType('number'),
  abr: NullableType('number'),
  vbr: NullableType('number'),
  filesize: NullableType('integer'),
  conversion: Type.Optional(
    Type.Object({ to: Type.String(), bitrate_kbps: NullableType('integer'), more: Type.Boolean() }, { description: 'Set on an audio format the server converts to (start-merge with convert and bitrate).' }),
  ),
  track_tag: Type.Optional(Type.String({ description: "Set when the format's audio is not the source's own track: what its file name adds (`es`, `en-5.1`)." })),
  },
  { description: 'One format of a result: its server link (`url`, signed) and what it holds.' },
  ),
);

export const AudioTrackReply = named(
  'AudioTrack',
  Type.Object(
  {
    id: Type.String({ description: 'The track within the result (`en`, `es`, `en.6ch`, `en.description`).' }),
    language: NullableType('string'),
    name: NullableType('string'),
    original: Type.Boolean(),
    kind: Type.String({ description: 'main, dub, description or commentary' }),
    channels: NullableType('integer'),
    codec: NullableType('string'),
    abr: NullableType('number'),
    formats: Type.Optional(Type.Array(FormatReply.ref, { description: "The formats with this track's audio; absent on the first track, whose formats are the result's." })),
  },
  { description: 'One audio track of a source that has several, the source’s own (original or default) first.' },
  ),
);

export const VideoInfoReply = named(
  'VideoInfo',
  Type.Object(
  {
  title: Type.String(),
  platform: Type.String(),
  thumbnail_url: NullableType('string'),
  uploader: NullableType('string'),
  description: NullableType('string'),
  duration: NullableType('number'),
  is_podcast: Type.Boolean(),
  series: NullableType('string'),
  episode_number: NullableType('integer'),
  season_number: NullableType('integer'),
  formats: Type.Array(FormatReply.ref),
  audio_tracks: Type.Optional(Type.Array(AudioTrackReply.ref)),
  episodes: Type.Optional(Type.Array(Type.Object({ title: Type.String(), url: Type.String(), published: NullableType('string'), duration: NullableType('number'), thumbnail_url: NullableType('string') }))),
  list_id: Type.Optional(Type.String()),
  subtitles: Type.Optional(Type.Array(Type.Object({ lang: Type.String(), name: Type.String(), automatic: Type.Boolean(), srt: Type.String(), vtt: Type.String() }))),
  },
  { description: 'What a pasted link holds (SPEC §7): the media, its details and its formats, best first.' },
  ),
);

/** The named schemas of the extraction's answer, registered by the extract plugin. */
export const EXTRACT_SCHEMAS = [FormatReply.schema, AudioTrackReply.schema, VideoInfoReply.schema];

export const DownloadVideoBody = Type.Object({
  tweet_url: Type.String({ minLength: 1, maxLength: 2048 }),
  browser_fingerprint: Type.Optional(Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true })),
  user_consent: Type.Optional(Type.Boolean()),
});

export const downloadVideoSchema = {
  operationId: 'extractMedia',
  summary: 'Extracts a pasted link: the media, its details and its formats, best first',
  security: OPTIONAL_BEARER_OR_API_KEY,
  body: DownloadVideoBody,
  response: {
    200: VideoInfoReply.ref,
    ...errorReplies('Refused (`code` says why): 400 not a link or an invalid request, 401 a wrong or revoked API key (`api_key.invalid`), 403 private, age-restricted or sign-in only, or a bot check is required first (`challenge.required`), 404 or 410 gone, 422 nothing to download (a malformed feed too), 429 too many extractions or the daily limit, 451 blocked in the server’s country'),
    '5xx': ErrorReply,
  },
};
