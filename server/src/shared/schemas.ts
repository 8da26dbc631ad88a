/**
 * TypeBox helpers for route schemas, written once with their TypeScript types (`Static<typeof X>`). Each helper
 * produces exactly the JSON Schema the routes had before TypeBox (the same keywords, so the same ajv messages).
 */
import { Type, type SchemaOptions } from '@sinclair/typebox';

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

/** The JSON error body every 4xx and 5xx answer of the API has: `{ "error": "...", "code": "..." }`. */
export const ErrorReply = Type.Object({ error: Type.String(), code: Type.Optional(Type.String()) });

/** An operation that takes the signed-in user's access token (`Authorization: Bearer …`), for the API's description. */
export const BEARER = [{ bearer: [] }];
