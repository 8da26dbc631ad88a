/**
 * Merge tasks: a queue with a concurrency bound, one task per (extraction, video format, audio format), files
 * kept for the retention period and then swept, a disk budget that refuses new merges instead of filling the
 * disk, and no partial file left behind by a failed or stopped merge.
 */
import fs from 'node:fs';
import path from 'node:path';
import { HttpError } from '../../infra/errors';
import { MERGE_TEXT, assertDiskRoom, endInterrupted, planMerge, recordOf, runMergeJob, stateOf, type MergeJobSpec, type MergeManager, type MergeRequest, type RunDeps, type TaskState } from './task';
import type { TaskStore } from './taskStore';

/** A task of this process: its state plus what runs and waits on it. */
export interface MergeTask extends TaskState {
  abort: AbortController;
  /** Resolves when the task reaches complete or error. */
  done: Promise<void>;
  settle: () => void;
  /** Listeners waiting for more bytes of the growing file. */
  waiters: Set<() => void>;
}

export interface MergeManagerOptions extends RunDeps {
  concurrency: number;
  queueLimit: number;
  retentionSeconds: number;
  log: (obj: Record<string, unknown>, msg: string) => void;
  now?: () => number;
  /** Where task records live, so task ids survive a restart (the database); none: memory only. */
  store?: TaskStore;
}

function live(state: TaskState): MergeTask {
  let resolveDone!: () => void;
  return {
    ...state,
    abort: new AbortController(),
    done: new Promise<void>((r) => (resolveDone = r)),
    settle: () => resolveDone(),
    waiters: new Set(),
  };
}

/** Merges in this process (no REDIS_URL): a bounded queue, ffmpeg runs here. */
export class LocalMergeManager implements MergeManager {
  private readonly tasks = new Map<string, MergeTask>();
  private readonly byKey = new Map<string, string>();
  private readonly queue: { task: MergeTask; spec: MergeJobSpec }[] = [];
  private running = 0;
  private readonly sweeper: NodeJS.Timeout;
  private readonly now: () => number;
  private closed = false;
  /** The server is stopping: merges still queued do not start. */
  private draining = false;
  /** The last pending database write of each task (writes of one task run in order). */
  private readonly writes = new Map<string, Promise<void>>();

  constructor(private readonly opts: MergeManagerOptions) {
    this.now = opts.now ?? Date.now;
    fs.mkdirSync(opts.mediaDir, { recursive: true });
    this.removeOrphans();
    this.sweeper = setInterval(() => void this.sweep(), 30_000);
    this.sweeper.unref();
  }

  /** Partial files of merges that a stopped server left behind (this process is the only writer). */
  private removeOrphans(): void {
    for (const f of fs.readdirSync(this.opts.mediaDir)) {
      if (f.endsWith('.part')) fs.rmSync(path.join(this.opts.mediaDir, f), { force: true });
    }
  }

  async start(request: MergeRequest): Promise<MergeTask> {
    const { task: state, spec } = planMerge(request, this.opts.mediaDir, this.now());
    const existingId = this.byKey.get(state.key);
    const existing = existingId ? this.tasks.get(existingId) : undefined;
    if (existing && existing.status !== 'error') return existing;
    if (this.queue.length >= this.opts.queueLimit) throw new HttpError(429, MERGE_TEXT.busy, 'merge.busy', { 'retry-after': '10' });
    assertDiskRoom(this.opts.mediaDir, state, this.opts.diskBudgetBytes);
    const task = live(state);
    this.tasks.set(task.id, task);
    this.byKey.set(task.key, task.id);
    this.queue.push({ task, spec });
    this.persist(task);
    this.pump();
    // Written before the id is handed out, so a restart right after still knows it.
    await this.persisted(task);
    return task;
  }

  /** Writes the task's record (in order with its earlier writes); a failed write is logged, never thrown. */
  private persist(t: MergeTask, remove = false): void {
    const store = this.opts.store;
    if (!store) return;
    const snapshot = recordOf(t);
    const prev = this.writes.get(t.id) ?? Promise.resolve();
    const next = prev
      .then(() => (remove ? store.remove(t.id) : store.save(snapshot)))
      .catch((err: unknown) => this.opts.log({ task: t.id, err: (err as Error)?.message }, 'merge task record not saved'))
      .finally(() => {
        if (this.writes.get(t.id) === next) this.writes.delete(t.id);
      });
    this.writes.set(t.id, next);
  }

