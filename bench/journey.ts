/**
 * Benchmark 10, journey (issue 51, point 5): N virtual visitors over HTTP, each through the whole site once: paste a
 * link (POST /api/download-video, whose answer lists the formats), open the /preview page the list links to (its
 * server-rendered HTML), start the merge the page starts (the format's start-merge link), poll its status on the
 * page's own schedule until it is complete, and download the merged file to its last byte (checked: its length is the
 * one the status reported and it is an MP4). Against the cluster stack (two API instances and a merge worker on
 * PostgreSQL and Redis) and one embedded instance (SQLite, merges in process), one after the other in the same run,
 * with the same engine pool and merge concurrency per stack and limits raised so that no limit decides the figure.
 * Printed per stack: each step's p50/p95/p99, journeys per second, errors other than 429, the share of 429s, merges
 * lost, each server process's resident memory before and after the visitors and its CPU seconds; then the cluster's
 * throughput over the embedded instance's.
 */
import { setMaxListeners } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { previewHref, type VideoInfo } from '@dl/contract';
import { INITIAL_POLL_STATE, MAX_POLL_ATTEMPTS, nextPoll } from '../mf-preview/src/rules/pollingSchedule';
import { createTestDatabase, postgresAvailable } from '../server/test/databases';
import { startFixtureServer, type FixtureServer } from '../server/test/fixtureServer';
import { makeTestMedia } from '../server/test/media';
import { startApiProcess, startWorkerProcess, stopChild, type ServerProcess } from '../server/test/processes';
import { TEST_REDIS_URL, redisAvailable, testRedisPrefix } from '../server/test/redis';
import { DEFAULT_DOMAIN } from '../e2e/support/site';
import { heading, mib, ratioLine, rssOf, sleep, treeCpuMs, verdict } from './lib';

/** Virtual visitors per stack, each one journey, all arriving at once. */
const VISITORS = Number(process.env.BENCH_JOURNEY_VISITORS ?? 200);
/** The most a stack's run may take; visitors still under way then count as errors. */
const MAX_SECONDS = Number(process.env.BENCH_JOURNEY_SECONDS ?? 300);
/** Distinct links the visitors paste (visitor i pastes link i mod LINKS): the rest are repeats a real site caches. */
const LINKS = Math.max(1, Number(process.env.BENCH_JOURNEY_LINKS ?? Math.ceil(VISITORS / 2)));
/** Extractions at once per stack (EXTRACT_CONCURRENCY: the embedded instance's, split over the cluster's two APIs). */
const ENGINES = Math.max(2, Number(process.env.BENCH_JOURNEY_ENGINES ?? 2));
/** Merges at once per stack (MERGE_CONCURRENCY of the embedded instance and of the cluster's one merge worker). */
const MERGES = Number(process.env.BENCH_JOURNEY_MERGES ?? 2);
/** The stacks to drive, in this order (both by default; the ratio needs both). */
const STACKS = (process.env.BENCH_JOURNEY_STACKS ?? 'embedded,cluster').split(',').map((s) => s.trim());
/** Visitors of the warm-up round before the figures, not counted. */
const WARM_VISITORS = Math.min(VISITORS, 10);
/** Resident memory may grow this much over the run and still count as flat. */
const FLAT_GROWTH = 0.25;

const STEPS = ['paste → formats', 'preview page', 'start merge', 'merge to complete', 'download', 'whole journey'] as const;
type Step = (typeof STEPS)[number];

/** Limits out of the way: each is raised past what the run can reach, or turned off (the share of 429s is printed). */
const NO_LIMITS = {
  EXTRACT_RATE_LIMIT_PER_MINUTE: '0',
  EXTRACT_QUEUE_LIMIT: '10000',
  MERGE_QUEUE_LIMIT: '10000',
  MERGE_STARTS_PER_MINUTE: '100000',
};

