#!/usr/bin/env node
/**
 * The extraction engine (yt-dlp) and its JavaScript runtime (Deno from npm), installed into the project.
 *
 *   node scripts/engine.mjs setup [--refresh]   choose and install the engine, cache the solver's libraries
 *   node scripts/engine.mjs venv                only the Python-package-index branch (tests use it)
 *
 * The engine is the newest yt-dlp that can be had, in this order:
 *   1. YTDLP_PATH when set (used as it is);
 *   2. a virtual environment in .tools/engine/venv-<time> with `pip install -U "yt-dlp[default]"`, when the
 *      package index (PIP_INDEX_URL, default PyPI) answers within a few seconds;
 *   3. the current package of Debian's unstable suite (ENGINE_DEBIAN_MIRROR, ENGINE_DEBIAN_SUITE), fetched with a
 *      private apt configuration (the system's sources and caches stay untouched), unpacked with `dpkg -x` into
 *      .tools/engine/debian-<version>/ and run by a small launcher with the system's python3, modules compiled;
 *   4. as a last resort the distribution's own yt-dlp, with a warning that names its age.
 * The chosen folder is linked as .tools/engine/current (switched atomically); the server's default YTDLP_PATH is
 * .tools/engine/current/yt-dlp when it exists. A second run finds the engine in place and only prints its line
 * (`--refresh` looks again). Each engine folder carries engine.json: version, origin, source, when installed.
 *
 * Deno comes from the npm package `deno`. The engine's Deno solver script imports two npm libraries; they are
 * cached here into DENO_DIR (default .tools/deno), so that at run time Deno runs with --cached-only and the engine
 * never fetches code.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOOLS = path.resolve(process.env.ENGINE_TOOLS_DIR || path.join(ROOT, '.tools'));
const ENGINE_DIR = path.join(TOOLS, 'engine');
const CURRENT = path.join(ENGINE_DIR, 'current');
const DENO_DIR = path.resolve(process.env.DENO_DIR || path.join(TOOLS, 'deno'));
/** The oldest yt-dlp that handles today's YouTube (external JS runtime, challenge solver scripts). */
export const CURRENT_ENGINE_MIN = '2025.11.12';
/** The oldest Deno the engine accepts as its JavaScript runtime. */
const DENO_MIN = '2.3.0';
const INDEX_PROBE_MS = 3000;
const SOLVER_VENDOR = path.join('yt_dlp', 'extractor', 'youtube', 'jsc', '_builtin', 'vendor');
/** The options yt-dlp itself runs Deno with (yt_dlp/extractor/youtube/jsc/_builtin/deno.py). */
const DENO_BASE_OPTIONS = ['--ext=js', '--no-code-cache', '--no-prompt', '--no-remote', '--no-lock', '--node-modules-dir=none', '--no-config'];

const tty = process.stdout.isTTY;
const say = (msg) => console.log(`${tty ? '\x1b[1m[setup]\x1b[0m' : '[setup]'} ${msg}`);
const warn = (msg) => console.error(tty ? `\x1b[33m[setup] ${msg}\x1b[0m` : `[setup] ${msg}`);
class SetupError extends Error {}

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...opts });
  return { ok: !r.error && r.status === 0, status: r.status, stdout: r.stdout ?? '', stderr: r.stderr ?? '', error: r.error };
}
const which = (cmd) => {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const p = path.join(dir || '.', cmd);
    try {
      fs.accessSync(p, fs.constants.X_OK);
      return p;
    } catch {
      /* next */
    }
  }
  return null;
};

/** "2026.10.26" or "2026.10.26-1" or "2.9.6" → [2026, 10, 26]. */
const versionParts = (v) => (String(v).match(/\d+/g) ?? []).slice(0, 3).map(Number);
export function versionAtLeast(v, min) {
  const a = versionParts(v);
  const b = versionParts(min);
  for (let i = 0; i < b.length; i++) if ((a[i] ?? 0) !== b[i]) return (a[i] ?? 0) > b[i];
  return true;
}
/** Days since the date yt-dlp writes as its version (YYYY.MM.DD). */
export function ageInDays(version, now = Date.now()) {
  const m = /^(\d{4})\.(\d{2})\.(\d{2})/.exec(version ?? '');
  if (!m) return null;
  return Math.max(0, Math.floor((now - Date.UTC(+m[1], +m[2] - 1, +m[3])) / 86_400_000));
}
const rel = (p) => (p.startsWith(ROOT + path.sep) ? path.relative(ROOT, p) : p);

