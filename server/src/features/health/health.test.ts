import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { readConfig } from '../../settings';
import { findProgram } from '../../infra/programs';

// The probes a load balancer uses, on the whole server as it starts.
const apps: FastifyInstance[] = [];
async function start(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'health-data-'));
  const app = await buildApp(readConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env }));
  apps.push(app);
  return { app, dataDir };
}
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

describe('GET /healthz and GET /readyz', () => {
  it('a whole server is alive and ready: database, engine and its runtime, ffmpeg and the disk budget checked', async () => {
    const { app } = await start();
    const alive = await app.inject('/healthz');
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    expect(alive.headers['cache-control']).toBe('no-store');
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
    expect(ready.json().checks).toMatchObject({ database: 'ok', engine: 'ok', ffmpeg: 'ok', media_disk: 'ok' });
    // With REDIS_URL (the cluster stack's run of this suite), Redis is checked too.
    if (process.env.REDIS_URL) expect(ready.json().checks.redis).toBe('ok');
  });

  it('a missing engine makes the instance not ready, naming it, while it stays alive', async () => {
    const { app } = await start({ YTDLP_PATH: '/nonexistent/yt-dlp' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', code: 'health.not_ready', checks: { engine: 'the extraction engine not found (/nonexistent/yt-dlp)', database: 'ok' } });
    expect(ready.json().error).toBe('Not ready: engine (the extraction engine not found (/nonexistent/yt-dlp))');
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });

  it('a used-up media disk budget makes it not ready, and freeing room makes it ready again', async () => {
    const { app, dataDir } = await start({ MEDIA_DISK_BUDGET_MB: '1' });
    const file = path.join(dataDir, 'media', 'old-merge.mp4');
    fs.writeFileSync(file, Buffer.alloc(1024 * 1024 + 1));
    const full = await app.inject('/readyz');
    expect(full.statusCode).toBe(503);
    expect(full.json().checks.media_disk).toBe('the media disk budget is used up (1 of 1 MB)');
    fs.rmSync(file);
    expect((await app.inject('/readyz')).statusCode).toBe(200);
  });

  it('a database that no longer answers makes it not ready', async () => {
    const { app } = await start();
    await app.db.destroy();
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks.database).not.toBe('ok');
    expect(ready.json().error).toMatch(/^Not ready: database \(/);
  });

  it('finds a program by path or on PATH, and only an executable file', () => {
    expect(findProgram('sh')).toMatch(/\/sh$/);
    expect(findProgram('/bin/sh')).toBe('/bin/sh');
    expect(findProgram('no-such-program-here')).toBeNull();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'programs-'));
    const tool = path.join(dir, 'tool');
    fs.writeFileSync(tool, '#!/bin/sh\n', { mode: 0o644 });
    expect(findProgram(tool)).toBeNull();
    expect(findProgram('tool', dir)).toBeNull();
    fs.chmodSync(tool, 0o755);
    expect(findProgram(tool)).toBe(tool);
    expect(findProgram('tool', `/nonexistent:${dir}`)).toBe(tool);
    expect(findProgram(dir)).toBeNull();
    fs.rmSync(dir, { recursive: true });
  });
});