interface Stack {
  name: string;
  /** The API instances' origins; each request goes to the next (a load balancer without stickiness). */
  origins: string[];
  processes: { role: string; proc: ServerProcess }[];
  stop(): Promise<void>;
}

interface Tally {
  latencies: Record<Step, number[]>;
  requests: number;
  throttled: number;
  errors: Map<string, number>;
  /** Every task a visitor started, and whether a visitor saw it complete with its whole file. */
  tasks: Map<string, boolean>;
  /** Visitors whose merge took more polls than the page makes before it gives up (it would show "timed out"). */
  pastPagePolls: number;
  completed: number;
}

class VisitorError extends Error {}

const newTally = (): Tally => ({
  latencies: Object.fromEntries(STEPS.map((s) => [s, []])) as unknown as Tally['latencies'],
  requests: 0,
  throttled: 0,
  errors: new Map(),
  tasks: new Map(),
  pastPagePolls: 0,
  completed: 0,
});

function percentile(xs: number[], p: number): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

function commonEnv(fixture: FixtureServer, domainsDir: string): Record<string, string> {
  return {
    ...NO_LIMITS,
    APP_ENV: 'production',
    LOG_LEVEL: process.env.BENCH_LOG || 'warn',
    DOMAINS_DIR: domainsDir,
    TRUSTED_FETCH_HOSTS: fixture.host,
    JWT_SECRET: 'bench-journey-jwt-secret-0123456789abcdef',
    SIGNING_SECRET: 'bench-journey-signing-secret-0123456789ab',
    ENGINE_UPDATE_HOURS: '0',
  };
}

async function embeddedStack(env: Record<string, string>, dir: string): Promise<Stack> {
  const api = await startApiProcess({ ...env, DATA_DIR: path.join(dir, 'data'), EXTRACT_CONCURRENCY: String(ENGINES), MERGE_CONCURRENCY: String(MERGES) });
  return {
    name: 'embedded (SQLite, merges in process)',
    origins: [api.base],
    processes: [{ role: 'API + merges', proc: api }],
    stop: () => stopChild(api.child, api.exited.then(() => undefined)),
  };
}

