/**
 * The default engine: `yt-dlp -J` through the local egress proxy, with a time limit. Success is judged by the
 * exit code (a successful run may still print warnings), a failed run prints `null`, and its `ERROR:` line is
 * mapped to a human message. An engine new enough for it gets its JavaScript runtime (Deno from npm) as
 * `--js-runtimes deno:<path>` and DENO_DIR (the solver's libraries, cached at setup: Deno runs --cached-only).
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ITEM_LIMIT_DEFAULT, engineSettings } from './settings';
import { extractorArgsFlags } from './extractorArgs';
import type { CookiesCopy } from '../fetch';
import { HttpError } from '../../infra/errors';
import { findProgram } from '../../infra/programs';
import { programEnv } from '../../infra/serverRuntime';
import type { Engine, EngineRunOptions } from './engine';
import type { EnginePool, EngineOutcome } from './enginePool';
import { EXTRACT_MESSAGES } from './messages';
import { entryToExtract, normalizeYtdlp, type YtdlpJson } from './normalize';
import type { RawInfo } from '../../shared/extraction';
import { versionAtLeast } from '../../shared/versions';
import { errorFromYtdlp, firstErrorLine } from './ytdlpErrors';

export interface YtdlpEngineOptions {
  /** The yt-dlp program. */
  program: string;
  /** Returns the egress proxy URL (started on demand). */
  proxyUrl: () => Promise<string>;
  socketTimeoutSeconds: number;
  timeoutMs: number;
  cacheDir?: string;
  /** Receives the raw error line of failed runs (logs only). */
  onFailure?: (detail: { url: string; line: string | null; exitCode: number | null }) => void;
  /** The engine's JavaScript runtime (Deno); default from the environment (settings.ts engineSettings). Empty: none. */
  denoPath?: string;
  /** Deno's cache folder (DENO_DIR); default from the environment. */
  denoDir?: string;
  /** Warm workers to run the engine on; without one (or for an engine that cannot be embedded) each run spawns it. */
  pool?: EnginePool;
  /** The most entries of a playlist the engine lists (ITEM_LIMIT). */
  itemLimit?: number;
  /** The operator's extractor arguments (ENGINE_EXTRACTOR_ARGS, allow-listed: ./extractorArgs.ts). */
  extractorArgs?: readonly string[];
  /**
   * The operator's cookies (COOKIES_DIR): a private copy of the link's platform's file for each run (`--cookies`),
   * released once the run is over (the engine writes cookies back into it).
   */
  cookies?: { copyFor(link: string): Promise<CookiesCopy | null> };
}

/** The first yt-dlp that takes --js-runtimes (and needs an external runtime for YouTube). */
export const JS_RUNTIMES_MIN_VERSION = '2025.11.12';


const versions = new Map<string, Promise<string | null>>();

/**
 * The engine's version: from the engine.json that setup writes beside its launcher, else asked once per program
 * file (`--version`, a few seconds at most); null when it does not say.
 */
export function engineVersion(program: string): Promise<string | null> {
  let real: string;
  let key: string;
  try {
    real = fs.realpathSync.native(program.includes('/') ? program : (findProgram(program) ?? program));
    const st = fs.statSync(real);
    key = `${real}:${st.mtimeMs}:${st.size}`;
  } catch {
    return Promise.resolve(null);
  }
  let known = versions.get(key);
  if (!known) {
    known = new Promise((resolve) => {
      try {
        const manifest = JSON.parse(fs.readFileSync(path.join(path.dirname(real), 'engine.json'), 'utf8')) as { version?: unknown };
        if (typeof manifest.version === 'string') return resolve(manifest.version);
      } catch {
        /* no manifest: ask the program */
      }
      execFile(program, ['--version'], { timeout: 15_000, env: childEnv() }, (err, stdout) => {
        const v = String(stdout).trim().split('\n').pop() ?? '';
        resolve(!err && /^\d{4}\.\d{2}\.\d{2}/.test(v) ? v : null);
      });
    });
    versions.set(key, known);
  }
  return known;
}

/**
 * How the server starts the engine: the arguments that come first (its JavaScript runtime, when the engine knows
 * the flag and the runtime is there) and the environment (DENO_DIR). Tests run `yt-dlp -v` through this too.
 */
export async function engineInvocation(program: string, runtime: { denoPath: string; denoDir: string }): Promise<{ args: string[]; env: NodeJS.ProcessEnv }> {
  const env = childEnv();
  if (!runtime.denoPath) return { args: [], env };
  const version = await engineVersion(program);
  if (!version || !versionAtLeast(version, JS_RUNTIMES_MIN_VERSION)) return { args: [], env };
  env.DENO_DIR = runtime.denoDir;
  env.DENO_NO_UPDATE_CHECK = '1';
  return { args: ['--js-runtimes', `deno:${runtime.denoPath}`], env };
}

const MAX_STDOUT = 64 * 1024 * 1024;
const MAX_STDERR = 64 * 1024;

/**
 * The child's environment: no proxy settings of ours leak in, no_proxy cannot bypass the egress proxy, and the
 * server process's own start-up settings stay with it (programEnv).
 */
function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(programEnv())) {
    if (/^(https?|all|no|ftp)_proxy$/i.test(k)) continue;
    env[k] = v;
  }
  env.PYTHONUNBUFFERED = '1';
  env.PYTHONIOENCODING = 'utf-8';
  return env;
}

export class YtdlpEngine implements Engine {
  readonly name = 'yt-dlp';

  constructor(private readonly options: YtdlpEngineOptions) {}

