import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { readRest, routeLateSegment, startFixtureServer, type FixtureServer } from '../../../test/fixtureServer';
import { makeTestMedia, type TestMedia } from '../../../test/media';
import { buildFeatureApp, testConfig } from '../../../test/testApp';
import type { ServerConfig } from '../../settings';
import type { MergeTask } from './mergeManager';

// Merges with the real ffmpeg of media made by ffmpeg and served on loopback: plain HLS playlists fetched by the
// server and piped to ffmpeg, other sources fetched by ffmpeg through the egress proxy.
const run = promisify(execFile);
let media: TestMedia;
let fixture: FixtureServer;
let app: FastifyInstance;
let config: ServerConfig;

async function probeStreams(file: string): Promise<string[]> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type', '-of', 'csv=p=0', file]);
  return stdout.trim().split('\n').sort();
}

async function extract(url: string) {
  const res = await app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url: url } });
  expect(res.statusCode).toBe(200);
  return res.json() as { formats: { url: string; is_audio_only: boolean; label: string }[] };
}

async function startFrom(formatUrl: string): Promise<string> {
  const res = await app.inject(formatUrl);
  expect(res.statusCode).toBe(200);
  return res.json().task_id as string;
}

async function waitDone(taskId: string, seen: number[] = []) {
  for (let i = 0; i < 200; i++) {
    const s = (await app.inject(`/api/download/status/${taskId}`)).json();
    seen.push(s.progress);
    if (s.status === 'complete' || s.status === 'error') return s;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('merge did not finish');
}

beforeAll(async () => {
  media = await makeTestMedia();
  fixture = await startFixtureServer(media.dir);
  config = testConfig({ TRUSTED_FETCH_HOSTS: fixture.host, MEDIA_DISK_BUDGET_MB: '50' });
  app = await buildFeatureApp(config);
}, 60_000);
afterAll(async () => {
  await app.close();
  await fixture.close();
  media.cleanup();
});

describe('merging separate video and audio', () => {
  let taskId: string;

  it('merges the HLS video and its separate audio rendition from the format list, progress rising to 100', async () => {
    const info = await extract(`${fixture.origin}/hls/master.m3u8`);
    const merged = info.formats.find((f) => !f.is_audio_only && f.url.includes('audio_format_id'))!;
    expect(merged.url).toMatch(/^\/api\/download\/start-merge\?task_id=[\w-]+&video_format_id=[^&]+&audio_format_id=[^&]+$/);
    taskId = await startFrom(merged.url);
    const seen: number[] = [];
    const done = await waitDone(taskId, seen);
    expect(done).toMatchObject({ task_id: taskId, status: 'complete', progress: 100, message: 'Processing complete!' });
    expect(done.actual_sizes.final_file).toBeGreaterThan(10_000);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    // ffmpeg fetched through the egress proxy, not directly.
    expect(fixture.requests.some((r) => r.url.includes('stream_1'))).toBe(true);
  }, 60_000);

  it('serves the merged file: video and audio streams, HEAD, and byte ranges', async () => {
    const res = await app.inject(`/api/download/file/${taskId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.mp4"/);
    expect(res.headers['content-security-policy']).toBe('sandbox');
    const out = path.join(media.dir, 'downloaded.mp4');
    fs.writeFileSync(out, res.rawPayload);
    expect(await probeStreams(out)).toEqual(['audio', 'video']);
    const head = await app.inject({ method: 'HEAD', url: `/api/download/file/${taskId}` });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(res.rawPayload.length);
    const part = await app.inject({ url: `/api/download/file/${taskId}`, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${res.rawPayload.length}`);
    expect(part.rawPayload.equals(res.rawPayload.subarray(100, 200))).toBe(true);
    expect((await app.inject({ url: `/api/download/file/${taskId}`, headers: { range: 'bytes=999999999-' } })).statusCode).toBe(416);
  });

  it('returns the same task when the same merge is started twice', async () => {
    const info = await extract(`${fixture.origin}/hls/master.m3u8`);
    const merged = info.formats.find((f) => !f.is_audio_only && f.url.includes('audio_format_id'))!;
    const [a, b] = await Promise.all([startFrom(merged.url), startFrom(merged.url)]);
    expect(a).toBe(b);
  });

  it('remuxes a DASH format into a file with both streams', async () => {
    const info = await extract(`${fixture.origin}/dash/manifest.mpd`);
    const f = info.formats.find((x) => !x.is_audio_only && x.url.startsWith('/api/download/start-merge'))!;
    const id = await startFrom(f.url);
    expect((await waitDone(id)).status).toBe('complete');
    const out = path.join(media.dir, 'dash-out.mp4');
    fs.writeFileSync(out, (await app.inject(`/api/download/file/${id}`)).rawPayload);
    expect(await probeStreams(out)).toEqual(['audio', 'video']);
  }, 60_000);

  it('answers 404 for unknown tasks and a clear 410 for an extraction that has expired', async () => {
    const status = await app.inject('/api/download/status/unknownTask123');
    expect(status.statusCode).toBe(404);
    expect(status.json().error).toBe('Task not found or expired');
    expect((await app.inject({ method: 'HEAD', url: '/api/download/file/unknownTask123' })).statusCode).toBe(404);
    const gone = await app.inject('/api/download/start-merge?task_id=noSuchExtraction1&video_format_id=1&audio_format_id=2');
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error).toBe('This video information has expired. Please extract the video again.');
    expect((await app.inject('/api/download/status/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
  });

  it('forgets the task and deletes its file once the retention period has passed', async () => {
    const task = (await app.merges.get(taskId))!;
    expect(fs.existsSync(task.file)).toBe(true);
    // The retention period ends now: in the live task (in process) and in its record (the cluster's truth).
    task.expiresAt = Date.now() - 1;
    if (app.hasDecorator('db')) await app.db.updateTable('merge_tasks').set({ expires_at: new Date(Date.now() - 1).toISOString() }).where('id', '=', taskId).execute();
    expect(await app.merges.sweep()).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(task.file)).toBe(false);
    expect((await app.inject(`/api/download/status/${taskId}`)).statusCode).toBe(404);
  });
});

describe('downloading while the merge runs', () => {
  it('streams the merged file as ffmpeg writes it, so the download starts before processing ends', async () => {
    // The second video segment arrives half at once and half late, so the merge stays in progress for a while
    // after ffmpeg has begun writing.
    routeLateSegment(fixture, path.join(media.dir, 'hls'), 2500);
    const info = await extract(`${fixture.origin}/hls/master.m3u8?slow=1`);
    const merged = info.formats.find((f) => !f.is_audio_only && f.url.includes('audio_format_id'))!;
    const id = await startFrom(merged.url);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/api/download/file/${id}`);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = await reader.read();
    // The first bytes (the fragmented MP4's header) arrive while the task is still processing.
    expect((await app.inject(`/api/download/status/${id}`)).json().status).toBe('processing');
    expect(Buffer.from(first.value!).subarray(4, 8).toString()).toBe('ftyp');
    const streamed = await readRest(reader, first.value!);
    expect((await waitDone(id)).status).toBe('complete');
    const complete = (await app.inject(`/api/download/file/${id}`)).rawPayload;
    expect(streamed.equals(complete)).toBe(true);
    const out = path.join(media.dir, 'streamed.mp4');
    fs.writeFileSync(out, streamed);
    expect(await probeStreams(out)).toEqual(['audio', 'video']);
  }, 60_000);
});

describe('merges that cannot finish', () => {
  // Stopping one merge reaches into the in-process manager; on the cluster stack, stopping merges is proven by
  // the cluster suite (a worker killed or stopped mid-merge).
  const inProcess = (name: string, fn: () => Promise<void>, timeout: number) => (process.env.REDIS_URL ? undefined : it(name, fn, timeout));
  inProcess('a merge stopped halfway leaves no file behind and reports a clear error', async () => {
    // A source that sends a little and then stalls.
    const mp4 = fs.readFileSync(media.mp4);
    fixture.route('/stall.mp4', (_req, res) => {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(mp4.length) });
      res.write(mp4.subarray(0, 2048));
    });
    const info = await extract(`${fixture.origin}/clip.mp4`);
    expect(info.formats.length).toBeGreaterThan(0);
    const stored = [...(app.extract as unknown as { deps: { store: { items: Map<string, { info: { formats: { url: string }[] } }> } } }).deps.store.items.values()].at(-1)!;
    for (const f of stored.info.formats) f.url = `${fixture.origin}/stall.mp4`;
    const extractionId = [...(app.extract as unknown as { deps: { store: { items: Map<string, unknown> } } }).deps.store.items.keys()].at(-1)!;
    const formatId = (stored.info.formats[0] as unknown as { format_id: string }).format_id;
    const id = (await app.inject(`/api/download/start-merge?task_id=${extractionId}&video_format_id=${formatId}`)).json().task_id as string;
    const task = (await app.merges.get(id)) as MergeTask;
    await new Promise((r) => setTimeout(r, 500));
    task.abort.abort();
    const done = await waitDone(id);
    expect(done.status).toBe('error');
    expect(done.message).toBe('Video processing was stopped.');
    expect(fs.readdirSync(config.mediaDir).filter((f) => f.startsWith(id))).toEqual([]);
  }, 30_000);

  it('an HLS segment gone from its source ends the merge with a clear message and no file', async () => {
    // The server fetches the segments of a plain HLS playlist itself: a missing one is reported in words.
    for (const name of fs.readdirSync(path.join(media.dir, 'hls'))) {
      const body = fs.readFileSync(path.join(media.dir, 'hls', name));
      fixture.route(`/gone/${name}`, (_req, res) => (name === 'seg_0_001.ts' ? res.writeHead(404).end() : res.writeHead(200).end(body)));
    }
    const info = await extract(`${fixture.origin}/gone/master.m3u8`);
    const merged = info.formats.find((f) => !f.is_audio_only && f.url.includes('audio_format_id'))!;
    const id = await startFrom(merged.url);
    expect(await waitDone(id)).toMatchObject({ status: 'error', message: 'The media is no longer available at its source. Extract the video again.' });
    expect(fs.readdirSync(config.mediaDir).filter((f) => f.startsWith(id))).toEqual([]);
    expect(fixture.requests.some((r) => r.url === '/gone/seg_0_001.ts')).toBe(true);
  });

  it('refuses a new merge with a clear message when the disk budget is used up', async () => {
    const filler = path.join(config.mediaDir, 'filler.bin');
    fs.writeFileSync(filler, Buffer.alloc(51 * 1024 * 1024));
    try {
      const info = await extract(`${fixture.origin}/hls/master.m3u8`);
      const merged = info.formats.find((f) => f.is_audio_only && f.url.startsWith('/api/download/start-merge'))!;
      const res = await app.inject(merged.url);
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe('The server is short of storage space right now. Please try again in a few minutes.');
      expect(res.headers['retry-after']).toBe('60');
    } finally {
      fs.rmSync(filler);
    }
  });
});

describe('merge starts per client', () => {
  it('refuses a client that starts too many merges in a minute with a clear 429', async () => {
    const limited = await buildFeatureApp(testConfig({ TRUSTED_FETCH_HOSTS: fixture.host, MERGE_STARTS_PER_MINUTE: '1' }));
    try {
      const res = await limited.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url: `${fixture.origin}/hls/master.m3u8?limit=1` } });
      const formats = (res.json() as { formats: { url: string }[] }).formats.filter((f) => f.url.startsWith('/api/download/start-merge'));
      expect(formats.length).toBeGreaterThanOrEqual(2);
      expect((await limited.inject(formats[0].url)).statusCode).toBe(200);
      const second = await limited.inject(formats[1].url);
      expect(second.statusCode).toBe(429);
      expect(second.json().error).toBe('Too many videos started at once. Please wait a minute and try again.');
      expect(second.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  }, 30_000);
});
