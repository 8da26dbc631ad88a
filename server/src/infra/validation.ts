/**
 * How every route's schema checks a request (Fastify's ajv compiler, through its schema controller): unknown fields are
 * refused with a 400 rather than silently dropped, and only the parts that arrive as text are coerced. A query string,
 * path parameters and headers are text (`?page=2` is the integer 2, a parameter given once an array of one); a JSON
 * body has types of its own, so each field takes only its type (a string field no array, number or boolean).
 */
import AjvCompiler, { type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';

const pool = AjvCompiler();

/**
 * Two ajv instances made by Fastify's own compiler (its formats, the server's options and shared schemas): the body's,
 * without coercion, and the text parts'. (Fastify calls a compiler with the route's schema and HTTP part; the type
 * declares ajv's compile.)
 */
const buildValidator: BuildCompilerFromPool = (externalSchemas, options = {}) => {
  // JTD schemas have no coercion to choose (the server's are JSON Schema).
  if (options.mode === 'JTD') return pool(externalSchemas, options);
  const coercing = pool(externalSchemas, options) as unknown as FastifySchemaCompiler<unknown>;
  const exact = pool(externalSchemas, { ...options, customOptions: { ...options.customOptions, coerceTypes: false } }) as unknown as FastifySchemaCompiler<unknown>;
  const compile: FastifySchemaCompiler<unknown> = (route) => (route.httpPart === 'body' ? exact : coercing)(route);
  return compile as unknown as ReturnType<BuildCompilerFromPool>;
};

/** The Fastify options of request validation, for the server (app.ts) and the tests' feature apps alike. */
export const VALIDATION_OPTIONS: Pick<FastifyServerOptions, 'ajv' | 'schemaController'> = {
  ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
  schemaController: { compilersFactory: { buildValidator } },
};
