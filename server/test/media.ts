/**
 * Real media for tests, made by ffmpeg in a temp folder: a 2 s test-pattern MP4 with a 440 Hz tone, an MP3,
 * a JPEG thumbnail, an HLS master with a separate audio rendition and a DASH manifest.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface TestMedia {
  dir: string;
  mp4: string;
  mp3: string;
  jpg: string;
  hlsMaster: string;
  dashManifest: string;
  cleanup(): void;
}

const ff = (args: string[], cwd: string) => run('ffmpeg', ['-v', 'error', '-y', ...args], { cwd });

export async function makeTestMedia(): Promise<TestMedia> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dl-media-'));
  fs.mkdirSync(path.join(dir, 'hls'));
  fs.mkdirSync(path.join(dir, 'dash'));
  const src = ['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '2'];
  await ff([...src, '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '25', '-c:a', 'aac', '-b:a', '64k', '-movflags', '+faststart', 'clip.mp4'], dir);
  await Promise.all([
    ff(['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '2', '-c:a', 'libmp3lame', '-b:a', '64k', 'episode.mp3'], dir),
    ff(['-f', 'lavfi', '-i', 'testsrc=size=160x120', '-frames:v', '1', 'thumb.jpg'], dir),
    ff(['-i', 'clip.mp4', '-map', '0:v', '-map', '0:a', '-c', 'copy', '-f', 'hls', '-hls_time', '1', '-hls_playlist_type', 'vod',
      '-master_pl_name', 'master.m3u8', '-var_stream_map', 'v:0,agroup:aud a:0,agroup:aud,default:yes',
      '-hls_segment_filename', 'hls/seg_%v_%03d.ts', 'hls/stream_%v.m3u8'], dir),
    ff(['-i', 'clip.mp4', '-map', '0:v', '-map', '0:a', '-c', 'copy', '-f', 'dash', '-seg_duration', '1', 'dash/manifest.mpd'], dir),
  ]);
  return {
    dir,
    mp4: path.join(dir, 'clip.mp4'),
    mp3: path.join(dir, 'episode.mp3'),
    jpg: path.join(dir, 'thumb.jpg'),
    hlsMaster: path.join(dir, 'hls', 'master.m3u8'),
    dashManifest: path.join(dir, 'dash', 'manifest.mpd'),
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
