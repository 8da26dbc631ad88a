/**
 * The extraction engine (yt-dlp) and its JavaScript runtime (Deno from npm), installed into the project, kept current
 * and switched back when a new one turns out bad.
 *
 * The engine is the newest yt-dlp that can be had, in this order:
 *   1. YTDLP_PATH when set (used as it is);
 *   2. a virtual environment in <tools>/engine/venv-<time> with `pip install -U "yt-dlp[default]"`, when the
 *      package index (PIP_INDEX_URL, default PyPI) answers within a few seconds;
 *   3. the current package of Debian's unstable suite (ENGINE_DEBIAN_MIRROR, ENGINE_DEBIAN_SUITE), fetched with a
 *      private apt configuration (the system's sources and caches stay untouched), unpacked with `dpkg -x` into
 *      <tools>/engine/debian-<version>/ and run by a small launcher with the system's python3, modules compiled;
 *   4. as a last resort the distribution's own yt-dlp, with a warning that names its age.
 * A new engine becomes current only after a self-check (its version, its JavaScript runtime accepted, one
 * extraction of a page the check serves itself on loopback). <tools>/engine/current points at it (switched in one
 * rename), <tools>/engine/previous at the engine it replaced (what `rollback` returns to); older ones go. Each
 * engine folder carries engine.json: version, origin, source, how the server embeds it, when installed.
 *
 * Deno's part: the engine's solver script imports two npm libraries; they are cached into DENO_DIR, so that at run
 * time Deno runs with --cached-only and the engine never fetches code.
 */
import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { findProgram } from '../../infra/programs';
import { ageInDays, versionAtLeast } from '../../shared/versions';
import { engineInvocation, engineSettings, JS_RUNTIMES_MIN_VERSION, toolsDir } from '../extract';
import { ENGINE_SOURCE_DEFAULTS } from './settings';

/** The oldest Deno the engine accepts as its JavaScript runtime. */
const DENO_MIN = '2.3.0';
const INDEX_PROBE_MS = 3000;
const SOLVER_VENDOR = path.join('yt_dlp', 'extractor', 'youtube', 'jsc', '_builtin', 'vendor');
/** The options yt-dlp itself runs Deno with (yt_dlp/extractor/youtube/jsc/_builtin/deno.py). */
const DENO_BASE_OPTIONS = ['--ext=js', '--no-code-cache', '--no-prompt', '--no-remote', '--no-lock', '--node-modules-dir=none', '--no-config'];

/** A failure to set up, update or switch the engine: a sentence for the operator, never a stack trace. */
export class SetupError extends Error {}

export type EngineOrigin = 'venv' | 'debian';

export interface EngineManifest {
  version: string;
  origin: EngineOrigin;
  source: string;
  /** The Python version the engine runs on. */
  python?: string;
  /** How the server's warm workers embed it: interpreter and import path (':'-separated), relative to its folder. */
  embed?: { python: string; path?: string };
  /** Debian packages of the engine's optional Python libraries unpacked beside it (the system's were missing or too old). */
  libraries?: string[];
  installedAt: string;
}

export interface Layout {
  tools: string;
  engineDir: string;
  current: string;
  previous: string;
  aptDir: string;
  denoDir: string;
  denoPath: string;
  /** What the last update did: written by update and rollback, shown by status, the log and the debug panel. */
  lastUpdate: string;
  /** When setup last found no origin that answered (and why). */
  fruitless: string;
}

export function layout(env: NodeJS.ProcessEnv = process.env): Layout {
  const tools = toolsDir(env);
  const engineDir = path.join(tools, 'engine');
  const { denoDir, denoPath } = engineSettings(env);
  return {
    tools,
    engineDir,
    current: path.join(engineDir, 'current'),
    previous: path.join(engineDir, 'previous'),
    aptDir: path.join(engineDir, 'apt'),
    denoDir,
    denoPath,
    lastUpdate: path.join(engineDir, 'last-update.json'),
    fruitless: path.join(engineDir, 'no-origin.json'),
  };
}

export interface Reporter {
  say(message: string): void;
  warn(message: string): void;
}

function run(cmd: string, args: string[], opts: SpawnSyncOptions = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...opts });
  const stdout = String(r.stdout ?? '');
  const stderr = String(r.stderr ?? '');
  return { ok: !r.error && r.status === 0, status: r.status, stdout, stderr, lastLine: (stderr || stdout).trim().split('\n').pop() ?? '' };
}

