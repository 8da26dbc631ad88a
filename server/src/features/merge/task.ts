/**
 * What every merge shares, in process or in a cluster: the texts, planning a task from a stored extraction
 * (checks, sizes, container, file names), the job a worker runs, and running it with ffmpeg into the media
 * folder (a `.part` file renamed when complete, removed when not).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { HttpError } from '../../infra/errors';
import { CLIP_TEXT, clipFilename, type ClipCut } from '@dl/contract';
import { containerFor, conversionOutput, isAac, linkContainer, type Conversion, type MergeContainer } from '../../shared/container';
import type { RawFormat, StoredExtraction } from '../../shared/extraction';
import { mediaFilename } from '../../shared/mediaFilename';
import { iso6392 } from '../../shared/audioTracks';
import type { DownloadCookies, GuardedFetcher, RelayHandle } from '../fetch';
import { OUT_OF_SPACE, SOURCE_TEXT, STOPPED, runFfmpeg, takesCover, type ConversionTags, type FfmpegInput, type FfmpegJob, type FfmpegResult, type MergeInput } from './ffmpeg';
import { FeedError, HlsFeeder, type HlsInput } from './hlsFeed';
import type { TaskRecord } from './taskStore';
import type { MergeFacts } from '../../infra/metrics';

export type TaskStatus = 'queued' | 'processing' | 'complete' | 'error';

export const MERGE_TEXT = {
  queued: 'Waiting for a free processing slot...',
  starting: 'Starting video processing...',
  processing: 'Processing...',
  complete: 'Processing complete!',
  failed: SOURCE_TEXT.failed,
  unknownExtraction: 'This video information has expired. Please extract the video again.',
  unknownFormat: 'The selected format is not available. Try refreshing the homepage and selecting a different video quality.',
  busy: 'The server is busy processing other videos. Please try again in a moment.',
  diskFull: OUT_OF_SPACE,
  noFormats: 'Choose a video or an audio format to process.',
  conversionNeedsAudio: 'Choose the audio format to convert (and no video format).',
  restarted: 'The server was restarted during processing. Please try again.',
  clipEndBeforeStart: CLIP_TEXT.endBeforeStart,
  clipPastEnd: CLIP_TEXT.pastEnd,
  clipUnsupported: CLIP_TEXT.unsupported,
  /** SPEC §8 'Expired file'. */
  fileGone: 'This file has expired and is no longer available for download.',
} as const;

/** A task as the routes see it: status, sizes and where its file is. */
export interface TaskState {
  id: string;
  key: string;
  status: TaskStatus;
  progress: number;
  message: string;
  /** Sum of the source streams' sizes where known. */
  combinedStreams: number | null;
  finalFile: number | null;
  /** Bytes written so far (while processing). */
  written: number;
  file: string;
  partFile: string;
  contentType: string;
  filename: string;
  title: string;
  platform: string;
  createdAt: number;
  expiresAt: number | null;
  /** The file can be sent while it is written (fragmented MP4, WebM, MP3, ADTS AAC); otherwise once complete. */
  streamable: boolean;
}

export interface MergeTaskView {
  task_id: string;
  status: TaskStatus;
  progress: number;
  message: string;
  actual_sizes: { final_file: number | null; combined_streams: number | null };
}

/** Everything a worker needs to run one merge (serializable: it travels through the job queue). */
export interface MergeJobSpec {
  taskId: string;
  /** The output file's name inside the media folder. */
  file: string;
  container: FfmpegJob['container'];
  video: MergeInput | null;
  audio: MergeInput | null;
  durationSeconds: number | null;
  aacAudio: boolean;
  /** The audio's language as the output's stream tag takes it (ISO 639-2: `spa`), when known (issue #29). */
  audioLanguage?: string | null;
  /** An audio conversion of the audio input (issue #23): its tags, and the cover art's URL where the target takes one. */
  conversion?: { to: Conversion['to']; bitrateKbps: number | null; tags: ConversionTags; coverUrl: string | null } | null;
  /** A clip (issue #23): the part of the inputs from `start` to `end` seconds, copied from keyframes or encoded exactly. */
  clip?: Clip | null;
}

/** A part of a media cut into a clip: from `start` to `end` (seconds), at keyframes or exactly. */
export interface Clip {
  start: number;
  end: number;
  cut: ClipCut;
}