  /**
   * Extracts a link. A playlist is listed flat (`--flat-playlist`: its entries' links and titles, not each entry
   * extracted, which would take a minute for a long one), at most `itemLimit` entries; the entry the result shows
   * (the first, or the one a `#item=N` link names) is then extracted on its own, within the same time limit.
   */
  async extract(url: string, runOptions: EngineRunOptions = {}): Promise<RawInfo> {
    const started = Date.now();
    const json = await this.run(url, runOptions, this.options.timeoutMs);
    const entry = entryToExtract(json, url);
    if (!entry) return normalizeYtdlp(json, url);
    const left = this.options.timeoutMs - (Date.now() - started);
    if (left <= 0) throw new HttpError(504, EXTRACT_MESSAGES.timedOut, 'extract.timeout');
    return normalizeYtdlp(json, url, await this.run(entry, runOptions, left));
  }

  private async run(url: string, runOptions: EngineRunOptions, timeoutMs: number): Promise<YtdlpJson> {
    const proxy = await this.options.proxyUrl();
    const defaults = this.options.denoPath === undefined || this.options.denoDir === undefined ? engineSettings() : null;
    const invocation = await engineInvocation(this.options.program, {
      denoPath: this.options.denoPath ?? defaults?.denoPath ?? '',
      denoDir: this.options.denoDir ?? defaults?.denoDir ?? '',
    });
    const link = url.replace(/#item=\d+$/, '');
    const jar = (await this.options.cookies?.copyFor(link)) ?? null;
    try {
      return this.settle(url, await this.runWith(link, jar, proxy, invocation, runOptions, timeoutMs));
    } finally {
      await jar?.release();
    }
  }

  private async runWith(
    link: string,
    jar: CookiesCopy | null,
    proxy: string,
    invocation: { args: string[]; env: NodeJS.ProcessEnv },
    runOptions: EngineRunOptions,
    timeoutMs: number,
  ): Promise<EngineOutcome> {
    const args = [
      ...invocation.args,
      '-J', '--no-playlist', '--flat-playlist', '--playlist-items', `1:${this.options.itemLimit ?? ITEM_LIMIT_DEFAULT}`,
      '--no-warnings', '--ignore-config', '--no-color',
      '--socket-timeout', String(this.options.socketTimeoutSeconds),
      '--proxy', proxy,
      ...(this.options.cacheDir ? ['--cache-dir', this.options.cacheDir] : ['--no-cache-dir']),
      ...extractorArgsFlags(this.options.extractorArgs ?? []),
      // Its path only: the cookies stay in the file.
      ...(jar ? ['--cookies', jar.file] : []),
      // The engine reads no fragment: a `#item=N` is the server's own.
      '--', link,
    ];
    return (
      (await this.options.pool?.run(this.options.program, invocation.env, args, timeoutMs, runOptions.signal)) ??
      (await runProgram(this.options.program, args, invocation.env, timeoutMs, runOptions.signal))
    );
  }

  /** The engine's JSON, or the error a visitor sees (the raw line goes to the log). */
  private settle(url: string, outcome: EngineOutcome): YtdlpJson {
    const fail = (line: string | null, exitCode: number | null) => this.options.onFailure?.({ url, line, exitCode });
    switch (outcome.kind) {
      case 'unavailable':
        fail(`spawn failed: ${outcome.why}`, null);
        throw new HttpError(503, EXTRACT_MESSAGES.unavailable, 'extract.engine_unavailable', { 'retry-after': '30' });
      case 'timeout':
        fail('killed after the time limit', outcome.exitCode);
        throw new HttpError(504, EXTRACT_MESSAGES.timedOut, 'extract.timeout');
      case 'aborted':
        throw Object.assign(new Error('aborted'), { name: 'AbortError' });
      case 'failed':
        fail(firstErrorLine(outcome.stderr) ?? (outcome.exitCode === 0 ? 'no JSON on stdout' : null), outcome.exitCode);
        throw errorFromYtdlp(outcome.stderr);
      case 'ok':
        if (!outcome.json || typeof outcome.json !== 'object') {
          fail('no JSON on stdout', 0);
          throw errorFromYtdlp('');
        }
        return outcome.json as YtdlpJson;
    }
  }
}

/** One run of the engine as a program (`yt-dlp -J ...`): success is judged by the exit code. */
function runProgram(program: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number, signal?: AbortSignal): Promise<EngineOutcome> {
  return new Promise((resolve) => {
    let child;
    try {
      child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
      resolve({ kind: 'unavailable', why: (e as NodeJS.ErrnoException).code ?? String(e) });
      return;
    }
    const out: Buffer[] = [];
    let outSize = 0;
    let err = '';
    let ended: 'timeout' | 'aborted' | null = null;
    const timer = setTimeout(() => {
      ended = 'timeout';
      child.kill('SIGKILL');
    }, timeoutMs);
    const onAbort = () => {
      ended = 'aborted';
      child.kill('SIGKILL');
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => {
      outSize += chunk.length;
      if (outSize > MAX_STDOUT) child.kill('SIGKILL');
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString('utf8')).slice(-MAX_STDERR);
    });
    child.on('error', (e: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve({ kind: 'unavailable', why: e.code ?? e.message });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (ended === 'timeout') return resolve({ kind: 'timeout', exitCode: code });
      if (ended === 'aborted') return resolve({ kind: 'aborted' });
      if (code !== 0) return resolve({ kind: 'failed', stderr: err, exitCode: code });
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(Buffer.concat(out).toString('utf8'));
      } catch {
        /* judged below */
      }
      resolve(parsed && typeof parsed === 'object' ? { kind: 'ok', json: parsed } : { kind: 'failed', stderr: err, exitCode: code });
    });
  });
}