function engineVersion(program) {
  const r = run(program, ['--version'], { timeout: 60_000 });
  const v = r.stdout.trim().split('\n').pop() ?? '';
  return r.ok && /^\d{4}\.\d{2}\.\d{2}/.test(v) ? v : null;
}

function readManifest(dir) {
  try {
    const m = JSON.parse(fs.readFileSync(path.join(dir, 'engine.json'), 'utf8'));
    return m && typeof m.version === 'string' && fs.existsSync(path.join(dir, 'yt-dlp')) ? m : null;
  } catch {
    return null;
  }
}

function writeLauncher(dir, body, manifest) {
  fs.writeFileSync(path.join(dir, 'yt-dlp'), `#!/bin/sh\n# ${manifest.source}: written by scripts/engine.mjs\n${body}\n`, { mode: 0o755 });
  fs.writeFileSync(path.join(dir, 'engine.json'), JSON.stringify(manifest, null, 2) + '\n');
}

/** Points .tools/engine/current at `dir` in one rename, so a reader sees the old engine or the new one. */
function switchCurrent(dir) {
  const tmp = `${CURRENT}.${process.pid}`;
  fs.rmSync(tmp, { force: true });
  fs.symlinkSync(path.basename(dir), tmp);
  fs.renameSync(tmp, CURRENT);
}

/**
 * The system's Python (/usr/bin/python3 first, then python3 on PATH), as the interpreter itself names its
 * executable: a version manager's shim would add its own start-up to every run of the engine.
 */
function python(min = '3.0') {
  const seen = [];
  for (const candidate of ['/usr/bin/python3', which('python3')]) {
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
async function indexAnswers(indexUrl) {
  const url = `${indexUrl.replace(/\/+$/, '')}/yt-dlp/`;
  try {
    const res = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(INDEX_PROBE_MS), redirect: 'manual' });
    await res.body?.cancel();
    return { ok: true };
  } catch (e) {
    const cause = e?.cause?.code ?? e?.cause?.message ?? e?.name ?? String(e);
    return { ok: false, why: e?.name === 'TimeoutError' ? `no answer within ${INDEX_PROBE_MS / 1000} s` : String(cause) };
  }
}