async function clusterStack(env: Record<string, string>, dir: string): Promise<Stack> {
  const database = await createTestDatabase('postgres');
  const keys = testRedisPrefix();
  const shared = {
    ...env,
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: keys.prefix,
    MEDIA_DIR: path.join(dir, 'media'),
    MERGE_WORKER_IN_API: '0',
    MERGE_CONCURRENCY: String(MERGES),
  };
  const apiEnv = (n: number) => ({ ...shared, DATA_DIR: path.join(dir, `data-${n}`), EXTRACT_CONCURRENCY: String(Math.floor(ENGINES / 2)) });
  const started: ServerProcess[] = [];
  const stopAll = async () => {
    await Promise.all(started.map((p) => stopChild(p.child, p.exited.then(() => undefined))));
    await keys.drop();
    await database.drop();
  };
  try {
    const apis = await Promise.all([1, 2].map(async (n) => started[started.push(await startApiProcess(apiEnv(n))) - 1]));
    // At info: the worker says it is ready in its log (a line per merge besides).
    const worker = await startWorkerProcess({ ...shared, DATA_DIR: path.join(dir, 'data-worker'), LOG_LEVEL: 'info' });
    started.push(worker);
    return {
      name: 'cluster (2 APIs + 1 merge worker, PostgreSQL, Redis)',
      origins: apis.map((a) => a.base),
      processes: [...apis.map((proc, i) => ({ role: `API ${i + 1}`, proc })), { role: 'merge worker', proc: worker }],
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

/** One visitor's journey; each step's time goes to the tally, a failure throws a VisitorError naming the step. */
async function journey(stack: Stack, link: string, tally: Tally, cap: AbortSignal): Promise<void> {
  // A signal of the visitor's own: fetch leaves a listener on its signal until the response is collected, and one
  // signal shared by every request of the run would gather thousands.
  const own = new AbortController();
  const signal = own.signal;
  setMaxListeners(0, signal);
  const abort = () => own.abort();
  if (cap.aborted) own.abort();
  cap.addEventListener('abort', abort, { once: true });
  try {
    await visit(stack, link, tally, signal);
  } finally {
    cap.removeEventListener('abort', abort);
  }
}

async function visit(stack: Stack, link: string, tally: Tally, signal: AbortSignal): Promise<void> {
  let turn = Math.floor(Math.random() * stack.origins.length);
  const origin = () => stack.origins[turn++ % stack.origins.length];
  /** One request: a 429 is counted and tried again after its Retry-After; another failure ends the journey. */
  const request = async (step: Step, url: string, init: RequestInit = {}): Promise<Response> => {
    for (;;) {
      tally.requests++;
      let res: Response;
      try {
        res = await fetch(`${origin()}${url}`, { ...init, signal });
      } catch (err) {
        throw new VisitorError(`${step}: ${signal.aborted ? 'still under way at the time cap' : (err as Error).message}`);
      }
      if (res.status === 429) {
        tally.throttled++;
        await res.arrayBuffer();
        await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
        continue;
      }
      if (!res.ok) throw new VisitorError(`${step}: HTTP ${res.status} ${(await res.text()).slice(0, 120)}`);
      return res;
    }
  };
  const timedStep = async <T>(step: Step, fn: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const value = await fn();
    tally.latencies[step].push(performance.now() - t);
    return value;
  };
  const t0 = performance.now();
  const info = await timedStep('paste → formats', async () => {
    const res = await request('paste → formats', '/api/download-video', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ tweet_url: link }) });
    return (await res.json()) as VideoInfo;
  });
  // The list's merge entry: a video format with the separate audio it is merged with.
  const format = info.formats?.find((f) => !f.is_audio_only && f.url.includes('audio_format_id'));
  if (!format) throw new VisitorError(`paste → formats: no merge format in ${JSON.stringify(info).slice(0, 200)}`);
  await timedStep('preview page', async () => {
    const html = await (await request('preview page', previewHref({ format, info, sourceUrl: link, host: '127.0.0.1' }))).text();
    if (!html.includes('data-remote-area="preview"')) throw new VisitorError(`preview page: not the rendered preview: ${html.slice(0, 120)}`);
  });
  const taskId = await timedStep('start merge', async () => {
    const body = (await (await request('start merge', format.url)).json()) as { task_id?: string };
    if (!body.task_id) throw new VisitorError(`start merge: no task in ${JSON.stringify(body)}`);
    return body.task_id;
  });
  if (!tally.tasks.has(taskId)) tally.tasks.set(taskId, false);
  const finalSize = await timedStep('merge to complete', async () => {
    let poll = INITIAL_POLL_STATE;
    let counted = false;
    for (;;) {
      await sleep(poll.intervalMs);
      if (signal.aborted) throw new VisitorError('merge to complete: still under way at the time cap');
      const task = (await (await request('merge to complete', `/api/download/status/${taskId}`)).json()) as { status: string; progress?: number; message?: string; actual_sizes?: { final_file?: number } };
      if (task.status === 'complete') return task.actual_sizes?.final_file;
      if (task.status === 'error') throw new VisitorError(`merge to complete: ${task.message}`);
      const decision = nextPoll(poll, { kind: 'progress', progress: Number(task.progress) || 0 });
      if (decision.kind === 'abort') {
        // The page would give up here; the visitor keeps polling at the last interval so the merge's end is measured.
        if (!counted) tally.pastPagePolls++;
        counted = true;
      } else {
        poll = decision.state;
      }
    }
  });
  await timedStep('download', async () => {
    const bytes = Buffer.from(await (await request('download', `/api/download/file/${taskId}`)).arrayBuffer());
    if (bytes.length !== finalSize) throw new VisitorError(`download: ${bytes.length} bytes, the status said ${finalSize}`);
    if (bytes.subarray(4, 8).toString('latin1') !== 'ftyp') throw new VisitorError('download: not an MP4 (no ftyp box)');
  });
  tally.latencies['whole journey'].push(performance.now() - t0);
  tally.tasks.set(taskId, true);
  tally.completed++;
}

