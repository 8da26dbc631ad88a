/**
 * Clips (issue #23, item 2) with the real engine and ffmpeg, from 20-second media made by ffmpeg (a keyframe every
 * 4 s) and served on loopback: an HLS source with separate video and audio (a start-merge link) and a plain MP4 and
 * MP3 (signed links) are cut at keyframes and exactly; ffprobe reads back each clip's duration and codecs. The visitor's
 * clip limit and bad requests are refused with clear words and start nothing.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { START_CLIP_PATH, type Format } from '@dl/contract';
import { startFixtureServer, type FixtureServer } from '../../../test/fixtureServer';
import { probeBytes, type Probe } from '../../../test/probe';
import { buildFeatureApp, testConfig } from '../../../test/testApp';

const run = promisify(execFile);
let dir: string;
let fixture: FixtureServer;
let app: FastifyInstance;

async function formatsOf(url: string): Promise<Format[]> {
  const res = await app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url: url } });
  expect(res.statusCode).toBe(200);
  return res.json().formats as Format[];
}

const clipUrl = (source: string, start: number, end: number, cut?: string) =>
  `${START_CLIP_PATH}?${new URLSearchParams({ source, start: String(start), end: String(end), ...(cut ? { cut } : {}) }).toString()}`;

/** Starts a clip, waits for its file, and returns it with its headers and ffprobe's reading. */
async function cut(source: string, start: number, end: number, cutMode?: string) {
  const started = await app.inject(clipUrl(source, start, end, cutMode));
  expect(started.statusCode).toBe(200);
  const taskId = started.json().task_id as string;
  const file = await app.inject(`/api/download/file/${taskId}`);
  expect(file.statusCode).toBe(200);
  expect((await app.inject(`/api/download/status/${taskId}`)).json()).toMatchObject({ status: 'complete', progress: 100 });
  const ext = /filename="[^"]*\.([a-z0-9]+)"/.exec(String(file.headers['content-disposition']))?.[1] ?? 'bin';
  return { file, taskId, probe: await probeBytes(file.rawPayload, ext) };
}

