/**
 * Operator command for the extraction engine: `npm run engine -- status` prints the engine the server runs (path,
 * version, age, origin), its JavaScript runtime (version, and whether the engine accepts it), asked of the
 * engine itself with the server's own arguments (`yt-dlp -v`), and the last update's result. `npm run engine --
 * check` exits 1 when the engine is older than the first one that handles today's YouTube (npm test runs it).
 * `setup [--refresh]` installs it (what `npm run setup` does for the engine), `update` fetches the newest from the
 * same origin and switches only after a self-check, `rollback` returns to the engine the last switch replaced
 * (features/engine).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { engineSettings } from '../features/extract/settings';
import { findProgram } from '../infra/programs';
import { ENGINE_LIBRARIES, fetchFromVenv, lastUpdate, parseLibraries, layout, rollback, setup, SetupError, update, type Reporter, type UpdateResult } from '../features/engine';
import { engineInvocation, engineVersion, JS_RUNTIMES_MIN_VERSION } from '../features/extract';
import { ageInDays, versionAtLeast } from '../shared/versions';
import { parseExtractorArgs } from '../features/extract/extractorArgs';
import { cookiesStatusLine } from '../features/fetch';
import { upstreamStatusLine } from '../features/fetch/upstream/config';
import { canaryStatusLine } from '../features/canary/links';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const USAGE = `Usage:
  npm run engine -- status               the engine's path, version, age, origin, JavaScript runtime, options, cookies and canary
  npm run engine -- check                exit 1 when the engine is older than ${JS_RUNTIMES_MIN_VERSION}
  npm run engine -- setup [--refresh]    install the engine (again with --refresh: look for a newer one)
  npm run engine -- update               fetch the newest from the same origin; switch after a self-check
  npm run engine -- rollback             return to the engine the last switch replaced`;

export interface EngineStatus {
  path: string;
  resolved: string | null;
  version: string | null;
  ageDays: number | null;
  origin: 'YTDLP_PATH' | 'venv' | 'Debian archive' | 'system';
  source: string | null;
  runtime: { name: string; version: string | null; accepted: boolean; path: string } | null;
  /** The engine's `JS runtimes` line as it printed it; null when it prints none (an engine before runtimes). */
  runtimesLine: string | null;
  /** The engine's optional Python libraries as it lists them (what is missing is simply not listed). */
  libraries: string | null;
  denoDir: string;
  current: boolean;
}


/** Runs `yt-dlp -v` as the server runs the engine and returns its debug header's lines (name → text). */
export async function engineDebugHeader(program: string, settings: { denoPath: string; denoDir: string }): Promise<Map<string, string>> {
  const { args, env } = await engineInvocation(program, settings);
  const out = await new Promise<string>((resolve) => {
    execFile(program, [...args, '-v', '--ignore-config', '--no-color'], { env, timeout: 60_000 }, (_err, stdout, stderr) => resolve(`${stdout}\n${stderr}`));
  });
  return new Map([...out.matchAll(/^\[debug\] ([A-Za-z ]+): (.*)$/gm)].map((m) => [m[1], m[2].trim()]));
}

/** What the engine, run as the server runs it, says of its JavaScript runtimes ("deno-2.9.6", "none", ...). */
export async function runtimesLine(program: string, settings: { denoPath: string; denoDir: string }): Promise<string | null> {
  return (await engineDebugHeader(program, settings)).get('JS runtimes') ?? null;
}

export async function engineStatus(env: NodeJS.ProcessEnv = process.env): Promise<EngineStatus> {
  const settings = engineSettings(env);
  const program = settings.ytdlpPath;
  let resolved: string | null;
  try {
    resolved = fs.realpathSync.native(findProgram(program) ?? program);
  } catch {
    resolved = null;
  }
  let manifest: { origin?: string; source?: string } = {};
  try {
    if (resolved) manifest = JSON.parse(fs.readFileSync(path.join(path.dirname(resolved), 'engine.json'), 'utf8')) as typeof manifest;
  } catch {
    /* not installed by setup */
  }
  const origin: EngineStatus['origin'] = env.YTDLP_PATH ? 'YTDLP_PATH' : manifest.origin === 'venv' ? 'venv' : manifest.origin === 'debian' ? 'Debian archive' : 'system';
  const version = resolved ? await engineVersion(program) : null;
  const header = resolved ? await engineDebugHeader(program, settings) : new Map<string, string>();
  const line = header.get('JS runtimes') ?? null;
  // "deno-2.9.6", "deno-2.2.0 (unsupported)", "none"
  const first = line && line !== 'none' ? line.split(',')[0].trim() : null;
  const m = first ? /^([a-z]+)(?:-(\S+))?(.*)$/i.exec(first) : null;
  return {
    path: program,
    resolved,
    version,
    ageDays: ageInDays(version),
    origin,
    source: manifest.source ?? null,
    runtime: m ? { name: m[1], version: m[2] ?? null, accepted: !/unsupported/i.test(m[3]), path: m[1] === 'deno' && version && versionAtLeast(version, JS_RUNTIMES_MIN_VERSION) ? settings.denoPath : '' } : null,
    runtimesLine: line,
    libraries: header.get('Optional libraries') ?? null,
    denoDir: settings.denoDir,
    current: version !== null && versionAtLeast(version, JS_RUNTIMES_MIN_VERSION),
  };
}

