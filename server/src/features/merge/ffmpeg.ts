/**
 * Runs ffmpeg for one merge: stream copy of a video and an audio source (or a remux of one HLS/DASH source)
 * into a fragmented MP4 (or WebM / audio container), with progress read from ffmpeg's own `-progress` output.
 * Every network fetch ffmpeg makes goes through the egress proxy; only network protocols are allowed, so a
 * playlist cannot make ffmpeg read local files.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';

export interface MergeInput {
  url: string;
  headers?: Record<string, string>;
}

export interface FfmpegJob {
  program: string;
  video: MergeInput | null;
  audio: MergeInput | null;
  output: string;
  /** Output container: mp4 (fragmented, playable while written), webm, m4a, mp3, ogg. */
  container: 'mp4' | 'webm' | 'm4a' | 'mp3' | 'ogg';
  /** The audio is AAC (HLS segments carry it as ADTS, which MP4 needs converted). */
  aacAudio: boolean;
  proxyUrl: string | null;
  /** Known media duration in seconds, for the percentage. */
  durationSeconds: number | null;
  timeoutMs: number;
  /** Kills ffmpeg when the output grows past this many bytes (the room left in the disk budget); the merge fails with OUT_OF_SPACE. */
  maxOutputBytes: number;
  /** Checked with the size: true when this merge must give way to the others in the disk budget (then OUT_OF_SPACE). */
  mustYield?: () => boolean;
  signal?: AbortSignal;
  onProgress(p: { percent: number | null; outTimeSeconds: number; totalSize: number }): void;
}

export interface FfmpegResult {
  ok: boolean;
  /** Why it failed, in words a user can read (never ffmpeg's raw output). */
  reason?: string;
  /** The last lines ffmpeg printed, for the server log only. */
  log: string;
}

/**
 * Why a merge failed when its output outgrew the disk budget or the disk itself filled up: the same words as
 * the manager's refusal of a new merge when the budget is full (MERGE_TEXT.diskFull).
 */
export const OUT_OF_SPACE = 'The server is short of storage space right now. Please try again in a few minutes.';

/** How often the output file's size is checked against maxOutputBytes, besides ffmpeg's own progress reports. */
const SIZE_CHECK_MS = 250;

const NETWORK_PROTOCOLS = 'http,https,tls,tcp,crypto,httpproxy';

function inputArgs(input: MergeInput, proxyUrl: string | null): string[] {
  const args = ['-protocol_whitelist', NETWORK_PROTOCOLS, '-reconnect', '1', '-reconnect_on_network_error', '1', '-reconnect_delay_max', '5', '-rw_timeout', '30000000'];
  const headers = { ...(input.headers ?? {}) };
  const ua = Object.entries(headers).find(([k]) => k.toLowerCase() === 'user-agent');
  if (ua) {
    args.push('-user_agent', ua[1]);
    delete headers[ua[0]];
  }
  const lines = Object.entries(headers)
    .filter(([k, v]) => /^[A-Za-z0-9-]+$/.test(k) && !/[\r\n]/.test(v))
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  if (lines) args.push('-headers', lines);
  if (proxyUrl) args.push('-http_proxy', proxyUrl);
  args.push('-i', input.url);
  return args;
}

export function ffmpegArgs(job: Pick<FfmpegJob, 'video' | 'audio' | 'output' | 'container' | 'proxyUrl' | 'aacAudio'>): string[] {
  const args = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-progress', 'pipe:1', '-nostats'];
  const inputs = [job.video, job.audio].filter((i): i is MergeInput => !!i);
  for (const i of inputs) args.push(...inputArgs(i, job.proxyUrl));
  if (job.video && job.audio) args.push('-map', '0:v:0', '-map', '1:a:0');
  else if (job.video) args.push('-map', '0:v:0', '-map', '0:a:0?');
  else args.push('-map', '0:a:0', '-vn');
  args.push('-c', 'copy');
  if (job.aacAudio && (job.container === 'mp4' || job.container === 'm4a')) args.push('-bsf:a', 'aac_adtstoasc');
  switch (job.container) {
    case 'mp4':
      // Fragmented MP4: a player or a download can start before ffmpeg has finished.
      args.push('-movflags', 'frag_keyframe+empty_moov+default_base_moof', '-f', 'mp4');
      break;
    case 'm4a':
      args.push('-movflags', 'frag_keyframe+empty_moov+default_base_moof', '-f', 'ipod');
      break;
    case 'webm':
      args.push('-f', 'webm');
      break;
    case 'mp3':
      args.push('-f', 'mp3');
      break;
    case 'ogg':
      args.push('-f', 'ogg');
      break;
  }
  args.push(job.output);
  return args;
}

