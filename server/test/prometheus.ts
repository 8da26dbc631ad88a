/**
 * A real Prometheus for the tests of the server's metrics: Debian's program (the system's own, else the copy that
 * `bash scripts/setup.sh test` unpacks into .tools/prometheus), on 127.0.0.1 on a free port, scraping the given
 * targets every second with the configuration a deployment would give it (bearer credentials included), its data in
 * a temp folder that `close` removes. It reaches nothing but its targets, which must be on this machine's loopback.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findProgram, freePort, isExecutable, stopChild } from './processes';

const ROOT = path.resolve(__dirname, '..', '..');

export interface PrometheusTarget {
  /** The scrape job's name: the `job` label of its series (one target per job). */
  job: string;
  /** The full URL of the metrics to scrape, on the loopback: 'http://127.0.0.1:1234/metrics'. */
  url: string;
  /** Sent as 'Authorization: Bearer <bearer>' with every scrape. */
  bearer?: string;
}

export interface PrometheusSample {
  metric: Record<string, string>;
  /** [unix time in seconds, the value as Prometheus writes it: '3', '0.5', 'NaN', '+Inf'] */
  value: [number, string];
}

export interface TestPrometheus {
  /** http://127.0.0.1:port */
  url: string;
  /** An instant query (/api/v1/query) at the present time; a scalar or string result comes as one sample without labels. */
  query(promql: string): Promise<PrometheusSample[]>;
  /**
   * Waits until every target has been scraped successfully at least `n` times (default 2) since the call, and its
   * latest scrape succeeded: what a query answers afterwards reflects the targets as they were at the call or later.
   * About `n` seconds; fails with each target's last scrape error when that takes more than 10 + 2n seconds.
   */
  waitForScrapes(n?: number): Promise<void>;
  /** Stops Prometheus (SIGTERM, SIGKILL after 3 s) and removes its temp folder. */
  close(): Promise<void>;
}

/** Debian's prometheus: on the PATH or in /usr/bin, else the copy `bash scripts/setup.sh test` unpacks. */
export function prometheusPath(): string | null {
  return findProgram('prometheus', ['/usr/bin/prometheus', path.join(ROOT, '.tools', 'prometheus', 'prometheus')]);
}

