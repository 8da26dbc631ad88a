/**
 * TypeBox helpers for route schemas, written once with their TypeScript types (`Static<typeof X>`). Each helper
 * produces exactly the JSON Schema the routes had before TypeBox (the same keywords, so the same ajv messages).
 */
import { Type, type SchemaOptions, type Static, type TSchema } from '@sinclair/typebox';

/** `{ type: 'string', enum: [...] }`: one of these strings (ajv: "must be equal to one of the allowed values"). */
export const StringEnum = <const T extends readonly string[]>(values: T, options: SchemaOptions = {}) =>
  Type.Unsafe<T[number]>({ ...options, type: 'string', enum: [...values] });

interface Primitives {
  string: string;
  number: number;
  integer: number;
  boolean: boolean;
}

/** `{ type: [type, 'null'] }`: a value of this type or null (reply schemas). */
export const NullableType = <K extends keyof Primitives>(type: K) => Type.Unsafe<Primitives[K] | null>({ type: [type, 'null'] });

/**
 * A schema the API's description names (`components.schemas[id]`), so that generated clients get one type for it
 * rather than an anonymous copy per operation: the feature that owns it registers `schema` once
 * (`app.addSchema`), and routes answer with `ref` (`{ $ref: 'Id#' }`), typed as the schema is.
 */
export function named<T extends TSchema>(id: string, schema: T) {
  return { schema: { ...schema, $id: id }, ref: Type.Unsafe<Static<T>>({ $ref: `${id}#` }) };
}

/** The JSON error body every 4xx and 5xx answer of the API has: `{ "error": "...", "code": "..." }` (infra/errorHandler.ts). */
export const ErrorBody = named(
  'Error',
  Type.Object(
    {
      error: Type.String({ description: 'What went wrong, in words meant for the visitor.' }),
      code: Type.Optional(Type.String({ description: 'A stable code for programs (`request.invalid`, `auth.required`, `extract.rate_limited`, …).' })),
      challenge: Type.Optional(
        Type.Object(
          {
            provider: StringEnum(['altcha', 'turnstile', 'hcaptcha'] as const, { description: 'The check to show: `altcha` (its challenge from `GET /api/challenge`), `turnstile` or `hcaptcha`.' }),
            siteKey: Type.String({ description: 'The provider’s public site key (empty for `altcha`).' }),
          },
          { description: 'With `challenge.required` (403): the bot check to pass (`POST /api/challenge`) before the call is made again.' },
        ),
      ),
    },
    { description: 'An error answer.' },
  ),
);
export const ErrorReply = ErrorBody.ref;

/** The refusal every operation of the API can give, even one that needs no credentials: a key that was sent is checked. */
export const KEY_REFUSED = '401 a wrong or revoked API key (`api_key.invalid`)';

/** An operation's error answers, each `{ "error", "code" }`: `what` says which 4xx (and 5xx) it gives and when. */
export const errorReplies = (what: string) => ({ '4xx': Type.Unsafe<Static<typeof ErrorReply>>({ $ref: 'Error#', description: what }) });

/*
 * Who may call an operation, for the API's description (`security` of each route's schema; the schemes are in
 * features/docs/plugin.ts). `{}` in a list means "or no credentials at all".
 */
/** One way of calling an operation: the schemes it takes (all of them; none: no credentials). */
type SecurityRequirement = Record<string, string[]>;
/** Anyone, without credentials. */
export const PUBLIC: SecurityRequirement[] = [];
/** An operation that takes the signed-in user's access token (`Authorization: Bearer …`). */
export const BEARER: SecurityRequirement[] = [{ bearer: [] }];
/** Anyone; a signed-in user's access token, when sent, applies their limits (daily downloads, clip length). */
export const OPTIONAL_BEARER: SecurityRequirement[] = [{}, { bearer: [] }];
/** Anyone, or a personal API key (`Authorization: Bearer mgk_…` or `X-API-Key`): what API keys are made for. */
export const OPTIONAL_API_KEY: SecurityRequirement[] = [{}, { apiKey: [] }, { apiKeyHeader: [] }];
/** As OPTIONAL_API_KEY, and a signed-in user's access token applies their limits too. */
export const OPTIONAL_BEARER_OR_API_KEY: SecurityRequirement[] = [{}, { bearer: [] }, { apiKey: [] }, { apiKeyHeader: [] }];

/**
 * An answer whose body is a file's bytes, not JSON, of these media types (`*` for "whatever the source sends"): for
 * the API's description only, as the server never serializes a stream or a buffer.
 */
export const fileReply = (description: string, mediaTypes: string[]) => ({
  description,
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
});

/**
 * A JSON answer described in words only: no keyword, so the server still sends the handler's object exactly as
 * `JSON.stringify` writes it (a schema with properties would drop any it does not name).
 */
export const jsonReply = (description: string) => ({ description });
