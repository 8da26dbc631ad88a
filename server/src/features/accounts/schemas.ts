/** SPEC §7 /api/auth/*: request schemas, written once; the routes' and the service's input types come from them. */
import { Type, type Static } from '@sinclair/typebox';
import { AUDIO_FORMATS, HISTORY_SORTS, HISTORY_STATUSES, LANGUAGES, THEMES, TIMEZONES, VIDEO_QUALITIES } from '@dl/contract';
import { StringEnum, errorReplies, named } from '../../shared/schemas';

const Email = Type.String({ minLength: 3, maxLength: 320, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' });
const Password = Type.String({ minLength: 1, maxLength: 200 });
const EmailToken = Type.String({ minLength: 1, maxLength: 200 });
const NullableString = (maxLength: number) => Type.Union([Type.String({ maxLength }), Type.Null()]);
const closed = { additionalProperties: false } as const;

/** The `{ message }` answer of the session and mail routes. */
export const MessageReply = named('Message', Type.Object({ message: Type.Optional(Type.String()) }, { description: 'What was done, in words meant for the user.' }));

/** The 401 of a signed-in operation (`requireUser`). */
export const SIGNED_OUT = '401 no access token, or an invalid or expired one';

/** The account operations' error answers: `what`, and the 404 every one of them has where accounts are turned off. */
export const accountErrors = (what: string) => errorReplies(`${what}; 404 accounts are turned off on this site (\`auth.disabled\`)`);

export const RegisterBody = Type.Object(
  {
    email: Email,
    password: Password,
    username: Type.Optional(Type.Union([Type.String({ maxLength: 64, pattern: '^$|^[A-Za-z0-9_.-]{3,64}$' }), Type.Null()])),
  },
  closed,
);
export type RegisterInput = Static<typeof RegisterBody>;

export const LoginBody = Type.Object({ email: Email, password: Password, remember_me: Type.Optional(Type.Boolean()) }, closed);
export type LoginInput = Static<typeof LoginBody>;

export const TokenBody = Type.Object({ token: EmailToken }, closed);
export const EmailBody = Type.Object({ email: Email }, closed);
export const ResetPasswordBody = Type.Object({ token: EmailToken, new_password: Password }, closed);
export const ChangePasswordBody = Type.Object({ current_password: Password, new_password: Password }, closed);

export const ProfileBody = Type.Object(
  {
    display_name: Type.Optional(NullableString(100)),
    avatar_url: Type.Optional(Type.Union([Type.String({ maxLength: 2048, pattern: '^$|^https?://\\S+$' }), Type.Null()])),
    timezone: Type.Optional(StringEnum(TIMEZONES)),
    language: Type.Optional(StringEnum(LANGUAGES)),
    country: Type.Optional(NullableString(64)),
    preferences: Type.Optional(
      Type.Object(
        {
          default_video_quality: Type.Optional(StringEnum(VIDEO_QUALITIES)),
          default_audio_format: Type.Optional(StringEnum(AUDIO_FORMATS)),
          auto_download: Type.Optional(Type.Boolean()),
          download_history_enabled: Type.Optional(Type.Boolean()),
          email_notifications: Type.Optional(Type.Boolean()),
          audio_track_in_my_language: Type.Optional(Type.Boolean()),
          theme: Type.Optional(StringEnum(THEMES)),
        },
        closed,
      ),
    ),
  },
  closed,
);

export const HistoryQuerystring = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    sort: Type.Optional(StringEnum(HISTORY_SORTS, { default: 'date' })),
    order: Type.Optional(StringEnum(['asc', 'desc'], { default: 'desc' })),
    platform: Type.Optional(Type.String({ maxLength: 64 })),
    format: Type.Optional(StringEnum(['audio', 'video', ''])),
    status: Type.Optional(StringEnum([...HISTORY_STATUSES, ''])),
  },
  closed,
);

export const HistoryItemBody = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 4096 }),
    title: Type.String({ minLength: 1, maxLength: 500 }),
    platform: Type.String({ minLength: 1, maxLength: 64 }),
    format: StringEnum(['audio', 'video']),
    quality: Type.Optional(NullableString(64)),
    file_size: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
    thumbnail_url: Type.Optional(NullableString(4096)),
  },
  closed,
);

/** POST /api/auth/api-keys: the name the user gives a new key (which program uses it). */
export const ApiKeyBody = Type.Object({ name: Type.String({ maxLength: 64 }) }, closed);
export const ApiKeyParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

const apiKeyFields = {
  id: Type.String(),
  name: Type.String(),
  prefix: Type.String({ description: 'The key’s first characters, to recognise it (not to use it).' }),
  created_at: Type.String(),
  last_used_at: Type.Union([Type.String(), Type.Null()]),
};
export const ApiKeyView = named('ApiKey', Type.Object(apiKeyFields, { description: 'An API key as the profile lists it: never the key itself.' }));
export const ApiKeyListReply = Type.Object({ keys: Type.Array(ApiKeyView.ref) });
export const NewApiKey = named(
  'NewApiKey',
  Type.Object({ ...apiKeyFields, key: Type.String({ description: 'The key itself (`mgk_…`), shown this once.' }) }, { description: 'A key just made.' }),
);
