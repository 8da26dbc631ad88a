/** JSON schemas of POST /api/download-video (SPEC §7): request body and VideoInfo reply. */

export const errorReply = {
  type: 'object',
  required: ['error'],
  properties: { error: { type: 'string' }, code: { type: 'string' } },
} as const;

const nullable = (type: 'string' | 'number' | 'integer') => ({ type: [type, 'null'] }) as const;

export const formatSchema = {
  type: 'object',
  required: ['url', 'label', 'ext', 'resolution', 'is_audio_only', 'has_audio', 'tbr', 'abr', 'vbr', 'filesize'],
  properties: {
    url: { type: 'string' },
    label: { type: 'string' },
    ext: { type: 'string' },
    resolution: nullable('string'),
    is_audio_only: { type: 'boolean' },
    has_audio: { type: 'boolean' },
    tbr: nullable('number'),
    abr: nullable('number'),
    vbr: nullable('number'),
    filesize: nullable('integer'),
  },
} as const;

export const videoInfoSchema = {
  type: 'object',
  required: ['title', 'platform', 'thumbnail_url', 'uploader', 'description', 'duration', 'is_podcast', 'series', 'episode_number', 'season_number', 'formats'],
  properties: {
    title: { type: 'string' },
    platform: { type: 'string' },
    thumbnail_url: nullable('string'),
    uploader: nullable('string'),
    description: nullable('string'),
    duration: nullable('number'),
    is_podcast: { type: 'boolean' },
    series: nullable('string'),
    episode_number: nullable('integer'),
    season_number: nullable('integer'),
    formats: { type: 'array', items: formatSchema },
    episodes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['title', 'url', 'published'],
        properties: { title: { type: 'string' }, url: { type: 'string' }, published: nullable('string') },
      },
    },
  },
} as const;

export const downloadVideoSchema = {
  body: {
    type: 'object',
    required: ['tweet_url'],
    properties: {
      tweet_url: { type: 'string', minLength: 1, maxLength: 2048 },
      browser_fingerprint: { type: 'object', additionalProperties: true },
      user_consent: { type: 'boolean' },
    },
  },
  response: {
    200: videoInfoSchema,
    '4xx': errorReply,
    '5xx': errorReply,
  },
} as const;
