/** Schemas of POST /api/download-video (SPEC §7): request body and VideoInfo reply, with their types. */
import { Type } from '@sinclair/typebox';
import { ErrorReply, NullableType } from '../../shared/schemas';

export const FormatReply = Type.Object({
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
});

export const AudioTrackReply = Type.Object(
  {
    id: Type.String({ description: 'The track within the result (`en`, `es`, `en.6ch`, `en.description`).' }),
    language: NullableType('string'),
    name: NullableType('string'),
    original: Type.Boolean(),
    kind: Type.String({ description: 'main, dub, description or commentary' }),
    channels: NullableType('integer'),
    codec: NullableType('string'),
    abr: NullableType('number'),
    formats: Type.Optional(Type.Array(FormatReply, { description: "The formats with this track's audio; absent on the first track, whose formats are the result's." })),
  },
  { description: 'One audio track of a source that has several, the source’s own (original or default) first.' },
);

export const VideoInfoReply = Type.Object({
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
  formats: Type.Array(FormatReply),
  audio_tracks: Type.Optional(Type.Array(AudioTrackReply)),
  episodes: Type.Optional(Type.Array(Type.Object({ title: Type.String(), url: Type.String(), published: NullableType('string'), duration: NullableType('number'), thumbnail_url: NullableType('string') }))),
  list_id: Type.Optional(Type.String()),
  subtitles: Type.Optional(Type.Array(Type.Object({ lang: Type.String(), name: Type.String(), automatic: Type.Boolean(), srt: Type.String(), vtt: Type.String() }))),
});

export const DownloadVideoBody = Type.Object({
  tweet_url: Type.String({ minLength: 1, maxLength: 2048 }),
  browser_fingerprint: Type.Optional(Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true })),
  user_consent: Type.Optional(Type.Boolean()),
});

export const downloadVideoSchema = {
  summary: 'Extracts a pasted link: the media, its details and its formats, best first',
  body: DownloadVideoBody,
  response: {
    200: VideoInfoReply,
    '4xx': ErrorReply,
    '5xx': ErrorReply,
  },
};
