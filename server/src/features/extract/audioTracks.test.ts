/**
 * Audio tracks (issue #29), through the real engine and ffmpeg on media made by ffmpeg and served locally:
 * - an HLS master whose default track, English "(original)", is listed between a Spanish and a German one: every
 *   merged video is paired with the English track, and so are the audio file and the MP3; the result lists the three
 *   tracks, the original first, each other track with its own formats; a merge of the Spanish track carries the
 *   Spanish audio tagged `spa`, named `…_es.mp4`;
 * - a DASH manifest with a Spanish track listed first, an English one (Role main) and an English 5.1 mix: the engine
 *   reports no role and no channels, the server reads them from the manifest; each track's merge takes its own
 *   stream (stereo or six channels);
 * - a source with a single audio track lists no tracks;
 * - on the engine's YouTube-shaped output: the original track over a dub, a described track last.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { audioTrackLabel, type AudioTrack, type Format } from '@dl/contract';
import { startFixtureServer, type FixtureServer } from '../../../test/fixtureServer';
import { buildFeatureApp, testConfig } from '../../../test/testApp';
import { probeBytes } from '../../../test/probe';
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
  // DASH: Spanish stereo first, English stereo (its Role added: ffmpeg writes none), English 5.1.
  const tone = (hz: number, layout: string) => ['-f', 'lavfi', '-i', `sine=frequency=${hz},aformat=channel_layouts=${layout}`];
  await ff([
    '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25', ...tone(550, 'stereo'), ...tone(440, 'stereo'), ...tone(330, '5.1'), '-t', '2',
    '-map', '0:v', '-map', '1:a', '-map', '2:a', '-map', '3:a', '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '25',
    '-c:a', 'aac', '-b:a:0', '96k', '-b:a:1', '96k', '-b:a:2', '256k',
    '-metadata:s:a:0', 'language=spa', '-metadata:s:a:1', 'language=eng', '-metadata:s:a:2', 'language=eng',
    '-adaptation_sets', 'id=0,streams=v id=1,streams=1 id=2,streams=2 id=3,streams=3', '-seg_duration', '1', '-f', 'dash', 'dash.mpd',
  ]);
  const mpd = fs.readFileSync(path.join(dir, 'dash.mpd'), 'utf8');
  fs.writeFileSync(path.join(dir, 'dash.mpd'), mpd.replace(/(<AdaptationSet id="2"[^>]*>)/, '$1\n<Role schemeIdUri="urn:mpeg:dash:role:2011" value="main"/>'));
  fs.writeFileSync(path.join(dir, 'master.m3u8'), MASTER);
  fs.writeFileSync(path.join(dir, 'single.m3u8'), MASTER.split('\n').filter((l) => !/"(es|de)"/.test(l)).join('\n'));
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

const extract = async (file: string) => {
  const res = await app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url: `${fixture.origin}/${file}` } });
  expect(res.statusCode).toBe(200);
  return res.json() as { formats: Format[]; audio_tracks?: AudioTrack[] };
};

/** A format's merge, finished: its file, its name, and ffprobe's reading of its audio. */
async function merged(format: Format) {
  const started = await app.inject(format.url);
  expect(started.statusCode).toBe(200);
  const file = await app.inject(`/api/download/file/${started.json().task_id}`);
  expect(file.statusCode).toBe(200);
  const name = /filename="([^"]+)"/.exec(String(file.headers['content-disposition']))?.[1] ?? '';
  const probe = await probeBytes(file.rawPayload, name.split('.').pop() ?? 'mp4');
  return { name, audio: probe.streams.filter((s) => s.codec_type === 'audio'), video: probe.streams.filter((s) => s.codec_type === 'video') };
}

