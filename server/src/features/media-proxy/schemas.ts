/** Schemas of the proxy, image-proxy and preview routes, with their types. */
import { Type } from '@sinclair/typebox';
import { NullableType, StringEnum, named } from '../../shared/schemas';

export const LinkQuerystring = Type.Object({
  url: Type.String({ maxLength: 8192 }),
  filename: Type.Optional(Type.String({ maxLength: 1024 })),
  expires: Type.Optional(Type.String({ maxLength: 20 })),
  h: Type.Optional(Type.String({ maxLength: 4096 })),
  // The platform whose operator cookies go with the source's requests (signed).
  c: Type.Optional(Type.String({ maxLength: 40 })),
  sig: Type.Optional(Type.String({ maxLength: 128 })),
  // The name the browser saves the file under (the preview page's host_platform_title_… pattern); not
  // signed, and only its stem is ever used, cleaned, in Content-Disposition (the extension is the bytes').
  name: Type.Optional(Type.String({ maxLength: 300 })),
});

export const ImageQuerystring = Type.Object({ url: Type.String({ minLength: 1, maxLength: 4096 }) });

export const PreviewQuerystring = Type.Object({ url: Type.String({ minLength: 1, maxLength: 16384 }) });

export const PreviewReply = named(
  'Preview',
  Type.Object(
  {
  kind: StringEnum(['direct', 'merge']),
  playable_url: Type.String(),
  filename: Type.String(),
  content_type: NullableType('string'),
  size: NullableType('integer'),
  is_audio: Type.Optional(Type.Boolean()),
  expires_at: Type.Optional(NullableType('string')),
  title: Type.Optional(NullableType('string')),
  task_id: Type.Optional(Type.String()),
  video_format_id: Type.Optional(NullableType('string')),
  audio_format_id: Type.Optional(NullableType('string')),
  },
  { description: 'What a preview link plays: a file streamed as it is (`direct`), or the merge of a video and an audio format (`merge`).' },
  ),
);