const duration = (p: Probe) => Number(p.format.duration);
const codecs = (p: Probe) => p.streams.map((s) => `${s.codec_type}:${s.codec_name}`).sort();

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dl-clip-'));
  fs.mkdirSync(path.join(dir, 'hls'));
  const ff = (args: string[]) => run('ffmpeg', ['-v', 'error', '-y', ...args], { cwd: dir });
  await ff(['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '20', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '100', '-keyint_min', '100', '-sc_threshold', '0', '-c:a', 'aac', '-b:a', '64k', '-movflags', '+faststart', 'long.mp4']);
  await Promise.all([
    ff(['-f', 'lavfi', '-i', 'sine=frequency=330', '-t', '20', '-c:a', 'libmp3lame', '-b:a', '64k', 'long.mp3']),
    ff(['-i', 'long.mp4', '-map', '0:v', '-map', '0:a', '-c', 'copy', '-f', 'hls', '-hls_time', '4', '-hls_playlist_type', 'vod',
      '-master_pl_name', 'master.m3u8', '-var_stream_map', 'v:0,agroup:aud a:0,agroup:aud,default:yes',
      '-hls_segment_filename', 'hls/seg_%v_%03d.ts', 'hls/stream_%v.m3u8']),
  ]);
  fixture = await startFixtureServer(dir);
  app = await buildFeatureApp(testConfig({ TRUSTED_FETCH_HOSTS: fixture.host, MEDIA_DISK_BUDGET_MB: '50', CLIP_MAX_SECONDS: 'visitor=10,free=30' }));
}, 60_000);
afterAll(async () => {
  await app.close();
  await fixture.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a clip of an HLS source cut at keyframes: copied from the keyframe before the start to the end, video and audio', async () => {
  const formats = await formatsOf(`${fixture.origin}/hls/master.m3u8`);
  const video = formats.find((f) => !f.is_audio_only && f.url.includes('start-merge'))!;
  expect(video).toBeTruthy();
  const { file, probe: p } = await cut(video.url, 5, 11);
  expect(file.headers['content-type']).toBe('video/mp4');
  expect(file.headers['content-disposition']).toMatch(/_clip_0m05s-0m11s\.mp4"/);
  expect(codecs(p)).toEqual(['audio:aac', 'video:h264']);
  // The keyframe before 0:05 is at 0:04: the clip runs from there to 0:11.
  expect(duration(p)).toBeGreaterThan(6.5);
  expect(duration(p)).toBeLessThan(7.6);
}, 90_000);

test('an exact clip of an MP4 file (a signed link) is encoded again and lasts exactly what was chosen', async () => {
  const formats = await formatsOf(`${fixture.origin}/long.mp4`);
  const direct = formats.find((f) => f.url.startsWith('/api/proxied_download'))!;
  expect(direct).toBeTruthy();
  const { file, probe: p } = await cut(direct.url, 5, 11, 'exact');
  expect(file.headers['content-type']).toBe('video/mp4');
  expect(codecs(p)).toEqual(['audio:aac', 'video:h264']);
  expect(Math.abs(duration(p) - 6)).toBeLessThan(0.15);
  // The same file cut at keyframes starts at 0:04.
  const copied = await cut(direct.url, 5, 11);
  expect(duration(copied.probe)).toBeGreaterThan(6.5);
}, 90_000);

test('an exact clip of an MP3 episode is an MP3 of the chosen length', async () => {
  const formats = await formatsOf(`${fixture.origin}/long.mp3`);
  const direct = formats.find((f) => f.is_audio_only && f.url.startsWith('/api/proxied_download'))!;
  const { file, probe: p } = await cut(direct.url, 2.5, 7.5, 'exact');
  expect(file.headers['content-type']).toBe('audio/mpeg');
  expect(codecs(p)).toEqual(['audio:mp3']);
  expect(Math.abs(duration(p) - 5)).toBeLessThan(0.15);
}, 60_000);

test('a clip of an MP3 conversion is an MP3 of the chosen length at the chosen bitrate; a conversion link it cannot take is refused', async () => {
  const formats = await formatsOf(`${fixture.origin}/hls/master.m3u8`);
  const mp3 = formats.find((f) => f.conversion?.to === 'mp3' && f.conversion.bitrate_kbps === 128)!;
  const { file, probe: p } = await cut(mp3.url, 2, 8);
  expect(file.headers['content-type']).toBe('audio/mpeg');
  expect(codecs(p)).toEqual(['audio:mp3']);
  expect(Math.abs(duration(p) - 6)).toBeLessThan(0.15);
  const flacWithBitrate = await app.inject(clipUrl(`${formats.find((f) => f.conversion?.to === 'flac')!.url}&bitrate=320`, 2, 8));
  expect(flacWithBitrate.statusCode).toBe(400);
  expect(flacWithBitrate.json().error).toBe('A bitrate can be chosen for MP3 only.');
  const malformed = await app.inject(clipUrl(mp3.url.replace('convert=mp3', 'convert=ogg'), 2, 8));
  expect(malformed.statusCode).toBe(400);
  expect(malformed.json().error).toBe('This media cannot be cut into a clip here.');
}, 60_000);

test('a visitor is told the longest clip, and one past it is refused with the way to longer ones', async () => {
  const limit = await app.inject('/api/download/clip-limit');
  expect(limit.json()).toEqual({ max_seconds: 10, tier: 'visitor' });
  const formats = await formatsOf(`${fixture.origin}/long.mp4`);
  const direct = formats.find((f) => f.url.startsWith('/api/proxied_download'))!;
  const tooLong = await app.inject(clipUrl(direct.url, 0, 12));
  expect(tooLong.statusCode).toBe(400);
  expect(tooLong.json().error).toBe('This clip is longer than 0:10, the longest clip visitors can cut. Sign in to cut longer clips.');
}, 60_000);

test('bad clip requests are refused with clear words and start nothing', async () => {
  const formats = await formatsOf(`${fixture.origin}/long.mp4`);
  const direct = formats.find((f) => f.url.startsWith('/api/proxied_download'))!;
  const before = await app.merges.counts();
  const backwards = await app.inject(clipUrl(direct.url, 8, 3));
  expect(backwards.statusCode).toBe(400);
  expect(backwards.json().error).toBe('The end must come after the start.');
  const forged = await app.inject(clipUrl(direct.url.replace(/sig=[^&]+/, 'sig=forged'), 1, 3));
  expect(forged.statusCode).toBe(403);
  const elsewhere = await app.inject(clipUrl('https://example.com/video.mp4', 1, 3));
  expect(elsewhere.statusCode).toBe(400);
  expect(elsewhere.json().error).toBe('This media cannot be cut into a clip here.');
  const hls = (await formatsOf(`${fixture.origin}/hls/master.m3u8`)).find((f) => f.url.includes('start-merge'))!;
  const pastEnd = await app.inject(clipUrl(hls.url, 15, 24));
  expect(pastEnd.statusCode).toBe(400);
  expect(pastEnd.json().error).toBe('The end is past the end of the media.');
  const notANumber = await app.inject(`${START_CLIP_PATH}?source=${encodeURIComponent(direct.url)}&start=abc&end=3`);
  expect(notANumber.statusCode).toBe(400);
  expect(await app.merges.counts()).toEqual(before);
}, 60_000);
