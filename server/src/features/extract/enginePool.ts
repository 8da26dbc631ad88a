/**
 * A warm engine: yt-dlp embedded in long-lived Python processes (engineWorker.py) that answer one extraction at a
 * time over JSON lines, instead of a new process per link (which spends most of its time starting Python and
 * loading 1,700 extractors). Each request carries the same arguments the program would get, so both ways read the
 * same options (the egress proxy, the time limit, the cache folder, the JavaScript runtime) in the same way.
 *
 * At most `size` workers; one stays warm when idle, the others go after `idleMs`. A worker that passes the time
 * limit, is aborted or crashes is killed and replaced without touching the others; one is retired after `maxJobs`
 * extractions, when it grows past `maxRssBytes`, and when the engine it runs has changed on disk (an update).
 * An engine that cannot be embedded (not a Python program, or a yt-dlp without `parse_options`) is remembered and
 * the caller runs it as a program.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

const WORKER_SCRIPT = path.join(__dirname, 'engineWorker.py');
/** How long Python may take to import the engine before the worker counts as broken. */
const START_TIMEOUT_MS = 60_000;
/** How long a stopped worker may take to finish its extraction and leave before it is killed. */
const STOP_GRACE_MS = 2_000;
const MAX_STDERR = 64 * 1024;

/** What one extraction came to, whichever way the engine ran. */
export type EngineOutcome =
  | { kind: 'ok'; json: unknown }
  | { kind: 'failed'; stderr: string; exitCode: number | null }
  | { kind: 'timeout'; exitCode: number | null }
  | { kind: 'aborted' }
  | { kind: 'unavailable'; why: string };

export interface Embedding {
  /** The Python interpreter. */
  python: string;
  /** Where yt_dlp is imported from, when not from the interpreter's own site packages. */
  pythonPath: string | null;
}

interface EngineManifest {
  embed?: { python?: unknown; path?: unknown };
}

/**
 * How `program` can be embedded: the interpreter and import path its engine.json names (the engines setup
 * installs), or the interpreter of a Python script (a system or venv yt-dlp; a zipapp imports from itself).
 * Null when it is no Python program.
 */
export function embeddingOf(program: string): Embedding | null {
  let real: string;
  try {
    real = fs.realpathSync.native(program);
  } catch {
    return null;
  }
  const dir = path.dirname(real);
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'engine.json'), 'utf8')) as EngineManifest;
    if (typeof manifest.embed?.python === 'string') {
      // One folder, or several separated by ':' (the engine's modules, then the libraries unpacked beside them).
      const where = typeof manifest.embed.path === 'string' ? manifest.embed.path.split(':').map((p) => path.resolve(dir, p)).join(':') : null;
      return { python: path.resolve(dir, manifest.embed.python), pythonPath: where };
    }
  } catch {
    /* no manifest: look at the program itself */
  }
  let head: Buffer;
  try {
    const fd = fs.openSync(real, 'r');
    try {
      head = Buffer.alloc(4096);
      head = head.subarray(0, fs.readSync(fd, head, 0, head.length, 0));
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return null;
  }
  const newline = head.indexOf(10);
  const first = head.subarray(0, newline < 0 ? head.length : newline).toString('utf8');
  if (!first.startsWith('#!')) return null;
  const words = first.slice(2).trim().split(/\s+/);
  const interpreter = path.basename(words[0] ?? '') === 'env' ? words.slice(1).find((w) => !w.startsWith('-')) : words[0];
  if (!interpreter || !/^python[\d.]*$/.test(path.basename(interpreter))) return null;
  const zipapp = newline >= 0 && head.subarray(newline + 1, newline + 5).toString('latin1') === 'PK\x03\x04';
  return { python: interpreter, pythonPath: zipapp ? real : null };
}

/** Which engine a worker runs: a change of the program or its manifest on disk (an update) makes a new key. */
function engineKey(program: string): string | null {
  try {
    const real = fs.realpathSync.native(program);
    const st = fs.statSync(real);
    let manifest = '';
    try {
      manifest = String(fs.statSync(path.join(path.dirname(real), 'engine.json')).mtimeMs);
    } catch {
      /* none */
    }
    return `${real}:${st.mtimeMs}:${st.size}:${manifest}`;
  } catch {
    return null;
  }
}

class NotEmbeddable extends Error {}

interface Answer {
  id: number;
  ok: boolean;
  info?: unknown;
  stderr?: string;
}

class EngineWorker {
  readonly ready: Promise<string>;
  jobs = 0;
  private readonly child: ChildProcessWithoutNullStreams;
  private stderr = '';
  private exited = false;
  /** Settles once the process has gone (exited, or never started). */
  private readonly ended: Promise<void>;
  private waiting: ((answer: Answer | null) => void) | null = null;
  private nextId = 0;
  idleTimer: NodeJS.Timeout | null = null;

