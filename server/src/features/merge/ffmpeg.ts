/**
 * Runs ffmpeg for one merge: stream copy of a video and an audio source (or a remux of one HLS/DASH source)
 * into a fragmented MP4 (or WebM / audio container), with progress read from ffmpeg's own `-progress` output.
 * An input is either a URL ffmpeg fetches itself, every fetch through the egress proxy and only network
 * protocols allowed (so a playlist cannot make ffmpeg read local files), or a pipe the server writes (an HLS
 * source whose segments the server fetches: see hlsFeed.ts), for which ffmpeg may open nothing but that pipe.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import fs from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { programEnv } from '../../infra/serverRuntime';
import { AAC_KBPS, DEFAULT_MP3_KBPS, type ConversionTarget } from '@dl/contract';
import type { MergeContainer } from '../../shared/container';

export interface MergeInput {
  url: string;
  headers?: Record<string, string>;
  /** The extractor's protocol of the format (`m3u8_native`, `https`, …), when known. */
  protocol?: string;
  /** A DASH format's stream among its manifest's (ffmpeg's numbering); without it, the input's first video or audio. */
  stream?: number;
  /** The platform whose operator cookies the input's requests carry (StoredExtraction.cookies); its id, never a cookie. */
  cookies?: string | null;
}

/**
 * Writes an input's bytes into the pipe ffmpeg reads, then ends it. It rejects with an error whose `reason`,
 * when it has one, is the text a user sees.
 */
export type InputFeed = (out: Writable, signal: AbortSignal) => Promise<void>;

export interface FfmpegInput extends MergeInput {
  /** Present when the server writes this input into a pipe instead of ffmpeg fetching `url`. */
  feed?: InputFeed;
}

/** Tags a conversion writes: the title, the artist (the uploader) and the album (the series). */
export interface ConversionTags {
  title: string;
  artist: string | null;
  album: string | null;
}

/** An audio conversion (issue #23): the audio input encoded (or, AAC into AAC or M4A, copied) into the target, tagged. */
export interface FfmpegConversion {
  to: ConversionTarget;
  /** MP3 only. */
  bitrateKbps: number | null;
  tags: ConversionTags;
}

/** A clip: the inputs read from `start` to `end` seconds; copied from the keyframe at or before the start, or encoded exactly. */
export interface FfmpegClip {
  start: number;
  end: number;
  cut: 'keyframes' | 'exact';
}

