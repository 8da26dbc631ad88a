/**
 * `npm run engine -- setup | update | rollback` against a Debian package repository of the test's own on loopback
 * (unsigned, ENGINE_DEBIAN_TRUSTED=1), holding real engine packages: the engine this project runs, repacked with
 * dpkg-deb as it is, as a newer release, and as a newer release that is broken (its generic extractor fails). The
 * tools folder is the test's own; the project's engine is only read.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { redisAvailable, testRedisPrefix, TEST_REDIS_URL } from '../../../test/redis';
import { startApiProcess, type ServerProcess } from '../../../test/processes';
import { noEngineRepository, projectEngine as engine, startEngineRepository, type EngineRepository } from '../../../test/engineRepository';
import { domainsDir } from '../../../test/support';
import { Redis } from 'ioredis';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const CLI = path.join(ROOT, 'server', 'src', 'cli', 'engine.ts');

const why = noEngineRepository;
if (why && process.env.CI !== 'true') console.log(`engine update tests skipped: ${why}`);
const withRepository = why && process.env.CI !== 'true' ? describe.skip : describe;

jest.setTimeout(180_000);

let dir: string;
let repository: EngineRepository;
let repo: string;
let closedPort: number;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-update-'));
  repository = await startEngineRepository(dir);
  ({ repo, closedPort } = repository);
});

afterAll(async () => {
  await repository?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const buildPackage = (version: string, breakIt = false) => repository.buildPackage(version, breakIt);
const publish = (debs: string[]) => repository.publish(debs);

/** The operator's command, run as `npm run engine -- ...` runs it, with the test's tools folder and repository. */
function cli(...args: string[]): Promise<{ code: number | null; out: string }> {
  return run(args, repositoryEnv());
}

/** The engine's origin is the test's repository; the package index does not answer. */
const repositoryEnv = () => repository.env();

function run(args: string[], extra: NodeJS.ProcessEnv, toolsDir = path.join(dir, 'tools')): Promise<{ code: number | null; out: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, ENGINE_TOOLS_DIR: toolsDir, ...extra };
  delete env.YTDLP_PATH;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('close', (code) => resolve({ code, out }));
  });
}

const currentVersion = (tools = path.join(dir, 'tools')) => JSON.parse(fs.readFileSync(path.join(tools, 'engine', 'current', 'engine.json'), 'utf8')).version as string;

/** Waits until the process has written `text` (its JSON log lines). */
async function logged(server: ServerProcess, text: string, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes(text)) {
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`the server never logged "${text}":\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}
const engineFolders = () => fs.readdirSync(path.join(dir, 'tools', 'engine')).filter((f) => /^debian-/.test(f)).sort();

withRepository('engine updates from a package repository', () => {
  test('setup installs, update switches after its self-check, a broken release is refused, rollback returns', async () => {
    const first = buildPackage(engine!.version);
    publish([first]);
    let r = await cli('setup');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`Engine: yt-dlp ${engine!.version}`);
    expect(r.out).toContain('origin Debian archive');
    expect(currentVersion()).toBe(engine!.version);

    // A newer release: fetched into a folder of its own, checked, then current.
    const newer = buildPackage('2099.01.01');
    publish([first, newer]);
    r = await cli('update');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`Engine updated: yt-dlp ${engine!.version} → 2099.01.01 (self-check passed`);
    expect(currentVersion()).toBe('2099.01.01');
    r = await cli('status');
    expect(r.out).toMatch(/^version: {2}2099\.01\.01/m);
    expect(r.out).toMatch(/^last: .* updated: yt-dlp .* → 2099\.01\.01/m);

    // Nothing newer: said so, nothing changes.
    r = await cli('update');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Engine current: yt-dlp 2099.01.01 is the newest from the Debian archive');

    // A newer release that cannot extract: refused, the working engine stays, its folder goes.
    publish([first, newer, buildPackage('2099.02.01', true)]);
    r = await cli('update');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/Engine failed: yt-dlp 2099\.02\.01-1 failed its self-check: its test extraction of a local page failed \(ERROR: .*this release is broken\); keeping yt-dlp 2099\.01\.01/);
    expect(currentVersion()).toBe('2099.01.01');
    expect(engineFolders()).toEqual([`debian-${engine!.version}-1`, 'debian-2099.01.01-1']);

    // Rollback: back to the engine the update replaced, and forward again.
    r = await cli('rollback');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`Engine rolled back: yt-dlp 2099.01.01 → ${engine!.version}`);
    expect(currentVersion()).toBe(engine!.version);
    r = await cli('rollback');
    expect(r.out).toContain(`Engine rolled back: yt-dlp ${engine!.version} → 2099.01.01`);
    expect(currentVersion()).toBe('2099.01.01');
  });

  test('where no origin answers, setup says so and does not wait on them again for a day, unless told to look', async () => {
    const tools = path.join(dir, 'no-origin-tools');
    const offline = { ...repositoryEnv(), ENGINE_DEBIAN_MIRROR: `http://127.0.0.1:${closedPort}/debian` };
    const first = await run(['setup'], offline, tools);
    expect(first.out).toContain('Engine from the venv: skipped');
    expect(first.out).toMatch(/Engine from the Debian archive: skipped, apt-get update of http:\/\/127\.0\.0\.1:\d+\/debian unstable failed/);
    const second = await run(['setup'], offline, tools);
    expect(second.out).toContain('Engine: no origin answered 0 min ago; looking again after a day (npm run engine -- setup --refresh looks now).');
    expect(second.out).not.toContain('Engine from the venv');
    const refreshed = await run(['setup', '--refresh'], offline, tools);
    expect(refreshed.out).toContain('Engine from the venv: skipped');
  });

  test('an engine that is not installed in the project cannot be updated or rolled back', async () => {
    const empty = await run(['rollback'], {}, path.join(dir, 'no-tools'));
    expect(empty.code).toBe(1);
    expect(empty.out).toContain('Engine failed: there is no previous engine to return to');
  });
});