interface StackResult {
  throughput: number;
  errors: number;
  lost: number;
  flat: boolean;
}

/** Runs the visitors against one stack and prints its figures. */
async function drive(stack: Stack, fixture: FixtureServer, run: string): Promise<StackResult> {
  console.log(`\n  ${stack.name}: ${stack.origins.join(', ')}`);
  // A few journeys first, not counted: the engine workers, the JIT and the database's first queries warm on every
  // instance, so that the memory before is a working server's.
  const warm = newTally();
  await Promise.all(Array.from({ length: WARM_VISITORS }, (_, i) => journey(stack, `${fixture.origin}/hls/master.m3u8?run=${run}&warm=${i}`, warm, AbortSignal.timeout(120_000))));
  const tally = newTally();
  const pids = stack.processes.map((p) => p.proc.child.pid!);
  const rssBefore = pids.map(rssOf);
  const cpuBefore = pids.map(treeCpuMs);
  const selfBefore = process.cpuUsage();
  const controller = new AbortController();
  setMaxListeners(VISITORS + 10, controller.signal);
  const cap = setTimeout(() => controller.abort(), MAX_SECONDS * 1000);
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: VISITORS }, (_, i) =>
      journey(stack, `${fixture.origin}/hls/master.m3u8?run=${run}&link=${i % LINKS}`, tally, controller.signal).catch((err: unknown) => {
        const key = err instanceof VisitorError ? err.message : `unexpected: ${(err as Error).message}`;
        tally.errors.set(key, (tally.errors.get(key) ?? 0) + 1);
      }),
    ),
  );
  const wallS = (performance.now() - t0) / 1000;
  clearTimeout(cap);
  const cpuAfter = pids.map(treeCpuMs);
  const self = process.cpuUsage(selfBefore);
  await sleep(1000);
  const rssAfter = pids.map(rssOf);

  const throughput = tally.completed / wallS;
  console.log(`    ${tally.completed} of ${VISITORS} journeys complete in ${wallS.toFixed(1)} s: ${throughput.toFixed(2)} journeys/s, ${(tally.requests / wallS).toFixed(1)} requests/s (${tally.requests} requests, status polls included)`);
  console.log(`    ${'step'.padEnd(20)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'p99'.padStart(10)}   n`);
  for (const step of STEPS) {
    const xs = tally.latencies[step];
    const f = (p: number) => `${percentile(xs, p).toFixed(0)} ms`.padStart(10);
    console.log(`    ${step.padEnd(20)}${f(50)}${f(95)}${f(99)}   ${xs.length}`);
  }
  const errors = [...tally.errors.values()].reduce((a, b) => a + b, 0);
  console.log(`    errors other than 429: ${errors} (goal 0) ${verdict(errors === 0)}`);
  for (const [message, n] of [...tally.errors].slice(0, 8)) console.log(`      ${n} × ${message}`);
  console.log(`    429 answers: ${tally.throttled} of ${tally.requests} requests (${((tally.throttled / Math.max(1, tally.requests)) * 100).toFixed(2)} %)`);
  const lost = [...tally.tasks.values()].filter((done) => !done).length;
  console.log(`    merges lost (started, never seen complete with their whole file): ${lost} of ${tally.tasks.size} (goal 0) ${verdict(lost === 0)}`);
  for (const [id] of [...tally.tasks].filter(([, done]) => !done).slice(0, 3)) {
    const lines = stack.processes.flatMap((p) => p.proc.output().split('\n').filter((l) => l.includes(id)).map((l) => `${p.role}: ${l.slice(0, 300)}`));
    console.log(`      lost ${id}: ${lines.length ? `\n        ${lines.join('\n        ')}` : 'no log line names it (BENCH_LOG=info logs each merge)'}`);
  }
  if (tally.pastPagePolls) console.log(`    merges that outlasted the page's ${MAX_POLL_ATTEMPTS} status polls (the page would show "timed out"): ${tally.pastPagePolls}`);
  let flat = true;
  let cpuTotal = self.user / 1000 + self.system / 1000;
  stack.processes.forEach((p, i) => {
    const growth = (rssAfter[i] - rssBefore[i]) / rssBefore[i];
    flat &&= growth <= FLAT_GROWTH;
    const cpu = cpuAfter[i] - cpuBefore[i];
    cpuTotal += cpu;
    console.log(`    ${p.role} (pid ${pids[i]}): resident ${mib(rssBefore[i])} before → ${mib(rssAfter[i])} a second after (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(0)} %); CPU ${(cpu / 1000).toFixed(1)} s with its yt-dlp and ffmpeg`);
  });
  console.log(`    the benchmark's own process (visitors and media source): CPU ${((self.user + self.system) / 1e6).toFixed(1)} s`);
  console.log(`    resident memory flat (each process within +${FLAT_GROWTH * 100} %): ${verdict(flat)}`);
  console.log(`    cores used: ${(cpuTotal / 1000 / wallS).toFixed(2)} of ${os.cpus().length} (CPU seconds of these processes over the run's time; PostgreSQL and Redis not counted)`);
  return { throughput, errors, lost, flat };
}

