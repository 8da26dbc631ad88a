/**
 * Audio conversions (issue #23, item 1) with the real engine and ffmpeg, from media made by ffmpeg and a page served on
 * loopback (a podcast feed whose episode is a video clip): the format list's conversions start through the merge pipeline, and what they write is read back by
 * ffprobe: codec, bitrate, the tags (title, artist, album) and the cover art where the container takes one.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { readRest, routeLateSegment, startFixtureServer, type FixtureServer } from '../../../test/fixtureServer';
import { makeTestMedia, type TestMedia } from '../../../test/media';
import { buildFeatureApp, testConfig } from '../../../test/testApp';
import type { Format } from '@dl/contract';

const run = promisify(execFile);
let media: TestMedia;
let fixture: FixtureServer;
let app: FastifyInstance;
let formats: Format[];

/** A podcast feed whose episode is the clip (video and AAC audio): a title, an author, the show's name and its art. */
const feed = (o: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel>
<title>Clip Series</title><itunes:author>Clip Uploader</itunes:author><itunes:image href="${o}/thumb.jpg"/>
<item><title>Tagged Clip été</title><pubDate>Mon, 01 Jan 2024 08:00:00 GMT</pubDate><itunes:duration>2</itunes:duration>
<enclosure url="${o}/clip.mp4" type="video/mp4" length="60000"/></item>
</channel></rss>`;

interface Probe {
  streams: { codec_name: string; codec_type: string; bit_rate?: string; disposition?: { attached_pic: number } }[];
  format: { format_name: string; bit_rate?: string; duration: string; tags?: Record<string, string> };
}

async function probe(data: Buffer, ext: string): Promise<Probe> {
  const file = `${media.dir}/probe-${Date.now()}.${ext}`;
  fs.writeFileSync(file, data);
  try {
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=format_name,bit_rate,duration:format_tags:stream=codec_name,codec_type,bit_rate:stream_disposition=attached_pic', '-of', 'json', file]);
    return JSON.parse(stdout) as Probe;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

const tags = (p: Probe) => Object.fromEntries(Object.entries(p.format.tags ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
const cover = (p: Probe) => p.streams.some((s) => s.codec_type === 'video' && s.disposition?.attached_pic === 1);

async function convert(f: Format) {
  const start = await app.inject(f.url);
  expect(start.statusCode).toBe(200);
  const taskId = start.json().task_id as string;
  // Fetched at once: an MP3 or AAC streams while it is written, the others are sent when complete.
  const file = await app.inject(`/api/download/file/${taskId}`);
  expect(file.statusCode).toBe(200);
  const status = (await app.inject(`/api/download/status/${taskId}`)).json();
  expect(status).toMatchObject({ status: 'complete', progress: 100 });
  return { file, taskId };
}

const byLabel = (label: string) => {
  const f = formats.find((x) => x.label === label);
  if (!f) throw new Error(`no ${label} in ${formats.map((x) => x.label).join(', ')}`);
  return f;
};

beforeAll(async () => {
  media = await makeTestMedia();
  fixture = await startFixtureServer(media.dir);
  fixture.route('/feeds/tagged.xml', (_req: unknown, res: ServerResponse, o: string) => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed(o)));
  app = await buildFeatureApp(testConfig({ TRUSTED_FETCH_HOSTS: fixture.host, MEDIA_DISK_BUDGET_MB: '50' }));
  const res = await app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url: `${fixture.origin}/feeds/tagged.xml` } });
  expect(res.statusCode).toBe(200);
  formats = res.json().formats;
}, 60_000);
afterAll(async () => {
  await app.close();
  await fixture.close();
  media.cleanup();
});

test('MP3 at 192 kbps: ID3 tags from the title, uploader and series, the thumbnail as cover art', async () => {
  const { file } = await convert(byLabel('MP3 192 kbps'));
  expect(file.headers['content-type']).toBe('audio/mpeg');
  expect(file.headers['content-disposition']).toMatch(/filename=".*192kbps\.mp3"/);
  const p = await probe(file.rawPayload, 'mp3');
  expect(p.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('mp3');
  expect(Number(p.streams.find((s) => s.codec_type === 'audio')?.bit_rate)).toBe(192_000);
  expect(tags(p)).toMatchObject({ title: 'Tagged Clip \u00e9t\u00e9', artist: 'Clip Uploader', album: 'Clip Series' });
  expect(cover(p)).toBe(true);
  expect(Number(p.format.duration)).toBeGreaterThan(1.8);
}, 60_000);

test('an MP3 saved under a name the visitor chose is an .mp3, whatever that name says (issue 49)', async () => {
  const { taskId } = await convert(byLabel('MP3 192 kbps'));
  for (const [name, saved] of [['myaudio', 'myaudio.mp3'], ['Setup.exe', 'Setup.mp3'], ['clip.mp4', 'clip.mp3'], ['a\u202Egpj.exe', 'agpj.mp3']]) {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url: `/api/download/file/${taskId}?name=${encodeURIComponent(name)}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('audio/mpeg');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${saved}"; filename*=UTF-8''${saved}`);
    }
  }
}, 60_000);

test('MP3 at 320 and 128 kbps, behind "More audio formats"', async () => {
  for (const kbps of [320, 128]) {
    const f = byLabel(`MP3 ${kbps} kbps`);
    expect(f.conversion).toEqual({ to: 'mp3', bitrate_kbps: kbps, more: true });
    const p = await probe((await convert(f)).file.rawPayload, 'mp3');
    expect(Number(p.streams.find((s) => s.codec_type === 'audio')?.bit_rate)).toBe(kbps * 1000);
  }
}, 60_000);

