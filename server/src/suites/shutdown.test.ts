/**
 * SIGTERM drains (SHUTDOWN_GRACE_SECONDS): the real server process stops accepting connections at once, lets a
 * streamed download in flight finish, then exits 0; a download longer than the grace is cut when it is over, and the
 * process still exits 0. The download comes through /api/proxied_download from a source that sends it slowly. A merge
 * running at the stop gets the same grace: it finishes, and the restarted server serves its file.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { routeLateSegment, startFixtureServer, type FixtureServer } from '../../test/fixtureServer';
import { makeTestMedia, type TestMedia } from '../../test/media';
import { startApiProcess, type ServerProcess } from '../../test/processes';
import { domainsDir, tempDir } from '../../test/support';

jest.setTimeout(60_000);

const CHUNK = 64 * 1024;
const CHUNKS = 30;
const body = crypto.randomBytes(CHUNK * CHUNKS);
let fixture: FixtureServer;
let media: TestMedia;
/** The pause between two chunks of /slow.mp4 (ms). */
let pause = 100;

beforeAll(async () => {
  media = await makeTestMedia();
  fixture = await startFixtureServer(media.dir);
  // Typed as media: the proxy hands on media only (issue 49).
  fixture.route('/slow.mp4', (_req, res) => {
    res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(body.length) });
    let i = 0;
    const next = () => {
      if (res.destroyed) return;
      if (i === CHUNKS) return void res.end();
      res.write(body.subarray(i * CHUNK, ++i * CHUNK));
      setTimeout(next, pause);
    };
    next();
  });
});
afterAll(async () => {
  await fixture?.close();
  media?.cleanup();
});

const servers: ServerProcess[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    await s.exited;
  }
});

async function startServer(grace: number, dirs = { data: tempDir('drain-data-'), domains: domainsDir() }): Promise<ServerProcess> {
  const server = await startApiProcess({
    DATA_DIR: dirs.data,
    DOMAINS_DIR: dirs.domains,
    DATABASE_URL: '',
    REDIS_URL: '',
    TRUSTED_FETCH_HOSTS: fixture.host,
    SHUTDOWN_GRACE_SECONDS: String(grace),
    LOG_LEVEL: 'info',
  });
  servers.push(server);
  return server;
}

interface Download {
  /** Resolves with the bytes received and whether the answer ended complete. */
  done: Promise<{ bytes: Buffer; complete: boolean }>;
  /** Resolves when the first bytes have arrived. */
  started: Promise<void>;
}

function download(base: string): Download {
  let started!: () => void;
  const startedP = new Promise<void>((r) => (started = r));
  const done = new Promise<{ bytes: Buffer; complete: boolean }>((resolve) => {
    const url = `${base}/api/proxied_download?url=${encodeURIComponent(`${fixture.origin}/slow.mp4`)}`;
    const chunks: Buffer[] = [];
    http
      .get(url, (res) => {
        res.on('data', (c: Buffer) => {
          chunks.push(c);
          started();
        });
        res.on('end', () => resolve({ bytes: Buffer.concat(chunks), complete: res.complete }));
        res.on('error', () => resolve({ bytes: Buffer.concat(chunks), complete: false }));
        res.on('aborted', () => resolve({ bytes: Buffer.concat(chunks), complete: false }));
      })
      .on('error', () => resolve({ bytes: Buffer.concat(chunks), complete: false }));
  });
  return { done, started: startedP };
}

/** Whether a new connection to the server is refused. */
function refused(base: string): Promise<boolean> {
  return new Promise((resolve) => {
    http
      .get(`${base}/healthz`, { agent: false }, (res) => {
        res.resume();
        resolve(false);
      })
      .on('error', (e: NodeJS.ErrnoException) => resolve(e.code === 'ECONNREFUSED'));
  });
}

async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A server with this grace, a download of /slow.mp4 under way from it, then SIGTERM. */
async function stopDuringDownload(grace: number): Promise<{ server: ServerProcess; dl: Download; stopAt: number }> {
  const server = await startServer(grace);
  const dl = download(server.base);
  await dl.started;
  const stopAt = Date.now();
  server.child.kill('SIGTERM');
  return { server, dl, stopAt };
}

it('SIGTERM: no new connections, the download in flight finishes whole, then the process exits 0', async () => {
  pause = 100; // about 3 s for the whole file
  const { server, dl, stopAt } = await stopDuringDownload(20);
  await until(() => server.output().includes('stopping: no new connections'), 'the drain to start');
  expect(await refused(server.base)).toBe(true);
  // Still running while the download goes on.
  expect(server.child.exitCode).toBeNull();
  const got = await dl.done;
  expect(got.complete).toBe(true);
  expect(got.bytes.equals(body)).toBe(true);
  expect(await server.exited).toBe(0);
  // It exited when the download ended, not at the end of the grace.
  expect(Date.now() - stopAt).toBeLessThan(15_000);
  expect(server.output()).toContain('stopping: every connection is closed');
});

it('a download longer than the grace is cut when the grace is over, and the process still exits 0', async () => {
  pause = 1000; // about 30 s for the whole file
  const { server, dl, stopAt } = await stopDuringDownload(2);
  const got = await dl.done;
  expect(got.complete).toBe(false);
  expect(got.bytes.length).toBeLessThan(body.length);
  expect(await server.exited).toBe(0);
  const took = Date.now() - stopAt;
  expect(took).toBeGreaterThanOrEqual(1900);
  expect(took).toBeLessThan(12_000);
  expect(server.output()).toContain('the grace period is over; closing the connections still open');
});

it('a merge running at SIGTERM finishes within the grace, and the restarted server serves its file', async () => {
  // The second video segment arrives half at once and half late, so the merge is still running at the stop.
  routeLateSegment(fixture, path.join(media.dir, 'hls'), 3000);
  const dirs = { data: tempDir('drain-data-'), domains: domainsDir() };
  let server = await startServer(20, dirs);
  const info = (await (
    await fetch(`${server.base}/api/download-video`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ tweet_url: `${fixture.origin}/hls/master.m3u8` }) })
  ).json()) as { formats: { url: string; is_audio_only: boolean }[] };
  const merged = info.formats.find((f) => !f.is_audio_only && f.url.includes('audio_format_id'))!;
  const id = ((await (await fetch(new URL(merged.url, server.base))).json()) as { task_id: string }).task_id;
  const status = async () => (await (await fetch(`${server.base}/api/download/status/${id}`)).json()) as { status: string; message: string };
  await until(() => server.output().includes('"msg":"request"'), 'a request');
  expect((await status()).status).toBe('processing');

  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  server = await startServer(20, dirs);
  expect(await status()).toMatchObject({ status: 'complete' });
  const file = await fetch(`${server.base}/api/download/file/${id}`);
  expect(file.status).toBe(200);
  expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
});
