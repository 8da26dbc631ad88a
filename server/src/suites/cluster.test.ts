/**
 * Issue 7: the same build as a cluster. Two API instances (`server/src/main.ts`, MERGE_WORKER_IN_API=0) and
 * merge workers (`server/src/worker.ts`) as separate processes on PostgreSQL and Redis, sharing one media
 * folder: a merge started through A is polled and downloaded through B, rate limits and in-flight extractions
 * are shared, a worker killed with `kill -9` mid-merge has its job taken over by another, and a worker that
 * is stopped hands its running merge back to the queue. A worker serves its metrics on METRICS_LISTEN (issue #51).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { routeStallingHls, startFixtureServer, type FixtureServer } from '../../test/fixtureServer';
import { makeTestMedia, type TestMedia } from '../../test/media';
import { freePort, startApiProcess, startWorkerProcess, type ServerProcess } from '../../test/processes';
import { startPrometheus } from '../../test/prometheus';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '../../test/databases';
import { TEST_REDIS_URL, redisAvailable, testRedisPrefix } from '../../test/redis';
import { tempDir } from '../../test/support';

const run = promisify(execFile);
let available = false;
let media: TestMedia;
let fixture: FixtureServer;
let database: TestDatabase;
let redisKeys: ReturnType<typeof testRedisPrefix>;
let env: Record<string, string>;
let mediaDir: string;
let dataDir: string;
let a: ServerProcess;
let b: ServerProcess;
const workers: ServerProcess[] = [];
/** While true, the later segments of every /slow/ stream send 1 KB and then nothing: merges stay running. */
let stall = false;
/** Answers of a /slow/ stream held so far: a merge that got one cannot finish until its worker ends. */
let stalledAnswers = 0;
/** Requests the fixture server received for /page/… (the page an extraction reads). */
const pageHits = new Map<string, number>();

const RESTARTED = 'The server was restarted during processing. Please try again.';

beforeAll(async () => {
  available = (await postgresAvailable()) && (await redisAvailable());
  if (!available) return;
  media = await makeTestMedia();
  fixture = await startFixtureServer(media.dir);
  routeStallingHls(fixture, path.join(media.dir, 'hls'), () => stall, () => stalledAnswers++);
  const clip = fs.readFileSync(media.mp4);
  fixture.route('/clip-a.mp4', (_req, res) => res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(clip.length) }).end(clip));
  for (const page of ['one', 'two', 'bare-one', 'bare-two']) {
    fixture.route(`/page/${page}`, (_req, res, origin) => {
      pageHits.set(page, (pageHits.get(page) ?? 0) + 1);
      // bare-…: a page without media. Slow enough that the second instance asks while the first one still runs.
      const media = page.startsWith('bare') ? '' : `<video src="${origin}/clip-a.mp4"></video>`;
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end(`<html><head><title>Page ${page}</title></head><body>${media}</body></html>`), 600);
    });
  }
  database = await createTestDatabase('postgres');
  redisKeys = testRedisPrefix();
  dataDir = tempDir('cluster-data-');
  mediaDir = path.join(tempDir('cluster-media-'), 'media');
  const domainsDir = tempDir('cluster-domains-');
  fs.writeFileSync(path.join(domainsDir, 'default.json'), JSON.stringify({ branding: { name: 'GrabIt' } }));
  env = {
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: redisKeys.prefix,
    MEDIA_DIR: mediaDir,
    DATA_DIR: dataDir,
    DOMAINS_DIR: domainsDir,
    JWT_SECRET: 'cluster-test-jwt-secret-0123456789abcdef',
    SIGNING_SECRET: 'cluster-test-signing-secret-0123456789ab',
    TRUSTED_FETCH_HOSTS: fixture.host,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'info',
    MERGE_WORKER_IN_API: '0',
    MERGE_JOB_LOCK_SECONDS: '2',
    SHUTDOWN_GRACE_SECONDS: '1',
    EXTRACT_RATE_LIMIT_PER_MINUTE: '4',
  };
  [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  workers.push(await startWorkerProcess(env));
}, 90_000);

afterAll(async () => {
  for (const p of [a, b, ...workers]) p?.child.kill('SIGKILL');
  await Promise.all([a, b, ...workers].filter(Boolean).map((p) => p.exited));
  await fixture?.close();
  media?.cleanup();
  await redisKeys?.drop();
  await database?.drop();
}, 30_000);

/** Each test is one client (its own address through X-Forwarded-For), so the rate limits do not mix. */
function client(ip: string) {
  const headers = { 'x-forwarded-for': ip };
  return {
    extract: async (api: ServerProcess, link: string) => {
      const res = await fetch(`${api.base}/api/download-video`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ tweet_url: link }) });
      return { status: res.status, headers: res.headers, body: (await res.json()) as { formats?: { url: string; is_audio_only: boolean }[]; error?: string } };
    },
    get: async (api: ServerProcess, url: string) => {
      const res = await fetch(`${api.base}${url}`, { headers });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
  };
}