export async function tryVenv() {
  const indexUrl = process.env.PIP_INDEX_URL || 'https://pypi.org/simple';
  const py = python('3.10');
  const probe = await indexAnswers(indexUrl);
  if (!probe.ok) throw new SetupError(`the Python package index ${indexUrl} does not answer (${probe.why})`);
  // A venv records its own path: it is made where it stays, and removed again when anything fails.
  fs.mkdirSync(ENGINE_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const dir = path.join(ENGINE_DIR, `venv-${stamp}`);
  try {
    let r = run(py.path, ['-m', 'venv', dir], { timeout: 120_000 });
    if (!r.ok) throw new SetupError(`python3 -m venv failed (Debian: apt-get install python3-venv): ${(r.stderr || r.stdout).trim().split('\n').pop()}`);
    r = run(path.join(dir, 'bin', 'pip'), ['install', '-q', '--disable-pip-version-check', '--timeout', '15', '--retries', '1', '-U', 'yt-dlp[default]'], {
      timeout: 600_000,
      env: { ...process.env, PIP_INDEX_URL: indexUrl },
    });
    if (!r.ok) throw new SetupError(`pip install yt-dlp[default] failed: ${(r.stderr || r.stdout).trim().split('\n').pop()}`);
    const version = engineVersion(path.join(dir, 'bin', 'yt-dlp'));
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

function aptOptions(aptDir) {
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

/** How the server embeds an unpacked Debian engine in its warm workers (enginePool.ts): interpreter, import path. */
const debianEmbed = (python) => ({ python, path: 'usr/lib/python3/dist-packages' });

/**
 * Engines installed before the manifest named how to embed them get that line (read from their own launcher), so
 * the server's warm workers can run them without a new install.
 */
function addEmbedding(dir, manifest) {
  if (manifest.embed) return manifest;
  let embed = null;
  if (manifest.origin === 'venv') embed = { python: 'bin/python' };
  else if (manifest.origin === 'debian') {
    const python = /exec (\S+) -m yt_dlp/.exec(fs.readFileSync(path.join(dir, 'yt-dlp'), 'utf8'))?.[1];
    if (python) embed = debianEmbed(python);
  }
  if (!embed) return manifest;
  const updated = { ...manifest, embed };
  fs.writeFileSync(path.join(dir, 'engine.json'), JSON.stringify(updated, null, 2) + '\n');
  return updated;
}

export function tryDebian() {
  for (const tool of ['apt-get', 'apt-cache', 'dpkg', 'dpkg-deb']) if (!which(tool)) throw new SetupError(`${tool} is not available (not a Debian-like system)`);
  let py = python();
  const mirror = (process.env.ENGINE_DEBIAN_MIRROR || 'http://deb.debian.org/debian').replace(/\/+$/, '');
  const suite = process.env.ENGINE_DEBIAN_SUITE || 'unstable';
  const keyring = '/usr/share/keyrings/debian-archive-keyring.gpg';
  const aptDir = path.join(ENGINE_DIR, 'apt');
  for (const d of ['lists/partial', 'cache/archives/partial']) fs.mkdirSync(path.join(aptDir, d), { recursive: true });
  const signed = fs.existsSync(keyring) ? `[signed-by=${keyring}] ` : '';
  fs.writeFileSync(path.join(aptDir, 'sources.list'), `deb ${signed}${mirror} ${suite} main\n`);
  const opts = aptOptions(aptDir);
  let r = run('apt-get', ['-qq', ...opts, 'update'], { timeout: 180_000 });
  // An archive that cannot be reached is only a warning to apt-get update (exit 0): its message says so.
  const failed = (r.stderr + r.stdout).split('\n').find((l) => /^(E|Err):|Failed to fetch|Some index files failed/.test(l));
  if (!r.ok || failed) throw new SetupError(`apt-get update of ${mirror} ${suite} failed: ${(failed ?? r.stderr.trim().split('\n').pop() ?? `exit ${r.status}`).replace(/^W:\s*/, '')}`);
  r = run('apt-cache', [...opts, 'policy', 'yt-dlp']);
  const version = /Candidate:\s*(\S+)/.exec(r.stdout)?.[1];
  if (!r.ok || !version || version === '(none)') throw new SetupError(`${mirror} ${suite} has no yt-dlp package`);
  const upstream = version.replace(/^\d+:/, '').replace(/-[^-]+$/, '');
  const dir = path.join(ENGINE_DIR, `debian-${version.replace(/[^A-Za-z0-9.+~-]/g, '_')}`);
  if (readManifest(dir)?.version === upstream) return dir;

  const work = fs.mkdtempSync(path.join(ENGINE_DIR, '.unpack-'));
  try {
    r = run('apt-get', ['-qq', ...opts, 'download', `yt-dlp=${version}`], { cwd: work, timeout: 300_000 });
    const deb = fs.readdirSync(work).find((f) => f.endsWith('.deb'));
    if (!r.ok || !deb) throw new SetupError(`apt-get download yt-dlp=${version} failed: ${(r.stderr || r.stdout).trim().split('\n').pop()}`);
    const tree = path.join(work, 'tree');
    r = run('dpkg', ['-x', path.join(work, deb), tree]);
    if (!r.ok) throw new SetupError(`dpkg -x ${deb} failed: ${r.stderr.trim()}`);
    const site = path.join(tree, 'usr', 'lib', 'python3', 'dist-packages');
    const meta = fs.readdirSync(site).find((f) => /^yt_dlp-.*\.dist-info$/.test(f));
    const requires = meta ? /^Requires-Python:\s*>=\s*([\d.]+)/m.exec(fs.readFileSync(path.join(site, meta, 'METADATA'), 'utf8'))?.[1] : null;
    if (requires) py = python(requires);
    // dpkg -x compiles nothing: without bytecode every start of the engine compiles its 1,700 extractors again.
    r = run(py.path, ['-m', 'compileall', '-q', '-j', '0', path.join(site, 'yt_dlp')], { timeout: 600_000 });
    if (!r.ok) throw new SetupError(`python3 -m compileall failed: ${(r.stderr || r.stdout).trim().split('\n').pop()}`);
    writeLauncher(
      tree,
      [
        'here="$(dirname "$(readlink -f "$0")")"',
        `PYTHONPATH="$here/usr/lib/python3/dist-packages" exec ${py.path} -m yt_dlp "$@"`,
      ].join('\n'),
      { version: upstream, origin: 'debian', source: `Debian ${suite} ${deb}`, python: py.version, embed: debianEmbed(py.path), installedAt: new Date().toISOString() },
    );
    const reported = engineVersion(path.join(tree, 'yt-dlp'));
    if (reported !== upstream) throw new SetupError(`the unpacked yt-dlp reports ${reported ?? 'no version'}, expected ${upstream}`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(tree, dir);
    return dir;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

// ------------------------------------------------------------------------------------------------------- Deno

export function npmDeno() {
  try {
    const pkg = path.dirname(createRequire(path.join(ROOT, 'package.json')).resolve('deno/package.json'));
    const candidates = [path.join(pkg, 'deno')];
    try {
      const platform = path.dirname(createRequire(path.join(pkg, 'package.json')).resolve(`@deno/${process.platform}-${process.arch}-glibc/package.json`));
      candidates.push(path.join(platform, 'deno'));
    } catch {
      /* not this platform's package */
    }
    for (const p of candidates) if (fs.existsSync(p)) return p;
  } catch {
    /* not installed */
  }
  return null;
}

function denoVersion(deno) {
  const r = run(deno, ['--version']);
  return r.ok ? (/deno (\d+\.\d+\.\d+)/.exec(r.stdout)?.[1] ?? null) : null;
}

/** The engine's own Deno solver lib script (it imports npm packages), found inside its folder. */
function findDenoLib(dir, depth = 0) {
  if (depth > 7) return null;
  let entries;
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

function denoRun(deno, code, extra) {
  return run(deno, ['run', ...DENO_BASE_OPTIONS, ...extra, '-'], {
    input: code,
    timeout: 180_000,
    env: { ...process.env, DENO_DIR, DENO_NO_UPDATE_CHECK: '1' },
  });
}

/**
 * Caches the npm libraries the solver's lib script imports into DENO_DIR; a stamp skips the work next time. Deno
 * files its npm cache by registry: the registry is Deno's default unless NPM_CONFIG_REGISTRY is set, here and for
 * the server alike.
 */
function cacheSolverLibs(deno, engineDir) {
  const lib = engineDir ? findDenoLib(engineDir) : null;
  if (!lib) return 'no Deno solver script found in the engine (nothing to cache)';
  const code = fs.readFileSync(lib, 'utf8');
  const specs = [...code.matchAll(/['"](npm:[^'"]+)['"]/g)].map((m) => m[1]).sort();
  const stamp = path.join(DENO_DIR, '.solver-libs.json');
  const want = JSON.stringify(specs);
  try {
    if (fs.readFileSync(stamp, 'utf8') === want) return null;
  } catch {
    /* not cached yet */
  }
  fs.mkdirSync(DENO_DIR, { recursive: true });
  if (denoRun(deno, code, ['--cached-only']).ok) {
    fs.writeFileSync(stamp, want);
    return null;
  }
  const fetched = denoRun(deno, code, []);
  if (!fetched.ok || !denoRun(deno, code, ['--cached-only']).ok) {
    return `could not cache ${specs.join(', ')} into ${rel(DENO_DIR)}: ${(fetched.stderr || fetched.stdout).trim().split('\n').pop()}`;
  }
  fs.writeFileSync(stamp, want);
  return null;
}

// ------------------------------------------------------------------------------------------------------ setup

function describe({ program, version, origin, source }, denoLine) {
  const age = ageInDays(version);
  const update = origin === 'YTDLP_PATH' ? 'update it where it comes from' : 'update: npm run engine -- setup --refresh';
  const originName = { venv: 'venv', debian: 'Debian archive', system: 'system', YTDLP_PATH: 'YTDLP_PATH' }[origin] ?? origin;
  return `Engine: yt-dlp ${version ?? '(version unknown)'}${age === null ? '' : `, ${age} days old`}, origin ${originName} (${source}), ${rel(program)}; JS runtime: ${denoLine}; ${update}`;
}

async function setup(refresh) {
  const deno = npmDeno();
  const denoV = deno ? denoVersion(deno) : null;
  const denoLine = deno ? `deno ${denoV ?? '(version unknown)'} from npm` : 'none (the npm package deno is not installed)';
  if (!deno) warn('Deno is missing from node_modules (npm package deno): the engine cannot solve YouTube challenges. Run npm install.');
  else if (!denoV || !versionAtLeast(denoV, DENO_MIN)) warn(`npm's Deno ${denoV ?? '(version unknown)'} is older than the engine needs (${DENO_MIN} or newer): update the deno package.`);

  let chosen;
  if (process.env.YTDLP_PATH) {
    const program = process.env.YTDLP_PATH;
    chosen = { program, version: engineVersion(program), origin: 'YTDLP_PATH', source: 'YTDLP_PATH', dir: path.dirname(fs.realpathSync.native(program)) };
    if (!chosen.version) throw new SetupError(`YTDLP_PATH=${program} does not run as yt-dlp (--version failed)`);
  } else {
    const current = fs.existsSync(CURRENT) ? fs.realpathSync.native(CURRENT) : null;
    let manifest = current ? readManifest(current) : null;
    let dir = manifest ? current : null;
    if (!manifest || refresh) {
      const reasons = [];
      for (const [name, attempt] of [['venv', tryVenv], ['Debian archive', tryDebian]]) {
        const started = Date.now();
        try {
          dir = await attempt();
          break;
        } catch (e) {
          if (!(e instanceof SetupError)) throw e;
          reasons.push(`${name}: ${e.message} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
          say(`Engine from the ${name}: skipped, ${e.message}.`);
        }
      }
      if (dir) {
        switchCurrent(dir);
        manifest = readManifest(dir);
        // The engine it replaces stays (a server started before may still be running it); older ones go.
        for (const old of fs.readdirSync(ENGINE_DIR)) {
          const p = path.join(ENGINE_DIR, old);
          if (/^(venv|debian)-/.test(old) && p !== dir && p !== current) fs.rmSync(p, { recursive: true, force: true });
        }
      } else if (manifest) {
        warn(`No newer engine could be had; keeping the current one. ${reasons.join('; ')}`);
        dir = current;
      }
    }
    if (manifest && dir) {
      manifest = addEmbedding(dir, manifest);
      chosen = { program: path.join(CURRENT, 'yt-dlp'), version: manifest.version, origin: manifest.origin, source: manifest.source, dir };
    } else {
      const program = which('yt-dlp');
      if (!program) throw new SetupError('no yt-dlp could be had: none from the package index, none from Debian, none installed on this system');
      const version = engineVersion(program);
      chosen = { program, version, origin: 'system', source: "the system's package", dir: null };
      warn(
        `Only the system's own yt-dlp ${version ?? ''} could be had (${ageInDays(version) ?? '?'} days old): the sites it supports change every few weeks, ` +
          `so many links will fail. Install a current yt-dlp (pip install -U "yt-dlp[default]") and set YTDLP_PATH, or run this again when Debian's archive or the package index answers.`,
      );
    }
  }
  if (deno) {
    const problem = cacheSolverLibs(deno, chosen.dir);
    if (problem && !/nothing to cache/.test(problem)) warn(`YouTube's challenge solver: ${problem}`);
  }
  say(describe(chosen, denoLine));
  if (chosen.version && !versionAtLeast(chosen.version, CURRENT_ENGINE_MIN)) warn(`yt-dlp ${chosen.version} is older than ${CURRENT_ENGINE_MIN}: YouTube will not work with it.`);
}

async function main(argv) {
  const [command, ...rest] = argv;
  try {
    if (command === 'setup') await setup(rest.includes('--refresh'));
    else if (command === 'venv') {
      const dir = await tryVenv();
      switchCurrent(dir);
      say(`Engine from the venv: ${readManifest(dir).version}`);
    } else {
      console.error('Usage: node scripts/engine.mjs setup [--refresh] | venv');
      return 2;
    }
    return 0;
  } catch (e) {
    if (!(e instanceof SetupError)) throw e;
    console.error(`[setup] ${e.message}`);
    return 1;
  }
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
