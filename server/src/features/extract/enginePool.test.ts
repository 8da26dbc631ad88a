/**
 * The warm engine, with the real engine on local pages: yt-dlp embedded in long-lived Python workers answers as the
 * program does, from one process; a worker past the time limit, crashed, worn out (extractions, memory) or running
 * an engine that changed on disk is replaced without touching the others; an engine that cannot be embedded runs
 * as a program.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { engineSettings } from './settings';
import { startFixtureServer, type FixtureServer } from '../../../test/fixtureServer';
import { videoTagPage } from '../../../test/pages';
import { EnginePool, embeddingOf, type EnginePoolOptions } from './enginePool';
import { EXTRACT_MESSAGES } from './messages';
import { YtdlpEngine } from './ytdlpEngine';

const PROGRAM = engineSettings().ytdlpPath;
const embeddable = embeddingOf(PROGRAM) !== null;
/** Setup installs an engine the server can embed; a machine with only a foreign one skips, CI never does. */
const withEmbeddableEngine = embeddable || process.env.CI === 'true' ? describe : describe.skip;
if (!embeddable && process.env.CI !== 'true') console.log(`warm engine tests skipped: ${PROGRAM} cannot be embedded (npm run engine -- setup)`);

// Each test starts real Python workers (about a second each on a small machine).
jest.setTimeout(30_000);

let fixture: FixtureServer;
let dir: string;
const pools: EnginePool[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-pool-'));
  fixture = await startFixtureServer(null);
  fixture.route('/clip.mp4', (_req, res) => res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': '4' }).end('\0\0\0\0'));
  fixture.route('/video.html', (_req, res, origin) => res.writeHead(200, { 'content-type': 'text/html' }).end(videoTagPage(origin)));
  // Never answers: the extraction of this page can only end by the time limit.
  fixture.route('/stuck.html', () => {});
});
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});
afterAll(async () => {
  await fixture.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function setup(options: Partial<EnginePoolOptions> = {}, program = PROGRAM, timeoutMs = 30_000) {
  const events: { event: string; reason: string }[] = [];
  const pool = new EnginePool({ size: 2, maxJobs: 100, maxRssBytes: 1024 ** 3, idleMs: 60_000, onEvent: (e) => events.push(e), ...options });
  pools.push(pool);
  const engine = (p: EnginePool | undefined) =>
    new YtdlpEngine({ program, pool: p, proxyUrl: async () => '', socketTimeoutSeconds: 10, timeoutMs, denoPath: '', denoDir: '' });
  return { pool, events, warm: engine(pool), spawned: engine(undefined) };
}

/** What the engine makes of videoTagPage (its generic extractor numbers the one video it finds). */
const videoTagResult = { title: expect.stringMatching(/^Video tag page/), formats: [expect.objectContaining({ ext: 'mp4' })] };
/** yt-dlp picks a browser User-Agent at random in each process it runs in. */
const withoutUserAgent = <T extends { formats: { http_headers?: Record<string, string> }[] }>(info: T) => ({
  ...info,
  formats: info.formats.map((f) => ({ ...f, http_headers: { ...f.http_headers, 'User-Agent': '' } })),
});
const page = (name = 'video', n = Math.random()) => `${fixture.origin}/${name}.html?n=${n}`;
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const gone = async (pid: number) => {
  for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 50));
  return !alive(pid);
};