/** Turns ffmpeg's last error lines into a message a user can act on. */
export function ffmpegFailureReason(log: string): string {
  if (/Server returned 403|Forbidden by egress policy|403 Forbidden/i.test(log)) return 'The source refused to send the media. The link may have expired: extract the video again.';
  if (/Server returned 404|404 Not Found/i.test(log)) return 'The media is no longer available at its source. Extract the video again.';
  if (/Connection timed out|timed out|Operation timed out/i.test(log)) return 'The source did not answer in time. Please try again.';
  if (/Invalid data found|could not find codec|Could not find tag for codec|incorrect codec parameters/i.test(log)) return 'These video and audio formats cannot be combined into this container. Try another quality.';
  if (/No space left/i.test(log)) return OUT_OF_SPACE;
  return 'Video processing failed';
}

export function runFfmpeg(job: FfmpegJob): Promise<FfmpegResult> {
  // Stopped before it started (the server is closing): never spawn a process nobody will wait for.
  if (job.signal?.aborted) return Promise.resolve({ ok: false, reason: 'Video processing was stopped.', log: '' });
  return new Promise((resolve) => {
    let settled = false;
    const child = spawn(job.program, ffmpegArgs(job), { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let buf = '';
    let block: Record<string, string> = {};
    const finish = (r: FfmpegResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(sizeCheck);
      job.signal?.removeEventListener('abort', onAbort);
      resolve(r);
    };
    const kill = (reason: string) => {
      if (child.exitCode === null) child.kill('SIGKILL');
      finish({ ok: false, reason, log: stderr.slice(-2000) });
    };
    const onAbort = () => kill('Video processing was stopped.');
    const timer = setTimeout(() => kill('Video processing timed out'), job.timeoutMs);
    // ffmpeg reports its output size only every half second, and not at all while it waits for a stalled
    // source; the file's size on disk is checked too, so the budget holds while ffmpeg writes.
    const sizeCheck = setInterval(() => {
      fs.stat(job.output, (err, st) => {
        if (!err && st.size > job.maxOutputBytes) kill(OUT_OF_SPACE);
        else if (!settled && job.mustYield?.()) kill(OUT_OF_SPACE);
      });
    }, SIZE_CHECK_MS);
    job.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      // Output still buffered after the run ended (killed for time, size or a stop) must not report progress.
      if (settled) return;
      buf += chunk;
      let nl: number;
      while (!settled && (nl = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, nl).trim();
        buf = buf.slice(nl + 1);
        const eq = line.indexOf('=');
        if (eq < 0) continue;
        const key = line.slice(0, eq);
        block[key] = line.slice(eq + 1);
        if (key !== 'progress') continue;
        // ffmpeg's out_time_ms is in microseconds, like out_time_us.
        const us = Number(block.out_time_us ?? block.out_time_ms ?? 0);
        const outTimeSeconds = Number.isFinite(us) && us > 0 ? us / 1e6 : 0;
        const totalSize = Number(block.total_size ?? 0) || 0;
        const percent = job.durationSeconds && job.durationSeconds > 0 ? Math.min(99, Math.floor((outTimeSeconds / job.durationSeconds) * 100)) : null;
        job.onProgress({ percent, outTimeSeconds, totalSize });
        if (totalSize > job.maxOutputBytes) kill(OUT_OF_SPACE);
        block = {};
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (c: string) => {
      stderr = (stderr + c).slice(-8000);
    });
    child.on('error', (e: NodeJS.ErrnoException) =>
      finish({ ok: false, reason: e.code === 'ENOENT' ? 'Video processing is not available on this server right now.' : 'Video processing failed', log: String(e.message) }),
    );
    child.on('close', (code) => {
      if (code === 0) finish({ ok: true, log: stderr.slice(-2000) });
      else finish({ ok: false, reason: ffmpegFailureReason(stderr), log: stderr.slice(-2000) });
    });
  });
}
