/**
 * start: the server's start time (from the spawn to its first healthy answer of /api/health, tried every 10 ms) and
 * its resident memory a second after that, compiled (server/dist/main.js under plain node, as production runs it
 * since issue 50) against its source under `node --import tsx` (as production ran it before), both with the Node flags
 * and environment of server/runtime.json, alternating in the same run (the compiled server first in odd rounds,
 * second in even ones); medians of BENCH_START_RUNS rounds (default 9).
 */
import { heading, median, mib, ms, ratioLine, sleep, startServer } from './lib';

const RUNS = Number(process.env.BENCH_START_RUNS ?? 9);
const SETTLE_MS = 1000;
type Loader = 'compiled' | 'tsx';

async function once(loader: Loader): Promise<{ readyMs: number; rss: number }> {
  const server = await startServer({}, loader);
  try {
    await sleep(SETTLE_MS);
    return { readyMs: server.readyMs, rss: server.rss() };
  } finally {
    await server.stop();
  }
}

export async function benchStart(): Promise<boolean> {
  heading(`Server start: compiled (plain node) against node --import tsx, ${RUNS} rounds alternating`);
  const runs: Record<Loader, { readyMs: number; rss: number }[]> = { compiled: [], tsx: [] };
  for (let i = 0; i < RUNS; i++) {
    const order: Loader[] = i % 2 ? ['tsx', 'compiled'] : ['compiled', 'tsx'];
    for (const loader of order) runs[loader].push(await once(loader));
  }
  const time = (l: Loader) => median(runs[l].map((r) => r.readyMs));
  const rss = (l: Loader) => median(runs[l].map((r) => r.rss));
  for (const l of ['compiled', 'tsx'] as const) {
    console.log(`  ${l.padEnd(8)} start to first healthy answer ${ms(time(l))} (${runs[l].map((r) => r.readyMs.toFixed(0)).join(', ')}), resident memory ${mib(rss(l))}`);
  }
  const faster = ratioLine('start time, compiled against tsx', time('compiled') / time('tsx'), { max: 1 });
  const smaller = ratioLine('resident memory after start, compiled against tsx', rss('compiled') / rss('tsx'), { max: 1 });
  return faster && smaller;
}
