/**
 * Issue 9, part 3 (faults): the real server (`node server/dist/main.js`, compiled) killed with `kill -9`
 * while merges run, then restarted on the same DATA_DIR. No partial file may remain, and every task id the
 * client was given must answer something final: 'complete' (its file still downloadable) or 'error' with a
 * clear message.
 */
import fs from 'node:fs';
import path from 'node:path';
import { routeStallingHls, startFixtureServer, type FixtureServer } from '../../test/fixtureServer';
import { makeTestMedia, type TestMedia } from '../../test/media';
import { startApiProcess, type ServerProcess } from '../../test/processes';
import { tempDir, Tally } from '../../test/support';

const tally = new Tally('kill -9 during merges');
let media: TestMedia;
let fixture: FixtureServer;
/** Whether /slow/… segments stall (turned on after extraction, which may read the stream too). */
let stall = false;

/** The embedded default (SQLite, merges in process), whatever stack the suite runs on. */
function startServer(dataDir: string, domainsDir: string): Promise<ServerProcess> {
  return startApiProcess({
    DATA_DIR: dataDir,
    DOMAINS_DIR: domainsDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    TRUSTED_FETCH_HOSTS: fixture.host,
    LOG_LEVEL: 'warn',
    MERGE_CONCURRENCY: '2',
    EXTRACT_CACHE_SECONDS: '0',
    EXTRACT_RATE_LIMIT_PER_MINUTE: '10000',
  });
}

async function getJson(url: string, init?: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(url, init);
  tally.record({ statusCode: res.status }, false);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  media = await makeTestMedia();
  fixture = await startFixtureServer(media.dir);
  // /slow/…: the same HLS stream, but its later segments never finish, so the merges stay in progress.
  routeStallingHls(fixture, path.join(media.dir, 'hls'), () => stall);
}, 60_000);

afterAll(async () => {
  await fixture?.close();
  media?.cleanup();
});

it('kill -9 during merges: after a restart no partial file remains and every task ends complete or failed', async () => {
  const dataDir = tempDir('kill9-data-');
  const domainsDir = tempDir('kill9-domains-');
  fs.writeFileSync(path.join(domainsDir, 'default.json'), JSON.stringify({ branding: { name: 'GrabIt' } }));
  const mediaDir = path.join(dataDir, 'media');
  let server = await startServer(dataDir, domainsDir);
  const ids: string[] = [];
  const formatOf = async (source: string) => {
    const info = await getJson(`${server.base}/api/download-video`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tweet_url: `${fixture.origin}/${source}` }),
    });
    expect(info.status).toBe(200);
    const f = (info.body.formats as { url: string; is_audio_only: boolean }[]).find((x) => !x.is_audio_only && x.url.includes('audio_format_id'))!;
    return f.url;
  };
  const start = async (formatUrl: string) => {
    const started = await getJson(`${server.base}${formatUrl}`);
    expect(started.status).toBe(200);
    return started.body.task_id as string;
  };
  const startMerge = async (source: string) => start(await formatOf(source));
  try {
    // One merge that completes before the crash.
    const completed = await startMerge('hls/master.m3u8');
    ids.push(completed);
    let done: Record<string, unknown> = {};
    for (let i = 0; i < 200 && done.status !== 'complete'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      done = (await getJson(`${server.base}/api/download/status/${completed}`)).body;
    }
    expect(done.status).toBe('complete');
    const completedBytes = (await (await fetch(`${server.base}/api/download/file/${completed}`)).arrayBuffer()).byteLength;
    expect(completedBytes).toBeGreaterThan(10_000);

    // Four slow merges: two processing (MERGE_CONCURRENCY=2), two queued.
    const slow: string[] = [];
    for (let i = 0; i < 4; i++) slow.push(await formatOf(`slow/master.m3u8?n=${i}`));
    stall = true;
    for (const url of slow) ids.push(await start(url));
    for (let i = 0; i < 100 && !fs.readdirSync(mediaDir).some((f) => f.endsWith('.part')); i++) await new Promise((r) => setTimeout(r, 100));
    const partsBefore = fs.readdirSync(mediaDir).filter((f) => f.endsWith('.part')).length;
    const statuses = await Promise.all(ids.slice(1).map(async (id) => (await getJson(`${server.base}/api/download/status/${id}`)).body.status));
    expect(statuses.every((s) => s === 'processing' || s === 'queued')).toBe(true);

    server.child.kill('SIGKILL');
    await server.exited;

    stall = false;
    server = await startServer(dataDir, domainsDir);
    expect(fs.readdirSync(mediaDir).filter((f) => f.endsWith('.part'))).toEqual([]);
    const after = await Promise.all(ids.map(async (id) => (await getJson(`${server.base}/api/download/status/${id}`))));
    for (const [i, res] of after.entries()) {
      expect(res.status).toBe(200);
      if (i === 0) {
        expect(res.body).toMatchObject({ status: 'complete', progress: 100 });
      } else {
        expect(res.body).toMatchObject({ status: 'error', message: 'The server was restarted during processing. Please try again.' });
        const file = await fetch(`${server.base}/api/download/file/${ids[i]}`);
        tally.record({ statusCode: file.status });
        expect(file.status).toBe(404);
      }
    }
    const again = await fetch(`${server.base}/api/download/file/${completed}`);
    tally.record({ statusCode: again.status }, false);
    expect(again.status).toBe(200);
    expect((await again.arrayBuffer()).byteLength).toBe(completedBytes);
    // The interrupted merges can be started again and do not hang.
    expect(typeof (await startMerge('hls/master.m3u8?again=1'))).toBe('string');
    tally.print({ tasks: ids.length, partFilesBeforeKill: partsBefore, partFilesAfterRestart: 0, tasksUnanswered: 0, dataLost: 0 });
  } finally {
    server.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(domainsDir, { recursive: true, force: true });
  }
}, 90_000);
