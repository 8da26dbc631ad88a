/**
 * Benchmark 5, API: requests per second of GET /api/config and GET /api/domain-config on the real server
 * against a bare Fastify hello-world (bench/baselines/hello.ts), both in their own process, measured with
 * autocannon from this process. The machine's speed drifts between runs by more than the budget's margin (the
 * same hello-world read 46 000 and 66 000 req/s minutes apart), so the three are measured in turns, ROUNDS times,
 * and each round's ratio compares runs taken seconds apart; the median round's ratio is the figure.
 */
import autocannon from 'autocannon';
import { heading, median, ratioLine, startBaseline, startServer } from './lib';

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 3);
const CONNECTIONS = 10;
const PATHS = ['/api/config', '/api/domain-config'];

async function rps(url: string): Promise<number> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return r.requests.average;
}

export async function benchApi(): Promise<boolean> {
  heading(`API: requests per second (autocannon, ${CONNECTIONS} connections, ${SECONDS} s after 1 s warm-up; ${ROUNDS} rounds in turns)`);
  const hello = await startBaseline('hello.ts');
  const server = await startServer();
  const ratios: Record<string, number[]> = Object.fromEntries(PATHS.map((p) => [p, []]));
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const base = await rps(`${hello.origin}/`);
      const line = [`hello-world ${base.toFixed(0)}`];
      for (const p of PATHS) {
        const r = await rps(`${server.origin}${p}`);
        ratios[p].push(r / base);
        line.push(`${p} ${r.toFixed(0)} (${(r / base).toFixed(2)})`);
      }
      console.log(`  round ${round}: ${line.join(', ')} req/s`);
    }
  } finally {
    await hello.stop();
    await server.stop();
  }
  let met = true;
  for (const p of PATHS) met = ratioLine(`${p} / hello-world, median of ${ROUNDS} rounds`, median(ratios[p]), { min: 0.8 }) && met;
  return met;
}
