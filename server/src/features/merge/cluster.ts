/**
 * Merges in a cluster (REDIS_URL): API instances put merge jobs on a BullMQ queue in Redis and answer status
 * and file calls from the task records in the database and the shared media folder (MEDIA_DIR); workers
 * (`npm run worker`, or API instances with MERGE_WORKER_IN_API=1) run ffmpeg. A worker that dies mid-merge
 * stops renewing its job's lock: another worker takes the job over (once), after which it fails with a clear
 * message. A worker that is stopped lets its merges finish for a grace period and hands the rest back.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DelayedError, Queue, Worker, type Job } from 'bullmq';
import { HttpError } from '../../infra/errors';
import { CLOSE_WAIT_MS, settlesWithin, type RedisHandle } from '../../infra/redis';
import { MERGE_TEXT, assertDiskRoom, endInterrupted, partSize, planMerge, recordOf, runMergeJob, stateOf, type MergeJobSpec, type MergeManager, type MergeRequest, type RunDeps, type TaskState } from './task';
import type { TaskRecord, TaskStore } from './taskStore';

export const MERGE_QUEUE = 'merge';
/** Times a merge whose worker died is started again by another worker before it fails. */
const MAX_TAKEOVERS = 1;
/**
 * How long a queued task may have no job before it counts as lost: its start saves the record first and adds the job
 * after, and a visitor who joins the same merge on another instance reads the record in between.
 */
export const JOB_ADD_GRACE_MS = 30_000;
/** How long a start waits for the record of a task another start has claimed but not saved yet. */
const CLAIM_WAIT_MS = 5_000;

type Log = (obj: Record<string, unknown>, msg: string) => void;

const queueConnection = (redis: RedisHandle) => ({ connection: { url: redis.url }, prefix: `${redis.prefix}bull` });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));


export interface ClusterMergeOptions {
  redis: RedisHandle;
  store: TaskStore;
  mediaDir: string;
  queueLimit: number;
  retentionSeconds: number;
  timeoutSeconds: number;
  diskBudgetBytes: number;
  log: Log;
  /** How often the file route re-reads a growing file's task while waiting for bytes. */
  pollMs?: number;
  now?: () => number;
}

/** The API side: enqueues merges and answers for tasks that any instance started and any worker runs. */
export class ClusterMergeManager implements MergeManager {
  readonly queue: Queue<MergeJobSpec>;
  private readonly sweeper: NodeJS.Timeout;
  private readonly now: () => number;
  private readonly instance = crypto.randomBytes(8).toString('hex');

  constructor(private readonly opts: ClusterMergeOptions) {
    this.now = opts.now ?? Date.now;
    fs.mkdirSync(opts.mediaDir, { recursive: true });
    this.queue = new Queue<MergeJobSpec>(MERGE_QUEUE, queueConnection(opts.redis));
    this.queue.on('error', (err) => opts.log({ err: err.message }, 'merge queue error'));
    this.sweeper = setInterval(() => void this.sweep().catch((err: Error) => opts.log({ err: err.message }, 'merge sweep failed')), 30_000);
    this.sweeper.unref();
  }

  private keyOf(taskKey: string): string {
    return `${this.opts.redis.prefix}merge:key:${crypto.createHash('sha256').update(taskKey).digest('base64url')}`;
  }

  async start(request: MergeRequest): Promise<TaskState> {
    const { task, spec } = planMerge(request, this.opts.mediaDir, this.now());
    const r = this.opts.redis.client;
    const handle = this.keyOf(task.key);
    const holdMs = (this.opts.timeoutSeconds + this.opts.retentionSeconds) * 1000;
    // One task per extraction and formats across the cluster: the first start claims the handle.
    if ((await r.set(handle, task.id, 'PX', holdMs, 'NX')) !== 'OK') {
      const existing = await this.claimed(handle);
      if (existing && existing.status !== 'error') return existing;
    }
    try {
      if ((await this.queue.getWaitingCount()) >= this.opts.queueLimit) throw new HttpError(429, MERGE_TEXT.busy, 'merge.busy', { 'retry-after': '10' });
      assertDiskRoom(this.opts.mediaDir, task, this.opts.diskBudgetBytes);
      await this.opts.store.save(recordOf(task));
      await this.queue.add('merge', spec, { jobId: task.id, removeOnComplete: true, removeOnFail: { age: this.opts.retentionSeconds } });
    } catch (e) {
      await r.del(handle);
      await this.opts.store.remove(task.id).catch(() => undefined);
      throw e;
    }
    await r.set(handle, task.id, 'PX', holdMs);
    return task;
  }