export interface FfmpegJob {
  program: string;
  video: FfmpegInput | null;
  audio: FfmpegInput | null;
  /** A conversion's cover art (the thumbnail, fed by the server); none for WAV. */
  cover?: FfmpegInput | null;
  conversion?: FfmpegConversion | null;
  clip?: FfmpegClip | null;
  output: string;
  /** Output container: mp4 (fragmented, playable while written), webm, m4a, mp3, ogg. */
  container: MergeContainer;
  /** The audio is AAC (HLS segments carry it as ADTS, which MP4 needs converted). */
  aacAudio: boolean;
  /** The audio stream's language tag (ISO 639-2), when known. */
  audioLanguage?: string | null;
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

/** Why a merge ended when it was stopped (the server is closing, or the task was dropped). */
export const STOPPED = 'Video processing was stopped.';

/** Why a merge failed at its source: the same words whether ffmpeg fetched it or the server did (hlsFeed.ts). */
export const SOURCE_TEXT = {
  refused: 'The source refused to send the media. The link may have expired: extract the video again.',
  gone: 'The media is no longer available at its source. Extract the video again.',
  timeout: 'The source did not answer in time. Please try again.',
  failed: 'Video processing failed',
} as const;

/** How often the output file's size is checked against maxOutputBytes, besides ffmpeg's own progress reports. */
const SIZE_CHECK_MS = 250;

const NETWORK_PROTOCOLS = 'http,https,tls,tcp,crypto,httpproxy';
/**
 * Packets ffmpeg's reader thread of each input may hold. With more than one input, ffmpeg (5.x) reads each in
 * its own thread and, whenever the input it needs next has nothing queued, sleeps 10 ms; with the default
 * queue of 8 packets that happens thousands of times in a long merge (a 10-minute HLS pair took 2–3× longer
 * than it needed, and 80× from pipes). Packets of a stream copy are small; 1024 of them is a few MB.
 */
const THREAD_QUEUE = ['-thread_queue_size', '1024'];

/** The pipe (file descriptor) of each fed input, in input order: 3, 4. */
function feedFds(inputs: FfmpegInput[]): Map<FfmpegInput, number> {
  const fds = new Map<FfmpegInput, number>();
  for (const i of inputs) if (i.feed) fds.set(i, 3 + fds.size);
  return fds;
}

/** Seconds as ffmpeg's time options take them (no exponent, at most milliseconds). */
const seconds = (t: number) => String(Math.round(t * 1000) / 1000);

function inputArgs(input: FfmpegInput, proxyUrl: string | null, fd: number | undefined, clip: FfmpegClip | null = null): string[] {
  // From a pipe, ffmpeg reads 5 s of media to learn the streams before it writes anything; a segment's first
  // second has all it needs (HLS segments start with a keyframe), and the merge starts writing sooner.
  if (fd !== undefined) return [...THREAD_QUEUE, '-analyzeduration', '1000000', '-protocol_whitelist', 'pipe', '-i', `pipe:${fd}`];
  const args = [...THREAD_QUEUE, '-protocol_whitelist', NETWORK_PROTOCOLS, '-reconnect', '1', '-reconnect_on_network_error', '1', '-reconnect_delay_max', '5', '-rw_timeout', '30000000'];
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
  // A clip seeks in the input (an HTTP range, an HLS segment) and stops reading at its end.
  if (clip) args.push('-ss', seconds(clip.start), '-to', seconds(clip.end));
  args.push('-i', input.url);
  return args;
}

/** The inputs of a job in the order ffmpeg numbers them: video, audio, cover. */
const jobInputs = (job: Pick<FfmpegJob, 'video' | 'audio' | 'cover'>) => [job.video, job.audio, job.cover].filter((i): i is FfmpegInput => !!i);

/**
 * What ffmpeg writes for each conversion target: the audio's codec (given the MP3 bitrate and whether the source is
 * AAC, which AAC and M4A copy instead of encoding again), whether the container carries the cover art as an attached
 * picture (ID3v2 APIC in MP3, `covr` in M4A, a PICTURE block in FLAC), and the muxer with its options.
 */
const TARGETS: Record<ConversionTarget, { audio: (kbps: number, aacSource: boolean) => string[]; cover: boolean; muxer: string[] }> = {
  mp3: {
    audio: (kbps) => ['-c:a', 'libmp3lame', '-b:a', `${kbps}k`],
    cover: true,
    // Each frame to the file as it is made: the file is sent to the visitor while it is written. No Xing frame (ffmpeg
    // would rewrite it at the end, after those bytes were sent): a constant bitrate needs none.
    muxer: ['-id3v2_version', '3', '-write_xing', '0', '-flush_packets', '1', '-f', 'mp3'],
  },
  aac: {
    audio: (_kbps, aacSource) => (aacSource ? ['-c:a', 'copy'] : ['-c:a', 'aac', '-b:a', `${AAC_KBPS}k`]),
    // ADTS carries ID3v2 text tags ahead of its frames; it has no place for a picture.
    cover: false,
    muxer: ['-write_id3v2', '1', '-flush_packets', '1', '-f', 'adts'],
  },
  m4a: {
    audio: (_kbps, aacSource) => (aacSource ? ['-c:a', 'copy', '-bsf:a', 'aac_adtstoasc'] : ['-c:a', 'aac', '-b:a', `${AAC_KBPS}k`]),
    cover: true,
    // Not fragmented: the cover and the tags go into the index, written last and moved to the front.
    muxer: ['-movflags', '+faststart', '-f', 'ipod'],
  },
  flac: { audio: () => ['-c:a', 'flac'], cover: true, muxer: ['-f', 'flac'] },
  wav: { audio: () => ['-c:a', 'pcm_s16le'], cover: false, muxer: ['-f', 'wav'] },
};

/** True when a conversion to `to` takes the cover art (the server fetches the thumbnail only then). */
export const takesCover = (to: ConversionTarget) => TARGETS[to].cover;

/**
 * The output half of a conversion's command: the audio encoded or copied, the cover as an attached picture (a JPEG),
 * the tags, the container. Input 0 is the audio; input 1, when present, the cover.
 */
function conversionArgs(c: FfmpegConversion, audio: FfmpegInput, aacSource: boolean, cover: boolean): string[] {
  const target = TARGETS[c.to];
  const withCover = cover && target.cover;
  const args = ['-map', pick(0, audio, 'a'), ...(withCover ? ['-map', '1:v:0'] : []), ...target.audio(c.bitrateKbps ?? DEFAULT_MP3_KBPS, aacSource)];
  if (withCover) args.push('-c:v', 'mjpeg', '-q:v', '2', '-disposition:v:0', 'attached_pic', '-metadata:s:v:0', 'title=Album cover', '-metadata:s:v:0', 'comment=Cover (front)');
  const { title, artist, album } = c.tags;
  for (const [key, value] of [['title', title], ['artist', artist], ['album', album]] as const) {
    if (value) args.push('-metadata', `${key}=${value.replace(/[\r\n]+/g, ' ')}`);
  }
  return [...args, ...target.muxer];
}

/** The encoders of an exact clip, by output container: H.264 and AAC for video (always MP4), the container's own audio codec otherwise. */
const EXACT_CODECS: Record<MergeContainer, string[]> = {
  mp4: ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', `${AAC_KBPS}k`],
  m4a: ['-c:a', 'aac', '-b:a', `${AAC_KBPS}k`],
  mp3: ['-c:a', 'libmp3lame', '-b:a', `${DEFAULT_MP3_KBPS}k`],
  webm: ['-c:a', 'libopus', '-b:a', '128k'],
  ogg: ['-c:a', 'libopus', '-b:a', '128k'],
};

/** The stream of input `index` a job takes: a DASH format's own stream, else the input's first of its kind. */
const pick = (index: number, input: MergeInput, kind: 'v' | 'a', optional = false) => `${index}:${typeof input.stream === 'number' ? input.stream : `${kind}:0`}${optional ? '?' : ''}`;

/** The audio's language as its stream's tag (ISO 639-2 letters only: a tag is never an option). */
const languageArgs = (language: string | null | undefined) => (language && /^[a-z]{3}$/.test(language) ? ['-metadata:s:a:0', `language=${language}`] : []);

export function ffmpegArgs(job: Pick<FfmpegJob, 'video' | 'audio' | 'cover' | 'conversion' | 'clip' | 'output' | 'container' | 'proxyUrl' | 'aacAudio' | 'audioLanguage'>): string[] {
  const args = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-progress', 'pipe:1', '-nostats'];
  const inputs = jobInputs(job);
  const fds = feedFds(inputs);
  const clip = job.clip ?? null;
  // The cover is a picture: only the media inputs are cut.
  for (const i of inputs) args.push(...inputArgs(i, job.proxyUrl, fds.get(i), i === job.cover ? null : clip));
  if (job.conversion && job.audio) {
    args.push(...conversionArgs(job.conversion, job.audio, job.aacAudio, !!job.cover), ...languageArgs(job.audioLanguage), job.output);
    return args;
  }
  if (job.video && job.audio) args.push('-map', pick(0, job.video, 'v'), '-map', pick(1, job.audio, 'a'));
  // A clip of a signed link's file may be of a WebM holding audio only: its video is optional too.
  else if (job.video) args.push('-map', pick(0, job.video, 'v', !!clip), '-map', '0:a:0?');
  else if (job.audio) args.push('-map', pick(0, job.audio, 'a'), '-vn');
  args.push(...languageArgs(job.audioLanguage));
  if (clip?.cut === 'exact') args.push(...EXACT_CODECS[job.container]);
  else {
    args.push('-c', 'copy');
    if (job.aacAudio && (job.container === 'mp4' || job.container === 'm4a')) args.push('-bsf:a', 'aac_adtstoasc');
  }
  // A copied clip starts at the keyframe before its start: its timestamps begin below zero and are moved to zero.
  if (clip) args.push('-avoid_negative_ts', 'make_zero');
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
  if (/Server returned 403|Forbidden by egress policy|403 Forbidden/i.test(log)) return SOURCE_TEXT.refused;
  if (/Server returned 404|404 Not Found/i.test(log)) return SOURCE_TEXT.gone;
  if (/Connection timed out|timed out|Operation timed out/i.test(log)) return SOURCE_TEXT.timeout;
  if (/Invalid data found|could not find codec|Could not find tag for codec|incorrect codec parameters/i.test(log)) return 'These video and audio formats cannot be combined into this container. Try another quality.';
  if (/No space left/i.test(log)) return OUT_OF_SPACE;
  return SOURCE_TEXT.failed;
}

export function runFfmpeg(job: FfmpegJob): Promise<FfmpegResult> {
  // Stopped before it started (the server is closing): never spawn a process nobody will wait for.
  if (job.signal?.aborted) return Promise.resolve({ ok: false, reason: STOPPED, log: '' });
  return new Promise((resolve) => {
    let settled = false;
    const fed = [...feedFds(jobInputs(job))];
    const child = spawn(job.program, ffmpegArgs(job), { env: programEnv(), stdio: ['ignore', 'pipe', 'pipe', ...fed.map(() => 'pipe' as const)] }) as ChildProcessByStdio<null, Readable, Readable>;
    const feeds = new AbortController();
    let stderr = '';
    let buf = '';
    let block: Record<string, string> = {};
    const finish = (r: FfmpegResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(sizeCheck);
      job.signal?.removeEventListener('abort', onAbort);
      feeds.abort();
      resolve(r);
    };
    const kill = (reason: string, detail = '') => {
      if (child.exitCode === null) child.kill('SIGKILL');
      finish({ ok: false, reason, log: `${stderr.slice(-2000)}${detail ? `\n${detail}` : ''}` });
    };
    const onAbort = () => kill(STOPPED);
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
    for (const [input, fd] of fed) {
      const pipe = child.stdio[fd] as Writable | null;
      if (!pipe) continue;
      // ffmpeg gone (it failed, or was stopped): its exit says why; the write error adds nothing.
      pipe.on('error', () => undefined);
      input.feed!(pipe, feeds.signal).catch((err: unknown) => {
        if (settled) return;
        const reason = (err as { reason?: unknown } | null)?.reason;
        kill(typeof reason === 'string' ? reason : SOURCE_TEXT.failed, `input ${fd - 2}: ${(err as Error)?.message}`);
      });
    }
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
      finish({ ok: false, reason: e.code === 'ENOENT' ? 'Video processing is not available on this server right now.' : SOURCE_TEXT.failed, log: String(e.message) }),
    );
    child.on('close', (code) => {
      if (code === 0) finish({ ok: true, log: stderr.slice(-2000) });
      else finish({ ok: false, reason: ffmpegFailureReason(stderr), log: stderr.slice(-2000) });
    });
  });
}