  constructor(
    readonly key: string,
    embedding: Embedding,
    env: NodeJS.ProcessEnv,
  ) {
    const childEnv: NodeJS.ProcessEnv = { ...env, PYTHONUNBUFFERED: '1', PYTHONIOENCODING: 'utf-8' };
    if (embedding.pythonPath) childEnv.PYTHONPATH = embedding.pythonPath;
    this.child = spawn(embedding.python, ['-u', WORKER_SCRIPT], { env: childEnv, stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stderr.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString('utf8')).slice(-MAX_STDERR);
    });
    const lines = readline.createInterface({ input: this.child.stdout });
    let hello: ((line: string | null) => void) | null = null;
    const first = new Promise<string | null>((resolve) => (hello = resolve));
    lines.on('line', (line) => {
      if (hello) {
        const h = hello;
        hello = null;
        return h(line);
      }
      let answer: Answer | null = null;
      try {
        answer = JSON.parse(line) as Answer;
      } catch {
        /* not an answer: treated as a crash below */
      }
      this.settle(answer);
    });
    let ended: () => void = () => {};
    this.ended = new Promise<void>((resolve) => (ended = resolve));
    const gone = () => {
      this.exited = true;
      hello?.(null);
      this.settle(null);
      ended();
    };
    this.child.on('error', gone);
    this.child.on('exit', gone);
    this.child.stdin.on('error', () => {});
    this.ready = (async () => {
      const timer = setTimeout(() => this.kill(), START_TIMEOUT_MS);
      const line = await first;
      clearTimeout(timer);
      let greeting: { ready?: boolean; version?: string; error?: string } = {};
      try {
        greeting = line ? JSON.parse(line) : {};
      } catch {
        /* not a greeting */
      }
      if (greeting.ready && typeof greeting.version === 'string') return greeting.version;
      this.kill();
      throw new NotEmbeddable(greeting.error ?? (this.stderr.trim().split('\n').pop() || 'the worker did not start'));
    })();
    this.ready.catch(() => {});
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get alive(): boolean {
    return !this.exited;
  }

  /** The worker's resident memory, from /proc (null where there is none). */
  rssBytes(): number | null {
    try {
      const kb = /VmRSS:\s*(\d+)/.exec(fs.readFileSync(`/proc/${this.child.pid}/status`, 'utf8'))?.[1];
      return kb ? Number(kb) * 1024 : null;
    } catch {
      return null;
    }
  }

  /** One extraction; the worker is killed when the time limit passes or the signal aborts. */
  run(argv: string[], timeoutMs: number, signal?: AbortSignal): Promise<EngineOutcome> {
    return new Promise((resolve) => {
      if (this.exited) return resolve({ kind: 'failed', stderr: this.stderr, exitCode: this.child.exitCode });
      const id = ++this.nextId;
      const stderrBefore = this.stderr.length;
      let ended: 'timeout' | 'aborted' | null = null;
      const timer = setTimeout(() => {
        ended = 'timeout';
        this.kill();
      }, timeoutMs);
      const onAbort = () => {
        ended = 'aborted';
        this.kill();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting = (answer) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        if (ended === 'timeout') return resolve({ kind: 'timeout', exitCode: this.child.exitCode });
        if (ended === 'aborted') return resolve({ kind: 'aborted' });
        if (!answer || answer.id !== id) {
          // The worker died mid-extraction: what it wrote to stderr is the failure, as for a crashed program.
          this.kill();
          return resolve({ kind: 'failed', stderr: this.stderr.slice(stderrBefore), exitCode: this.child.exitCode });
        }
        resolve(answer.ok ? { kind: 'ok', json: answer.info } : { kind: 'failed', stderr: answer.stderr ?? '', exitCode: 1 });
      };
      this.child.stdin.write(JSON.stringify({ id, argv }) + '\n');
    });
  }

  private settle(answer: Answer | null): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.(answer);
  }

  /**
   * Ends the worker: its input closes (it leaves by itself once its extraction, if any, is done), and it is killed
   * if it lingers. Settles when the process has gone.
   */
  stop(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (this.exited) return this.ended;
    this.child.stdin.end();
    const lingering = setTimeout(() => this.kill(), STOP_GRACE_MS);
    lingering.unref();
    return this.ended.finally(() => clearTimeout(lingering));
  }

  kill(): void {
    if (!this.exited) this.child.kill('SIGKILL');
  }
}

export interface EnginePoolOptions {
  /** Most workers at once (EXTRACT_CONCURRENCY). */
  size: number;
  /** A worker is retired after this many extractions; 0 = no warm workers (every run spawns the program). */
  maxJobs: number;
  /** A worker that has grown past this is retired after its extraction. */
  maxRssBytes: number;
  /** Idle workers beyond the first go after this long. */
  idleMs: number;
  /** Told when an engine cannot be embedded (once per engine) and when a worker is retired or replaced. */
  onEvent?: (event: { event: 'not_embeddable' | 'retired' | 'replaced'; reason: string; pid?: number }) => void;
}