/** Prometheus's promtool, beside the program prometheusPath() finds. */
export function promtoolPath(): string | null {
  const prometheus = prometheusPath();
  const p = prometheus && path.join(path.dirname(prometheus), 'promtool');
  return p && isExecutable(p) ? p : null;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** One scrape_config per target (YAML is a superset of JSON: the file is written as JSON, nothing to escape by hand). */
function prometheusConfig(targets: PrometheusTarget[]): object {
  const jobs = new Set<string>();
  const scrapeConfigs = targets.map(({ job, url, bearer }) => {
    if (!job || jobs.has(job)) throw new Error(`each Prometheus target needs a job name of its own: '${job}'`);
    jobs.add(job);
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error(`Prometheus scrapes http or https, not ${url}`);
    // Nothing but this machine is ever scraped (127.0.0.0/8 or ::1).
    if (!LOOPBACK_HOSTS.has(u.hostname) && !/^127(\.\d{1,3}){3}$/.test(u.hostname)) throw new Error(`Prometheus targets must be on the loopback: ${url}`);
    if (u.username || u.password) throw new Error(`give credentials as bearer, not in the URL: ${url}`);
    const params: Record<string, string[]> = {};
    for (const [k, v] of u.searchParams) (params[k] ??= []).push(v);
    return {
      job_name: job,
      scheme: u.protocol.slice(0, -1),
      metrics_path: u.pathname,
      ...(Object.keys(params).length ? { params } : {}),
      ...(bearer !== undefined ? { authorization: { type: 'Bearer', credentials: bearer } } : {}),
      static_configs: [{ targets: [u.host || `${u.hostname}:${u.protocol === 'https:' ? 443 : 80}`] }],
    };
  });
  return { global: { scrape_interval: '1s', scrape_timeout: '1s', evaluation_interval: '1s' }, scrape_configs: scrapeConfigs };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A PromQL string literal. */
const promString = (s: string) => JSON.stringify(s);

/** Starts Prometheus scraping `targets` every second, and waits until it is ready (/-/ready). */
export async function startPrometheus(targets: PrometheusTarget[]): Promise<TestPrometheus> {
  const bin = prometheusPath();
  if (!bin) throw new Error('prometheus is not installed: `bash scripts/setup.sh test` provides it (in .tools/prometheus).');
  const config = prometheusConfig(targets);
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'test-prometheus-'));
  const configFile = path.join(dir, 'prometheus.yml');
  await fsp.writeFile(configFile, JSON.stringify(config, null, 2));
  let lastError = '';
  // The port is chosen free, then handed to Prometheus: another program may take it in between, then a new one is tried.
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let output = '';
    const child = spawn(
      bin,
      [
        `--config.file=${configFile}`,
        `--storage.tsdb.path=${path.join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
        `--web.external-url=${url}/`,
        // No web UI or consoles (Debian's assets are not unpacked), nothing kept for long, quiet unless something fails.
        `--web.local-assets=${dir}`,
        `--web.console.templates=${dir}`,
        `--web.console.libraries=${dir}`,
        '--storage.tsdb.retention.time=1h',
        '--storage.tsdb.retention.size=64MB',
        '--query.max-concurrency=4',
        '--log.level=warn',
      ],
      // Two cores on the test machines: Prometheus's Go runtime takes one.
      { cwd: dir, env: { ...process.env, GOMAXPROCS: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    for (const s of [child.stdout, child.stderr]) s.setEncoding('utf8').on('data', (d: string) => (output += d));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const deadline = Date.now() + 20_000;
    while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) {
      const ready = await fetch(`${url}/-/ready`).then((r) => r.ok, () => false);
      if (ready) return prometheusHandle(child, exited, dir, url, targets);
      await sleep(25);
    }
    lastError = output || (Date.now() >= deadline ? 'not ready after 20 s' : `exited with ${child.exitCode ?? child.signalCode}`);
    await stopChild(child, exited);
    if (!/address already in use/i.test(output)) break;
  }
  await fsp.rm(dir, { recursive: true, force: true });
  throw new Error(`prometheus did not start:\n${lastError}`);
}

interface ApiAnswer<T> {
  status: 'success' | 'error';
  data?: T;
  errorType?: string;
  error?: string;
}

type QueryData =
  | { resultType: 'vector'; result: PrometheusSample[] }
  | { resultType: 'scalar' | 'string'; result: [number, string] }
  | { resultType: 'matrix'; result: unknown[] };

interface TargetsData {
  activeTargets: { labels: Record<string, string>; scrapeUrl: string; health: string; lastError: string }[];
}

function prometheusHandle(child: ChildProcess, exited: Promise<void>, dir: string, url: string, targets: PrometheusTarget[]): TestPrometheus {
  async function api<T>(pathAndQuery: string): Promise<T> {
    const res = await fetch(`${url}${pathAndQuery}`);
    const body = (await res.json().catch(() => null)) as ApiAnswer<T> | null;
    if (!body || body.status !== 'success' || body.data === undefined) {
      throw new Error(`Prometheus ${pathAndQuery} answered ${res.status}: ${body?.errorType ?? ''} ${body?.error ?? '(no JSON)'}`.trim());
    }
    return body.data;
  }

  /** An instant query at `at` (unix seconds; the present by default). */
  async function query(promql: string, at = Date.now() / 1000): Promise<PrometheusSample[]> {
    const data = await api<QueryData>(`/api/v1/query?${new URLSearchParams({ query: promql, time: at.toFixed(3) })}`);
    if (data.resultType === 'vector') return data.result;
    if (data.resultType === 'scalar' || data.resultType === 'string') return [{ metric: {}, value: data.result }];
    throw new Error(`the query ${promql} gives a range vector, not an instant one`);
  }

  async function waitForScrapes(n = 2): Promise<void> {
    const since = Date.now();
    const deadline = since + 10_000 + 2_000 * n;
    for (;;) {
      const now = Date.now();
      // Each scrape writes one `up` sample, timestamped when the scrape began: 1 when it succeeded, 0 when not. Their
      // sum over the time since the call counts the successful scrapes that began after it.
      const window = `${Math.max(1, now - since)}ms`;
      const counts = await Promise.all(
        targets.map(async ({ job }) => {
          const sel = `up{job=${promString(job)}}`;
          const [ok, last] = await Promise.all([query(`sum_over_time(${sel}[${window}])`, now / 1000), query(sel, now / 1000)]);
          return { scrapes: Number(ok[0]?.value[1] ?? 0), up: last[0]?.value[1] === '1' };
        }),
      );
      if (counts.every((c) => c.up && c.scrapes >= n)) return;
      if (Date.now() > deadline) {
        const states = await api<TargetsData>('/api/v1/targets?state=active').catch(() => ({ activeTargets: [] }) as TargetsData);
        const detail = targets.map(({ job }, i) => {
          const t = states.activeTargets.find((a) => a.labels.job === job);
          return `${job}: ${counts[i]!.scrapes} good scrapes, ${t ? `${t.health} (${t.scrapeUrl})${t.lastError ? `: ${t.lastError}` : ''}` : 'not a target'}`;
        });
        throw new Error(`Prometheus did not scrape every target ${n} times in ${deadline - since} ms:\n${detail.join('\n')}`);
      }
      await sleep(250);
    }
  }

  let closed: Promise<void> | null = null;
  return {
    url,
    query: (promql) => query(promql),
    waitForScrapes,
    close: () =>
      (closed ??= (async () => {
        await stopChild(child, exited);
        await fsp.rm(dir, { recursive: true, force: true });
      })()),
  };
}
