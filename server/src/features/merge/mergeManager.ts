/**
 * Merge tasks: a queue with a concurrency bound, one task per (extraction, video format, audio format), files
 * kept for the retention period and then swept, a disk budget that refuses new merges instead of filling the
 * disk, and no partial file left behind by a failed or stopped merge.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { HttpError } from '../../errors';
import { safeFilename } from '../extract/formats';
import type { RawFormat, StoredExtraction } from '../extract/types';
import { containerFor } from './container';
import { runFfmpeg, type FfmpegJob, type FfmpegResult } from './ffmpeg';
import type { TaskRecord, TaskStore } from './taskStore';

export type TaskStatus = 'queued' | 'processing' | 'complete' | 'error';

export interface MergeTask {
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
  container: FfmpegJob['container'];
  contentType: string;
  filename: string;
  title: string;
  platform: string;
  createdAt: number;
  finishedAt: number | null;
  expiresAt: number | null;
  abort: AbortController;
  /** Resolves when the task reaches complete or error. */
  done: Promise<void>;
  settle: () => void;
  /** Listeners waiting for more bytes of the growing file. */
  waiters: Set<() => void>;
}

interface Sources {
  video: RawFormat | null;
  audio: RawFormat | null;
  duration: number | null;
}

export interface MergeTaskView {
  task_id: string;
  status: TaskStatus;
  progress: number;
  message: string;
  actual_sizes: { final_file: number | null; combined_streams: number | null };
}

export interface MergeManagerOptions {
  mediaDir: string;
  ffmpegPath: string;
  concurrency: number;
  queueLimit: number;
  retentionSeconds: number;
  timeoutSeconds: number;
  diskBudgetBytes: number;
  proxyUrl: () => Promise<string | null>;
  log: (obj: Record<string, unknown>, msg: string) => void;
  now?: () => number;
  run?: (job: FfmpegJob) => Promise<FfmpegResult>;
  /** Where task records live, so task ids survive a restart (the database); none: memory only. */
  store?: TaskStore;
}

export const MERGE_TEXT = {
  queued: 'Waiting for a free processing slot...',
  starting: 'Starting video processing...',
  processing: 'Processing...',
  complete: 'Processing complete!',
  failed: 'Video processing failed',
  unknownExtraction: 'This video information has expired. Please extract the video again.',
  unknownFormat: 'The selected format is not available. Try refreshing the homepage and selecting a different video quality.',
  busy: 'The server is busy processing other videos. Please try again in a moment.',
  diskFull: 'The server is short of storage space right now. Please try again in a few minutes.',
  noFormats: 'Choose a video or an audio format to process.',
  restarted: 'The server was restarted during processing. Please try again.',
} as const;

function size(f: RawFormat | null, duration: number | null): number | null {
  if (!f) return 0;
  if (f.filesize) return f.filesize;
  if (f.filesize_approx) return f.filesize_approx;
  if (f.tbr && duration) return Math.round((f.tbr * 1000 * duration) / 8);
  return null;
}

/** AAC audio, or audio of unknown codec in an HLS stream (which nearly always means AAC in MPEG-TS). */
function isAac(f: RawFormat | null): boolean {
  if (!f) return false;
  const a = (f.acodec ?? '').toLowerCase();
  if (a) return /^(mp4a|aac)/.test(a);
  return /m3u8/.test(f.protocol) || f.ext === 'm4a' || f.ext === 'aac';
}

export class MergeManager {
  private readonly tasks = new Map<string, MergeTask>();
  private readonly byKey = new Map<string, string>();
  private readonly queue: { task: MergeTask; src: Sources }[] = [];
  private running = 0;
  private readonly sweeper: NodeJS.Timeout;
  private readonly now: () => number;
  private readonly run: (job: FfmpegJob) => Promise<FfmpegResult>;
  private closed = false;
  /** The last pending database write of each task (writes of one task run in order). */
  private readonly writes = new Map<string, Promise<void>>();