test('the HLS master lists its three tracks, the original first, and each other track has its own formats', async () => {
  const info = await extract('master.m3u8');
  const tracks = info.audio_tracks!;
  expect(tracks.map((t) => [t.id, t.language, t.original])).toEqual([['en', 'en', true], expect.arrayContaining(['es']), expect.arrayContaining(['de'])]);
  expect(tracks.map((t) => audioTrackLabel(t))[0]).toBe('English (original) · AAC');
  expect(tracks[0].formats).toBeUndefined();
  const spanish = tracks.find((t) => t.id === 'es')!;
  expect(audioTrackLabel(spanish)).toBe('Spanish · AAC');
  // The Spanish list: its videos paired with the Spanish track, its audio file, its MP3; each says it is Spanish.
  const audioOf = (f: Format) => new URL(f.url, 'http://x').searchParams.get('audio_format_id');
  const videos = spanish.formats!.filter((f) => !f.is_audio_only);
  expect(videos.length).toBeGreaterThan(0);
  for (const f of spanish.formats!) {
    expect(audioOf(f)).toBe('aud-Español');
    expect(f.track_tag).toBe('es');
  }
  expect(spanish.formats!.some((f) => f.conversion?.to === 'mp3')).toBe(true);
  expect(info.formats.every((f) => f.track_tag === undefined)).toBe(true);
}, 60_000);

test('a merge of the Spanish track carries the Spanish audio, tagged spa, and its name says es', async () => {
  const info = await extract('master.m3u8');
  const video = info.audio_tracks!.find((t) => t.id === 'es')!.formats!.find((f) => !f.is_audio_only)!;
  const out = await merged(video);
  expect(out.name).toMatch(/_es\.mp4$/);
  expect(out.video).toHaveLength(1);
  expect(out.audio.map((a) => a.tags?.language)).toEqual(['spa']);
  // The source's own track is tagged too, and its name stays as it was.
  const own = await merged(info.formats.find((f) => !f.is_audio_only)!);
  expect(own.audio.map((a) => a.tags?.language)).toEqual(['eng']);
  expect(own.name).not.toMatch(/_(en|es)\.mp4$/);
}, 90_000);

test('DASH: role and channels read from the manifest; each track merges its own stream', async () => {
  const info = await extract('dash.mpd');
  const tracks = info.audio_tracks!;
  // English (Role main, stereo) before its 5.1 mix and the Spanish track listed first.
  expect(tracks.map((t) => [t.id, t.channels])).toEqual([['en', 2], ['en.6ch', 6], ['es', 2]]);
  expect(audioTrackLabel(tracks[1])).toBe('English · 5.1 · AAC · 256 kbps');
  const surround = await merged(tracks[1].formats!.find((f) => !f.is_audio_only)!);
  expect(surround.name).toMatch(/_5\.1\.mp4$/);
  expect(surround.audio.map((a) => [a.channels, a.tags?.language])).toEqual([[6, 'eng']]);
  const spanish = await merged(tracks[2].formats!.find((f) => !f.is_audio_only)!);
  expect(spanish.audio.map((a) => [a.channels, a.tags?.language])).toEqual([[2, 'spa']]);
  const own = await merged(info.formats.find((f) => !f.is_audio_only)!);
  expect(own.audio.map((a) => [a.channels, a.tags?.language])).toEqual([[2, 'eng']]);
}, 120_000);

test('a source with a single audio track lists no tracks to choose from', async () => {
  const info = await extract('single.m3u8');
  expect(info.audio_tracks).toBeUndefined();
  expect(info.formats.some((f) => f.is_audio_only)).toBe(true);
}, 60_000);

