/**
 * Benchmark 5, API: requests per second of GET /api/config and GET /api/domain-config on the real server
 * against a bare Fastify hello-world (bench/baselines/hello.ts), both in their own process, measured with
 * autocannon from this process. The machine's speed drifts between runs by more than the budget's margin (the
 * same hello-world read 46 000 and 66 000 req/s minutes apart), so the three are measured in turns, ROUNDS times,
 * and each round's ratio compares runs taken seconds apart; the median round's ratio is the figure.
 *
 * Where the machine has two cores or more and `taskset` (util-linux) is there, the servers run on one core and
 * the client on another. Left to the scheduler, the client (which parses every answer in JavaScript and is
 * busier than the server it measures) and the server share both cores, and how they share them differs between
 * the lighter hello-world and the real server: the ratio then measured the client's contention as much as the
 * server (bench/README.md's seventh round, in git at 84d4e02).
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import autocannon from 'autocannon';
import { heading, median, ratioLine, startBaseline, startServer, type BenchServer } from './lib';

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 5);
const CONNECTIONS = 10;
const PATHS = ['/api/config', '/api/domain-config'];

/** The CPU list `pid`'s threads may run on, as taskset prints it ("0,1", "0-3"). */
function affinity(pid: number): string {
  return /: (\S+)\s*$/.exec(execFileSync('taskset', ['-c', '-p', String(pid)], { encoding: 'utf8' }))![1];
}

/** Pins every thread of `pid` to the given CPU list. */
function pin(pid: number, cpus: string): void {
  execFileSync('taskset', ['-a', '-c', '-p', cpus, String(pid)], { stdio: 'ignore' });
}

/** "0-2,5" → [0, 1, 2, 5]. */
function cpuList(list: string): number[] {
  return list.split(',').flatMap((part) => {
    const [a, b = a] = part.split('-').map(Number);
    return Array.from({ length: b - a + 1 }, (_, i) => a + i);
  });
}

/** Two CPUs this process may use, one for the client and one for the servers; null with one core, no taskset or BENCH_API_PIN=0. */
function twoCpus(): { all: string; client: string; servers: string } | null {
  if (process.env.BENCH_API_PIN === '0' || os.availableParallelism() < 2) return null;
  try {
    const all = affinity(process.pid);
    const cpus = cpuList(all);
    return cpus.length < 2 ? null : { all, client: String(cpus[0]), servers: String(cpus[1]) };
  } catch {
    return null;
  }
}

/** What a browser sends: the endpoints answer it compressed where that pays (the domain configuration). */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function rps(url: string): Promise<number> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers: BROWSER_HEADERS });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: BROWSER_HEADERS });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return r.requests.average;
}

export async function benchApi(): Promise<boolean> {
  const cpus = twoCpus();
  heading(
    `API: requests per second (autocannon, ${CONNECTIONS} connections, ${SECONDS} s after 1 s warm-up; ${ROUNDS} rounds in turns, fresh processes each; ` +
      (cpus ? `servers on CPU ${cpus.servers}, client on CPU ${cpus.client})` : 'not pinned to cores: BENCH_API_PIN=0, one core or no taskset)'),
  );
  const ratios: Record<string, number[]> = Object.fromEntries(PATHS.map((p) => [p, []]));
  if (cpus) pin(process.pid, cpus.client);
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      // New processes every round: one process of the same program runs at one of a few speeds for its whole life
      // (the hello-world held 49 000–53 000 req/s in one run and 60 000–67 000 in the next), so the rounds must not
      // all share the same two.
      const hello = await startBaseline('hello.ts');
      let server: BenchServer | undefined;
      try {
        server = await startServer();
        if (cpus) {
          pin(hello.pid, cpus.servers);
          pin(server.pid, cpus.servers);
        }
        // The baseline goes first in odd rounds and last in even ones: whichever is measured first in a pair of
        // runs tended to read higher.
        const helloFirst = round % 2 === 1;
        let base = helloFirst ? await rps(`${hello.origin}/`) : 0;
        const served: number[] = [];
        for (const p of PATHS) served.push(await rps(`${server.origin}${p}`));
        if (!helloFirst) base = await rps(`${hello.origin}/`);
        const line = [`hello-world ${base.toFixed(0)}${helloFirst ? '' : ' (last)'}`];
        PATHS.forEach((p, i) => {
          ratios[p].push(served[i] / base);
          line.push(`${p} ${served[i].toFixed(0)} (${(served[i] / base).toFixed(2)})`);
        });
        console.log(`  round ${round}: ${line.join(', ')} req/s`);
      } finally {
        await hello.stop();
        await server?.stop();
      }
    }
  } finally {
    if (cpus) pin(process.pid, cpus.all);
  }
  let met = true;
  for (const p of PATHS) met = ratioLine(`${p} / hello-world, median of ${ROUNDS} rounds`, median(ratios[p]), { min: 0.8 }) && met;
  return met;
}