  constructor(private readonly opts: MergeManagerOptions) {
    this.now = opts.now ?? Date.now;
    this.run = opts.run ?? runFfmpeg;
    fs.mkdirSync(opts.mediaDir, { recursive: true });
    this.removeOrphans();
    this.sweeper = setInterval(() => this.sweep(), 30_000);
    this.sweeper.unref();
  }

  /** Partial files of merges that a stopped server left behind. */
  private removeOrphans(): void {
    for (const f of fs.readdirSync(this.opts.mediaDir)) {
      if (f.endsWith('.part')) fs.rmSync(path.join(this.opts.mediaDir, f), { force: true });
    }
  }

  private diskUsed(): number {
    let total = 0;
    for (const f of fs.readdirSync(this.opts.mediaDir)) {
      try {
        total += fs.statSync(path.join(this.opts.mediaDir, f)).size;
      } catch {
        /* removed meanwhile */
      }
    }
    return total;
  }

  /** Starts a merge, or returns the one already started for the same extraction and formats. */
  start(extraction: StoredExtraction | null, videoFormatId: string | null, audioFormatId: string | null): MergeTask {
    if (!extraction) throw new HttpError(410, MERGE_TEXT.unknownExtraction, 'merge.extraction_expired');
    if (!videoFormatId && !audioFormatId) throw new HttpError(400, MERGE_TEXT.noFormats, 'merge.no_formats');
    const find = (id: string | null) => (id ? extraction.info.formats.find((f) => f.format_id === id) ?? null : null);
    const video = find(videoFormatId);
    const audio = find(audioFormatId);
    if ((videoFormatId && !video) || (audioFormatId && !audio)) throw new HttpError(404, MERGE_TEXT.unknownFormat, 'merge.unknown_format');
    const key = `${extraction.id}|${videoFormatId ?? ''}|${audioFormatId ?? ''}`;
    const existingId = this.byKey.get(key);
    const existing = existingId ? this.tasks.get(existingId) : undefined;
    if (existing && existing.status !== 'error') return existing;

    if (this.queue.length >= this.opts.queueLimit) throw new HttpError(429, MERGE_TEXT.busy, 'merge.busy', { 'retry-after': '10' });
    const duration = extraction.info.duration;
    const vSize = size(video, duration);
    const aSize = audio && video ? size(audio, duration) : audio ? size(audio, duration) : 0;
    const combined = vSize !== null && aSize !== null ? (vSize ?? 0) + (aSize ?? 0) : null;
    if (this.diskUsed() + (combined ?? 0) > this.opts.diskBudgetBytes) throw new HttpError(503, MERGE_TEXT.diskFull, 'merge.disk_budget', { 'retry-after': '60' });

    const id = crypto.randomBytes(16).toString('base64url');
    const { container, ext, type } = containerFor(video, audio);
    const quality = video?.height && video.width ? `${Math.min(video.height, video.width)}p` : audio?.abr ? `${Math.round(audio.abr)}kbps` : '';
    let resolveDone!: () => void;
    const task: MergeTask = {
      id,
      key,
      status: 'queued',
      progress: 0,
      message: MERGE_TEXT.queued,
      combinedStreams: combined && combined > 0 ? combined : null,
      finalFile: null,
      written: 0,
      file: path.join(this.opts.mediaDir, `${id}.${ext}`),
      partFile: path.join(this.opts.mediaDir, `${id}.${ext}.part`),
      container,
      contentType: type,
      filename: safeFilename(extraction.info.title, quality, ext),
      title: extraction.info.title,
      platform: extraction.platform,
      createdAt: this.now(),
      finishedAt: null,
      expiresAt: null,
      abort: new AbortController(),
      done: new Promise<void>((r) => (resolveDone = r)),
      settle: () => resolveDone(),
      waiters: new Set(),
    };
    this.tasks.set(id, task);
    this.byKey.set(key, id);
    this.queue.push({ task, src: { video, audio, duration } });
    this.persist(task);
    this.pump();
    return task;
  }

