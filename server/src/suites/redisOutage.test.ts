/**
 * Faults: Redis (REDIS_URL) unavailable for a moment. A Redis of its own is started for the test and stopped
 * while the server runs: requests that need it (rate limits, the extraction cache) fail clearly with 503 and
 * Retry-After, /api/health keeps answering, and everything works again once Redis is back.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { DB_UNAVAILABLE } from '../infra/errorHandler';
import { freePort } from '../../test/processes';
import { buildRealApp, tempDir, Tally } from '../../test/support';

const tally = new Tally('redis outage');
let available = false;
let port = 0;
let redis: ChildProcess | null = null;
let app: FastifyInstance;

async function startRedis(): Promise<void> {
  redis = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', tempDir('redis-')], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    if (spawnSync('redis-cli', ['-p', String(port), 'ping']).stdout?.toString().trim() === 'PONG') return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`redis-server did not start on port ${port}`);
}

async function stopRedis(): Promise<void> {
  const r = redis;
  redis = null;
  if (!r || r.exitCode !== null) return;
  r.kill('SIGKILL');
  await new Promise((resolve) => r.once('exit', resolve));
}

beforeAll(async () => {
  available = spawnSync('redis-server', ['--version']).status === 0;
  if (!available) {
    if (process.env.CI === 'true') throw new Error('redis-server is required in CI for the Redis outage suite.');
    console.warn('Skipping the Redis outage suite: redis-server is not installed (scripts/ensure-redis.sh installs it).');
    return;
  }
  port = await freePort();
  await startRedis();
  app = await buildRealApp({ REDIS_URL: `redis://127.0.0.1:${port}`, EXTRACT_RATE_LIMIT_PER_MINUTE: '1000' });
}, 30_000);

afterAll(async () => {
  if (!available) return;
  if (!redis) await startRedis(); // so the app's queue and worker connections can close cleanly
  await app.close();
  await stopRedis();
}, 60_000);

const extract = async () => {
  const res = await app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url: 'not a link' } });
  tally.record(res, false);
  return res;
};

it('Redis stopped: a clear 503 with Retry-After, health still answers; back again: requests work', async () => {
  if (!available) return;
  expect((await extract()).statusCode).toBe(400);
  await stopRedis();
  const started = Date.now();
  const down = await extract();
  expect(down.statusCode).toBe(503);
  expect(down.json()).toEqual({ error: DB_UNAVAILABLE, code: 'service.unavailable' });
  expect(down.headers['retry-after']).toBe('5');
  expect(Date.now() - started).toBeLessThan(20_000); // refused, not left hanging
  expect((await app.inject('/api/health')).statusCode).toBe(200);
  await startRedis();
  let back = 0;
  for (let i = 0; i < 100 && back !== 400; i++) {
    back = (await extract()).statusCode;
    if (back !== 400) await new Promise((r) => setTimeout(r, 100));
  }
  expect(back).toBe(400);
  tally.print({ faults: 1, survived: 1, dataLost: 0 });
}, 60_000);