/** A file the server may fetch as it is (a verified signed link), to be cut into a clip. */
export interface LinkSource {
  url: string;
  headers: Record<string, string>;
  /** The link's file name: its extension says the container. */
  filename: string;
  title: string;
  platform: string;
  /** The platform whose operator cookies go with the file's requests (the signed link's); none when absent. */
  cookies?: string | null;
}

/** What a task is made from: formats of a stored extraction (merged, converted or cut), or a signed link's file (cut). */
export type MergeRequest =
  | { extraction: StoredExtraction | null; videoFormatId: string | null; audioFormatId: string | null; conversion?: Conversion | null; clip?: Clip | null }
  | { link: LinkSource; clip: Clip };

export interface MergePlan {
  task: TaskState;
  spec: MergeJobSpec;
}

/** The handle of a task's sources, the same for the same extraction and formats (one task per handle). */
export const taskKey = (extractionId: string, video: string | null, audio: string | null, conversion: Conversion | null = null, clip: Clip | null = null) =>
  `${extractionId}|${video ?? ''}|${audio ?? ''}${conversion ? `|${conversion.to}@${conversion.bitrateKbps ?? ''}` : ''}${clip ? `|clip@${clip.start}-${clip.end}-${clip.cut}` : ''}`;

/** Checks a clip against the media's duration (when known). */
function checkClip(clip: Clip | null | undefined, duration: number | null): void {
  if (!clip) return;
  if (!(clip.end > clip.start)) throw new HttpError(400, MERGE_TEXT.clipEndBeforeStart, 'clip.end_before_start');
  // The duration a site reports is rounded: a second of slack.
  if (duration && clip.start >= duration) throw new HttpError(400, MERGE_TEXT.clipPastEnd, 'clip.past_end');
  if (duration && clip.end > duration + 1) throw new HttpError(400, MERGE_TEXT.clipPastEnd, 'clip.past_end');
}

/** An exact cut of a video is encoded again as H.264 and AAC in MP4, whatever the source's codecs. */
const EXACT_VIDEO = { container: 'mp4' as MergeContainer, ext: 'mp4', type: 'video/mp4' };

/** A clip's share of a size (sizes are estimates for the disk budget and the page). */
const clipShare = (bytes: number | null, clip: Clip | null | undefined, duration: number | null) =>
  bytes !== null && clip && duration && duration > 0 ? Math.round((bytes * Math.min(duration, clip.end - clip.start)) / duration) : bytes;

const clipName = (filename: string, clip: Clip | null | undefined, ext: string) => (clip ? clipFilename(filename, clip.start, clip.end, ext) : filename);

function size(f: RawFormat | null, duration: number | null): number | null {
  if (!f) return 0;
  if (f.filesize) return f.filesize;
  if (f.filesize_approx) return f.filesize_approx;
  if (f.tbr && duration) return Math.round((f.tbr * 1000 * duration) / 8);
  return null;
}

/** What a task's own sources decide; the rest of a new task is the same for every kind. */
type TaskFacts = Pick<TaskState, 'key' | 'combinedStreams' | 'contentType' | 'filename' | 'title' | 'platform' | 'streamable'>;

/** A new task, queued, with a fresh id and its file (`<id>.<ext>`) in the media folder. */
function queuedTask(mediaDir: string, now: number, ext: string, facts: TaskFacts): TaskState {
  const id = crypto.randomBytes(16).toString('base64url');
  const file = path.join(mediaDir, `${id}.${ext}`);
  return { ...facts, id, status: 'queued', progress: 0, message: MERGE_TEXT.queued, finalFile: null, written: 0, file, partFile: `${file}.part`, createdAt: now, expiresAt: null };
}

