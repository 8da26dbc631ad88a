/**
 * Issue 50, point 7: production runs JavaScript. The compiled server (server/dist, `node scripts/build.mjs`) is
 * started by plain node from a copy of the repository in which tsx cannot be loaded: its node_modules holds every
 * package but tsx, and the compiled files are copied (a bundle reached through a symbolic link would resolve its
 * packages from the real folder, where tsx is). Through it: a server-rendered page, a download (an HLS stream merged
 * by ffmpeg), and an automatic engine update from a package repository of the test's own (which runs the engine
 * CLI as the server runs it: any `--import tsx` fails in this copy, and the update with it).
 */
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { makeTestMedia, type TestMedia } from '../../test/media';
import { startFixtureServer, type FixtureServer } from '../../test/fixtureServer';
import { startApiProcess, type ServerProcess } from '../../test/processes';
import { noEngineRepository, projectEngine, startEngineRepository, type EngineRepository } from '../../test/engineRepository';
import { domainsDir, tempDir } from '../../test/support';

jest.setTimeout(240_000);

const ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * A copy of the repository without tsx: symbolic links to everything but node_modules and server, a node_modules of
 * links to every package but tsx (and no .bin), the server's folder of links with its compiled files copied.
 */
function copyWithoutTsx(dir: string): string {
  const root = path.join(dir, 'app');
  const linkAll = (from: string, to: string, skip: string[]) => {
    fs.mkdirSync(to, { recursive: true });
    for (const name of fs.readdirSync(from)) if (!skip.includes(name)) fs.symlinkSync(path.join(from, name), path.join(to, name));
  };
  linkAll(ROOT, root, ['node_modules', 'server', '.git']);
  linkAll(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'), ['tsx', '.bin']);
  linkAll(path.join(ROOT, 'server'), path.join(root, 'server'), ['dist']);
  fs.cpSync(path.join(ROOT, 'server', 'dist'), path.join(root, 'server', 'dist'), { recursive: true });
  return root;
}

/** Whether `node -e "require.resolve('tsx')"` finds tsx from this folder. */
function tsxResolvesFrom(cwd: string): boolean {
  return spawnSync(process.execPath, ['-e', "require.resolve('tsx')"], { cwd, env: { ...process.env, NODE_PATH: '' } }).status === 0;
}

let dir: string;
let root: string;
let media: TestMedia;
let fixture: FixtureServer;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  dir = tempDir('compiled-');
  root = copyWithoutTsx(dir);
  media = await makeTestMedia();
  fixture = await startFixtureServer(media.dir);
}, 60_000);

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }
});

afterAll(async () => {
  await fixture?.close();
  media?.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The compiled server of the copy on a free port: SQLite in a folder of its own, the fixture server trusted. */
async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startApiProcess(
    {
      DATA_DIR: fs.mkdtempSync(path.join(dir, 'data-')),
      DOMAINS_DIR: domainsDir({ branding: { name: 'GrabIt' }, features: { debugMode: true } }),
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_PATH: '',
      TRUSTED_FETCH_HOSTS: fixture.host,
      LOG_LEVEL: 'info',
      ...env,
    },
    undefined,
    root,
  );
  servers.push(server);
  return server;
}

test('tsx cannot be loaded in the copy, though it can in the repository', () => {
  expect(tsxResolvesFrom(path.join(ROOT, 'server', 'dist'))).toBe(true);
  expect(tsxResolvesFrom(path.join(root, 'server', 'dist'))).toBe(false);
  const loader = spawnSync(process.execPath, ['--import', 'tsx', '-e', '0'], { cwd: root, encoding: 'utf8' });
  expect(loader.status).not.toBe(0);
  expect(loader.stderr).toContain("Cannot find package 'tsx'");
});

test('the compiled server renders a page and merges a download, with no tsx to load', async () => {
  const server = await startServer();
  expect(server.output()).toContain('Site ready on');
  const page = await fetch(`${server.base}/`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toMatch(/<div id="root" inert[^>]*><div class="app">/);
  expect(html).toContain('GrabIt');

  const info = await fetch(`${server.base}/api/download-video`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tweet_url: `${fixture.origin}/hls/master.m3u8` }),
  });
  expect(info.status).toBe(200);
  const formats = ((await info.json()) as { formats: { url: string; is_audio_only: boolean }[] }).formats;
  const merged = formats.find((f) => !f.is_audio_only && f.url.includes('audio_format_id'))!;
  const started = (await (await fetch(`${server.base}${merged.url}`)).json()) as { task_id: string };
  let status = '';
  for (let i = 0; i < 400 && status !== 'complete' && status !== 'error'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    status = ((await (await fetch(`${server.base}/api/download/status/${started.task_id}`)).json()) as { status: string }).status;
  }
  expect(status).toBe('complete');
  const file = await fetch(`${server.base}/api/download/file/${started.task_id}`);
  expect(file.status).toBe(200);
  expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
});

const withRepository = noEngineRepository && process.env.CI !== 'true' ? test.skip : test;
if (noEngineRepository && process.env.CI !== 'true') console.log(`compiled engine update test skipped: ${noEngineRepository}`);

withRepository('the compiled server updates its engine by the compiled CLI, with no tsx to load', async () => {
  const repository: EngineRepository = await startEngineRepository(dir);
  try {
    const engine = projectEngine!;
    const tools = path.join(dir, 'tools');
    const first = repository.buildPackage(engine.version);
    repository.publish([first]);
    // The operator's `npm run engine -- setup`, compiled, in the copy (not synchronously: the repository answers
    // from this process).
    const env = { ...process.env, ...repository.env(), ENGINE_TOOLS_DIR: tools, YTDLP_PATH: '', NODE_PATH: '' };
    const setup = await new Promise<{ status: number | null; out: string }>((resolve) => {
      execFile(process.execPath, ['server/dist/cli/engine.js', 'setup'], { cwd: root, env }, (err, stdout, stderr) =>
        resolve({ status: err ? (typeof err.code === 'number' ? err.code : -1) : 0, out: stdout + stderr }),
      );
    });
    expect(setup).toEqual({ status: 0, out: expect.stringContaining(`Engine: yt-dlp ${engine.version}`) });
    repository.publish([first, repository.buildPackage('2099.04.01')]);

    const server = await startServer({ ...repository.env(), ENGINE_TOOLS_DIR: tools, YTDLP_PATH: '', ENGINE_UPDATE_HOURS: '0.002' });
    const deadline = Date.now() + 150_000;
    const updated = `engine update: updated: yt-dlp ${engine.version} → 2099.04.01 (self-check passed`;
    while (!server.output().includes(updated) && !server.output().includes('engine update: did not run to its end') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(server.output()).toContain(updated);
    const health = (await (await fetch(`${server.base}/api/health`)).json()) as { engine: { version: string; last_update: { result: string } } };
    expect(health.engine).toMatchObject({ version: '2099.04.01', last_update: { result: 'updated' } });
  } finally {
    await repository.close();
  }
});