async function mergeUrl(c: ReturnType<typeof client>, api: ServerProcess, link: string): Promise<string> {
  const info = await c.extract(api, link);
  expect(info.status).toBe(200);
  return info.body.formats!.find((f) => !f.is_audio_only && f.url.includes('audio_format_id'))!.url;
}

async function waitFor(c: ReturnType<typeof client>, api: ServerProcess, id: string, done: (s: Record<string, unknown>) => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const s = await c.get(api, `/api/download/status/${id}`);
    expect(s.status).toBe(200);
    if (done(s.body)) return s.body;
    if (Date.now() > deadline) throw new Error(`task ${id} still ${JSON.stringify(s.body)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

async function until(ok: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const final = (s: Record<string, unknown>) => s.status === 'complete' || s.status === 'error';

async function probeStreams(bytes: ArrayBuffer, name: string): Promise<string[]> {
  const file = path.join(media.dir, name);
  fs.writeFileSync(file, Buffer.from(bytes));
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type', '-of', 'csv=p=0', file]);
  return stdout.trim().split('\n').sort();
}

/**
 * Starts a merge of the stalling stream through `api` and waits until a worker runs it and is held by the source (a
 * worker told to stop before its first held answer could still finish the merge in its grace).
 */
async function startStalledMerge(c: ReturnType<typeof client>, api: ServerProcess, tag: string): Promise<{ id: string; owner: ServerProcess }> {
  const url = await mergeUrl(c, api, `${fixture.origin}/slow/master.m3u8?${tag}`);
  stall = true;
  const held = stalledAnswers;
  const id = (await c.get(api, url)).body.task_id as string;
  const runs = (w: ServerProcess) => w.output().includes(`"task":"${id}"`);
  await until(() => workers.some(runs) && stalledAnswers > held, 30_000);
  return { id, owner: workers.find(runs)! };
}

const partFiles = () => (fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir).filter((f) => f.endsWith('.part')) : []);

it('a merge started through instance A is polled and downloaded through instance B', async () => {
  if (!available) return;
  const c = client('10.7.0.1');
  const url = await mergeUrl(c, a, `${fixture.origin}/hls/master.m3u8`);
  const started = await c.get(a, url);
  expect(started.status).toBe(200);
  const id = started.body.task_id as string;
  // The same formats started through B are the same task (one task per extraction and formats, cluster-wide).
  expect((await c.get(b, url)).body.task_id).toBe(id);
  const done = await waitFor(c, b, id, final);
  expect(done).toMatchObject({ task_id: id, status: 'complete', progress: 100, message: 'Processing complete!' });
  expect((await c.get(a, `/api/download/status/${id}`)).body).toEqual(done);
  const file = await fetch(`${b.base}/api/download/file/${id}`);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('video/mp4');
  const bytes = await file.arrayBuffer();
  expect(bytes.byteLength).toBe((done.actual_sizes as { final_file: number }).final_file);
  expect(await probeStreams(bytes, 'cluster-ab.mp4')).toEqual(['audio', 'video']);
  // A range from the other instance too.
  const range = await fetch(`${a.base}/api/download/file/${id}`, { headers: { range: 'bytes=0-99' } });
  expect(range.status).toBe(206);
  expect((await range.arrayBuffer()).byteLength).toBe(100);
}, 90_000);

it('rate limits count the requests a client sends to both instances together', async () => {
  if (!available) return;
  const c = client('10.7.0.2');
  // EXTRACT_RATE_LIMIT_PER_MINUTE=4: two requests through A and two through B use it up.
  for (const api of [a, b, a, b]) expect((await c.extract(api, 'not a link')).status).toBe(400);
  for (const api of [a, b]) {
    const refused = await c.extract(api, 'not a link');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  }
  // Another client is not affected.
  expect((await client('10.7.0.3').extract(b, 'not a link')).status).toBe(400);
}, 30_000);

it('one link asked of both instances at once is extracted once, and both get its answer or its error', async () => {
  if (!available) return;
  for (const [first, second, status] of [['one', 'two', 200], ['bare-one', 'bare-two', 422]] as const) {
    // How often one extraction reads the page, then the same page asked of A and B at once.
    expect((await client('10.7.1.1').extract(a, `${fixture.origin}/page/${first}`)).status).toBe(status);
    const once = pageHits.get(first)!;
    expect(once).toBeGreaterThan(0);
    const [x, y] = await Promise.all([client('10.7.1.2').extract(a, `${fixture.origin}/page/${second}`), client('10.7.1.3').extract(b, `${fixture.origin}/page/${second}`)]);
    expect([x.status, y.status]).toEqual([status, status]);
    expect(y.body).toEqual(x.body);
    expect(pageHits.get(second)).toBe(once);
  }
}, 90_000);

/**
 * The worker saves the task's record, then logs: its line reaches this process's pipe a moment after another
 * instance reports the task complete.
 */
async function expectCompleteLogged(worker: { output(): string }, id: string): Promise<void> {
  const completed = new RegExp(`"task":"${id}".*"msg":"merge complete"`);
  for (let i = 0; i < 50 && !completed.test(worker.output()); i++) await new Promise((r) => setTimeout(r, 100));
  expect(worker.output()).toMatch(completed);
}

it('a worker killed with kill -9 mid-merge: another worker takes the job over and finishes it', async () => {
  if (!available) return;
  const c = client('10.7.0.7');
  const { id, owner: victim } = await startStalledMerge(c, a, 'kill=1');
  expect((await c.get(b, `/api/download/status/${id}`)).body.status).toBe('processing');
  workers.splice(workers.indexOf(victim), 1);
  victim.child.kill('SIGKILL');
  await victim.exited;
  // The task is not stuck: still in progress until a worker takes it over.
  expect((await c.get(b, `/api/download/status/${id}`)).body.status).toMatch(/^(processing|queued)$/);
  stall = false;
  const next = await startWorkerProcess(env);
  workers.push(next);
  const done = await waitFor(c, b, id, final);
  expect(done.status).toBe('complete');
  await expectCompleteLogged(next, id);
  const bytes = await (await fetch(`${a.base}/api/download/file/${id}`)).arrayBuffer();
  expect(await probeStreams(bytes, 'cluster-kill.mp4')).toEqual(['audio', 'video']);
  expect(partFiles()).toEqual([]);
}, 120_000);

it('a worker stopped mid-merge hands the job back; another worker finishes it', async () => {
  if (!available) return;
  workers.push(await startWorkerProcess(env));
  const c = client('10.7.0.8');
  const { id, owner } = await startStalledMerge(c, b, 'stop=1');
  expect((await c.get(a, `/api/download/status/${id}`)).body.status).toBe('processing');
  owner.child.kill('SIGTERM');
  // The other worker may take the job as soon as it is handed back: the source answers in full from now on. The
  // stopping worker's own request stays stalled (its response never ends), so it still cannot finish in its
  // SHUTDOWN_GRACE_SECONDS=1 and hands the job back. (Set after the exit, a slow machine let the other worker take the
  // job while the source still stalled: ffmpeg gave up after its 30 s read timeout and the merge failed.)
  stall = false;
  expect(await owner.exited).toBe(0);
  expect(owner.output()).toContain('merge handed back to the queue');
  workers.splice(workers.indexOf(owner), 1);
  const done = await waitFor(c, a, id, final);
  expect(done).toMatchObject({ status: 'complete', progress: 100 });
  await expectCompleteLogged(workers[0], id);
  expect(partFiles()).toEqual([]);
}, 120_000);

it('a merge whose workers die twice ends with a clear message on every instance instead of waiting forever', async () => {
  if (!available) return;
  const c = client('10.7.0.9');
  const { id } = await startStalledMerge(c, a, 'lost=1');
  // Killed twice: the merge exceeds its one takeover and fails; the task then reads as failed on every instance.
  for (let round = 0; round < 2; round++) {
    const victim = workers.shift()!;
    victim.child.kill('SIGKILL');
    await victim.exited;
    const next = await startWorkerProcess(env);
    workers.push(next);
    // The new worker takes the job over once its lock has expired.
    if (round === 0) await until(() => next.output().includes(`"task":"${id}"`), 30_000);
  }
  stall = false;
  const done = await waitFor(c, a, id, final);
  expect(done).toMatchObject({ status: 'error', message: RESTARTED });
  expect((await c.get(b, `/api/download/status/${id}`)).body).toMatchObject({ status: 'error', message: RESTARTED });
  expect((await fetch(`${b.base}/api/download/file/${id}`)).status).toBe(404);
  expect(partFiles()).toEqual([]);
}, 150_000);

it("a merge worker's metrics, on its METRICS_LISTEN address, count the merges it ran for a real Prometheus", async () => {
  if (!available) return;
  // The worker the test reads is the only one: the merge is its.
  for (const other of workers.splice(0)) {
    other.child.kill('SIGTERM');
    await other.exited;
  }
  const port = await freePort();
  const counted = await startWorkerProcess({ ...env, METRICS_LISTEN: `127.0.0.1:${port}` });
  workers.push(counted);
  const prometheus = await startPrometheus([{ job: 'worker', url: `http://127.0.0.1:${port}/metrics` }]);
  try {
    const c = client('10.7.0.10');
    // A link of its own: a merge of a link merged before may be answered with that merge's file.
    const started = await c.get(a, await mergeUrl(c, a, `${fixture.origin}/hls/master.m3u8?metrics=1`));
    const done = await waitFor(c, b, started.body.task_id as string, final);
    expect(done).toMatchObject({ status: 'complete' });
    await prometheus.waitForScrapes(2);
    const value = async (promql: string) => Number((await prometheus.query(`sum(${promql})`))[0]?.value[1] ?? NaN);
    expect(await value('mediagrab_merges_total{job="worker",kind="merge",outcome="complete"}')).toBe(1);
    expect(await value('mediagrab_merges_running{job="worker"}')).toBe(0);
    expect(await value('process_resident_memory_bytes{job="worker"}')).toBeGreaterThan(10_000_000);
    // Nothing but the metrics on that address.
    expect((await fetch(`http://127.0.0.1:${port}/api/config`)).status).toBe(404);
  } finally {
    await prometheus.close();
  }
}, 120_000);
