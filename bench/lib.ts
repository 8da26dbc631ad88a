/**
 * Shared pieces of the benchmarks: a child-process server with its pid (for peak memory), a plain Node
 * program in a child process (the baselines), timing and the printed lines.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT, DEFAULT_DOMAIN } from '../e2e/support/site';
import { serverCommand } from '../server/test/processes';

export { ROOT };

export interface BenchServer {
  pid: number;
  port: number;
  origin: string;
  dataDir: string;
  /** Resets the kernel's peak-RSS mark of the process (VmHWM), so the next reading covers what follows. */
  resetPeakRss(): void;
  /** Peak resident memory since start or the last reset, in bytes. */
  peakRss(): number;
  /** Resident memory now, in bytes. */
  rss(): number;
  /** From the spawn to the first ready answer (healthy, or READY printed), in ms, found by trying every 10 ms. */
  readyMs: number;
  stop(): Promise<void>;
}

async function waitReady(child: ChildProcess, output: () => string, healthUrl: string | null): Promise<number | null> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The process exited during start-up:\n${output()}`);
    if (healthUrl) {
      try {
        if ((await fetch(healthUrl)).ok) return null;
      } catch {
        /* not listening yet */
      }
    } else {
      const m = /^READY (\d+)$/m.exec(output());
      if (m) return Number(m[1]);
    }
    if (Date.now() > deadline) throw new Error(`Not ready within 30 s:\n${output()}`);
    await sleep(10);
  }
}

/** CPU time (user + system) a process has used so far, in ms, and its minor page faults, from /proc/<pid>/stat. */
export function processCost(pid: number): { cpuMs: number; minorFaults: number } {
  // Fields after the command name: state is 3, minflt 10, utime 14, stime 15 (proc(5)); clock ticks of 1/100 s.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { cpuMs: (Number(f[11]) + Number(f[12])) * 10, minorFaults: Number(f[7]) };
}

/**
 * What this host charges for the two things a browser does most besides computing: mapping fresh memory (256 MiB
 * written once, every 4 KiB page a minor fault the kernel must map) and a system call (`fstat` from Node, its own
 * overhead included), in µs each. Both typically take about a microsecond or less on bare metal and on VMs with
 * hardware paging; paravirtualized hosts can take ten times that, and then a browser's process start-up, its IPC and
 * a page's first layout and script run several times slower, which Lighthouse's CPU index (a short script on warm
 * memory) does not show. Printed beside the Lighthouse scores so that runs on different hosts can be told apart.
 */
export function hostCosts(): { pageFaultUs: number; syscallUs: number } {
  const bytes = 256 * 1024 * 1024;
  const buf = Buffer.allocUnsafeSlow(bytes);
  let t = performance.now();
  buf.fill(1);
  const pageFaultUs = ((performance.now() - t) * 1000) / (bytes / 4096);
  // A descriptor of its own (the bench's standard input may be closed).
  const fd = fs.openSync(__filename, 'r');
  const calls = 100_000;
  try {
    t = performance.now();
    for (let i = 0; i < calls; i++) fs.fstatSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  const syscallUs = ((performance.now() - t) * 1000) / calls;
  return { pageFaultUs, syscallUs };
}

function procStatus(pid: number, key: string): number {
  const m = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : NaN;
}

/** Resident memory of a process now (VmRSS), in bytes. */
export const rssOf = (pid: number) => procStatus(pid, 'VmRSS');

/**
 * CPU time (user + system, in ms) of a process and of every program it started: its own, its ended children's
 * that it waited for (cutime + cstime of /proc/<pid>/stat: the ffmpeg runs) and its living descendants' (the warm
 * engine workers), found through /proc/<pid>/task/<tid>/children.
 */
export function treeCpuMs(pid: number): number {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0; // it ended meanwhile: its parent's cutime has it once reaped
  }
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  let ms = (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * 10;
  let tasks: string[] = [];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    /* gone */
  }
  for (const tid of tasks) {
    let children: string;
    try {
      children = fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8');
    } catch {
      continue; // the thread ended meanwhile
    }
    for (const child of children.trim().split(/\s+/).filter(Boolean)) ms += treeCpuMs(Number(child));
  }
  return ms;
}

async function spawnNode(args: string[], env: Record<string, string>, healthPath: string | null): Promise<BenchServer & { child: ChildProcess }> {
  let port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  let output = '';
  let readyMs: number;
  const spawned = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: process.env.BENCH_LOG || 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => {
    output += d;
    // BENCH_LOG=info: the servers' logs on stderr (per-request lines, merge timings).
    if (process.env.BENCH_LOG) process.stderr.write(d);
  });
  child.stderr!.on('data', (d) => (output += d));
  try {
    port = (await waitReady(child, () => output, healthPath && `http://127.0.0.1:${port}${healthPath}`)) ?? port;
    readyMs = performance.now() - spawned;
  } catch (err) {
    // A process that did not start leaves nothing behind: not itself, nor its data folder.
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  const origin = `http://127.0.0.1:${port}`;
  const pid = child.pid!;
  return {
    child,
    pid,
    port,
    origin,
    dataDir,
    resetPeakRss: () => fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'),
    peakRss: () => procStatus(pid, 'VmHWM'),
    rss: () => procStatus(pid, 'VmRSS'),
    readyMs,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, sleep(5000)]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The real server (server/dist/main.js under plain node, as `npm start` runs it; `loader: 'tsx'`: its source under
 * `node --import tsx`, as production ran it before) in a child process on a loopback port.
 */
export async function startServer(env: Record<string, string> = {}, loader: 'compiled' | 'tsx' = 'compiled'): Promise<BenchServer> {
  const domainsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-domains-'));
  fs.writeFileSync(path.join(domainsDir, 'default.json'), JSON.stringify(DEFAULT_DOMAIN));
  // With the Node flags and environment the server is served with (scripts/serve.sh), so the figures are the
  // server's as deployed; the baselines run with neither (unless the benchmark's own environment sets them).
  const server = serverCommand('main', loader);
  const s = await spawnNode(server.args, { ...server.env, DOMAINS_DIR: domainsDir, APP_ENV: 'production', ...env }, '/api/health').catch((err: unknown) => {
    fs.rmSync(domainsDir, { recursive: true, force: true });
    throw err;
  });
  const stop = s.stop;
  return { ...s, stop: async () => { await stop(); fs.rmSync(domainsDir, { recursive: true, force: true }); } };
}

/** A baseline program from bench/baselines/ in a child process; it prints `READY <port>` once listening. */
export function startBaseline(file: string, args: string[] = []): Promise<BenchServer> {
  return spawnNode(['--import', 'tsx', path.join('bench', 'baselines', file), ...args], {}, null);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t = process.hrtime.bigint();
  const value = await fn();
  return { ms: Number(process.hrtime.bigint() - t) / 1e6, value };
}

/**
 * Downloads a URL with curl (body discarded): a native client, as a browser or a download manager is. A Node
 * client parses HTTP in JavaScript and, on a small machine, takes as much CPU as the server it measures.
 */
export function curlDownload(url: string): Promise<{ bytes: number; ttfbMs: number; ms: number; status: number }> {
  return new Promise((resolve, reject) => {
    execFile('curl', ['-s', '-o', '/dev/null', '-w', '%{size_download} %{time_starttransfer} %{time_total} %{http_code}', url], (err, stdout) => {
      if ((err as NodeJS.ErrnoException | null)?.code === 'ENOENT') return reject(new Error('The proxy benchmark needs curl: apt-get install curl'));
      if (err) return reject(new Error(`curl ${url}: ${err.message}`));
      const [bytes, ttfb, total, status] = stdout.trim().split(' ').map(Number);
      resolve({ bytes, ttfbMs: ttfb * 1000, ms: total * 1000, status });
    });
  });
}

export const ms = (x: number) => `${x.toFixed(x < 10 ? 2 : 0)} ms`;
export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/**
 * Whether a budget holds, as printed. A smoke run (`bench/run.ts --smoke`, in `npm test`) runs every benchmark
 * once on small inputs to prove it works; its figures mean nothing against a budget, so none is judged.
 */
export function verdict(met: boolean): string {
  if (process.env.BENCH_SMOKE === '1') return 'not judged (smoke run)';
  return met ? 'MET' : 'MISSED';
}

/** One result line: the figure, its baseline, the ratio and whether the bound holds. */
export function ratioLine(label: string, ratio: number, bound: { max?: number; min?: number }): boolean {
  const met = (bound.max === undefined || ratio <= bound.max) && (bound.min === undefined || ratio >= bound.min);
  const want = bound.max !== undefined ? `≤ ${bound.max}` : `≥ ${bound.min}`;
  console.log(`  ${label}: ratio ${ratio.toFixed(3)} (budget ${want}) ${verdict(met)}`);
  return met;
}

export function heading(title: string): void {
  console.log(`\n== ${title}`);
}

/** A format of the server's answer, as the merge and conversion benchmarks read it. */
export interface BenchFormat {
  url: string;
  is_audio_only: boolean;
  conversion?: { to: string; more: boolean };
}

/**
 * One server job as a visitor meets it: the link extracted (not timed), then, timed, the format's start-merge URL
 * and the whole file downloaded by curl while the server writes it. Returns the time, the time to the first byte
 * (from the start request) and the bytes.
 */
export async function timedServerJob(origin: string, link: string, pick: (f: BenchFormat) => boolean): Promise<{ ms: number; ttfbMs: number; bytes: number }> {
  const res = await fetch(`${origin}/api/download-video`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ tweet_url: link }) });
  const info = (await res.json()) as { formats?: BenchFormat[] };
  const f = info.formats?.find(pick);
  if (!f) throw new Error(`no such format for ${link}: ${JSON.stringify(info).slice(0, 300)}`);
  const t = await timed(async () => {
    const start = (await (await fetch(`${origin}${f.url}`)).json()) as { task_id: string };
    const file = await curlDownload(`${origin}/api/download/file/${start.task_id}`);
    if (file.status !== 200) throw new Error(`file: ${file.status}`);
    return file;
  });
  return { ms: t.ms, ttfbMs: t.value.ttfbMs + (t.ms - t.value.ms), bytes: t.value.bytes };
}