describe('the original track on YouTube-shaped formats', () => {
  const audio = (id: string, note: string, abr: number, extra: Partial<RawFormat> = {}): RawFormat => ({ format_id: id, url: `https://r.example/${id}`, protocol: 'https', ext: 'm4a', vcodec: 'none', acodec: 'mp4a.40.2', abr, format_note: note, ...extra });
  const info = (formats: RawFormat[]): RawInfo => ({ webpage_url: 'https://www.youtube.com/watch?v=x', title: 'T', uploader: null, description: null, thumbnail: null, duration: 10, is_podcast: false, series: null, episode_number: null, season_number: null, formats, extractor: 'youtube' });
  const video: RawFormat = { format_id: '137', url: 'https://r.example/137', protocol: 'https', ext: 'mp4', vcodec: 'avc1.640028', acodec: 'none', width: 1920, height: 1080, tbr: 4000 };
  const links = { sign: (_route: string, s: { url: string }) => `/api/proxied_download?url=${encodeURIComponent(s.url)}` };
  const pairedWith = (formats: RawFormat[]) =>
    new URL(buildFormats(info(formats), { extractionId: 'E1', platform: 'YouTube', links }).formats.find((f) => !f.is_audio_only)!.url, 'http://x').searchParams.get('audio_format_id');

  it('lists a video with automatic dubs: the original first, each dub with its own merges, files and conversions', () => {
    const built = buildFormats(
      info([
        { format_id: '18', url: 'https://r.example/18', protocol: 'https', ext: 'mp4', vcodec: 'avc1.42001E', acodec: 'mp4a.40.2', width: 640, height: 360, tbr: 500 },
        audio('140-0', 'Spanish (United States) (dubbed-auto), medium', 129, { language: 'es-US', language_preference: -1, audio_channels: 2, track_tag: 'es-US' }),
        audio('251-0', 'Spanish (United States) (dubbed-auto), medium', 135, { ext: 'webm', acodec: 'opus', language: 'es-US', language_preference: -1, audio_channels: 2, track_tag: 'es-US' }),
        audio('140-1', 'English (original), medium', 129, { language: 'en', language_preference: 10, audio_channels: 2 }),
        audio('251-1', 'English (original), medium', 135, { ext: 'webm', acodec: 'opus', language: 'en', language_preference: 10, audio_channels: 2 }),
        video,
        { format_id: '248', url: 'https://r.example/248', protocol: 'https', ext: 'webm', vcodec: 'vp9', acodec: 'none', width: 1920, height: 1080, tbr: 2500 },
      ]),
      { extractionId: 'E1', platform: 'YouTube', links: { sign: (_route, src) => `/api/proxied_download?${new URLSearchParams({ url: src.url, filename: src.filename }).toString()}` } },
    );
    const q = (f: Format) => new URL(f.url, 'http://x').searchParams;
    expect(built.audioTracks!.map((t) => [t.id, t.original, t.kind, t.name])).toEqual([
      ['en', true, 'main', 'English (original)'],
      ['es-US.dub', false, 'dub', 'Spanish (United States) (dubbed-auto)'],
    ]);
    const pairs = (formats: Format[]) => formats.filter((f) => !f.is_audio_only).map((f) => `${q(f).get('video_format_id') ?? 'own'}+${q(f).get('audio_format_id') ?? ''}`);
    expect(pairs(built.formats)).toEqual(['137+140-1', '248+251-1', 'own+']);
    const dub = built.audioTracks![1].formats!;
    // The muxed 360p carries the original's sound: the dub's list has merges only, each with the dub's own family.
    expect(pairs(dub)).toEqual(['137+140-0', '248+251-0']);
    const files = dub.filter((f) => f.is_audio_only && !f.conversion);
    // The dub's own files, named for its language.
    expect(files.map((f) => [q(f).get('url'), q(f).get('filename')])).toEqual([
      ['https://r.example/251-0', 'YouTube_T_135kbps_es-US.webm'],
      ['https://r.example/140-0', 'YouTube_T_129kbps_es-US.m4a'],
    ]);
    expect(dub.every((f) => f.track_tag === 'es-US')).toBe(true);
    expect(q(dub.find((f) => f.conversion?.to === 'mp3')!).get('audio_format_id')).toBe('251-0');
  });

  it('pairs the video with the original track, not a dub of a higher bitrate', () => {
    expect(pairedWith([audio('140-dub', 'Spanish (dubbed-auto), medium', 160), audio('140-orig', 'English original (default), medium', 129, { language_preference: 10 }), video])).toBe('140-orig');
  });

  it('takes the track the engine ranks original even when its note does not say so, and leaves a described track last', () => {
    expect(pairedWith([audio('a-desc', 'English descriptive, medium', 160), audio('a-fr', 'French, medium', 129, { language_preference: -1 }), audio('a-en', 'English, medium', 129, { language_preference: 10 }), video])).toBe('a-en');
    expect(pairedWith([audio('a-desc', 'English descriptive', 160), audio('a-main', 'English', 96), video])).toBe('a-main');
  });
});