  private persisted(t: MergeTask): Promise<void> {
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
      const task = live(stateOf(interrupted ? endInterrupted(r, this.opts.mediaDir, now, this.opts.retentionSeconds) : r, this.opts.mediaDir));
      task.settle();
      this.tasks.set(task.id, task);
      if (r.status === 'complete') {
        this.byKey.set(task.key, task.id);
        counts.restored++;
      } else if (interrupted) {
        this.persist(task);
        counts.failed++;
      }
    }
    await Promise.all([...this.writes.values()]);
    return counts;
  }

  private pump(): void {
    while (this.running < this.opts.concurrency && this.queue.length && !this.closed && !this.draining) {
      const { task, spec } = this.queue.shift()!;
      if (task.status !== 'queued') continue;
      this.running += 1;
      void this.execute(task, spec).finally(() => {
        this.running -= 1;
        this.pump();
      });
    }
  }

  private notify(task: MergeTask): void {
    for (const w of task.waiters) w();
    task.waiters.clear();
  }

  private async execute(task: MergeTask, spec: MergeJobSpec): Promise<void> {
    task.status = 'processing';
    task.message = MERGE_TEXT.starting;
    this.persist(task);
    const started = this.now();
    const outcome = await runMergeJob(spec, this.opts, {
      signal: task.abort.signal,
      onProgress: ({ percent, totalSize }) => {
        task.written = totalSize;
        if (percent !== null) task.progress = Math.max(task.progress, percent);
        task.message = percent !== null ? `Processing... ${task.progress}%` : MERGE_TEXT.processing;
        this.notify(task);
      },
    });
    task.expiresAt = this.now() + this.opts.retentionSeconds * 1000;
    if (outcome.ok) {
      task.finalFile = outcome.size;
      task.written = outcome.size;
      task.status = 'complete';
      task.progress = 100;
      task.message = MERGE_TEXT.complete;
      this.opts.log({ task: task.id, ms: this.now() - started, bytes: task.finalFile }, 'merge complete');
    } else {
      task.status = 'error';
      task.message = this.closed ? MERGE_TEXT.restarted : outcome.reason;
      this.opts.log({ task: task.id, reason: task.message, ffmpeg: outcome.log.slice(-500) }, 'merge failed');
    }
    this.persist(task);
    this.notify(task);
    task.settle();
  }

  /** The live task (tests reach into it), or null when unknown or expired. */
  getNow(id: string): MergeTask | null {
    const t = this.tasks.get(id);
    if (!t) return null;
    if (t.expiresAt !== null && t.expiresAt <= this.now()) {
      this.forget(t);
      return null;
    }
    return t;
  }

  async get(id: string): Promise<MergeTask | null> {
    return this.getNow(id);
  }

  waitForBytes(task: TaskState, offset: number): Promise<void> {
    const t = this.tasks.get(task.id);
    if (!t || t.status === 'complete' || t.status === 'error' || t.written > offset) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, 1000);
      function done() {
        clearTimeout(timer);
        t!.waiters.delete(done);
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
  async sweep(): Promise<number> {
    let removed = 0;
    for (const t of [...this.tasks.values()]) {
      if (t.expiresAt !== null && t.expiresAt <= this.now()) {
        this.forget(t);
        removed += 1;
      }
    }
    return removed;
  }

  async counts(): Promise<{ running: number; queued: number }> {
    return { running: this.running, queued: this.queue.length };
  }

  /**
   * A stopping server: merges still queued no longer start, and those running may finish for up to `graceMs`
   * (close() then stops what is left). Resolves when they have all ended or the grace is over.
   */
  async drain(graceMs: number): Promise<void> {
    this.draining = true;
    const running = [...this.tasks.values()].filter((t) => t.status === 'processing');
    if (!running.length) return;
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
    await Promise.race([Promise.all(running.map((t) => t.done)), graceOver]);
    clearTimeout(timer);
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
