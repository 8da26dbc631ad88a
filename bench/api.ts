/**
 * Benchmark 5, API: requests per second of GET /api/config and GET /api/domain-config on the real server
 * against a bare Fastify hello-world (bench/baselines/hello.ts), both in their own process, measured with
 * autocannon from this process.
 */
import autocannon from 'autocannon';
import { heading, ratioLine, startBaseline, startServer } from './lib';

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);
const CONNECTIONS = 10;

async function rps(url: string): Promise<number> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return r.requests.average;
}

export async function benchApi(): Promise<boolean> {
  heading(`API: requests per second (autocannon, ${CONNECTIONS} connections, ${SECONDS} s after 1 s warm-up)`);
  const hello = await startBaseline('hello.ts');
  let base: number;
  try {
    base = await rps(`${hello.origin}/`);
  } finally {
    await hello.stop();
  }
  console.log(`  bare Fastify hello-world: ${base.toFixed(0)} req/s`);
  const server = await startServer();
  let met = true;
  try {
    for (const p of ['/api/config', '/api/domain-config']) {
      const r = await rps(`${server.origin}${p}`);
      console.log(`  ${p}: ${r.toFixed(0)} req/s`);
      met = ratioLine(`${p} / hello-world`, r / base, { min: 0.8 }) && met;
    }
  } finally {
    await server.stop();
  }
  return met;
}