/** Checks a merge request against its stored extraction (or its signed link) and plans the task (nothing is written yet). */
export function planMerge(request: MergeRequest, mediaDir: string, now: number): MergePlan {
  if ('link' in request) return planLinkClip(request.link, request.clip, mediaDir, now);
  const { extraction, videoFormatId, audioFormatId } = request;
  const conversion = request.conversion ?? null;
  const clip = request.clip ?? null;
  if (!extraction) throw new HttpError(410, MERGE_TEXT.unknownExtraction, 'merge.extraction_expired');
  if (!videoFormatId && !audioFormatId) throw new HttpError(400, MERGE_TEXT.noFormats, 'merge.no_formats');
  if (conversion && (videoFormatId || !audioFormatId)) throw new HttpError(400, MERGE_TEXT.conversionNeedsAudio, 'merge.conversion_needs_audio');
  const find = (id: string | null) => (id ? extraction.info.formats.find((f) => f.format_id === id) ?? null : null);
  const video = find(videoFormatId);
  const audio = find(audioFormatId);
  if ((videoFormatId && !video) || (audioFormatId && !audio)) throw new HttpError(404, MERGE_TEXT.unknownFormat, 'merge.unknown_format');
  const duration = extraction.info.duration;
  checkClip(clip, duration);
  const vSize = size(video, duration);
  const aSize = audio ? size(audio, duration) : 0;
  const combined = clipShare(vSize !== null && aSize !== null ? vSize + aSize : null, clip, duration);
  const merged = clip?.cut === 'exact' && video ? EXACT_VIDEO : containerFor(video, audio);
  const converted = conversion ? conversionOutput(conversion.to) : null;
  const { container } = merged;
  const ext = converted?.ext ?? merged.ext;
  const type = converted?.type ?? merged.type;
  const info = extraction.info;
  // A DASH format is one stream of its manifest: ffmpeg is told which.
  const input = (f: RawFormat | null): MergeInput | null =>
    f
      ? {
          url: f.url,
          headers: f.http_headers,
          protocol: f.protocol,
          ...(/dash/.test(f.protocol) && typeof f.manifest_stream_number === 'number' ? { stream: f.manifest_stream_number } : {}),
          ...(extraction.cookies ? { cookies: extraction.cookies } : {}),
        }
      : null;
  // A conversion's name carries its own bitrate (an MP3's), not the source's; a track other than the source's own, its tag.
  const filename = mediaFilename({ platform: extraction.platform, title: info.title }, video, conversion ? { abr: conversion.bitrateKbps, tbr: null } : audio, ext, audio?.track_tag ?? null);
  const task = queuedTask(mediaDir, now, ext, {
    key: taskKey(extraction.id, videoFormatId, audioFormatId, conversion, clip),
    combinedStreams: combined && combined > 0 ? combined : null,
    contentType: type,
    filename: clipName(filename, clip, ext),
    title: extraction.info.title,
    platform: extraction.platform,
    streamable: converted?.streamable ?? true,
  });
  return {
    task,
    spec: {
      taskId: task.id,
      file: path.basename(task.file),
      container,
      video: input(video),
      audio: input(audio),
      durationSeconds: clip ? clip.end - clip.start : duration,
      aacAudio: isAac(audio ?? video),
      audioLanguage: iso6392(audio?.language),
      conversion: conversion
        ? { to: conversion.to, bitrateKbps: conversion.bitrateKbps, tags: { title: info.title, artist: info.uploader, album: info.series }, coverUrl: takesCover(conversion.to) ? info.thumbnail : null }
        : null,
      clip,
    },
  };
}

/** A clip of a signed link's file: its container from the file name's extension; copied, or encoded exactly. */
function planLinkClip(link: LinkSource, clip: Clip, mediaDir: string, now: number): MergePlan {
  checkClip(clip, null);
  const found = linkContainer(link.filename);
  if (!found) throw new HttpError(400, MERGE_TEXT.clipUnsupported, 'clip.unsupported');
  const out = clip.cut === 'exact' && !found.audioOnly ? EXACT_VIDEO : found;
  const input: MergeInput = { url: link.url, headers: link.headers, protocol: 'https', ...(link.cookies ? { cookies: link.cookies } : {}) };
  const task = queuedTask(mediaDir, now, out.ext, {
    // The source's URL hashed: a media URL may be longer than the key's column (512).
    // With cookies or without, the same file may answer differently: two tasks.
    key: `link|${crypto.createHash('sha256').update(link.url).digest('base64url')}|${link.cookies ?? ''}|clip@${clip.start}-${clip.end}-${clip.cut}`,
    combinedStreams: null,
    contentType: out.type,
    filename: clipName(link.filename, clip, out.ext),
    title: link.title,
    platform: link.platform,
    streamable: true,
  });
  return {
    task,
    spec: {
      taskId: task.id,
      file: path.basename(task.file),
      container: out.container,
      video: found.audioOnly ? null : input,
      audio: found.audioOnly ? input : null,
      durationSeconds: clip.end - clip.start,
      aacAudio: found.aac,
      conversion: null,
      clip,
    },
  };
}