withRepository('automatic engine updates (ENGINE_UPDATE_HOURS)', () => {
  const servers: ServerProcess[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) if (server.child.exitCode === null) await stop(server);
  });

  /** A whole server whose engine lives in `tools` (installed there from the test's repository). */
  async function startServer(tools: string, extra: Record<string, string> = {}): Promise<ServerProcess> {
    const data = fs.mkdtempSync(path.join(dir, 'data-'));
    // A domain in debug mode: its /api/health names the engine and its last update (the debug panel shows them).
    const domains = domainsDir({ branding: { name: 'GrabIt' }, features: { debugMode: true } });
    const server = await startApiProcess({
      ...repositoryEnv(),
      ENGINE_TOOLS_DIR: tools,
      YTDLP_PATH: '',
      ENGINE_UPDATE_HOURS: '0.002',
      DATA_DIR: data,
      DOMAINS_DIR: domains,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'info',
      ...extra,
    });
    servers.push(server);
    return server;
  }

  test('a running server fetches the newer engine, checks it, switches, logs it and reports it', async () => {
    const tools = path.join(dir, 'auto-tools');
    const first = path.join(repo, 'pool', `yt-dlp_${engine!.version}-1_all.deb`);
    if (!fs.existsSync(first)) buildPackage(engine!.version);
    publish([first]);
    expect((await run(['setup'], repositoryEnv(), tools)).code).toBe(0);
    publish([first, buildPackage('2099.03.01')]);

    const server = await startServer(tools);
    await logged(server, `engine: yt-dlp ${engine!.version} (debian); last update: none; automatic updates: every 0.002 h`);
    await logged(server, `engine update: updated: yt-dlp ${engine!.version} → 2099.03.01 (self-check passed`);
    expect(currentVersion(tools)).toBe('2099.03.01');
    const health = (await (await fetch(`${server.base}/api/health`)).json()) as { engine: { version: string; origin: string; last_update: { result: string } } };
    expect(health.engine).toMatchObject({ version: '2099.03.01', origin: 'debian', last_update: { result: 'updated' } });
    await stop(server);
  });

  test('in a cluster, an instance leaves the update to the one that holds the lock', async () => {
    if (!(await redisAvailable())) return void console.log('cluster lock test skipped: Redis is not available');
    const tools = path.join(dir, 'auto-tools');
    if (!fs.existsSync(tools)) expect((await run(['setup'], repositoryEnv(), tools)).code).toBe(0);
    const redis = testRedisPrefix();
    const client = new Redis(TEST_REDIS_URL);
    try {
      // Another instance is updating: it holds the lock.
      await client.set(`${redis.prefix}engine:update-lock`, 'another-instance', 'PX', 60_000);
      const lastUpdate = () => (fs.existsSync(path.join(tools, 'engine', 'last-update.json')) ? fs.readFileSync(path.join(tools, 'engine', 'last-update.json'), 'utf8') : null);
      const before = lastUpdate();
      const server = await startServer(tools, { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: redis.prefix });
      await logged(server, 'engine update: another instance is updating');
      expect(lastUpdate()).toBe(before);
      await stop(server);
    } finally {
      client.disconnect();
      await redis.drop();
    }
  });

  test('after a rollback, automatic updates pause until an operator updates', async () => {
    const tools = path.join(dir, 'auto-tools');
    if (!fs.existsSync(tools)) expect((await run(['setup'], repositoryEnv(), tools)).code).toBe(0);
    expect((await run(['rollback'], repositoryEnv(), tools)).code).toBe(0);
    const chosen = currentVersion(tools);
    const server = await startServer(tools);
    await logged(server, 'engine update: paused after a rollback (npm run engine -- update resumes)');
    expect(currentVersion(tools)).toBe(chosen);
    await stop(server);
  });
});