/** What the program says its version is (`--version`); null when it does not run as yt-dlp. */
export function programVersion(program: string): string | null {
  const r = run(program, ['--version'], { timeout: 60_000 });
  const v = r.stdout.trim().split('\n').pop() ?? '';
  return r.ok && /^\d{4}\.\d{2}\.\d{2}/.test(v) ? v : null;
}

export function readManifest(dir: string): EngineManifest | null {
  try {
    const m = JSON.parse(fs.readFileSync(path.join(dir, 'engine.json'), 'utf8')) as EngineManifest;
    return m && typeof m.version === 'string' && fs.existsSync(path.join(dir, 'yt-dlp')) ? m : null;
  } catch {
    return null;
  }
}

function writeManifest(dir: string, manifest: EngineManifest): void {
  fs.writeFileSync(path.join(dir, 'engine.json'), JSON.stringify(manifest, null, 2) + '\n');
}

function writeLauncher(dir: string, body: string, manifest: EngineManifest): void {
  fs.writeFileSync(path.join(dir, 'yt-dlp'), `#!/bin/sh\n# ${manifest.source}: written by the engine setup (server/src/features/engine)\n${body}\n`, { mode: 0o755 });
  writeManifest(dir, manifest);
}

/** The folder a link of the layout points at, or null. */
function target(link: string): string | null {
  try {
    return fs.realpathSync.native(link);
  } catch {
    return null;
  }
}

/** Points `link` at `dir` in one rename, so a reader sees the old engine or the new one, never none. */
function pointAt(link: string, dir: string): void {
  const tmp = `${link}.${process.pid}`;
  fs.rmSync(tmp, { force: true });
  fs.symlinkSync(path.basename(dir), tmp);
  fs.renameSync(tmp, link);
}

/** Makes `dir` the current engine; the one it replaces becomes the previous one. Engines older than both go. */
function switchTo(l: Layout, dir: string): void {
  const old = target(l.current);
  if (old && old !== dir) pointAt(l.previous, old);
  pointAt(l.current, dir);
  const keep = new Set([dir, target(l.previous)]);
  for (const name of fs.readdirSync(l.engineDir)) {
    const p = path.join(l.engineDir, name);
    if (/^(venv|debian)-/.test(name) && !keep.has(p)) fs.rmSync(p, { recursive: true, force: true });
  }
}

/**
 * The system's Python (/usr/bin/python3 first, then python3 on PATH), as the interpreter itself names its
 * executable: a version manager's shim would add its own start-up to every run of the engine.
 */
function python(min = '3.0'): { path: string; version: string } {
  const seen: string[] = [];
  for (const candidate of ['/usr/bin/python3', findProgram('python3')]) {
    if (!candidate || !fs.existsSync(candidate)) continue;
    const r = run(candidate, ['-c', 'import sys; print("%d.%d.%d" % sys.version_info[:3]); print(sys.executable)']);
    if (!r.ok) continue;
    const [version, executable] = r.stdout.trim().split('\n');
    seen.push(`${candidate} ${version}`);
    if (versionAtLeast(version, min)) return { path: executable || candidate, version };
  }
  throw new SetupError(seen.length ? `no python3 ${min} or newer (${seen.join(', ')})` : 'no python3');
}

// ---------------------------------------------------------------------------------------------- the venv branch

/** Whether the package index answers (any HTTP status) within INDEX_PROBE_MS. */
async function indexAnswers(indexUrl: string): Promise<{ ok: true } | { ok: false; why: string }> {
  try {
    const res = await fetch(`${indexUrl.replace(/\/+$/, '')}/yt-dlp/`, { signal: AbortSignal.timeout(INDEX_PROBE_MS), redirect: 'manual' });
    await res.body?.cancel();
    return { ok: true };
  } catch (e) {
    const err = e as { name?: string; cause?: { code?: string; message?: string } };
    if (err.name === 'TimeoutError') return { ok: false, why: `no answer within ${INDEX_PROBE_MS / 1000} s` };
    return { ok: false, why: String(err.cause?.code ?? err.cause?.message ?? err.name ?? e) };
  }
}