/** Bytes the files of the media folder use together. */
/** What the media folder holds: finished files, and the `.part` files merges are writing (by name). */
function folderUsage(mediaDir: string): { finished: number; parts: Map<string, { size: number; born: number }> } {
  let finished = 0;
  const parts = new Map<string, { size: number; born: number }>();
  for (const f of fs.readdirSync(mediaDir)) {
    let st: fs.Stats;
    try {
      st = fs.statSync(path.join(mediaDir, f));
    } catch {
      continue; // removed meanwhile
    }
    if (f.endsWith('.part')) parts.set(f, { size: st.size, born: st.birthtimeMs });
    else finished += st.size;
  }
  return { finished, parts };
}

/** Bytes in the media folder: finished files and partial ones. */
export function diskUsed(mediaDir: string): number {
  const { finished, parts } = folderUsage(mediaDir);
  return diskUsedOf(finished, parts);
}

function diskUsedOf(finished: number, parts: Map<string, { size: number }>): number {
  let total = finished;
  for (const p of parts.values()) total += p.size;
  return total;
}

/**
 * Merges running at the same moment (in this process or any other on the same folder) share the budget: when
 * the folder as a whole is over it, the merge that started last (its partial file is the newest) gives way,
 * since the others had the room first; they go on.
 */
export function mustYield(mediaDir: string, budgetBytes: number, partFile: string): boolean {
  const { finished, parts } = folderUsage(mediaDir);
  if (diskUsedOf(finished, parts) <= budgetBytes) return false;
  const mine = path.basename(partFile);
  const own = parts.get(mine);
  if (!own) return false;
  for (const [name, p] of parts) if (p.born > own.born || (p.born === own.born && name > mine)) return false;
  return true;
}

/** A finished merge keeps its file only when it fits in the budget beside the files already finished. */
function fitsWhenDone(mediaDir: string, budgetBytes: number, partFile: string): boolean {
  const { finished, parts } = folderUsage(mediaDir);
  return finished + (parts.get(path.basename(partFile))?.size ?? 0) <= budgetBytes;
}

/** Refuses a new merge with a clear 503 when its sources would not fit in the disk budget. */
export function assertDiskRoom(mediaDir: string, task: TaskState, budgetBytes: number): void {
  if (diskUsed(mediaDir) + (task.combinedStreams ?? 0) > budgetBytes) throw new HttpError(503, MERGE_TEXT.diskFull, 'merge.disk_budget', { 'retry-after': '60' });
}

export interface RunDeps {
  mediaDir: string;
  ffmpegPath: string;
  timeoutSeconds: number;
  diskBudgetBytes: number;
  proxyUrl: () => Promise<string | null>;
  /** The guarded fetcher: with it, the server fetches plain HLS sources itself and ffmpeg reads them from pipes. */
  fetcher?: GuardedFetcher;
  /** The operator's cookies, for inputs that name their platform (MergeInput.cookies). */
  cookies?: DownloadCookies;
  /** A URL of the egress proxy that reads a source with cookies (EgressProxy.relay): ffmpeg is never given a cookie. */
  relay?: (target: string, cookies: (url: URL) => string | undefined) => RelayHandle;
  run?: (job: FfmpegJob) => Promise<FfmpegResult>;
  /** Hears how each task ended and how long it ran: the metrics. */
  onEnded?: (facts: MergeFacts) => void;
}

/**
 * An HLS media playlist the server can fetch itself: opened (playlist read, first segment on its way) so that
 * ffmpeg reads it from a pipe the server fills, several segments fetched at once (faster than ffmpeg's
 * one-at-a-time reads through the egress proxy). Null for any other source, which ffmpeg fetches itself.
 * Throws FeedError when the source refuses or no longer has the playlist or its first segment.
 */
function openHls(input: MergeInput | null, deps: RunDeps, signal: AbortSignal): Promise<HlsInput | null> {
  if (!input || !deps.fetcher || !/^m3u8/.test(input.protocol ?? '')) return Promise.resolve(null);
  return new HlsFeeder(deps.fetcher, deps.cookies?.forDownload(input.cookies)).open(input, signal);
}

/**
 * An input ffmpeg fetches itself (a file, or a clip's source) whose platform has cookies for it: a relay of the egress
 * proxy stands in for its URL, and the proxy sends the cookies. Null when there are none to send, or ffmpeg reads a
 * manifest (HLS, DASH) whose other files it would fetch on its own: those requests carry no cookies.
 */