withEmbeddableEngine('warm engine workers', () => {
  test('answer as the program does, every extraction from the same process', async () => {
    const { pool, warm, spawned } = setup();
    const url = page();
    const fromProgram = await spawned.extract(url);
    const fromWorker = await warm.extract(url);
    expect(withoutUserAgent(fromWorker)).toEqual(withoutUserAgent(fromProgram));
    expect(fromWorker.formats.map((f) => f.url)).toEqual([`${fixture.origin}/clip.mp4`]);
    const [pid] = pool.pids();
    await warm.extract(page());
    await warm.extract(page());
    expect(pool.pids()).toEqual([pid]);
  });

  test("a failed extraction reads as the program's error, and the worker stays", async () => {
    const { pool, warm, spawned } = setup();
    const missing = `${fixture.origin}/missing.html`;
    const fromProgram = await spawned.extract(missing).catch((e: Error) => e);
    const fromWorker = await warm.extract(missing).catch((e: Error) => e);
    expect(fromWorker).toBeInstanceOf(Error);
    expect((fromWorker as Error).message).toBe((fromProgram as Error).message);
    const [pid] = pool.pids();
    await expect(warm.extract(page())).resolves.toMatchObject(videoTagResult);
    expect(pool.pids()).toEqual([pid]);
  });

  test('a worker past the time limit is killed and replaced; the extraction beside it finishes', async () => {
    const { pool, warm } = setup({}, PROGRAM, 3_000);
    await warm.extract(page()); // one warm worker
    const stuck = warm.extract(page('stuck')).catch((e: Error) => e);
    await new Promise((r) => setTimeout(r, 300));
    const [stuckPid] = pool.pids();
    const beside = await warm.extract(page());
    expect(beside).toMatchObject(videoTagResult);
    const besidePid = pool.pids().find((p) => p !== stuckPid)!;
    const err = await stuck;
    expect((err as Error).message).toBe(EXTRACT_MESSAGES.timedOut);
    expect(await gone(stuckPid)).toBe(true);
    expect(alive(besidePid)).toBe(true);
    await expect(warm.extract(page())).resolves.toMatchObject(videoTagResult);
  });

  test('closing the pool settles once every worker has gone, an idle one and one in the middle of an extraction', async () => {
    // Its time limit is past the test's own (30 s): close waiting for the stuck extraction would fail the test.
    const { pool, warm } = setup({}, PROGRAM, 120_000);
    const stuck = warm.extract(page('stuck')).catch((e: Error) => e);
    await new Promise((r) => setTimeout(r, 300));
    await warm.extract(page()); // a second worker, idle after this
    const pids = pool.pids();
    expect(pids).toHaveLength(2);
    await pool.close();
    // Nothing is left running once close has settled (the server's close waits for it), and the stuck one was killed
    // after the grace of a stopped worker, its extraction ending as a failure.
    expect(pids.filter(alive)).toEqual([]);
    expect(await stuck).toBeInstanceOf(Error);
  });

  test('a worker that crashes is replaced on the next extraction', async () => {
    const { pool, warm } = setup();
    await warm.extract(page());
    const [pid] = pool.pids();
    process.kill(pid, 'SIGKILL');
    await gone(pid);
    await expect(warm.extract(page())).resolves.toMatchObject(videoTagResult);
    expect(pool.pids()).toHaveLength(1);
    expect(pool.pids()[0]).not.toBe(pid);
  });

  test('a worker is retired after its number of extractions, and when it grows past its memory bound', async () => {
    const counted = setup({ maxJobs: 2 });
    await counted.warm.extract(page());
    const [first] = counted.pool.pids();
    await counted.warm.extract(page());
    await counted.warm.extract(page());
    expect(counted.pool.pids()).toHaveLength(1);
    expect(counted.pool.pids()[0]).not.toBe(first);
    expect(await gone(first)).toBe(true);
    expect(counted.events).toContainEqual(expect.objectContaining({ event: 'retired', reason: '2 extractions' }));

    const bounded = setup({ maxRssBytes: 1 });
    await bounded.warm.extract(page());
    expect(bounded.pool.pids()).toEqual([]);
    expect(bounded.events).toContainEqual(expect.objectContaining({ event: 'retired', reason: expect.stringMatching(/MB resident$/) }));
  });

  test('an engine that changes on disk (an update) gets new workers', async () => {
    const real = embeddingOf(PROGRAM)!;
    const engineDir = fs.mkdtempSync(path.join(dir, 'engine-'));
    const program = path.join(engineDir, 'yt-dlp');
    fs.writeFileSync(program, `#!/bin/sh\nexec ${PROGRAM} "$@"\n`, { mode: 0o755 });
    const manifest = path.join(engineDir, 'engine.json');
    fs.writeFileSync(manifest, JSON.stringify({ version: 'test', embed: { python: real.python, path: real.pythonPath } }));
    const { pool, warm } = setup({}, program);
    await warm.extract(page());
    const [before] = pool.pids();
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(manifest, later, later);
    await warm.extract(page());
    expect(pool.pids()).toHaveLength(1);
    expect(pool.pids()[0]).not.toBe(before);
    expect(await gone(before)).toBe(true);
  });
});

describe('engines that cannot be embedded', () => {
  test('an engine without a Python interpreter to embed it runs as a program', async () => {
    const program = path.join(dir, 'shell-engine');
    const json = JSON.stringify({ title: 'From the program', url: `${fixture.origin}/clip.mp4`, ext: 'mp4' });
    fs.writeFileSync(program, `#!/bin/sh\necho '${json}'\n`, { mode: 0o755 });
    const { pool, warm } = setup({}, program);
    await expect(warm.extract(page())).resolves.toMatchObject({ title: 'From the program' });
    expect(pool.pids()).toEqual([]);
  });

  test('a yt-dlp too old to be embedded is named in the log once and runs as a program', async () => {
    const python = spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).stdout.trim();
    const engineDir = fs.mkdtempSync(path.join(dir, 'old-engine-'));
    fs.mkdirSync(path.join(engineDir, 'site', 'yt_dlp'), { recursive: true });
    fs.writeFileSync(path.join(engineDir, 'site', 'yt_dlp', '__init__.py'), '');
    fs.writeFileSync(path.join(engineDir, 'site', 'yt_dlp', 'version.py'), "__version__ = '2021.01.01'\n");
    fs.writeFileSync(path.join(engineDir, 'engine.json'), JSON.stringify({ version: '2021.01.01', embed: { python, path: 'site' } }));
    const program = path.join(engineDir, 'yt-dlp');
    const json = JSON.stringify({ title: 'Old engine', url: `${fixture.origin}/clip.mp4`, ext: 'mp4' });
    fs.writeFileSync(program, `#!/bin/sh\necho '${json}'\n`, { mode: 0o755 });
    const { pool, warm, events } = setup({}, program);
    await expect(warm.extract(page())).resolves.toMatchObject({ title: 'Old engine' });
    await expect(warm.extract(page())).resolves.toMatchObject({ title: 'Old engine' });
    expect(pool.pids()).toEqual([]);
    expect(events).toEqual([{ event: 'not_embeddable', reason: 'ImportError: yt-dlp 2021.01.01 has no parse_options' }]);
  });

  test('no warm workers when ENGINE_WORKER_JOBS is 0', async () => {
    const { pool, warm } = setup({ maxJobs: 0 });
    await expect(warm.extract(page())).resolves.toMatchObject(videoTagResult);
    expect(pool.pids()).toEqual([]);
  });
});
