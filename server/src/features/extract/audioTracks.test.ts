/**
 * Audio tracks (issue #29, point 1 so far: the original by default). An HLS master served locally whose default
 * track, English "(original)", is listed between a Spanish and a German one: through the real engine, every merged
 * video format is paired with the English track, the audio file offered is English, and so is the MP3 conversion's
 * source. And on the engine's YouTube-shaped output: the original track over a dub, a described track last.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { Format } from '@dl/contract';
import { startFixtureServer, type FixtureServer } from '../../../test/fixtureServer';
import { buildFeatureApp, testConfig } from '../../../test/testApp';
import { buildFormats } from './formats';
import type { RawFormat, RawInfo } from '../../shared/extraction';

const run = promisify(execFile);
let dir: string;
let fixture: FixtureServer;
let app: FastifyInstance;

const MASTER = `#EXTM3U
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",LANGUAGE="es",NAME="Español",DEFAULT=NO,AUTOSELECT=YES,URI="a_es.m3u8"
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",LANGUAGE="en",NAME="English (original)",DEFAULT=YES,AUTOSELECT=YES,URI="a_en.m3u8"
#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",LANGUAGE="de",NAME="Deutsch",DEFAULT=NO,AUTOSELECT=YES,URI="a_de.m3u8"
#EXT-X-STREAM-INF:BANDWIDTH=300000,RESOLUTION=320x240,CODECS="avc1.42c00d,mp4a.40.2",AUDIO="aud"
v.m3u8
`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dl-tracks-'));
  const ff = (args: string[]) => run('ffmpeg', ['-v', 'error', '-y', ...args], { cwd: dir });
  const hls = (name: string) => ['-f', 'hls', '-hls_time', '1', '-hls_playlist_type', 'vod', '-hls_segment_filename', `${name}_%03d.ts`, `${name}.m3u8`];
  await Promise.all([
    ff(['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25', '-t', '2', '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '25', ...hls('v')]),
    ...[['en', 440], ['es', 550], ['de', 660]].map(([lang, hz]) => ff(['-f', 'lavfi', '-i', `sine=frequency=${hz}`, '-t', '2', '-c:a', 'aac', '-b:a', '64k', ...hls(`a_${lang}`)])),
  ]);
  fs.writeFileSync(path.join(dir, 'master.m3u8'), MASTER);
  // The same tracks with nothing in their names: only DEFAULT=YES says which one the publisher meant.
  fs.writeFileSync(path.join(dir, 'plain.m3u8'), MASTER.replace('English (original)', 'English'));
  fixture = await startFixtureServer(dir);
  app = await buildFeatureApp(testConfig({ TRUSTED_FETCH_HOSTS: fixture.host, EXTRACT_RATE_LIMIT_PER_MINUTE: '1000' }));
}, 60_000);
afterAll(async () => {
  await app.close();
  await fixture.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('an HLS master whose default, original track is not listed first: the video, the audio file and the MP3 all take it', async () => {
  const res = await app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url: `${fixture.origin}/master.m3u8` } });
  expect(res.statusCode).toBe(200);
  const formats = res.json().formats as Format[];
  const audioOf = (f: Format) => new URL(f.url, 'http://x').searchParams.get('audio_format_id');
  const videos = formats.filter((f) => !f.is_audio_only);
  expect(videos.length).toBeGreaterThan(0);
  for (const v of videos) expect(audioOf(v)).toMatch(/^aud-English/);
  const files = formats.filter((f) => f.is_audio_only && !f.conversion);
  expect(files.map(audioOf)).toEqual([expect.stringMatching(/^aud-English/)]);
  const mp3 = formats.find((f) => f.conversion?.to === 'mp3' && !f.conversion.more)!;
  expect(audioOf(mp3)).toMatch(/^aud-English/);
}, 60_000);

test('a default track named like the others is still the one taken (the engine ranks DEFAULT=YES above the rest)', async () => {
  const res = await app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url: `${fixture.origin}/plain.m3u8` } });
  const formats = res.json().formats as Format[];
  const video = formats.find((f) => !f.is_audio_only)!;
  expect(new URL(video.url, 'http://x').searchParams.get('audio_format_id')).toBe('aud-English');
}, 60_000);

describe('the original track on YouTube-shaped formats', () => {
  const audio = (id: string, note: string, abr: number, extra: Partial<RawFormat> = {}): RawFormat => ({ format_id: id, url: `https://r.example/${id}`, protocol: 'https', ext: 'm4a', vcodec: 'none', acodec: 'mp4a.40.2', abr, format_note: note, ...extra });
  const info = (formats: RawFormat[]): RawInfo => ({ webpage_url: 'https://www.youtube.com/watch?v=x', title: 'T', uploader: null, description: null, thumbnail: null, duration: 10, is_podcast: false, series: null, episode_number: null, season_number: null, formats, extractor: 'youtube' });
  const video: RawFormat = { format_id: '137', url: 'https://r.example/137', protocol: 'https', ext: 'mp4', vcodec: 'avc1.640028', acodec: 'none', width: 1920, height: 1080, tbr: 4000 };
  const links = { sign: (_route: string, s: { url: string }) => `/api/proxied_download?url=${encodeURIComponent(s.url)}` };
  const pairedWith = (formats: RawFormat[]) =>
    new URL(buildFormats(info(formats), { extractionId: 'E1', platform: 'YouTube', links }).find((f) => !f.is_audio_only)!.url, 'http://x').searchParams.get('audio_format_id');

  it('pairs the video with the original track, not a dub of a higher bitrate', () => {
    expect(pairedWith([audio('140-dub', 'Spanish (dubbed-auto), medium', 160), audio('140-orig', 'English original (default), medium', 129, { language_preference: 10 }), video])).toBe('140-orig');
  });

  it('takes the track the engine ranks original even when its note does not say so, and leaves a described track last', () => {
    expect(pairedWith([audio('a-desc', 'English descriptive, medium', 160), audio('a-fr', 'French, medium', 129, { language_preference: -1 }), audio('a-en', 'English, medium', 129, { language_preference: 10 }), video])).toBe('a-en');
    expect(pairedWith([audio('a-desc', 'English descriptive', 160), audio('a-main', 'English', 96), video])).toBe('a-main');
  });
});
