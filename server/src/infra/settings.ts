/**
 * How the server's settings are declared and read. Each feature (and each piece of infrastructure) declares the
 * environment variables it reads as a TypeBox object schema beside its code (`settings.ts`): the type, the default,
 * the bounds and the meaning of each. `server/src/settings.ts` composes them into one JSON schema and reads the
 * environment against it with env-schema (Ajv: strings coerced to numbers, defaults filled in); a value that strays
 * stops the start with a message naming the variable. docs/configuration.md's table is generated from the same
 * schemas (`npm run docs:config`).
 */
import envSchema, { type EnvSchemaOpt } from 'env-schema';
import { Type, type Static, type TProperties, type TSchema } from '@sinclair/typebox';

/** A setting that stops the start: its message names the variable. */
export class ConfigError extends Error {}

/**
 * Keywords of a setting's schema besides JSON Schema's own: `docDefault`, the default as docs/configuration.md
 * writes it (Markdown) when it is not the schema's `default`; `errorMessage`, the message of a value that strays
 * (`{raw}` is the value given); `trim`, the value is read without surrounding white space; `emptyIsValue`, an empty
 * value is a value (otherwise it is the default, as an unset variable is); `docName`, a pattern property's name in the
 * doc (`UPSTREAM_PROXIES_<PLATFORM>`).
 */
export const SETTING_KEYWORDS = ['docDefault', 'errorMessage', 'trim', 'emptyIsValue', 'docName'] as const;

interface SettingOptions {
  description: string;
  docDefault?: string;
  errorMessage?: string;
  trim?: boolean;
  emptyIsValue?: boolean;
  docName?: string;
}

/** An integer from min to max (both included). */
export function integer(def: number | undefined, min: number, max: number, options: SettingOptions) {
  return Type.Integer({ ...(def === undefined ? {} : { default: def }), minimum: min, maximum: max, ...options });
}

/** A number (fractions allowed) from min to max. */
export function number(min: number, max: number, options: SettingOptions) {
  return Type.Number({ minimum: min, maximum: max, ...options });
}

/** One of a few words. */
export function oneOf<const T extends string[]>(values: T, def: T[number] | undefined, options: SettingOptions) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: values, ...(def === undefined ? {} : { default: def }), ...options });
}

/** Free text, or text matching a pattern (`errorMessage` then says what it must be). */
export function text(def: string | undefined, options: SettingOptions & { pattern?: string; minLength?: number }) {
  return Type.String({ ...(def === undefined ? {} : { default: def }), ...options });
}

/** A secret: at least 32 characters when given; empty: generated once and kept in the data folder (0600). */
export function secret(name: string, options: SettingOptions) {
  return Type.Optional(Type.String({ minLength: 32, errorMessage: `${name} must be at least 32 characters long`, ...options }));
}

/** A link to a section of docs/operations.md, as the table of docs/configuration.md writes it. */
export function operationsLink(title: string, anchor: string): string {
  return `[operations.md, ${JSON.stringify(title)}](operations.md#${anchor})`;
}

/** A setting without a default: its value is undefined when the variable is unset (or empty). */
export const optional = Type.Optional;

/** What a block of settings declares, and how its checked values become the settings its code reads. */
export interface SettingsBlock<P extends TProperties, T> {
  properties: P;
  /** Variables named by a pattern (`UPSTREAM_PROXIES_<PLATFORM>`), each described by its schema's `docName`. */
  patternProperties?: Record<string, TSchema>;
  /** The checked values (defaults filled in, numbers coerced) and the raw environment, to the block's settings. */
  read(values: Static<ReturnType<typeof Type.Object<P>>>, env: NodeJS.ProcessEnv): T;
}

/** Declares a block of settings (its type is what `read` returns). */
export function settings<P extends TProperties, T>(block: SettingsBlock<P, T>): SettingsBlock<P, T> {
  return block;
}

/** Runs a parser of a setting, its error a ConfigError (the parsers name the variable themselves). */
export function parsed<T>(parse: () => T): T {
  try {
    return parse();
  } catch (e) {
    if (e instanceof ConfigError) throw e;
    throw new ConfigError((e as Error).message);
  }
}

/**
 * A setting of `name=number` pairs per account tier (CLIP_MAX_SECONDS, API_KEY_REQUESTS_PER_MINUTE): the defaults
 * first, then what the operator gave, so that a name left out keeps its default. Names are tiers, `*` or the
 * setting's own (`visitor`).
 */
export function tierPairs(setting: string, defaults: string, raw: string, unit = 'number', note = ''): Map<string, number> {
  const given = new Map<string, number>();
  for (const pair of `${defaults},${raw}`.split(',')) {
    const m = /^\s*([a-z*][a-z0-9_-]{0,31}|\*)\s*=\s*(\d{1,6})\s*$/.exec(pair);
    if (!m) throw new ConfigError(`${setting} must list tier=${unit} pairs such as "${defaults}"${note}, got "${raw}"`);
    given.set(m[1], Number(m[2]));
  }
  return given;
}

type AnyBlock = SettingsBlock<TProperties, object>;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** The settings a list of blocks reads: every block's, in one object. */
export type SettingsOf<B extends readonly AnyBlock[]> = Intersection<ReturnType<B[number]['read']>>;

