/**
 * Issue 9, part 3 (faults), in-process: yt-dlp and ffmpeg missing or crashing, a full disk budget, and the
 * PostgreSQL database unavailable for a moment. Every fault must give a clear `{ error }` (never a tool's raw
 * output or a stack), leave no task stuck, and the server must work again once the fault is gone, without a
 * restart. The kill -9 fault is in faultsRestart.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { startFixtureServer, type FixtureServer } from '../../test/fixtureServer';
import { makeTestMedia, type TestMedia } from '../../test/media';
import { engineSettings } from '../features/extract';
import { createTestDatabase, postgresAdmin, postgresAvailable, type PostgresTestDatabase } from '../../test/databases';
import { buildRealApp, hasErrorBody, tempDir, Tally } from '../../test/support';

const tally = new Tally('faults');
const faults = { tried: 0, survived: 0 };
let media: TestMedia;
let fixture: FixtureServer;

/** Text no user should ever see in an answer: tool output, stack frames, internals. */
const RAW = /Traceback|Segmentation|ENOENT|EACCES|spawn|at \/|node:internal|\.ts:\d+|ffmpeg version|Kysely|pg_|SQLSTATE|terminating connection/i;

function clearError(res: LightMyRequestResponse): string {
  expect(hasErrorBody(res)).toBe(true);
  const body = res.json() as { error: string; stack?: unknown };
  expect(body.stack).toBeUndefined();
  expect(body.error).not.toMatch(RAW);
  return body.error;
}

function survived(ok: boolean): void {
  faults.tried++;
  if (ok) faults.survived++;
}

beforeAll(async () => {
  media = await makeTestMedia();
  fixture = await startFixtureServer(media.dir);
}, 60_000);

afterAll(async () => {
  await fixture?.close();
  media?.cleanup();
  tally.print({ faults: faults.tried, survived: faults.survived, dataLost: 0 });
});

/** The engine the server runs by default: the one setup installed into the project, else the system's. */
const REAL_YTDLP = path.isAbsolute(engineSettings().ytdlpPath) ? engineSettings().ytdlpPath : '/usr/bin/yt-dlp';