  /**
   * The task the start that came first claimed under `handle`: it claims first and saves the record just after, so a
   * start that reads the claim in between waits for the record rather than starting the same merge again. Null when
   * the claim is let go (that start failed) or its record does not come (it died in between).
   */
  private async claimed(handle: string): Promise<TaskState | null> {
    const deadline = Date.now() + CLAIM_WAIT_MS;
    for (;;) {
      const id = await this.opts.redis.client.get(handle);
      const existing = id ? await this.get(id) : null;
      if (!id || existing || Date.now() >= deadline) return existing;
      await sleep(50);
    }
  }

  async get(id: string): Promise<TaskState | null> {
    let rec = await this.opts.store.get(id);
    if (!rec) return null;
    if (rec.expiresAt !== null && rec.expiresAt <= this.now()) return null;
    if (rec.status === 'queued' || rec.status === 'processing') rec = await this.checkJob(rec);
    return stateOf(rec, this.opts.mediaDir);
  }

  /**
   * A task still queued or processing whose job has failed (its worker died twice, or the queue lost it) is
   * ended here with a clear message, so no client waits for it forever.
   */
  private async checkJob(rec: TaskRecord): Promise<TaskRecord> {
    const state = await this.queue.getJobState(rec.id);
    if (state !== 'failed' && state !== 'unknown' && state !== 'completed') return rec;
    // The worker may have just finished: its record is written before its job completes.
    const fresh = (await this.opts.store.get(rec.id)) ?? rec;
    if (fresh.status !== 'queued' && fresh.status !== 'processing') return fresh;
    // Still being started: its job is about to be added.
    if (state === 'unknown' && fresh.status === 'queued' && this.now() - fresh.createdAt < JOB_ADD_GRACE_MS) return fresh;
    const ended = endInterrupted(fresh, this.opts.mediaDir, this.now(), this.opts.retentionSeconds);
    await this.opts.store.save(ended);
    this.opts.log({ task: rec.id, job: state }, 'merge job lost; task ended');
    return ended;
  }

  async waitForBytes(t: TaskState, offset: number): Promise<void> {
    if (t.status === 'complete' || t.status === 'error') return;
    // The worker writing the file may be on another machine: watch the shared file's size closely, and
    // re-read the task's record now and then for its end.
    const refreshAt = Date.now() + (this.opts.pollMs ?? 250);
    while (Date.now() < refreshAt) {
      if (partSize(t.partFile) > offset) return;
      await sleep(25);
    }
    const fresh = await this.get(t.id);
    if (!fresh) {
      t.status = 'error';
      t.message = MERGE_TEXT.failed;
      return;
    }
    Object.assign(t, fresh, { written: Math.max(fresh.written, offset) });
  }

  /**
   * Deletes expired tasks' files and records, and partial files no running merge owns. Runs on one instance
   * at a time: the one that takes the sweep lock (null elsewhere).
   */
  async sweep(): Promise<number | null> {
    const lock = `${this.opts.redis.prefix}merge:sweep`;
    if ((await this.opts.redis.client.set(lock, this.instance, 'PX', 25_000, 'NX')) !== 'OK') return null;
    let removed = 0;
    for (const rec of await this.opts.store.expired(this.now())) {
      const file = path.join(this.opts.mediaDir, path.basename(rec.file));
      fs.rmSync(file, { force: true });
      fs.rmSync(`${file}.part`, { force: true });
      await this.opts.store.remove(rec.id);
      removed++;
    }
    for (const name of fs.readdirSync(this.opts.mediaDir)) {
      if (!name.endsWith('.part')) continue;
      const full = path.join(this.opts.mediaDir, name);
      let age: number;
      try {
        age = this.now() - fs.statSync(full).mtimeMs;
      } catch {
        continue;
      }
      if (age < 60_000) continue;
      const rec = await this.opts.store.get(name.split('.')[0]);
      if (!rec || rec.status === 'complete' || rec.status === 'error') fs.rmSync(full, { force: true });
    }
    return removed;
  }