  private record(t: MergeTask): TaskRecord {
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
    };
  }

  /** Writes the task's record (in order with its earlier writes); a failed write is logged, never thrown. */
  private persist(t: MergeTask, remove = false): void {
    const store = this.opts.store;
    if (!store) return;
    const snapshot = this.record(t);
    const prev = this.writes.get(t.id) ?? Promise.resolve();
    const next = prev
      .then(() => (remove ? store.remove(t.id) : store.save(snapshot)))
      .catch((err: unknown) => this.opts.log({ task: t.id, err: (err as Error)?.message }, 'merge task record not saved'))
      .finally(() => {
        if (this.writes.get(t.id) === next) this.writes.delete(t.id);
      });
    this.writes.set(t.id, next);
  }

  /** Resolves once the task's record is written (so a restart right after still knows the task id). */
  persisted(t: MergeTask): Promise<void> {
    return this.writes.get(t.id) ?? Promise.resolve();
  }

  /**
   * Reads the task records a previous run left: merges that were queued or processing end as 'error' (their
   * partial files were removed at start-up), complete tasks whose files still exist keep answering until
   * their expiry, and the rest are forgotten.
   */
  async restore(): Promise<{ restored: number; failed: number; dropped: number }> {
    const store = this.opts.store;
    const counts = { restored: 0, failed: 0, dropped: 0 };
    if (!store) return counts;
    const now = this.now();
    for (const r of await store.all()) {
      if (this.tasks.has(r.id)) continue;
      const file = path.join(this.opts.mediaDir, path.basename(r.file));
      const expired = r.expiresAt !== null && r.expiresAt <= now;
      const fileGone = r.status === 'complete' && !fs.existsSync(file);
      if (expired || fileGone) {
        fs.rmSync(file, { force: true });
        await store.remove(r.id).catch(() => undefined);
        counts.dropped++;
        continue;
      }
      const interrupted = r.status === 'queued' || r.status === 'processing';
      const task: MergeTask = {
        id: r.id,
        key: r.key,
        status: interrupted ? 'error' : r.status,
        progress: r.status === 'complete' ? 100 : 0,
        message: interrupted ? MERGE_TEXT.restarted : r.message,
        combinedStreams: r.combinedStreams,
        finalFile: r.status === 'complete' ? r.finalFile : null,
        written: r.status === 'complete' ? r.finalFile ?? 0 : 0,
        file,
        partFile: `${file}.part`,
        container: 'mp4',
        contentType: r.contentType,
        filename: r.filename,
        title: r.title,
        platform: r.platform,
        createdAt: r.createdAt,
        finishedAt: interrupted ? now : r.createdAt,
        expiresAt: interrupted ? now + this.opts.retentionSeconds * 1000 : r.expiresAt,
        abort: new AbortController(),
        done: Promise.resolve(),
        settle: () => undefined,
        waiters: new Set(),
      };
      this.tasks.set(task.id, task);
      if (task.status === 'complete') this.byKey.set(task.key, task.id);
      if (interrupted) {
        fs.rmSync(task.partFile, { force: true });
        this.persist(task);
        counts.failed++;
      } else {
        counts.restored++;
      }
    }
    await Promise.all([...this.writes.values()]);
    return counts;
  }

  private pump(): void {
    while (this.running < this.opts.concurrency && this.queue.length && !this.closed) {
      const { task, src } = this.queue.shift()!;
      if (task.status !== 'queued') continue;
      this.running += 1;
      void this.execute(task, src).finally(() => {
        this.running -= 1;
        this.pump();
      });
    }
  }

  private notify(task: MergeTask): void {
    for (const w of task.waiters) w();
    task.waiters.clear();
  }

  private async execute(task: MergeTask, src: Sources): Promise<void> {
    task.status = 'processing';
    task.message = MERGE_TEXT.starting;
    this.persist(task);
    const started = this.now();
    const input = (f: RawFormat | null) => (f ? { url: f.url, headers: f.http_headers } : null);
    let result: FfmpegResult;
    try {
      result = await this.run({
        program: this.opts.ffmpegPath,
        video: input(src.video),
        audio: input(src.audio),
        output: task.partFile,
        container: task.container,
        aacAudio: isAac(src.audio ?? src.video),
        proxyUrl: await this.opts.proxyUrl(),
        durationSeconds: src.duration,
        timeoutMs: this.opts.timeoutSeconds * 1000,
        maxOutputBytes: Math.max(0, this.opts.diskBudgetBytes - this.diskUsed() + task.written),
        signal: task.abort.signal,
        onProgress: ({ percent, totalSize }) => {
          task.written = totalSize;
          if (percent !== null) task.progress = Math.max(task.progress, percent);
          task.message = percent !== null ? `Processing... ${task.progress}%` : MERGE_TEXT.processing;
          this.notify(task);
        },
      });
    } catch (e) {
      result = { ok: false, reason: MERGE_TEXT.failed, log: String((e as Error).message) };
    }
    if (result.ok && !fs.existsSync(task.partFile)) result = { ok: false, reason: MERGE_TEXT.failed, log: 'ffmpeg produced no output' };
    if (result.ok) {
      fs.renameSync(task.partFile, task.file);
      task.finalFile = fs.statSync(task.file).size;
      task.written = task.finalFile;
      task.status = 'complete';
      task.progress = 100;
      task.message = MERGE_TEXT.complete;
      task.finishedAt = this.now();
      task.expiresAt = task.finishedAt + this.opts.retentionSeconds * 1000;
      this.opts.log({ task: task.id, ms: this.now() - started, bytes: task.finalFile }, 'merge complete');
    } else {
      fs.rmSync(task.partFile, { force: true });
      task.status = 'error';
      task.message = this.closed ? MERGE_TEXT.restarted : result.reason ?? MERGE_TEXT.failed;
      task.finishedAt = this.now();
      task.expiresAt = task.finishedAt + this.opts.retentionSeconds * 1000;
      this.opts.log({ task: task.id, reason: task.message, ffmpeg: result.log.slice(-500) }, 'merge failed');
    }
    this.persist(task);
    this.notify(task);
    task.settle();
  }

  get(id: string): MergeTask | null {
    const t = this.tasks.get(id);
    if (!t) return null;
    if (t.expiresAt !== null && t.expiresAt <= this.now()) {
      this.forget(t);
      return null;
    }
    return t;
  }

  view(t: MergeTask): MergeTaskView {
    return {
      task_id: t.id,
      status: t.status,
      progress: t.progress,
      message: t.message,
      actual_sizes: { final_file: t.finalFile, combined_streams: t.combinedStreams },
    };
  }

  /** Waits until the growing file has more bytes than `offset`, or the task has finished. */
  waitForBytes(t: MergeTask, offset: number): Promise<void> {
    if (t.status === 'complete' || t.status === 'error' || t.written > offset) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, 1000);
      function done() {
        clearTimeout(timer);
        t.waiters.delete(done);
        resolve();
      }
      t.waiters.add(done);
    });
  }

  private forget(t: MergeTask): void {
    t.abort.abort();
    this.tasks.delete(t.id);
    if (this.byKey.get(t.key) === t.id) this.byKey.delete(t.key);
    fs.rmSync(t.file, { force: true });
    fs.rmSync(t.partFile, { force: true });
    this.persist(t, true);
  }

  /** Deletes files whose retention period has passed. */
  sweep(): number {
    let removed = 0;
    for (const t of [...this.tasks.values()]) {
      if (t.expiresAt !== null && t.expiresAt <= this.now()) {
        this.forget(t);
        removed += 1;
      }
    }
    return removed;
  }

  /** Stops every merge (their partial files are removed) and the sweeper. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweeper);
    const pending = [...this.tasks.values()].filter((t) => t.status === 'processing' || t.status === 'queued');
    for (const t of pending) t.abort.abort();
    for (const { task: t } of this.queue.splice(0)) {
      t.status = 'error';
      t.message = MERGE_TEXT.restarted;
      this.persist(t);
      t.settle();
    }
    await Promise.all(pending.map((t) => t.done));
    await Promise.all([...this.writes.values()]);
  }
}
