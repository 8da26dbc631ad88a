/**
 * The engine's JavaScript runtime, with the real engine and no network: Deno from npm, given to every engine run
 * as `--js-runtimes deno:<path>` (only to an engine that knows the flag), with the challenge solver's libraries
 * cached at setup in DENO_DIR. And the setup's package-index branch, which must give up fast and leave nothing
 * behind when the index does not answer.
 */
import { execFile, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { engineDebugHeader, runtimesLine } from '../../cli/engine';
import { parseLibraries } from '../engine';
import { engineSettings } from './settings';
import { versionAtLeast } from '../../shared/versions';
import { engineInvocation, JS_RUNTIMES_MIN_VERSION } from './ytdlpEngine';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const settings = engineSettings();
const version = spawnSync(settings.ytdlpPath, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
const current = versionAtLeast(version, JS_RUNTIMES_MIN_VERSION) && /^\d{4}\./.test(version);
/** On an old engine (a machine where setup found nothing newer) these are skipped, except in CI. */
const withCurrentEngine = current || process.env.CI === 'true' ? describe : describe.skip;
/** Settings that make any network use fail at once: a proxy on a closed loopback port. */
const OFFLINE = { HTTP_PROXY: 'http://127.0.0.1:9', HTTPS_PROXY: 'http://127.0.0.1:9' };

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-runtime-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function findFile(from: string, name: string, depth = 0): string | null {
  if (depth > 12) return null;
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(from, { withFileTypes: true });
  } catch {
    return null;
  }
  for (const e of entries) if (e.isFile() && e.name === name) return path.join(from, e.name);
  for (const e of entries) {
    if (!e.isDirectory() || e.name === '__pycache__') continue;
    const found = findFile(path.join(from, e.name), name, depth + 1);
    if (found) return found;
  }
  return null;
}

describe('which engines get the runtime flag', () => {
  function fakeEngine(name: string, prints: string): string {
    const program = path.join(dir, name);
    fs.writeFileSync(program, `#!/bin/sh\necho '${prints}'\n`, { mode: 0o755 });
    return program;
  }

  test('an engine new enough for --js-runtimes gets Deno and DENO_DIR', async () => {
    const inv = await engineInvocation(fakeEngine('new-engine', '2026.10.26'), { denoPath: '/opt/deno', denoDir: '/var/deno' });
    expect(inv.args).toEqual(['--js-runtimes', 'deno:/opt/deno']);
    expect(inv.env.DENO_DIR).toBe('/var/deno');
  });

  test('an engine too old for the flag, or one that names no version, gets no flag it does not know', async () => {
    for (const [name, prints] of [['old-engine', '2023.03.04'], ['odd-engine', 'ERROR: something']]) {
      const inv = await engineInvocation(fakeEngine(name, prints), { denoPath: '/opt/deno', denoDir: '/var/deno' });
      expect(inv.args).toEqual([]);
      expect(inv.env.DENO_DIR).toBe(process.env.DENO_DIR);
    }
  });

  test('versions compare by their parts', () => {
    expect(versionAtLeast('2025.11.12', '2025.11.12')).toBe(true);
    expect(versionAtLeast('2026.01.01', '2025.11.12')).toBe(true);
    expect(versionAtLeast('2025.10.22', '2025.11.12')).toBe(false);
    expect(versionAtLeast('2.10.0', '2.3')).toBe(true);
  });
});

withCurrentEngine(`the real engine (${settings.ytdlpPath}, ${version || 'no version'}) and its runtime, offline`, () => {
  test('yt-dlp -v, run as the server runs it, reports the Deno runtime as supported', async () => {
    expect(settings.denoPath).not.toBe('');
    const line = await runtimesLine(settings.ytdlpPath, settings);
    expect(line).toMatch(/^deno-\d+\.\d+\.\d+/);
    expect(line).not.toMatch(/unsupported/);
  }, 60_000);

  test('an engine unpacked from Debian has the optional libraries the system lacked beside it, and uses them', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(path.dirname(fs.realpathSync.native(settings.ytdlpPath)), 'engine.json'), 'utf8')) as { origin?: string; libraries?: string[] };
    if (manifest.origin !== 'debian') return void console.log(`optional libraries check skipped: the engine's origin is ${manifest.origin ?? 'not the project'}`);
    expect(manifest.libraries).toEqual(expect.arrayContaining([expect.stringMatching(/^python3-requests /), expect.stringMatching(/^python3-websockets /)]));
    const header = await engineDebugHeader(settings.ytdlpPath, settings);
    const libraries = parseLibraries(header.get('Optional libraries'));
    for (const lib of ['requests', 'urllib3', 'websockets', 'certifi', 'mutagen']) expect([lib, libraries.get(lib)]).toEqual([lib, true]);
    // With requests and websockets the engine has their request handlers, HTTPS proxies included.
    expect(header.get('Request Handlers')).toBe('urllib, requests, websockets');
  }, 60_000);

  test('the optional libraries line reads as name and whether the engine accepts it', () => {
    expect([...parseLibraries('certifi-2026.10.23, requests-2.34.2, sqlite3-3.40.1, websockets-10.4 (unsupported)')]).toEqual([
      ['certifi', true],
      ['requests', true],
      ['sqlite3', true],
      ['websockets', false],
    ]);
    expect(parseLibraries('').size).toBe(0);
  });

  test("Deno loads the engine's own solver scripts (core + lib) from DENO_DIR with --cached-only and defines the solver", async () => {
    const engineDir = path.dirname(fs.realpathSync.native(settings.ytdlpPath));
    const lib = findFile(engineDir, 'yt.solver.deno.lib.js');
    const core = findFile(engineDir, 'yt.solver.core.js');
    expect(lib).not.toBeNull();
    expect(core).not.toBeNull();
    // As yt-dlp builds it (yt_dlp/extractor/youtube/jsc/_builtin/ejs.py) and runs it (deno.py), without a player.
    const script = `${fs.readFileSync(lib!, 'utf8')}\nObject.assign(globalThis, lib);\n${fs.readFileSync(core!, 'utf8')}\n` +
      'console.log(JSON.stringify([typeof jsc, typeof meriyah.parse, typeof astring.generate]));\n';
    const out = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = execFile(
        settings.denoPath,
        ['run', '--ext=js', '--no-code-cache', '--no-prompt', '--no-remote', '--no-lock', '--node-modules-dir=none', '--no-config', '--cached-only', '-'],
        { env: { ...process.env, ...OFFLINE, DENO_DIR: settings.denoDir, DENO_NO_UPDATE_CHECK: '1' }, timeout: 60_000 },
        (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
      child.stdin!.end(script);
    });
    expect(out.stderr).toBe('');
    expect(JSON.parse(out.stdout.trim())).toEqual(['function', 'function', 'function']);
    expect(out.code).toBe(0);
  }, 60_000);
});