/** A new virtual environment with the newest yt-dlp of the package index; the folder, not yet current. */
export async function fetchFromVenv(l: Layout): Promise<string> {
  const indexUrl = process.env.PIP_INDEX_URL || ENGINE_SOURCE_DEFAULTS.pipIndex;
  const py = python('3.10');
  const probe = await indexAnswers(indexUrl);
  if (!probe.ok) throw new SetupError(`the Python package index ${indexUrl} does not answer (${probe.why})`);
  // A venv records its own path: it is made where it stays, and removed again when anything fails.
  fs.mkdirSync(l.engineDir, { recursive: true });
  const dir = path.join(l.engineDir, `venv-${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`);
  try {
    let r = run(py.path, ['-m', 'venv', dir], { timeout: 120_000 });
    if (!r.ok) throw new SetupError(`python3 -m venv failed (Debian: apt-get install python3-venv): ${r.lastLine}`);
    r = run(path.join(dir, 'bin', 'pip'), ['install', '-q', '--disable-pip-version-check', '--timeout', '15', '--retries', '1', '-U', 'yt-dlp[default]'], {
      timeout: 600_000,
      env: { ...process.env, PIP_INDEX_URL: indexUrl },
    });
    if (!r.ok) throw new SetupError(`pip install yt-dlp[default] failed: ${r.lastLine}`);
    const version = programVersion(path.join(dir, 'bin', 'yt-dlp'));
    if (!version) throw new SetupError('the installed yt-dlp does not report its version');
    writeLauncher(dir, 'here="$(dirname "$(readlink -f "$0")")"\nexec "$here/bin/yt-dlp" "$@"', {
      version, origin: 'venv', source: `pip install yt-dlp[default] from ${indexUrl}`, python: py.version, embed: { python: 'bin/python' }, installedAt: new Date().toISOString(),
    });
    return dir;
  } catch (e) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw e;
  }
}

// -------------------------------------------------------------------------------------------- the Debian branch

function aptOptions(aptDir: string): string[] {
  return [
    '-o', `Dir::Etc::sourcelist=${path.join(aptDir, 'sources.list')}`,
    '-o', 'Dir::Etc::sourceparts=-',
    '-o', `Dir::State::Lists=${path.join(aptDir, 'lists')}`,
    '-o', `Dir::Cache=${path.join(aptDir, 'cache')}`,
    '-o', 'Dir::State::status=/dev/null',
    '-o', 'APT::Sandbox::User=root',
    '-o', 'Debug::NoLocking=1',
  ];
}

/** Where an unpacked Debian engine's own modules are, and the optional libraries unpacked beside it. */
const DEBIAN_SITE = 'usr/lib/python3/dist-packages';
const LIBRARIES_DIR = 'libraries';
/** How the server embeds an unpacked Debian engine in its warm workers: interpreter, import path. */
const debianEmbed = (py: string) => ({ python: py, path: `${DEBIAN_SITE}:${LIBRARIES_DIR}/${DEBIAN_SITE}` });

/**
 * The optional Python libraries the engine uses when it finds them (its `Optional libraries` line), and the Debian
 * packages that bring them. Only libraries that work as plain Python are fetched: a compiled module built for the
 * archive's Python would not load in this one (pycryptodome and brotli stay missing unless the system has them, and
 * status says so; the engine does without them). websockets and charset-normalizer ship optional speed-ups that
 * this Python skips.
 */
export const ENGINE_LIBRARIES: { lib: string; packages: string[] }[] = [
  { lib: 'requests', packages: ['python3-requests', 'python3-urllib3', 'python3-idna', 'python3-charset-normalizer', 'python3-certifi'] },
  { lib: 'urllib3', packages: ['python3-urllib3'] },
  { lib: 'websockets', packages: ['python3-websockets'] },
  { lib: 'mutagen', packages: ['python3-mutagen'] },
  { lib: 'certifi', packages: ['python3-certifi'] },
  { lib: 'Cryptodome', packages: [] },
  { lib: 'brotli', packages: [] },
];

