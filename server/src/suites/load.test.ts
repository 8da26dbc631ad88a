/**
 * Issue 9, part 4 (load), against the real server listening on 127.0.0.1: 200 concurrent extraction requests
 * (the queue stays bounded, the rest get 429 with Retry-After, memory stays bounded, /api/health answers
 * throughout) and 50 concurrent downloads of a large file through the media proxy (memory does not grow with
 * the bytes streamed). Memory is the RSS of this process, which runs the server. Bounds are generous.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startFixtureServer, type FixtureServer } from '../../test/fixtureServer';
import { buildRealApp, tempDir, Tally } from '../../test/support';

const MB = 1024 * 1024;
const tally = new Tally('load');
let fixture: FixtureServer;
let dir: string;
let app: FastifyInstance;
let base: string;

const rss = () => process.memoryUsage().rss;

/** What a test started that runs on its own (samplers, the health poll): stopped after the test, even one that timed out. */
const running: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of running.splice(0)) await stop();
});

/** Calls fn every ms until the returned stop (or the end of the test). */
function every(ms: number, fn: () => void): () => void {
  const timer = setInterval(fn, ms);
  const stop = () => clearInterval(timer);
  running.push(stop);
  return stop;
}

beforeAll(async () => {
  dir = tempDir('load-');
  // A slow fake yt-dlp: each run takes 300 ms and finds nothing, so the pool stays busy.
  const ytdlp = path.join(dir, 'yt-dlp');
  fs.writeFileSync(ytdlp, '#!/bin/sh\nsleep 0.3\necho "ERROR: Unsupported URL: test" >&2\nexit 1\n');
  fs.chmodSync(ytdlp, 0o755);
  // A large file (sparse: no disk used) for the download proxy.
  fs.writeFileSync(path.join(dir, 'big.mp4'), '');
  fs.truncateSync(path.join(dir, 'big.mp4'), 32 * MB);
  fixture = await startFixtureServer(dir);
  app = await buildRealApp({
    TRUSTED_FETCH_HOSTS: fixture.host,
    YTDLP_PATH: ytdlp,
    EXTRACT_CONCURRENCY: '2',
    EXTRACT_QUEUE_LIMIT: '20',
    EXTRACT_CACHE_SECONDS: '0',
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}, 30_000);

afterAll(async () => {
  await app?.close();
  await fixture?.close();
  fs.rmSync(dir, { recursive: true, force: true });
  tally.print({ dataLost: 0 });
});

/** Polls /api/health until stopped; every answer must be 200. */
function watchHealth() {
  const seen = { ok: 0, failed: 0 };
  let stop = false;
  const loop = (async () => {
    while (!stop) {
      try {
        const res = await fetch(`${base}/api/health`);
        await res.arrayBuffer();
        if (res.status === 200) seen.ok++;
        else seen.failed++;
      } catch {
        seen.failed++;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const stopLoop = async () => {
    stop = true;
    await loop;
  };
  running.push(stopLoop);
  return { seen, stop: stopLoop };
}

it('200 concurrent extractions: a bounded queue, 429 with Retry-After beyond it, /api/health answers throughout', async () => {
  const before = rss();
  let peak = before;
  const pool = () => (app.extract as unknown as { deps: { pool: { stats: { running: number; waiting: number } } } }).deps.pool.stats;
  const most = { running: 0, waiting: 0 };
  const stopMemory = every(50, () => (peak = Math.max(peak, rss())));
  const stopPool = every(5, () => {
    most.running = Math.max(most.running, pool().running);
    most.waiting = Math.max(most.waiting, pool().waiting);
  });
  const health = watchHealth();
  const results = await Promise.all(
    Array.from({ length: 200 }, async (_, i) => {
      const res = await fetch(`${base}/api/download-video`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ tweet_url: `${fixture.origin}/video-${i}` }),
      });
      const body = (await res.json()) as { error?: string };
      tally.record({ statusCode: res.status }, false);
      return { status: res.status, retryAfter: res.headers.get('retry-after'), error: body.error };
    }),
  );
  await new Promise((r) => setTimeout(r, 300));
  await health.stop();
  stopMemory();
  stopPool();
  const busy = results.filter((r) => r.status === 429);
  const ran = results.filter((r) => r.status === 422);
  // Never more than 2 running and 20 waiting; every other request was refused at once. (How many ran in all
  // depends on how fast the first ones finish: on the Redis stack requests reach the pool a little spread out.)
  expect(most.running).toBeLessThanOrEqual(2);
  expect(most.waiting).toBeLessThanOrEqual(20);
  expect(most.waiting).toBeGreaterThan(0);
  expect(busy.length).toBeGreaterThan(100);
  expect(ran.length).toBeGreaterThanOrEqual(2);
  expect(busy.length + ran.length).toBe(200);
  for (const r of busy) {
    expect(Number(r.retryAfter)).toBeGreaterThan(0);
    expect(r.error).toBe('The server is busy. Please try again in a moment.');
  }
  expect(health.seen.failed).toBe(0);
  expect(health.seen.ok).toBeGreaterThan(0);
  const stats = (app.extract as unknown as { deps: { pool: { stats: { running: number; waiting: number } } } }).deps.pool.stats;
  expect(stats).toEqual({ running: 0, waiting: 0 });
  const growth = (peak - before) / MB;
  expect(growth).toBeLessThan(200);
  console.log(`[reliability] load extraction: requests=200 admitted=${ran.length} refused429=${busy.length} health=${health.seen.ok}/${health.seen.ok + health.seen.failed} rssGrowthMb=${growth.toFixed(1)}`);
}, 60_000);

it('50 concurrent downloads of a 32 MB file through the proxy: constant memory per stream', async () => {
  const link = app.mediaLinks.sign('/api/proxied_download', { url: `${fixture.origin}/big.mp4`, filename: 'big.mp4' });
  const before = rss();
  let peak = before;
  const stopMemory = every(50, () => (peak = Math.max(peak, rss())));
  const health = watchHealth();
  const sizes = await Promise.all(
    Array.from({ length: 50 }, async () => {
      const res = await fetch(`${base}${link}`);
      tally.record({ statusCode: res.status }, false);
      let total = 0;
      const reader = res.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        total += value.byteLength;
      }
      return total;
    }),
  );
  await health.stop();
  stopMemory();
  const streamed = sizes.reduce((a, b) => a + b, 0);
  expect(sizes.every((s) => s === 32 * MB)).toBe(true);
  expect(health.seen.failed).toBe(0);
  const growth = (peak - before) / MB;
  // 1.6 GB went through; the process (server, source and clients together) grew by far less than that.
  expect(growth).toBeLessThan(400);
  console.log(`[reliability] load proxy: streams=50 bytes=${streamed} health=${health.seen.ok}/${health.seen.ok + health.seen.failed} rssGrowthMb=${growth.toFixed(1)} perStreamMb=${(growth / 50).toFixed(2)}`);
}, 90_000);