export async function benchJourney(): Promise<boolean> {
  heading(`Journey: ${VISITORS} visitors at once through paste → formats → preview → merge → download, cluster against one embedded instance`);
  console.log(`  ${LINKS} distinct links for ${VISITORS} visitors (an HLS clip of 2 s, video and audio apart): a repeat is answered from the extraction cache or joins the same merge, as on a real site`);
  console.log(`  per stack: ${ENGINES} extractions at once (cluster: ${Math.floor(ENGINES / 2)} per API), ${MERGES} merges at once; limits raised (${Object.entries(NO_LIMITS).map(([k, v]) => `${k}=${v}`).join(', ')}); time cap ${MAX_SECONDS} s`);
  const clusterOk = STACKS.includes('cluster') && (await postgresAvailable()) && (await redisAvailable());
  const media = await makeTestMedia();
  const fixture = await startFixtureServer(media.dir);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-journey-'));
  fs.mkdirSync(path.join(dir, 'domains'));
  fs.writeFileSync(path.join(dir, 'domains', 'default.json'), JSON.stringify(DEFAULT_DOMAIN));
  const env = commonEnv(fixture, path.join(dir, 'domains'));
  const results: Record<string, StackResult> = {};
  try {
    for (const kind of ['embedded', 'cluster'] as const) {
      if (!STACKS.includes(kind)) continue;
      if (kind === 'cluster' && !clusterOk) {
        console.log('\n  cluster: skipped, PostgreSQL or Redis cannot be reached (see above); never skipped when CI=true');
        continue;
      }
      const stackDir = fs.mkdtempSync(path.join(dir, `${kind}-`));
      const stack = kind === 'cluster' ? await clusterStack(env, stackDir) : await embeddedStack(env, stackDir);
      try {
        results[kind] = await drive(stack, fixture, kind);
      } finally {
        await stack.stop();
      }
    }
  } finally {
    await fixture.close();
    media.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const { embedded, cluster } = results;
  let met = Object.values(results).every((r) => r.errors === 0 && r.lost === 0 && r.flat);
  if (cluster && embedded) {
    console.log(`  cluster ${cluster.throughput.toFixed(2)} journeys/s, embedded ${embedded.throughput.toFixed(2)}, on ${os.cpus().length} cores`);
    met = ratioLine('cluster throughput / embedded', cluster.throughput / embedded.throughput, { min: 1 }) && met;
  } else {
    met = false;
  }
  return met;
}