  async counts(): Promise<{ running: number; queued: number }> {
    const c = await this.queue.getJobCounts('active', 'waiting', 'delayed', 'prioritized');
    return { running: c.active ?? 0, queued: (c.waiting ?? 0) + (c.delayed ?? 0) + (c.prioritized ?? 0) };
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    if (!(await settlesWithin(this.queue.close(), CLOSE_WAIT_MS))) await settlesWithin(this.queue.disconnect(), CLOSE_WAIT_MS);
  }
}

export interface MergeWorkerOptions extends RunDeps {
  redis: RedisHandle;
  store: TaskStore;
  concurrency: number;
  retentionSeconds: number;
  lockSeconds: number;
  log: Log;
  now?: () => number;
}

/** Runs merge jobs from the queue (in `npm run worker`, or inside an API process). */
export class MergeWorker {
  private readonly worker: Worker<MergeJobSpec>;
  private handingBack = false;
  /** Merges this worker is running now, and who waits for there to be none. */
  private active = 0;
  private readonly idleWaiters = new Set<() => void>();
  private readonly now: () => number;

  constructor(private readonly opts: MergeWorkerOptions) {
    this.now = opts.now ?? Date.now;
    fs.mkdirSync(opts.mediaDir, { recursive: true });
    this.worker = new Worker<MergeJobSpec>(MERGE_QUEUE, (job, token, signal) => this.process(job, token, signal), {
      ...queueConnection(opts.redis),
      concurrency: opts.concurrency,
      lockDuration: opts.lockSeconds * 1000,
      stalledInterval: opts.lockSeconds * 1000,
      maxStalledCount: 1,
      removeOnComplete: { count: 0 },
      removeOnFail: { age: opts.retentionSeconds },
    });
    this.worker.on('error', (err) => opts.log({ err: err.message }, 'merge worker error'));
    this.worker.on('failed', (job, err) => {
      if (job) void this.endLost(job.data.taskId, err.message);
    });
  }

  /** Merges this worker is running now. */
  get running(): number {
    return this.active;
  }

  /** Resolves once the worker is connected and taking jobs. */
  async ready(): Promise<void> {
    await this.worker.waitUntilReady();
  }

  private async save(rec: TaskRecord): Promise<void> {
    try {
      await this.opts.store.save(rec);
    } catch (err) {
      this.opts.log({ task: rec.id, err: (err as Error).message }, 'merge task record not saved');
    }
  }

  /** A job that failed outside the processor (its worker died once too often): the task ends clearly. */
  private async endLost(taskId: string, reason: string): Promise<void> {
    const rec = await this.opts.store.get(taskId).catch(() => null);
    if (!rec || rec.status === 'complete' || rec.status === 'error') return;
    this.opts.log({ task: taskId, reason }, 'merge job failed');
    await this.save(endInterrupted(rec, this.opts.mediaDir, this.now(), this.opts.retentionSeconds));
  }

  private process(job: Job<MergeJobSpec>, token: string | undefined, signal: AbortSignal | undefined): Promise<void> {
    this.active += 1;
    return this.run(job, token, signal).finally(() => {
      this.active -= 1;
      if (this.active === 0) for (const wake of this.idleWaiters) wake();
    });
  }

  /** True once no merge of this worker runs, false if one still does after `ms`. */
  private async idleWithin(ms: number): Promise<boolean> {
    if (this.active === 0) return true;
    let wake = () => {};
    const idle = new Promise<void>((resolve) => this.idleWaiters.add((wake = resolve)));
    try {
      return await settlesWithin(idle, ms);
    } finally {
      this.idleWaiters.delete(wake);
    }
  }

