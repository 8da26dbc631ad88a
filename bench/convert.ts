/**
 * Benchmark 5, audio conversion (issue #23): the server's MP3 conversion at 192 kbps of an audio file (start-merge
 * with convert=mp3 → the MP3 streamed from GET /api/download/file/{id} until it ends) against bare ffmpeg with the
 * same encoder settings (`-c:a libmp3lame -b:a 192k`) reading the same file from the same fixture server. Budget:
 * at most 1.1× bare ffmpeg. Also printed: the time to the first byte of the streamed MP3.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { startFixtureServer } from '../server/test/fixtureServer';
import { makeTestMedia } from '../server/test/media';
import { heading, median, ms, ratioLine, startServer, timed, timedServerJob } from './lib';

const run = promisify(execFile);
const RUNS = Number(process.env.BENCH_CONVERT_RUNS ?? 3);
/** Length of the audio, in seconds (the test clip's audio, looped). */
const SECONDS = Number(process.env.BENCH_CONVERT_SECONDS ?? 600);

export async function benchConvert(): Promise<boolean> {
  heading(`Audio conversion: server MP3 192 kbps against bare ffmpeg with the same encoder (${SECONDS} s of AAC audio)`);
  const media = await makeTestMedia();
  await run('ffmpeg', ['-v', 'error', '-y', '-stream_loop', String(SECONDS / 2 - 1), '-i', 'clip.mp4', '-map', '0:a', '-c', 'copy', 'long.m4a'], { cwd: media.dir });
  const fixture = await startFixtureServer(media.dir);
  const server = await startServer({ TRUSTED_FETCH_HOSTS: fixture.host, EXTRACT_RATE_LIMIT_PER_MINUTE: '100000' });
  const out = path.join(media.dir, 'bare.mp3');
  const bare = () =>
    run('ffmpeg', ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-i', `${fixture.origin}/long.m4a`, '-map', '0:a:0', '-c:a', 'libmp3lame', '-b:a', '192k', '-f', 'mp3', out]);
  // A fresh extraction each time: the server shares a conversion that is already running or done.
  const serverConvert = (i: number) => timedServerJob(server.origin, `${fixture.origin}/long.m4a?run=${i}`, (x) => x.conversion?.to === 'mp3' && !x.conversion.more);
  try {
    await bare();
    await serverConvert(-1);
    const bareMs: number[] = [];
    const serverRuns: { ms: number; ttfbMs: number; bytes: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      bareMs.push((await timed(bare)).ms);
      serverRuns.push(await serverConvert(i));
    }
    const b = median(bareMs);
    const s = median(serverRuns.map((r) => r.ms));
    console.log(`  bare ffmpeg -c:a libmp3lame -b:a 192k: median ${ms(b)} of ${RUNS} (${bareMs.map((x) => x.toFixed(0)).join(', ')}), ${(fs.statSync(out).size / 1024 / 1024).toFixed(1)} MiB out`);
    console.log(`  server conversion, start-merge → last byte of the streamed MP3: median ${ms(s)} (${serverRuns.map((r) => r.ms.toFixed(0)).join(', ')}), ${(serverRuns[0].bytes / 1024 / 1024).toFixed(1)} MiB out`);
    const met = ratioLine('server / bare', s / b, { max: 1.1 });
    const ttfb = median(serverRuns.map((r) => r.ttfbMs));
    console.log(`  time to first byte of the streamed MP3: median ${ms(ttfb)} = ${((ttfb / s) * 100).toFixed(1)}% of the whole conversion`);
    return met;
  } finally {
    await server.stop();
    await fixture.close();
    media.cleanup();
  }
}