export class EnginePool {
  private readonly idle: EngineWorker[] = [];
  private readonly busy = new Set<EngineWorker>();
  private readonly queue: (() => void)[] = [];
  private readonly refused = new Map<string, string>();
  private closed = false;

  constructor(private readonly options: EnginePoolOptions) {}

  /**
   * Runs one extraction on a warm worker of `program`; null when this engine cannot be embedded (the caller runs
   * the program instead).
   */
  async run(program: string, env: NodeJS.ProcessEnv, argv: string[], timeoutMs: number, signal?: AbortSignal): Promise<EngineOutcome | null> {
    if (this.closed || this.options.maxJobs <= 0) return null;
    const key = engineKey(program);
    if (!key || this.refused.has(key)) return null;
    const embedding = embeddingOf(program);
    if (!embedding) {
      this.refuse(key, 'not a Python program');
      return null;
    }
    const worker = await this.acquire(key, embedding, env);
    if (!worker) return null;
    try {
      await worker.ready;
    } catch (e) {
      // Not a worker that ever ran: it goes without a word, and the engine is named once.
      this.busy.delete(worker);
      this.queue.shift()?.();
      if (e instanceof NotEmbeddable) this.refuse(key, e.message);
      return null;
    }
    let outcome: EngineOutcome = { kind: 'aborted' };
    try {
      outcome = await worker.run(argv, timeoutMs, signal);
    } finally {
      worker.jobs++;
      this.release(worker, outcome.kind !== 'ok' && outcome.kind !== 'failed' ? outcome.kind : !worker.alive ? 'crashed' : false);
    }
    return outcome;
  }

  /** Its workers running an extraction, those waiting for one, and the extractions waiting for a worker (metrics). */
  stats(): { busy: number; idle: number; waiting: number } {
    return { busy: this.busy.size, idle: this.idle.length, waiting: this.queue.length };
  }

  /** The workers' process ids (tests and the debug panel). */
  pids(): number[] {
    return [...this.idle, ...this.busy].filter((w) => w.alive).map((w) => w.pid!);
  }

  /** No more runs; settles once every worker's process has gone (at most STOP_GRACE_MS after this call). */
  async close(): Promise<void> {
    this.closed = true;
    const stopping = [...this.idle, ...this.busy].map((w) => w.stop());
    this.idle.length = 0;
    this.busy.clear();
    for (const wake of this.queue.splice(0)) wake();
    await Promise.all(stopping);
  }

  private refuse(key: string, reason: string): void {
    this.refused.set(key, reason);
    this.options.onEvent?.({ event: 'not_embeddable', reason });
  }

  private async acquire(key: string, embedding: Embedding, env: NodeJS.ProcessEnv): Promise<EngineWorker | null> {
    for (;;) {
      if (this.closed) return null;
      // Workers of an engine that has since changed on disk go.
      for (const stale of this.idle.filter((w) => w.key !== key || !w.alive)) this.drop(stale, 'the engine changed');
      const warm = this.idle.pop();
      if (warm) {
        if (warm.idleTimer) clearTimeout(warm.idleTimer);
        warm.idleTimer = null;
        this.busy.add(warm);
        return warm;
      }
      if (this.busy.size < this.options.size) {
        const worker = new EngineWorker(key, embedding, env);
        this.busy.add(worker);
        return worker;
      }
      await new Promise<void>((wake) => this.queue.push(wake));
    }
  }

  /** Back to the idle list, or retired (`why`) and replaced on the next run. */
  private release(worker: EngineWorker, why: string | false): void {
    this.busy.delete(worker);
    const rss = worker.rssBytes();
    const reason =
      why ? why
      : worker.jobs >= this.options.maxJobs ? `${worker.jobs} extractions`
      : rss !== null && rss > this.options.maxRssBytes ? `${Math.round(rss / 1048576)} MB resident`
      : !worker.alive ? 'it exited'
      : this.closed ? 'the pool closed'
      : null;
    if (reason) {
      void worker.stop();
      this.options.onEvent?.({ event: why ? 'replaced' : 'retired', reason, pid: worker.pid });
    } else {
      this.idle.push(worker);
      if (this.idle.length > 1) {
        worker.idleTimer = setTimeout(() => {
          const at = this.idle.indexOf(worker);
          if (at >= 0 && this.idle.length > 1) this.drop(worker, 'idle');
        }, this.options.idleMs);
        worker.idleTimer.unref();
      }
    }
    this.queue.shift()?.();
  }

  private drop(worker: EngineWorker, reason: string): void {
    const at = this.idle.indexOf(worker);
    if (at >= 0) this.idle.splice(at, 1);
    void worker.stop();
    this.options.onEvent?.({ event: 'retired', reason, pid: worker.pid });
  }
}