function relayedInput(input: MergeInput | null, { relay, cookies }: RunDeps): { input: MergeInput; relay: RelayHandle } | null {
  const cookiesOf = input && relay ? cookies?.forDownload(input.cookies) : undefined;
  if (!input || !relay || !cookiesOf || /m3u8|dash/.test(input.protocol ?? '')) return null;
  if (!URL.canParse(input.url) || !cookiesOf(new URL(input.url))) return null;
  const handle = relay(input.url, cookiesOf);
  return { input: { ...input, url: handle.url }, relay: handle };
}

/** Largest cover image a conversion embeds, and how long its fetch may take. */
const COVER_MAX_BYTES = 5 * 1024 * 1024;
const COVER_TIMEOUT_MS = 10_000;

/**
 * A conversion's cover art: the thumbnail, fetched by the server through the guarded fetcher and fed to ffmpeg
 * through a pipe. A thumbnail that cannot be had (gone, too large, not an image) leaves the file without a cover
 * rather than failing the conversion.
 */
async function coverInput(url: string, fetcher: GuardedFetcher | undefined, signal: AbortSignal): Promise<FfmpegInput | null> {
  if (!fetcher) return null;
  try {
    const { res, data } = await fetcher.fetchBuffer(url, { maxBytes: COVER_MAX_BYTES, timeoutMs: COVER_TIMEOUT_MS, signal, headers: { accept: 'image/jpeg,image/png,image/webp,image/*;q=0.8' } });
    if (res.status !== 200 || !data.length || !/^image\//i.test(String(res.headers['content-type'] ?? 'image/'))) return null;
    return { url, feed: (out) => new Promise<void>((resolve) => out.end(data, () => resolve())) };
  } catch {
    return null;
  }
}

export type MergeOutcome = { ok: true; size: number } | { ok: false; reason: string; log: string };

type JobProgress = { signal: AbortSignal; onProgress: (p: { percent: number | null; totalSize: number }) => void };

/** What a task makes: a clip, an audio conversion, or a merge (a single input copied included). */
export const jobKind = (spec: MergeJobSpec): 'clip' | 'convert' | 'merge' => (spec.clip ? 'clip' : spec.conversion ? 'convert' : 'merge');

/**
 * Runs one merge: ffmpeg writes `<file>.part`, renamed to `<file>` when complete; on failure nothing is left. How it
 * ended, and how long it took, is told to `deps.onEnded` (the metrics).
 */
export async function runMergeJob(spec: MergeJobSpec, deps: RunDeps, progress: JobProgress): Promise<MergeOutcome> {
  const started = performance.now();
  const outcome = await runJob(spec, deps, progress);
  deps.onEnded?.({ kind: jobKind(spec), outcome: outcome.ok ? 'complete' : 'error', seconds: (performance.now() - started) / 1000 });
  return outcome;
}

async function runJob(spec: MergeJobSpec, deps: RunDeps, progress: JobProgress): Promise<MergeOutcome> {
  const file = path.join(deps.mediaDir, path.basename(spec.file));
  const partFile = `${file}.part`;
  fs.rmSync(partFile, { force: true });
  let result: FfmpegResult;
  const opened: HlsInput[] = [];
  const relays: RelayHandle[] = [];
  try {
    const [video, audio] = await Promise.all(
      [spec.video, spec.audio].map(async (input): Promise<FfmpegInput | null> => {
        // A clip's inputs are read by ffmpeg itself, which seeks in them (the server's feed would send every segment).
        const hls = spec.clip ? null : await openHls(input, deps, progress.signal);
        if (!hls || !input) {
          const relayed = relayedInput(input, deps);
          if (!relayed) return input;
          relays.push(relayed.relay);
          return relayed.input;
        }
        opened.push(hls);
        return { ...input, feed: hls.feed };
      }),
    );
    const cover = spec.conversion?.coverUrl ? await coverInput(spec.conversion.coverUrl, deps.fetcher, progress.signal) : null;
    result = await (deps.run ?? runFfmpeg)({
      program: deps.ffmpegPath,
      video,
      audio,
      cover,
      conversion: spec.conversion ? { to: spec.conversion.to, bitrateKbps: spec.conversion.bitrateKbps, tags: spec.conversion.tags } : null,
      clip: spec.clip ?? null,
      output: partFile,
      container: spec.container,
      aacAudio: spec.aacAudio,
      audioLanguage: spec.audioLanguage ?? null,
      proxyUrl: await deps.proxyUrl(),
      durationSeconds: spec.durationSeconds,
      timeoutMs: deps.timeoutSeconds * 1000,
      maxOutputBytes: Math.max(0, deps.diskBudgetBytes - diskUsed(deps.mediaDir)),
      mustYield: () => mustYield(deps.mediaDir, deps.diskBudgetBytes, partFile),
      signal: progress.signal,
      onProgress: progress.onProgress,
    });
  } catch (e) {
    result = { ok: false, reason: e instanceof FeedError ? e.reason : progress.signal.aborted ? STOPPED : MERGE_TEXT.failed, log: String((e as Error).message) };
  } finally {
    for (const hls of opened) hls.cancel();
    for (const relay of relays) relay.release();
  }
  if (result.ok && !fs.existsSync(partFile)) result = { ok: false, reason: MERGE_TEXT.failed, log: 'ffmpeg produced no output' };
  // Merges that ran at the same moment may together have outgrown the budget: the one finishing last gives way.
  if (result.ok && !fitsWhenDone(deps.mediaDir, deps.diskBudgetBytes, partFile)) result = { ok: false, reason: OUT_OF_SPACE, log: 'finished over the disk budget' };
  if (!result.ok) {
    fs.rmSync(partFile, { force: true });
    return { ok: false, reason: result.reason ?? MERGE_TEXT.failed, log: result.log };
  }
  fs.renameSync(partFile, file);
  return { ok: true, size: fs.statSync(file).size };
}

/** The size of a file (a growing `.part` file), 0 while it does not exist. */
export function partSize(file: string): number {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}

/**
 * The record of a merge that a stopped server or worker left queued or processing: it ends as an error with a
 * clear message (kept for the retention period so the client is told), and its partial file is removed.
 */
export function endInterrupted(r: TaskRecord, mediaDir: string, now: number, retentionSeconds: number): TaskRecord {
  fs.rmSync(path.join(mediaDir, `${path.basename(r.file)}.part`), { force: true });
  return { ...r, status: 'error', message: MERGE_TEXT.restarted, progress: 0, written: 0, finalFile: null, expiresAt: now + retentionSeconds * 1000 };
}

export function viewOf(t: TaskState): MergeTaskView {
  return {
    task_id: t.id,
    status: t.status,
    progress: t.progress,
    message: t.message,
    actual_sizes: { final_file: t.finalFile, combined_streams: t.combinedStreams },
  };
}

export function recordOf(t: TaskState): TaskRecord {
  return {
    id: t.id,
    key: t.key,
    status: t.status,
    message: t.message,
    file: path.basename(t.file),
    filename: t.filename,
    contentType: t.contentType,
    title: t.title,
    platform: t.platform,
    finalFile: t.finalFile,
    combinedStreams: t.combinedStreams,
    createdAt: t.createdAt,
    expiresAt: t.expiresAt,
    progress: t.progress,
    written: t.written,
    streamable: t.streamable,
  };
}

export function stateOf(r: TaskRecord, mediaDir: string): TaskState {
  const file = path.join(mediaDir, path.basename(r.file));
  return {
    id: r.id,
    key: r.key,
    status: r.status,
    // A complete task is at 100 % with all of its bytes written (also for records older than those columns).
    progress: r.status === 'complete' ? 100 : r.progress,
    message: r.message,
    combinedStreams: r.combinedStreams,
    finalFile: r.finalFile,
    written: r.status === 'complete' ? r.finalFile ?? r.written : r.written,
    file,
    partFile: `${file}.part`,
    contentType: r.contentType,
    filename: r.filename,
    title: r.title,
    platform: r.platform,
    createdAt: r.createdAt,
    expiresAt: r.expiresAt,
    streamable: r.streamable,
  };
}

/** The interface the merge routes use, whichever way merges run. */
export interface MergeManager {
  /** Starts a merge (a conversion, a clip), or returns the one already started for the same sources. */
  start(request: MergeRequest): Promise<TaskState>;
  /** The task, or null when unknown or past its retention period. */
  get(id: string): Promise<TaskState | null>;
  /** Waits until the growing file has more bytes than `offset`, or the task has finished (updates `t`). */
  waitForBytes(t: TaskState, offset: number): Promise<void>;
  /** Deletes tasks whose retention period has passed; null when another instance is sweeping now. */
  sweep(): Promise<number | null>;
  /** Merges running and waiting now (across the cluster under Redis). */
  counts(): Promise<{ running: number; queued: number }>;
  close(): Promise<void>;
}