describe('yt-dlp and ffmpeg missing or crashing', () => {
  let app: FastifyInstance;
  let bin: string;
  const ytdlp = () => path.join(bin, 'yt-dlp');
  const ffmpeg = () => path.join(bin, 'ffmpeg');

  /** Puts a program in place: missing, a crashing script, or the real one. */
  function program(file: string, kind: 'missing' | 'crash' | 'real', real: string): void {
    fs.rmSync(file, { force: true });
    if (kind === 'real') fs.symlinkSync(real, file);
    if (kind === 'crash') {
      fs.writeFileSync(file, '#!/bin/sh\necho "Traceback (most recent call last): internal failure" >&2\necho "Segmentation fault at 0xdeadbeef" >&2\nkill -SEGV $$\n');
      fs.chmodSync(file, 0o755);
    }
  }

  const pool = () => (app.extract as unknown as { deps: { pool: { stats: { running: number; waiting: number } } } }).deps.pool.stats;
  /** The merge queue once it has drained: a job's status is written a moment before the queue marks it done. */
  const mergeCounters = async () => {
    let c = await app.merges.counts();
    for (let i = 0; i < 40 && (c.running || c.queued); i++) {
      await new Promise((r) => setTimeout(r, 50));
      c = await app.merges.counts();
    }
    return c;
  };
  let n = 0;
  const extract = async (file = 'clip.mp4') => {
    const res = await app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url: `${fixture.origin}/${file}?n=${++n}` } });
    tally.record(res, false);
    return res;
  };
  const waitDone = async (id: string) => {
    for (let i = 0; i < 300; i++) {
      const res = await app.inject(`/api/download/status/${id}`);
      const s = res.json() as { status: string; message: string };
      if (s.status === 'complete' || s.status === 'error') {
        tally.record(res, false);
        return s;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`task ${id} is stuck`);
  };
  const startMerge = async () => {
    const info = await extract('hls/master.m3u8');
    expect(info.statusCode).toBe(200);
    const f = (info.json() as { formats: { url: string; is_audio_only: boolean }[] }).formats.find((x) => !x.is_audio_only && x.url.includes('audio_format_id'))!;
    const res = await app.inject(f.url);
    tally.record(res, false);
    expect(res.statusCode).toBe(200);
    return (res.json() as { task_id: string }).task_id;
  };

  beforeAll(async () => {
    bin = tempDir('bin-');
    app = await buildRealApp({ TRUSTED_FETCH_HOSTS: fixture.host, YTDLP_PATH: ytdlp(), FFMPEG_PATH: ffmpeg(), EXTRACT_CACHE_SECONDS: '0' });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(bin, { recursive: true, force: true });
  });

  it('yt-dlp missing: a clear 503 with Retry-After, then it works once yt-dlp is back', async () => {
    program(ytdlp(), 'missing', REAL_YTDLP);
    const results = await Promise.all(Array.from({ length: 5 }, () => extract()));
    for (const res of results) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(clearError(res)).toBe('Extraction is not available on this server right now. Please try again later.');
    }
    expect(pool()).toEqual({ running: 0, waiting: 0 });
    program(ytdlp(), 'real', REAL_YTDLP);
    const good = await extract();
    expect(good.statusCode).toBe(200);
    survived(true);
  }, 60_000);

  it('yt-dlp crashing: a clear 502 without its output, the queue drains, a later request works', async () => {
    program(ytdlp(), 'crash', REAL_YTDLP);
    const results = await Promise.all(Array.from({ length: 8 }, () => extract()));
    for (const res of results) {
      expect(res.statusCode).toBe(502);
      expect(clearError(res)).toBe('Could not extract media from this link. Please check the URL and try again.');
    }
    expect(pool()).toEqual({ running: 0, waiting: 0 });
    program(ytdlp(), 'real', REAL_YTDLP);
    expect((await extract()).statusCode).toBe(200);
    survived(true);
  }, 60_000);

  it('ffmpeg missing: the merge ends in error with a clear message; it works once ffmpeg is back', async () => {
    program(ytdlp(), 'real', REAL_YTDLP);
    program(ffmpeg(), 'missing', '/usr/bin/ffmpeg');
    const failed = await waitDone(await startMerge());
    expect(failed).toMatchObject({ status: 'error', message: 'Video processing is not available on this server right now.' });
    expect(await mergeCounters()).toEqual({ running: 0, queued: 0 });
    program(ffmpeg(), 'real', '/usr/bin/ffmpeg');
    expect((await waitDone(await startMerge())).status).toBe('complete');
    survived(true);
  }, 60_000);

  it('ffmpeg crashing: every merge ends in error without ffmpeg output, no partial file, then merges work again', async () => {
    program(ffmpeg(), 'crash', '/usr/bin/ffmpeg');
    const ids = await Promise.all(Array.from({ length: 4 }, () => startMerge()));
    for (const id of ids) {
      const s = await waitDone(id);
      expect(s.status).toBe('error');
      expect(s.message).toBe('Video processing failed');
      const file = await app.inject(`/api/download/file/${id}`);
      tally.record(file);
      expect(file.statusCode).toBe(404);
      clearError(file);
    }
    expect(await mergeCounters()).toEqual({ running: 0, queued: 0 });
    const mediaDir = path.join((app as unknown as { merges: { opts: { mediaDir: string } } }).merges.opts.mediaDir);
    expect(fs.readdirSync(mediaDir).filter((f) => f.endsWith('.part'))).toEqual([]);
    program(ffmpeg(), 'real', '/usr/bin/ffmpeg');
    expect((await waitDone(await startMerge())).status).toBe('complete');
    survived(true);
  }, 90_000);
});