test('FLAC with Vorbis comments and a picture block, sent once complete with its length', async () => {
  const { file } = await convert(byLabel('FLAC'));
  expect(file.headers['content-type']).toBe('audio/flac');
  expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
  const p = await probe(file.rawPayload, 'flac');
  expect(p.format.format_name).toBe('flac');
  expect(tags(p)).toMatchObject({ title: 'Tagged Clip \u00e9t\u00e9', artist: 'Clip Uploader', album: 'Clip Series' });
  expect(cover(p)).toBe(true);
}, 60_000);

test('WAV: 16-bit PCM with its INFO tags and no cover', async () => {
  const { file } = await convert(byLabel('WAV'));
  expect(file.headers['content-type']).toBe('audio/wav');
  const p = await probe(file.rawPayload, 'wav');
  expect(p.streams.map((s) => s.codec_name)).toEqual(['pcm_s16le']);
  expect(tags(p)).toMatchObject({ title: 'Tagged Clip \u00e9t\u00e9', artist: 'Clip Uploader' });
  expect(Number(p.format.duration)).toBeGreaterThan(1.8);
}, 60_000);

test('AAC as ADTS with ID3 text tags and no picture; M4A with iTunes tags and cover art', async () => {
  const aac = await probe((await convert(byLabel('AAC'))).file.rawPayload, 'aac');
  expect(aac.format.format_name).toBe('aac');
  expect(aac.streams.map((s) => s.codec_name)).toEqual(['aac']);
  expect(cover(aac)).toBe(false);
  expect(tags(aac)).toMatchObject({ title: 'Tagged Clip \u00e9t\u00e9', artist: 'Clip Uploader', album: 'Clip Series' });
  const { file } = await convert(byLabel('M4A'));
  expect(file.headers['content-type']).toBe('audio/mp4');
  const m4a = await probe(file.rawPayload, 'm4a');
  expect(m4a.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('aac');
  expect(tags(m4a)).toMatchObject({ title: 'Tagged Clip \u00e9t\u00e9', artist: 'Clip Uploader', album: 'Clip Series' });
  expect(cover(m4a)).toBe(true);
}, 60_000);

test('an MP3 streams to the visitor as ffmpeg writes it: the download starts before the conversion ends', async () => {
  // The HLS audio's second segment arrives half at once and half late, so the conversion stays in progress.
  routeLateSegment(fixture, path.join(media.dir, 'hls'), 2500, 'seg_1_001.ts');
  const res = await app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url: `${fixture.origin}/hls/master.m3u8?slow=1` } });
  const mp3 = (res.json().formats as Format[]).find((f) => f.conversion?.to === 'mp3' && !f.conversion.more)!;
  const id = (await app.inject(mp3.url)).json().task_id as string;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const download = await fetch(`http://127.0.0.1:${port}/api/download/file/${id}`);
  expect(download.headers.get('accept-ranges')).toBe('none');
  const reader = download.body!.getReader();
  const first = await reader.read();
  expect((await app.inject(`/api/download/status/${id}`)).json().status).toBe('processing');
  expect(Buffer.from(first.value!).subarray(0, 3).toString()).toBe('ID3');
  const streamed = await readRest(reader, first.value!);
  const complete = (await app.inject(`/api/download/file/${id}`)).rawPayload;
  expect(streamed.equals(complete)).toBe(true);
  const p = await probe(complete, 'mp3');
  expect(Number(p.format.duration)).toBeGreaterThan(1.8);
}, 60_000);

test('a FLAC asked for while it is being converted is sent once complete: whole, with its length, never partial', async () => {
  routeLateSegment(fixture, path.join(media.dir, 'hls'), 1500, 'seg_1_001.ts');
  const res = await app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url: `${fixture.origin}/hls/master.m3u8?slow=flac` } });
  const flac = (res.json().formats as Format[]).find((f) => f.conversion?.to === 'flac')!;
  const id = (await app.inject(flac.url)).json().task_id as string;
  expect((await app.inject(`/api/download/status/${id}`)).json().status).not.toBe('complete');
  const file = await app.inject(`/api/download/file/${id}`);
  expect(file.statusCode).toBe(200);
  expect((await app.inject(`/api/download/status/${id}`)).json().status).toBe('complete');
  expect(file.headers['accept-ranges']).toBe('bytes');
  expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
  const p = await probe(file.rawPayload, 'flac');
  expect(Number(p.format.duration)).toBeGreaterThan(1.8);
}, 60_000);

test('the same conversion asked twice is one task; bad requests are refused clearly and start nothing', async () => {
  const f = byLabel('MP3 192 kbps');
  const a = (await app.inject(f.url)).json().task_id;
  const b = (await app.inject(f.url)).json().task_id;
  expect(a).toBe(b);
  const flacWithBitrate = await app.inject(`${byLabel('FLAC').url}&bitrate=320`);
  expect(flacWithBitrate.statusCode).toBe(400);
  expect(flacWithBitrate.json().error).toBe('A bitrate can be chosen for MP3 only.');
  const withVideo = await app.inject(`${f.url}&video_format_id=enclosure`);
  expect(withVideo.statusCode).toBe(400);
  expect(withVideo.json().error).toBe('Choose the audio format to convert (and no video format).');
  const unknownTarget = await app.inject(f.url.replace('convert=mp3', 'convert=ogg'));
  expect(unknownTarget.statusCode).toBe(400);
});