/** The engine's `Optional libraries` line ("requests-2.34.2, websockets-10.4 (unsupported)") as name → accepted. */
export function parseLibraries(line: string | null | undefined): Map<string, boolean> {
  const found = new Map<string, boolean>();
  for (const item of (line ?? '').split(',')) {
    const m = /^\s*([A-Za-z0-9_]+?)(?:-[^\s(]+)?(\s*\(unsupported\))?\s*$/.exec(item);
    if (m && m[1]) found.set(m[1], !m[2]);
  }
  return found;
}

/** What the engine at `program` says of its optional libraries, or null when it does not run. */
function engineLibraries(program: string): Map<string, boolean> | null {
  const r = run(program, ['-v', '--ignore-config', '--no-color'], { timeout: 60_000 });
  const out = r.stdout + r.stderr;
  if (!/^\[debug\] yt-dlp version /m.test(out)) return null;
  return parseLibraries(/^\[debug\] Optional libraries: (.*)$/m.exec(out)?.[1]);
}

/**
 * The optional libraries the engine in `tree` lacks (or calls unsupported), fetched from the same archive and
 * unpacked into <tree>/libraries, which its launcher puts on the import path after its own modules. A package the
 * archive lacks is skipped; libraries that stop the engine from starting are taken out again. Returns the packages
 * kept, "name version" each.
 */
function addLibraries(opts: string[], tree: string, work: string): string[] {
  const launcher = path.join(tree, 'yt-dlp');
  const have = engineLibraries(launcher);
  if (!have) return [];
  const packages = [...new Set(ENGINE_LIBRARIES.filter(({ lib }) => have.get(lib) !== true).flatMap((x) => x.packages))];
  const target = path.join(tree, LIBRARIES_DIR);
  const kept: string[] = [];
  for (const name of packages) {
    const dir = fs.mkdtempSync(path.join(work, 'lib-'));
    const r = run('apt-get', ['-qq', ...opts, 'download', name], { cwd: dir, timeout: 120_000 });
    const deb = fs.readdirSync(dir).find((f) => f.endsWith('.deb'));
    if (r.ok && deb && run('dpkg', ['-x', path.join(dir, deb), target]).ok) kept.push(`${name} ${deb.split('_')[1] ?? ''}`.trim());
  }
  if (kept.length && !engineLibraries(launcher)) {
    fs.rmSync(target, { recursive: true, force: true });
    return [];
  }
  return kept;
}

/**
 * The archive's current yt-dlp, unpacked into its own folder (not yet current); an engine of that version already
 * unpacked is used as it is.
 */
export function fetchFromDebian(l: Layout): string {
  for (const tool of ['apt-get', 'apt-cache', 'dpkg', 'dpkg-deb']) if (!findProgram(tool)) throw new SetupError(`${tool} is not available (not a Debian-like system)`);
  let py = python();
  const mirror = (process.env.ENGINE_DEBIAN_MIRROR || ENGINE_SOURCE_DEFAULTS.debianMirror).replace(/\/+$/, '');
  const suite = process.env.ENGINE_DEBIAN_SUITE || ENGINE_SOURCE_DEFAULTS.debianSuite;
  const keyring = '/usr/share/keyrings/debian-archive-keyring.gpg';
  for (const d of ['lists/partial', 'cache/archives/partial']) fs.mkdirSync(path.join(l.aptDir, d), { recursive: true });
  // A mirror of the operator's own (or the tests' local one) may be unsigned: ENGINE_DEBIAN_TRUSTED=1 says so.
  const options = process.env.ENGINE_DEBIAN_TRUSTED === '1' ? '[trusted=yes] ' : fs.existsSync(keyring) ? `[signed-by=${keyring}] ` : '';
  fs.writeFileSync(path.join(l.aptDir, 'sources.list'), `deb ${options}${mirror} ${suite} main\n`);
  const opts = aptOptions(l.aptDir);
  let r = run('apt-get', ['-qq', ...opts, 'update'], { timeout: 180_000 });
  // An archive that cannot be reached is only a warning to apt-get update (exit 0): its message says so.
  const failed = (r.stderr + r.stdout).split('\n').find((line) => /^(E|Err):|Failed to fetch|Some index files failed/.test(line));
  if (!r.ok || failed) throw new SetupError(`apt-get update of ${mirror} ${suite} failed: ${(failed ?? r.lastLine ?? `exit ${r.status}`).replace(/^W:\s*/, '')}`);
  r = run('apt-cache', [...opts, 'policy', 'yt-dlp']);
  const version = /Candidate:\s*(\S+)/.exec(r.stdout)?.[1];
  if (!r.ok || !version || version === '(none)') throw new SetupError(`${mirror} ${suite} has no yt-dlp package`);
  const upstream = version.replace(/^\d+:/, '').replace(/-[^-]+$/, '');
  const dir = path.join(l.engineDir, `debian-${version.replace(/[^A-Za-z0-9.+~-]/g, '_')}`);
  if (readManifest(dir)?.version === upstream) return dir;

  // What an interrupted run left (a server stopped during its automatic update) goes first; a folder younger than the
  // longest run may be another run's, still at work.
  for (const old of fs.readdirSync(l.engineDir)) {
    const p = path.join(l.engineDir, old);
    if (old.startsWith('.unpack-') && Date.now() - fs.statSync(p).mtimeMs > 3_600_000) fs.rmSync(p, { recursive: true, force: true });
  }
  const work = fs.mkdtempSync(path.join(l.engineDir, '.unpack-'));
  try {
    r = run('apt-get', ['-qq', ...opts, 'download', `yt-dlp=${version}`], { cwd: work, timeout: 300_000 });
    const deb = fs.readdirSync(work).find((f) => f.endsWith('.deb'));
    if (!r.ok || !deb) throw new SetupError(`apt-get download yt-dlp=${version} failed: ${r.lastLine}`);
    const tree = path.join(work, 'tree');
    r = run('dpkg', ['-x', path.join(work, deb), tree]);
    if (!r.ok) throw new SetupError(`dpkg -x ${deb} failed: ${r.stderr.trim()}`);
    const site = path.join(tree, 'usr', 'lib', 'python3', 'dist-packages');
    if (!fs.existsSync(path.join(site, 'yt_dlp'))) throw new SetupError(`${deb} holds no yt_dlp module`);
    const meta = fs.readdirSync(site).find((f) => /^yt_dlp-.*\.dist-info$/.test(f));
    const requires = meta ? /^Requires-Python:\s*>=\s*([\d.]+)/m.exec(fs.readFileSync(path.join(site, meta, 'METADATA'), 'utf8'))?.[1] : null;
    if (requires) py = python(requires);
    const manifest: EngineManifest = { version: upstream, origin: 'debian', source: `Debian ${suite} ${deb}`, python: py.version, embed: debianEmbed(py.path), installedAt: new Date().toISOString() };
    const launcher = ['here="$(dirname "$(readlink -f "$0")")"', `PYTHONPATH="$here/${DEBIAN_SITE}:$here/${LIBRARIES_DIR}/${DEBIAN_SITE}" exec ${py.path} -m yt_dlp "$@"`].join('\n');
    writeLauncher(tree, launcher, manifest);
    writeManifest(tree, { ...manifest, libraries: addLibraries(opts, tree, work) });
    // dpkg -x compiles nothing: without bytecode every start of the engine compiles its 1,700 extractors again.
    for (const dir of [path.join(site, 'yt_dlp'), path.join(tree, LIBRARIES_DIR)].filter((d) => fs.existsSync(d))) {
      r = run(py.path, ['-m', 'compileall', '-q', '-j', '0', dir], { timeout: 600_000 });
      if (!r.ok && dir.endsWith('yt_dlp')) throw new SetupError(`python3 -m compileall failed: ${r.lastLine}`);
    }
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(tree, dir);
    return dir;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Engines installed before the manifest named how to embed them get that line (read from their own launcher), so
 * the server's warm workers can run them without a new install.
 */
function addEmbedding(dir: string, manifest: EngineManifest): EngineManifest {
  if (manifest.embed) return manifest;
  let embed: EngineManifest['embed'] | null = null;
  if (manifest.origin === 'venv') embed = { python: 'bin/python' };
  else if (manifest.origin === 'debian') {
    const py = /exec (\S+) -m yt_dlp/.exec(fs.readFileSync(path.join(dir, 'yt-dlp'), 'utf8'))?.[1];
    if (py) embed = debianEmbed(py);
  }
  if (!embed) return manifest;
  const updated = { ...manifest, embed };
  writeManifest(dir, updated);
  return updated;
}

// ------------------------------------------------------------------------------------------------------- Deno

function denoVersion(deno: string): string | null {
  const r = run(deno, ['--version']);
  return r.ok ? (/deno (\d+\.\d+\.\d+)/.exec(r.stdout)?.[1] ?? null) : null;
}

/** The engine's own Deno solver lib script (it imports npm packages), found inside its folder. */
function findDenoLib(dir: string, depth = 0): string | null {
  if (depth > 7) return null;
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return null;
  }
  const direct = path.join(dir, SOLVER_VENDOR, 'yt.solver.deno.lib.js');
  if (fs.existsSync(direct)) return direct;
  for (const e of entries) {
    if (!e.isDirectory() || e.name === '__pycache__' || e.name === 'yt_dlp') continue;
    const found = findDenoLib(path.join(dir, e.name), depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Caches the npm libraries the solver's lib script imports into DENO_DIR; a stamp skips the work next time. Deno
 * files its npm cache by registry: the registry is Deno's default unless NPM_CONFIG_REGISTRY is set, here and for
 * the server alike. Returns what went wrong, or null.
 */
function cacheSolverLibs(l: Layout, engineDir: string | null): string | null {
  const lib = engineDir ? findDenoLib(engineDir) : null;
  if (!lib) return null;
  const code = fs.readFileSync(lib, 'utf8');
  const specs = [...code.matchAll(/['"](npm:[^'"]+)['"]/g)].map((m) => m[1]).sort();
  const stamp = path.join(l.denoDir, '.solver-libs.json');
  const want = JSON.stringify(specs);
  try {
    if (fs.readFileSync(stamp, 'utf8') === want) return null;
  } catch {
    /* not cached yet */
  }
  fs.mkdirSync(l.denoDir, { recursive: true });
  const deno = (extra: string[]) =>
    run(l.denoPath, ['run', ...DENO_BASE_OPTIONS, ...extra, '-'], { input: code, timeout: 180_000, env: { ...process.env, DENO_DIR: l.denoDir, DENO_NO_UPDATE_CHECK: '1' } });
  if (!deno(['--cached-only']).ok) {
    const fetched = deno([]);
    if (!fetched.ok || !deno(['--cached-only']).ok) return `could not cache ${specs.join(', ')} into ${l.denoDir}: ${fetched.lastLine}`;
  }
  fs.writeFileSync(stamp, want);
  return null;
}

// ------------------------------------------------------------------------------------------------ self-check

/** Runs a program to its end (async, so the check's own page server can answer it). */
function runAsync(program: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs, killSignal: 'SIGKILL' });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr = (stderr + c.toString('utf8')).slice(-64 * 1024)));
    child.on('error', (e) => resolve({ code: null, stdout, stderr: String(e) }));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * What a new engine must pass before it becomes current: it reports the version its manifest names, it accepts
 * its JavaScript runtime (when it is new enough to take one), and it extracts the media of a page this check serves
 * on loopback, run as the server runs it. Throws a SetupError naming the first thing that failed.
 */
export async function selfCheck(l: Layout, dir: string): Promise<void> {
  const manifest = readManifest(dir);
  if (!manifest) throw new SetupError('its folder has no launcher or engine.json');
  const program = path.join(dir, 'yt-dlp');
  const reported = programVersion(program);
  if (reported !== manifest.version) throw new SetupError(`it reports ${reported ?? 'no version'}, expected ${manifest.version}`);
  const { args, env } = await engineInvocation(program, { denoPath: l.denoPath, denoDir: l.denoDir });
  for (const k of Object.keys(env)) if (/^(https?|all|no)_proxy$/i.test(k)) delete env[k];
  if (args.length) {
    const header = await runAsync(program, [...args, '-v', '--ignore-config', '--no-color'], env, 60_000);
    const runtimes = /^\[debug\] JS runtimes: (.*)$/m.exec(header.stdout + header.stderr)?.[1]?.trim() ?? 'none';
    if (!/^deno-/.test(runtimes) || /unsupported/i.test(runtimes)) throw new SetupError(`it does not accept its JavaScript runtime (JS runtimes: ${runtimes})`);
  }
  const server = http.createServer((req, res) => {
    if (req.url === '/clip.mp4') return void res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': '4' }).end('\0\0\0\0');
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Engine self-check</title><video src="/clip.mp4"></video>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const r = await runAsync(program, [...args, '-J', '--no-playlist', '--no-warnings', '--ignore-config', '--no-color', '--no-cache-dir', '--', `${origin}/check.html`], env, 120_000);
    let found = false;
    try {
      const info = JSON.parse(r.stdout) as { url?: string; formats?: { url?: string }[] };
      found = [info.url, ...(info.formats ?? []).map((f) => f.url)].includes(`${origin}/clip.mp4`);
    } catch {
      /* no JSON */
    }
    if (r.code !== 0 || !found) {
      const line = r.stderr.split('\n').find((x) => x.startsWith('ERROR:')) ?? r.stderr.trim().split('\n').pop() ?? `exit ${r.code}`;
      throw new SetupError(`its test extraction of a local page failed (${line || `exit ${r.code}`})`);
    }
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

// ------------------------------------------------------------------------------------------- setup, update

const LOOK_AGAIN_MS = 24 * 3600 * 1000;

/** "3 h ago" when setup found no origin less than a day ago, else null. */
function lastFruitlessLook(l: Layout): string | null {
  try {
    const at = Date.parse((JSON.parse(fs.readFileSync(l.fruitless, 'utf8')) as { at: string }).at);
    const age = Date.now() - at;
    if (!(age >= 0 && age < LOOK_AGAIN_MS)) return null;
    return age < 3_600_000 ? `${Math.round(age / 60_000)} min ago` : `${Math.round(age / 3_600_000)} h ago`;
  } catch {
    return null;
  }
}

export interface ChosenEngine {
  program: string;
  version: string | null;
  origin: EngineOrigin | 'system' | 'YTDLP_PATH';
  source: string;
  dir: string | null;
}

const ORIGIN_NAMES: Record<ChosenEngine['origin'], string> = { venv: 'venv', debian: 'Debian archive', system: 'system', YTDLP_PATH: 'YTDLP_PATH' };

function rel(p: string): string {
  const root = path.resolve(__dirname, '..', '..', '..', '..');
  return p.startsWith(root + path.sep) ? path.relative(root, p) : p;
}

export function describeEngine({ program, version, origin, source }: ChosenEngine, runtime: string): string {
  const age = ageInDays(version);
  const update = origin === 'YTDLP_PATH' ? 'update it where it comes from' : 'update: npm run engine -- update';
  return `Engine: yt-dlp ${version ?? '(version unknown)'}${age === null ? '' : `, ${age} days old`}, origin ${ORIGIN_NAMES[origin]} (${source}), ${rel(program)}; JS runtime: ${runtime}; ${update}`;
}

/** Fetches from one origin, checks the engine and makes it current; removes a new folder that fails its check. */
async function install(l: Layout, origin: EngineOrigin, report: Reporter): Promise<string> {
  const before = target(l.current);
  const dir = origin === 'venv' ? await fetchFromVenv(l) : fetchFromDebian(l);
  if (dir === before) return dir;
  try {
    const problem = cacheSolverLibs(l, dir);
    if (problem) report.warn(`YouTube's challenge solver: ${problem}`);
    await selfCheck(l, dir);
  } catch (e) {
    if (dir !== target(l.previous)) fs.rmSync(dir, { recursive: true, force: true });
    if (e instanceof SetupError) throw new SetupError(`yt-dlp ${readVersion(dir)} failed its self-check: ${e.message}`);
    throw e;
  }
  switchTo(l, dir);
  return dir;
}

const readVersion = (dir: string) => path.basename(dir).replace(/^(debian|venv)-/, '');

function runtimeLine(l: Layout, report: Reporter): string {
  if (!l.denoPath) {
    report.warn('Deno is missing from node_modules (npm package deno): the engine cannot solve YouTube challenges. Run npm install.');
    return 'none (the npm package deno is not installed)';
  }
  const v = denoVersion(l.denoPath);
  if (!v || !versionAtLeast(v, DENO_MIN)) report.warn(`npm's Deno ${v ?? '(version unknown)'} is older than the engine needs (${DENO_MIN} or newer): update the deno package.`);
  return `deno ${v ?? '(version unknown)'} from npm`;
}

/**
 * `npm run setup`'s engine step: the engine in place, or (first time, or `refresh`) the newest that can be had,
 * self-checked before it becomes current. Prints one line: which engine, its age, how to update.
 */
export async function setup(options: { refresh: boolean }, report: Reporter, env: NodeJS.ProcessEnv = process.env): Promise<ChosenEngine> {
  const l = layout(env);
  const runtime = runtimeLine(l, report);
  let chosen: ChosenEngine;
  if (env.YTDLP_PATH) {
    const program = env.YTDLP_PATH;
    const version = programVersion(program);
    if (!version) throw new SetupError(`YTDLP_PATH=${program} does not run as yt-dlp (--version failed)`);
    chosen = { program, version, origin: 'YTDLP_PATH', source: 'YTDLP_PATH', dir: path.dirname(fs.realpathSync.native(program)) };
  } else {
    const current = target(l.current);
    let manifest = current ? readManifest(current) : null;
    let dir = manifest ? current : null;
    // Where no origin answered, the next runs within a day do not wait on them again (npm start on a machine that
    // cannot reach them); --refresh looks at once.
    const looked = !manifest && !options.refresh ? lastFruitlessLook(l) : null;
    if (looked) report.say(`Engine: no origin answered ${looked}; looking again after a day (npm run engine -- setup --refresh looks now).`);
    if ((!manifest || options.refresh) && !looked) {
      const reasons: string[] = [];
      for (const origin of ['venv', 'debian'] as const) {
        const started = Date.now();
        try {
          dir = await install(l, origin, report);
          break;
        } catch (e) {
          if (!(e instanceof SetupError)) throw e;
          reasons.push(`${ORIGIN_NAMES[origin]}: ${e.message} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
          report.say(`Engine from the ${ORIGIN_NAMES[origin]}: skipped, ${e.message}.`);
        }
      }
      fs.mkdirSync(l.engineDir, { recursive: true });
      if (dir) fs.rmSync(l.fruitless, { force: true });
      else fs.writeFileSync(l.fruitless, JSON.stringify({ at: new Date().toISOString(), reasons }, null, 2) + '\n');
      if (dir) manifest = readManifest(dir);
      else if (manifest) {
        report.warn(`No newer engine could be had; keeping the current one. ${reasons.join('; ')}`);
        dir = current;
      }
    }
    if (manifest && dir) {
      manifest = addEmbedding(dir, manifest);
      chosen = { program: path.join(l.current, 'yt-dlp'), version: manifest.version, origin: manifest.origin, source: manifest.source, dir };
    } else {
      const program = findProgram('yt-dlp');
      if (!program) throw new SetupError('no yt-dlp could be had: none from the package index, none from Debian, none installed on this system');
      const version = programVersion(program);
      chosen = { program, version, origin: 'system', source: "the system's package", dir: null };
      report.warn(
        `Only the system's own yt-dlp ${version ?? ''} could be had (${ageInDays(version) ?? '?'} days old): the sites it supports change every few weeks, ` +
          `so many links will fail. Install a current yt-dlp (pip install -U "yt-dlp[default]") and set YTDLP_PATH, or run this again when Debian's archive or the package index answers.`,
      );
    }
  }
  const problem = l.denoPath ? cacheSolverLibs(l, chosen.dir) : null;
  if (problem) report.warn(`YouTube's challenge solver: ${problem}`);
  report.say(describeEngine(chosen, runtime));
  if (chosen.version && !versionAtLeast(chosen.version, JS_RUNTIMES_MIN_VERSION)) report.warn(`yt-dlp ${chosen.version} is older than ${JS_RUNTIMES_MIN_VERSION}: YouTube will not work with it.`);
  return chosen;
}

export interface UpdateResult {
  at: string;
  result: 'updated' | 'current' | 'failed' | 'rolled back';
  from: string | null;
  to: string | null;
  message: string;
}

function record(l: Layout, result: UpdateResult): UpdateResult {
  fs.mkdirSync(l.engineDir, { recursive: true });
  const tmp = `${l.lastUpdate}.${process.pid}`;
  fs.writeFileSync(tmp, JSON.stringify(result, null, 2) + '\n');
  fs.renameSync(tmp, l.lastUpdate);
  return result;
}

export function lastUpdate(env: NodeJS.ProcessEnv = process.env): UpdateResult | null {
  try {
    return JSON.parse(fs.readFileSync(layout(env).lastUpdate, 'utf8')) as UpdateResult;
  } catch {
    return null;
  }
}

/**
 * `npm run engine -- update`: the newest engine from the current one's origin, into a new folder, made current only
 * after its self-check; otherwise the current engine stays and the result says why. The result is also written to
 * <tools>/engine/last-update.json.
 */
export async function update(report: Reporter, env: NodeJS.ProcessEnv = process.env): Promise<UpdateResult> {
  const l = layout(env);
  const at = new Date().toISOString();
  if (env.YTDLP_PATH) return record(l, { at, result: 'failed', from: null, to: null, message: `the engine is YTDLP_PATH=${env.YTDLP_PATH}: update it where it comes from` });
  const current = target(l.current);
  const manifest = current ? readManifest(current) : null;
  if (!current || !manifest) return record(l, { at, result: 'failed', from: null, to: null, message: 'no engine is installed in the project: run npm run engine -- setup' });
  try {
    const dir = await install(l, manifest.origin, report);
    const version = readManifest(dir)?.version ?? null;
    if (dir === current) return record(l, { at, result: 'current', from: manifest.version, to: manifest.version, message: `yt-dlp ${manifest.version} is the newest from the ${ORIGIN_NAMES[manifest.origin]}` });
    return record(l, { at, result: 'updated', from: manifest.version, to: version, message: `yt-dlp ${manifest.version} → ${version} (self-check passed; npm run engine -- rollback returns to ${manifest.version})` });
  } catch (e) {
    if (!(e instanceof SetupError)) throw e;
    return record(l, { at, result: 'failed', from: manifest.version, to: null, message: `${e.message}; keeping yt-dlp ${manifest.version}` });
  }
}

/** `npm run engine -- rollback`: back to the engine the last switch replaced (which becomes the previous one). */
export function rollback(env: NodeJS.ProcessEnv = process.env): UpdateResult {
  const l = layout(env);
  const at = new Date().toISOString();
  const current = target(l.current);
  const previous = target(l.previous);
  const from = current ? (readManifest(current)?.version ?? null) : null;
  const to = previous ? readManifest(previous) : null;
  if (!previous || !to) return record(l, { at, result: 'failed', from, to: null, message: 'there is no previous engine to return to' });
  switchTo(l, previous);
  return record(l, { at, result: 'rolled back', from, to: to.version, message: `yt-dlp ${from ?? '(none)'} → ${to.version} (rolled back)` });
}