interface SettingSchema {
  type?: string;
  enum?: string[];
  minimum?: number;
  maximum?: number;
  errorMessage?: string;
  trim?: boolean;
  emptyIsValue?: boolean;
}

/** The JSON schema of the variables a list of blocks reads. */
export function composedSchema(blocks: readonly AnyBlock[]): { type: 'object'; properties: Record<string, TSchema>; patternProperties: Record<string, TSchema> } {
  const properties: Record<string, TSchema> = {};
  const patternProperties: Record<string, TSchema> = {};
  for (const block of blocks) {
    for (const [name, schema] of Object.entries(block.properties)) {
      if (name in properties) throw new Error(`${name} is declared twice`);
      properties[name] = schema;
    }
    Object.assign(patternProperties, block.patternProperties);
  }
  return { type: 'object', properties, patternProperties };
}

/** The variables the schema names, as given: unset and (unless `emptyIsValue`) empty ones left for the default. */
function given(schema: ReturnType<typeof composedSchema>, env: NodeJS.ProcessEnv): Record<string, string> {
  const data: Record<string, string> = {};
  const patterns = Object.keys(schema.patternProperties).map((p) => new RegExp(p));
  for (const [name, raw] of Object.entries(env)) {
    const setting = schema.properties[name] as SettingSchema | undefined;
    if (raw === undefined || (!setting && !patterns.some((p) => p.test(name)))) continue;
    const value = setting?.trim ? raw.trim() : raw;
    if (value === '' && !setting?.emptyIsValue) continue;
    data[name] = value;
  }
  return data;
}

/** The message of a value that strays, naming the variable. */
function refusal(error: { instancePath: string; message?: string }, schema: ReturnType<typeof composedSchema>, data: Record<string, string>): string {
  const name = error.instancePath.replace(/^\//, '');
  const setting = (schema.properties[name] ?? {}) as SettingSchema;
  const raw = data[name];
  if (setting.errorMessage) return setting.errorMessage.replace('{raw}', raw);
  if (setting.type === 'integer') return `${name} must be an integer from ${setting.minimum} to ${setting.maximum}, got "${raw}"`;
  if (setting.enum) return `${name} must be one of ${setting.enum.join(', ')}, got "${raw}"`;
  return `${name} ${error.message ?? 'is not valid'}, got "${raw}"`;
}

const schemas = new WeakMap<readonly AnyBlock[], ReturnType<typeof composedSchema>>();
/** env-schema's Ajv (its own copy of Ajv 8). */
type Ajv = Parameters<Extract<NonNullable<EnvSchemaOpt['ajv']>, { customOptions: unknown }>['customOptions']>[0];
let ajv: Ajv | undefined;

/**
 * One Ajv for every read (it keeps what it compiled), knowing the settings' own keywords: made by env-schema at the
 * first read, then handed to it as it is (asked for custom options, env-schema would build a new one every time).
 */
function settingsAjv(fresh: Ajv): Ajv {
  if (!ajv) {
    for (const keyword of SETTING_KEYWORDS) fresh.addKeyword({ keyword });
    ajv = fresh;
  }
  return ajv;
}

/** Reads the environment against the blocks' schemas; a value that strays throws a ConfigError naming it. */
export function readSettings<B extends readonly AnyBlock[]>(blocks: B, env: NodeJS.ProcessEnv): SettingsOf<B> {
  let schema = schemas.get(blocks);
  if (!schema) schemas.set(blocks, (schema = composedSchema(blocks)));
  const data = given(schema, env);
  let values: Record<string, unknown>;
  try {
    values = envSchema({ schema, data, env: false, ajv: ajv ?? { customOptions: settingsAjv } });
  } catch (e) {
    const errors = (e as { errors?: { instancePath: string; message?: string }[] }).errors;
    if (!errors?.length) throw e;
    throw new ConfigError(refusal(errors[0], schema, data));
  }
  const result = {};
  for (const block of blocks) Object.assign(result, block.read(values as never, env));
  return result as SettingsOf<B>;
}

interface DocumentedSetting {
  default?: unknown;
  docDefault?: string;
  docName?: string;
  description?: string;
}

/** The start and end marks of the generated table in docs/configuration.md. */
export const TABLE_MARKS = ['<!-- settings table: generated by `npm run docs:config`, do not edit -->', '<!-- end of settings table -->'] as const;

/** The Markdown table of the variables a list of blocks reads: name, default and meaning, in the blocks' order. */
export function settingsTable(blocks: readonly AnyBlock[]): string {
  const rows: string[] = ['| Variable | Default | Meaning |', '|---|---|---|'];
  const row = (name: string, s: DocumentedSetting) => {
    const def = s.docDefault ?? (s.default === undefined ? 'empty' : `\`${String(s.default)}\``);
    rows.push(`| \`${name}\` | ${def} | ${s.description ?? ''} |`);
  };
  for (const block of blocks) {
    for (const [name, schema] of Object.entries(block.properties)) row(name, schema as DocumentedSetting);
    for (const schema of Object.values(block.patternProperties ?? {})) row((schema as DocumentedSetting).docName ?? '', schema as DocumentedSetting);
  }
  return rows.join('\n');
}