  private async run(job: Job<MergeJobSpec>, token: string | undefined, signal: AbortSignal | undefined): Promise<void> {
    const spec = job.data;
    const rec = await this.opts.store.get(spec.taskId);
    // Forgotten (expired and swept) or already finished: nothing to do.
    if (!rec || rec.status === 'complete' || rec.status === 'error') return;
    if (rec.status === 'processing') {
      // Its worker died mid-merge (a handed-back job reads 'queued'): taken over once, then failed clearly.
      const takeovers = `${this.opts.redis.prefix}merge:takeovers:${spec.taskId}`;
      const n = await this.opts.redis.client.incr(takeovers);
      await this.opts.redis.client.pexpire(takeovers, (this.opts.timeoutSeconds + this.opts.retentionSeconds) * 1000);
      if (n > MAX_TAKEOVERS) return this.endLost(spec.taskId, 'its worker stopped more than once');
      this.opts.log({ task: spec.taskId }, 'merge taken over from a worker that stopped');
    }
    const started = this.now();
    let current: TaskRecord = { ...rec, status: 'processing', message: MERGE_TEXT.starting, progress: 0, written: 0 };
    await this.save(current);
    this.opts.log({ task: spec.taskId, attempt: job.attemptsStarted }, 'merge started');
    let lastWrite = 0;
    let writing: Promise<void> = Promise.resolve();
    const outcome = await runMergeJob(spec, this.opts, {
      signal: signal ?? new AbortController().signal,
      onProgress: ({ percent, totalSize }) => {
        const progress = percent !== null ? Math.max(current.progress, percent) : current.progress;
        current = { ...current, written: totalSize, progress, message: percent !== null ? `Processing... ${progress}%` : MERGE_TEXT.processing };
        // Every instance reads progress from the record: written at most twice a second, in order.
        if (this.now() - lastWrite >= 500) {
          lastWrite = this.now();
          const snapshot = current;
          writing = writing.then(() => this.save(snapshot));
        }
      },
    });
    await writing;
    if (!outcome.ok && this.handingBack && signal?.aborted) {
      // Stopping: the merge goes back to the queue for another worker, from the start.
      await this.save({ ...current, status: 'queued', message: MERGE_TEXT.queued, progress: 0, written: 0 });
      await job.moveToDelayed(this.now(), token);
      this.opts.log({ task: spec.taskId }, 'merge handed back to the queue');
      throw new DelayedError();
    }
    const finishedAt = this.now();
    const expiresAt = finishedAt + this.opts.retentionSeconds * 1000;
    if (outcome.ok) {
      await this.save({ ...current, status: 'complete', message: MERGE_TEXT.complete, progress: 100, written: outcome.size, finalFile: outcome.size, expiresAt });
      this.opts.log({ task: spec.taskId, ms: finishedAt - started, bytes: outcome.size }, 'merge complete');
    } else {
      await this.save({ ...current, status: 'error', message: outcome.reason, expiresAt });
      this.opts.log({ task: spec.taskId, reason: outcome.reason, ffmpeg: outcome.log.slice(-500) }, 'merge failed');
    }
  }

  /**
   * Stops taking jobs; running merges may finish within `graceMs`, the rest are stopped and handed back to the
   * queue (another worker starts them again).
   */
  async stop(graceMs: number): Promise<void> {
    await settlesWithin(this.worker.pause(true), CLOSE_WAIT_MS);
    if (!(await this.idleWithin(graceMs))) {
      this.handingBack = true;
      this.worker.cancelAllJobs('the worker is stopping');
      await this.idleWithin(CLOSE_WAIT_MS);
    }
    // Forced: none of this worker's merges runs any more (each ended, or was handed back, in its processor). An
    // unforced close also waits for bullmq's own job fetch, which a connection that has gone away can block for
    // good; until that close settles, bullmq renews its job locks on a timer, which kept a stopped server's
    // process alive (and would keep a dropped job's lock from ever expiring, so no other worker could take it).
    if (await settlesWithin(this.worker.close(true), CLOSE_WAIT_MS)) return;
    await settlesWithin(this.worker.disconnect(), CLOSE_WAIT_MS);
  }
}
