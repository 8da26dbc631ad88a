/**
 * The extraction's settings: where the engine and its JavaScript runtime are, the engine's time limits, its slots and warm workers, the cache, the rate limit and the
 * items a result lists (server/src/infra/settings.ts says how settings are read).
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../infra/serverSettings';
import { integer, operationsLink, optional, parsed, settings, text } from '../../infra/settings';
import { parseExtractorArgs } from './extractorArgs';

/** ITEM_LIMIT's default: the most items a feed or playlist lists in one result. */
export const ITEM_LIMIT_DEFAULT = 500;

/** The project's tools folder (the engine, Deno's cache): ENGINE_TOOLS_DIR, default .tools in the repository. */
export function toolsDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.ENGINE_TOOLS_DIR || path.join(REPO_ROOT, '.tools'));
}

/** Where the extraction engine and its JavaScript runtime are. */
export interface EngineLocation {
  /** The project's tools folder (ENGINE_TOOLS_DIR): the engine setup installs, its last update's result, Deno's cache. */
  toolsDir: string;
  /** The yt-dlp program: YTDLP_PATH, else the engine setup installed (.tools/engine/current/yt-dlp), else yt-dlp on PATH. */
  ytdlpPath: string;
  /** The engine's JavaScript runtime (Deno), passed as --js-runtimes deno:<path>; empty: none. */
  denoPath: string;
  /** Deno's cache, holding the challenge solver's npm libraries (cached at setup; the engine runs Deno --cached-only). */
  denoDir: string;
}

/**
 * Where the extraction engine and its JavaScript runtime are (the engine feature installs both into the project): also
 * read by the engine itself and by `npm run engine -- status`.
 */
export function engineSettings(env: NodeJS.ProcessEnv = process.env): EngineLocation {
  const tools = toolsDir(env);
  const local = path.join(tools, 'engine', 'current', 'yt-dlp');
  let deno = '';
  for (const candidate of [path.join(REPO_ROOT, 'node_modules', 'deno', 'deno'), path.join(REPO_ROOT, 'node_modules', '@deno', `${process.platform}-${process.arch}-glibc`, 'deno')]) {
    if (fs.existsSync(candidate)) {
      deno = candidate;
      break;
    }
  }
  return {
    toolsDir: tools,
    ytdlpPath: env.YTDLP_PATH || (fs.existsSync(local) ? local : 'yt-dlp'),
    denoPath: env.DENO_PATH ?? deno,
    denoDir: path.resolve(env.DENO_DIR || path.join(tools, 'deno')),
  };
}

const LOCATION = {

  YTDLP_PATH: optional(
    text(undefined, {
      docDefault: '`${ENGINE_TOOLS_DIR}/engine/current/yt-dlp`, else `yt-dlp`',
      description:
        'The yt-dlp program: by default the engine setup installed into the project (see ' + operationsLink('The extraction engine', 'the-extraction-engine') + '), else `yt-dlp` on the `PATH`.',
    }),
  ),
  DENO_PATH: optional(
    text(undefined, {
      emptyIsValue: true,
      docDefault: "npm's `deno`",
      description: "The engine's JavaScript runtime, passed as `--js-runtimes deno:<path>` to an engine of 2025.11.12 or newer; empty: none.",
    }),
  ),
  ENGINE_TOOLS_DIR: optional(
    text(undefined, {
      docDefault: '`.tools`',
      description: "The project's tools folder: the engine (`.tools/engine/current`, `.tools/engine/previous`, the private apt lists) and Deno's cache.",
    }),
  ),
  DENO_DIR: optional(
    text(undefined, {
      docDefault: '`${ENGINE_TOOLS_DIR}/deno`',
      description: "Deno's cache, given to the engine's environment: holds the challenge solver's npm libraries, cached at setup (Deno runs with `--cached-only`).",
    }),
  ),
};

const ENGINE_RUNS = {
  EXTRACT_TIMEOUT_SECONDS: integer(60, 2, 600, { description: 'Time limit of one extraction; the engine is killed after it.' }),
  EXTRACT_SOCKET_TIMEOUT_SECONDS: integer(15, 1, 300, { description: "yt-dlp's `--socket-timeout`." }),
  EXTRACT_CONCURRENCY: integer(2, 1, 64, { description: 'Extractions running at once, and the most warm engine workers.' }),
  ENGINE_WORKER_JOBS: integer(200, 0, 1_000_000, {
    description: 'A warm engine worker is replaced after this many extractions; `0`: no warm workers, each extraction starts the engine as a program.',
  }),
  ENGINE_EXTRACTOR_ARGS: text('', {
    docDefault: 'empty',
    description:
      'The engine\'s extractor arguments for YouTube\'s player clients and proof-of-origin tokens, in yt-dlp\'s syntax (`youtube:player_client=default,mweb;po_token=mweb.gvs+TOKEN`); only the options of an allow-list, refused at start otherwise (see ' + operationsLink('When a site blocks the server', 'when-a-site-blocks-the-server') + ').',
  }),
  ENGINE_WORKER_MAX_MB: integer(512, 64, 65_536, { description: 'A warm engine worker grown past this resident size is replaced after its extraction (64 to 65536).' }),
};

const REQUESTS = {
  EXTRACT_QUEUE_LIMIT: integer(20, 0, 10_000, { description: 'Extractions allowed to wait; beyond it 429 with `Retry-After`.' }),
  EXTRACT_CACHE_SECONDS: integer(300, 0, 24 * 3600, { description: 'A repeat extraction of the same link within this time is answered from the cache (0: off).' }),
  EXTRACT_RATE_LIMIT_PER_MINUTE: integer(30, 0, 100_000, { description: 'Extractions per client IP per minute (0: off).' }),
  ITEM_LIMIT: integer(ITEM_LIMIT_DEFAULT, 1, 10_000, { description: "The most items (a podcast feed's episodes, a playlist's entries) one result lists." }),
};

export const extractSettings = settings({
  properties: { ...LOCATION, ...ENGINE_RUNS, ...REQUESTS },
  read: (v, env) => ({
    ...engineSettings(env),
    extractTimeoutSeconds: v.EXTRACT_TIMEOUT_SECONDS,
    extractSocketTimeoutSeconds: v.EXTRACT_SOCKET_TIMEOUT_SECONDS,
    extractConcurrency: v.EXTRACT_CONCURRENCY,
    extractQueueLimit: v.EXTRACT_QUEUE_LIMIT,
    engineWorkerJobs: v.ENGINE_WORKER_JOBS,
    engineWorkerMaxMb: v.ENGINE_WORKER_MAX_MB,
    extractCacheSeconds: v.EXTRACT_CACHE_SECONDS,
    itemLimit: v.ITEM_LIMIT,
    /** The engine's extractor arguments for YouTube's tokens and clients (an allow-list; docs/operations.md). */
    engineExtractorArgs: parsed(() => parseExtractorArgs(v.ENGINE_EXTRACTOR_ARGS)),
    extractRateLimitPerMinute: v.EXTRACT_RATE_LIMIT_PER_MINUTE,
  }),
});

export type ExtractSettings = ReturnType<typeof extractSettings.read>;