describe("setup's package-index branch when the index does not answer", () => {
  async function closedPort(): Promise<number> {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  function venvSetup(indexUrl: string): Promise<{ code: number | null; stderr: string; ms: number; tools: string }> {
    const tools = fs.mkdtempSync(path.join(dir, 'tools-'));
    const started = Date.now();
    return new Promise((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'src', 'cli', 'engine.ts'), 'venv'], {
        env: { ...process.env, ENGINE_TOOLS_DIR: tools, PIP_INDEX_URL: indexUrl },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      child.on('close', (code) => resolve({ code, stderr, ms: Date.now() - started, tools }));
    });
  }

  function leftBehind(tools: string): string[] {
    const engine = path.join(tools, 'engine');
    return fs.existsSync(engine) ? fs.readdirSync(engine) : [];
  }

  test('a closed port: a clean failure within a few seconds, no venv left', async () => {
    const result = await venvSetup(`http://127.0.0.1:${await closedPort()}/simple`);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/package index http:\/\/127\.0\.0\.1:\d+\/simple does not answer/);
    expect(result.stderr).not.toMatch(/\n\s+at /); // a sentence, not a stack trace
    expect(result.ms).toBeLessThan(5000);
    expect(leftBehind(result.tools)).toEqual([]);
  }, 30_000);

  test('an index that accepts the connection and never answers: given up after the probe time', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((s) => sockets.push(s));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const result = await venvSetup(`http://127.0.0.1:${(silent.address() as net.AddressInfo).port}/simple`);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/does not answer \(no answer within 3 s\)/);
      expect(result.ms).toBeLessThan(8000);
      expect(leftBehind(result.tools)).toEqual([]);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 30_000);
});