describe('a full disk budget', () => {
  it('refuses new merges with 503 and Retry-After while full, and merges again once space is freed', async () => {
    const app = await buildRealApp({ TRUSTED_FETCH_HOSTS: fixture.host, MEDIA_DISK_BUDGET_MB: '2', EXTRACT_CACHE_SECONDS: '0' });
    try {
      const mediaDir = (app.merges as unknown as { opts: { mediaDir: string } }).opts.mediaDir;
      const info = await app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url: `${fixture.origin}/hls/master.m3u8` } });
      tally.record(info, false);
      const f = (info.json() as { formats: { url: string; is_audio_only: boolean }[] }).formats.find((x) => !x.is_audio_only && x.url.includes('audio_format_id'))!;
      const filler = path.join(mediaDir, 'filler.bin');
      fs.writeFileSync(filler, Buffer.alloc(3 * 1024 * 1024));
      for (let i = 0; i < 5; i++) {
        const res = await app.inject(f.url);
        tally.record(res);
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('60');
        expect(clearError(res)).toBe('The server is short of storage space right now. Please try again in a few minutes.');
      }
      fs.rmSync(filler);
      const res = await app.inject(f.url);
      tally.record(res, false);
      expect(res.statusCode).toBe(200);
      const id = (res.json() as { task_id: string }).task_id;
      let status = '';
      for (let i = 0; i < 300 && status !== 'complete' && status !== 'error'; i++) {
        await new Promise((r) => setTimeout(r, 50));
        status = ((await app.inject(`/api/download/status/${id}`)).json() as { status: string }).status;
      }
      expect(status).toBe('complete');
      survived(true);
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe('the PostgreSQL database unavailable for a moment', () => {
  let db: PostgresTestDatabase | null = null;
  let app: FastifyInstance;

  beforeAll(async () => {
    if (!(await postgresAvailable())) return;
    db = await createTestDatabase('postgres');
    app = await buildRealApp({ DATABASE_URL: db.url });
    await app.ready();
  }, 30_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('requests during the outage fail with a clear 503; they succeed again afterwards, without a restart', async () => {
    if (!db) return;
    const { name } = db;
    const shorten = async () => {
      const res = await app.inject({ method: 'POST', url: '/api/shorten-preview', payload: { params: { url: `${fixture.origin}/clip.mp4`, title: 'A clip' } } });
      tally.record(res, false);
      return res;
    };
    const before = await shorten();
    expect(before.statusCode).toBe(200);
    const id = (before.json() as { short_url: string }).short_url.split('/p/')[1];

    // Outage: no new connections are allowed, and the server's open ones are cut.
    await postgresAdmin(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
    await postgresAdmin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`);
    try {
      for (let i = 0; i < 3; i++) {
        for (const res of [
          await app.inject(`/api/shorten-preview/${id}`),
          await shorten(),
          await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'someone@example.com', password: 'not-the-password-1' } }),
        ]) {
          tally.record(res, false);
          expect(res.statusCode).toBe(503);
          expect(res.headers['retry-after']).toBeDefined();
          expect(clearError(res)).toBe('The service is temporarily unavailable. Please try again in a moment.');
        }
        // What does not need the database keeps working.
        const health = await app.inject('/api/health');
        tally.record(health, false);
        expect(health.statusCode).toBe(200);
      }
    } finally {
      await postgresAdmin(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
    }

    // Back: the same server answers again, and the link made before the outage is intact.
    const again = await app.inject(`/api/shorten-preview/${id}`);
    tally.record(again, false);
    expect(again.statusCode).toBe(200);
    expect((await shorten()).statusCode).toBe(200);
    survived(true);

    // A lock held for a moment: requests wait for it and then succeed (nothing is lost).
    const { Client } = await import('pg');
    const locker = new Client({ connectionString: db.url });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE short_links IN ACCESS EXCLUSIVE MODE');
    const waiting = app.inject(`/api/shorten-preview/${id}`);
    await new Promise((r) => setTimeout(r, 500));
    await locker.query('COMMIT');
    await locker.end();
    const afterLock = await waiting;
    tally.record(afterLock, false);
    expect(afterLock.statusCode).toBe(200);
    survived(true);
  }, 60_000);
});
