/**
 * Benchmark 4, merge: the server's merge of an HLS video rendition with its separate audio rendition (start-merge
 * → the merged file streamed from GET /api/download/file/{id} until it ends) against bare `ffmpeg -c copy` of
 * the same two playlists from the same fixture server; and the time to the first byte of the streamed merge.
 * Also printed, not budgeted: the same bare command with the input queue the server gives ffmpeg.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { startFixtureServer } from '../server/test/fixtureServer';
import { makeTestMedia } from '../server/test/media';
import { heading, median, ms, ratioLine, startServer, timed, timedServerJob } from './lib';

const run = promisify(execFile);
const RUNS = 3;
/** Length of the looped test clip, in seconds (the 2 s clip of makeTestMedia, repeated). */
const SECONDS = Number(process.env.BENCH_MERGE_SECONDS ?? 600);

/** An HLS master (video rendition + separate audio group) of the clip looped to SECONDS, like makeTestMedia's. */
async function makeLongHls(dir: string): Promise<void> {
  fs.mkdirSync(path.join(dir, 'long'));
  await run('ffmpeg', ['-v', 'error', '-y', '-stream_loop', String(SECONDS / 2 - 1), '-i', 'clip.mp4', '-map', '0:v', '-map', '0:a', '-c', 'copy',
    '-f', 'hls', '-hls_time', '4', '-hls_playlist_type', 'vod', '-master_pl_name', 'master.m3u8',
    '-var_stream_map', 'v:0,agroup:aud a:0,agroup:aud,default:yes', '-hls_segment_filename', 'long/seg_%v_%03d.ts', 'long/stream_%v.m3u8'], { cwd: dir });
}

export async function benchMerge(): Promise<boolean> {
  heading(`Merge: server against bare ffmpeg -c copy (HLS video + separate audio, ${SECONDS} s of 320x240)`);
  const media = await makeTestMedia();
  await makeLongHls(media.dir);
  const fixture = await startFixtureServer(media.dir);
  const server = await startServer({ TRUSTED_FETCH_HOSTS: fixture.host, EXTRACT_RATE_LIMIT_PER_MINUTE: '100000' });
  const out = path.join(media.dir, 'bare.mp4');
  // `queue` adds ffmpeg's -thread_queue_size 1024 to each input (what the server gives ffmpeg): the bare
  // command a user would type leaves it at 8, which makes ffmpeg sleep between packets of a two-input merge.
  const bareRun = (queue: string[]) =>
    run('ffmpeg', ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
      ...queue, '-i', `${fixture.origin}/long/stream_0.m3u8`, ...queue, '-i', `${fixture.origin}/long/stream_1.m3u8`,
      '-map', '0:v:0', '-map', '1:a:0', '-c', 'copy', '-bsf:a', 'aac_adtstoasc', out]);
  const bare = () => bareRun([]);
  const bareTuned = () => bareRun(['-thread_queue_size', '1024']);
  // A fresh extraction each time: the server shares a merge that is already running or done.
  const serverMerge = (i: number) => timedServerJob(server.origin, `${fixture.origin}/long/master.m3u8?run=${i}`, (x) => !x.is_audio_only && x.url.includes('audio_format_id'));
  try {
    await bare();
    await serverMerge(-1);
    const bareMs: number[] = [];
    const tunedMs: number[] = [];
    const serverRuns: { ms: number; ttfbMs: number; bytes: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      bareMs.push((await timed(bare)).ms);
      tunedMs.push((await timed(bareTuned)).ms);
      serverRuns.push(await serverMerge(i));
    }
    const b = median(bareMs);
    const s = median(serverRuns.map((r) => r.ms));
    const ttfb = median(serverRuns.map((r) => r.ttfbMs));
    console.log(`  bare ffmpeg -c copy: median ${ms(b)} of ${RUNS} (${bareMs.map((x) => x.toFixed(0)).join(', ')}), ${(fs.statSync(out).size / 1024 / 1024).toFixed(1)} MiB out`);
    console.log(`  server merge, start-merge → last byte of the streamed file: median ${ms(s)} (${serverRuns.map((r) => r.ms.toFixed(0)).join(', ')}), ${(serverRuns[0].bytes / 1024 / 1024).toFixed(1)} MiB out`);
    const met = ratioLine('server / bare', s / b, { max: 1.1 });
    const tuned = median(tunedMs);
    console.log(`  for comparison, bare ffmpeg with -thread_queue_size 1024 per input: median ${ms(tuned)} (${tunedMs.map((x) => x.toFixed(0)).join(', ')}); server / that ${(s / tuned).toFixed(3)}`);
    console.log(`  time to first byte of the streamed merge: median ${ms(ttfb)} = ${((ttfb / s) * 100).toFixed(1)}% of the full merge time`);
    return met;
  } finally {
    await server.stop();
    await fixture.close();
    media.cleanup();
  }
}