/**
 * The operator's extractor arguments as `status` prints them: each extractor with the names of its options, never
 * their values (a token is a secret); what is wrong when the setting strays (the server would not start with it).
 */
export function extractorArgsLine(raw: string | undefined): string {
  try {
    const args = parseExtractorArgs(raw ?? '');
    if (!args.length) return 'none (ENGINE_EXTRACTOR_ARGS)';
    return args.map((a) => `${a.slice(0, a.indexOf(':'))} (${a.slice(a.indexOf(':') + 1).split(';').map((kv) => kv.slice(0, kv.indexOf('='))).join(', ')})`).join('; ');
  } catch (e) {
    return `INVALID: ${(e as Error).message}`;
  }
}

function printStatus(s: EngineStatus): void {
  const rel = (p: string) => (p.startsWith(ROOT + path.sep) ? path.relative(ROOT, p) : p);
  console.log(`engine:   ${rel(s.path)}${s.resolved && s.resolved !== s.path ? ` (${rel(s.resolved)})` : ''}${s.resolved ? '' : ' (not found)'}`);
  console.log(`version:  ${s.version ?? 'unknown'}${s.ageDays === null ? '' : ` (${s.ageDays} days old)`}${s.current ? '' : `, older than ${JS_RUNTIMES_MIN_VERSION}: YouTube will not work`}`);
  console.log(`origin:   ${s.origin}${s.source && s.source !== s.origin ? ` (${s.source})` : ''}`);
  let runtime: string;
  if (s.runtime) {
    runtime = `${s.runtime.name} ${s.runtime.version ?? '(version unknown)'}${s.runtime.path ? ` (${rel(s.runtime.path)})` : ' (found by the engine on PATH)'}, ${s.runtime.accepted ? 'accepted by the engine' : 'NOT accepted by the engine (unsupported)'}`;
  } else if (s.runtimesLine === 'none') runtime = 'none (the engine found no JavaScript runtime: install the npm package deno)';
  else runtime = 'none (this engine predates JavaScript runtimes)';
  console.log(`runtime:  ${runtime}`);
  if (s.libraries !== null) {
    const found = parseLibraries(s.libraries);
    const missing = ENGINE_LIBRARIES.map((x) => x.lib).filter((lib) => found.get(lib) !== true);
    const without = missing.length ? `; missing: ${missing.join(', ')} (the engine does without them${missing.includes('requests') ? ": Python's own HTTP client, enough behind the egress proxy" : ''})` : '';
    console.log(`python:   optional libraries ${s.libraries || 'none'}${without}`);
  }
  let cached = 'nothing cached';
  try {
    cached = (JSON.parse(fs.readFileSync(path.join(s.denoDir, '.solver-libs.json'), 'utf8')) as string[]).join(', ') + ' cached';
  } catch {
    /* not cached */
  }
  console.log(`solver:   DENO_DIR ${rel(s.denoDir)}: ${cached}`);
  console.log(`options:  ${extractorArgsLine(process.env.ENGINE_EXTRACTOR_ARGS)}`);
  console.log(`cookies:  ${cookiesStatusLine(process.env.COOKIES_DIR?.trim() ? path.resolve(process.env.COOKIES_DIR.trim()) : '')}`);
  console.log(`canary:   ${canaryStatusLine(process.env)}`);
  console.log(`proxies:  ${upstreamStatusLine(process.env)}`);
  console.log(`update:   ${s.origin === 'YTDLP_PATH' ? 'where YTDLP_PATH comes from' : 'npm run engine -- update'}`);
  const last = lastUpdate();
  if (last) console.log(`last:     ${last.at} ${last.result}: ${last.message}`);
}

const tty = process.stdout.isTTY;
const reporter: Reporter = {
  say: (msg) => console.log(`${tty ? '\x1b[1m[setup]\x1b[0m' : '[setup]'} ${msg}`),
  warn: (msg) => console.error(tty ? `\x1b[33m[setup] ${msg}\x1b[0m` : `[setup] ${msg}`),
};

function printUpdate(r: UpdateResult): number {
  (r.result === 'failed' ? reporter.warn : reporter.say)(`Engine ${r.result}: ${r.message}`);
  return r.result === 'failed' ? 1 : 0;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'setup') return (await setup({ refresh: rest.includes('--refresh') }, reporter), 0);
    if (command === 'update') return printUpdate(await update(reporter));
    if (command === 'rollback') return printUpdate(rollback());
    // Only the package-index branch (the tests check that it fails fast): the engine it makes is not made current.
    if (command === 'venv') {
      const dir = await fetchFromVenv(layout());
      reporter.say(`Engine from the venv: ${dir}`);
      return 0;
    }
  } catch (e) {
    if (!(e instanceof SetupError)) throw e;
    reporter.warn(e.message);
    return 1;
  }
  if (command !== 'status' && command !== 'check') {
    console.error(USAGE);
    return 2;
  }
  const status = await engineStatus();
  if (command === 'status') {
    printStatus(status);
    return status.resolved ? 0 : 1;
  }
  if (status.current) return 0;
  console.error(`The engine ${status.path} is yt-dlp ${status.version ?? '(version unknown)'}, older than ${JS_RUNTIMES_MIN_VERSION} (origin: ${status.origin}).`);
  return 1;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
