/**
 * Real server processes for tests: the compiled server (`server/dist/main.js`, an API instance, or
 * `server/dist/worker.js`, a merge worker, built by `node scripts/build.mjs`, which the server's Jest projects run
 * first: jest/build-server.cjs) under plain `node` with the server's Node flags and environment defaults, as
 * `npm start` and `npm run worker` run them, each with its output kept.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { runtimeDefaults, SERVER_RUNTIME } from '../src/infra/serverRuntime';

const ROOT = path.resolve(__dirname, '..', '..');

/** A server process's entry: the API server or a merge worker. */
export type ServerEntry = 'main' | 'worker';

/**
 * The command line and environment defaults of a server process, as scripts/serve.sh starts it in production: the
 * compiled entry under plain node (paths relative to the repository's root). The tests and benchmarks that start a
 * server use these. `loader: 'tsx'` is the source under `node --import tsx` instead, as production ran before the
 * server was compiled: the benchmark that compares the two starts uses it.
 */
export function serverCommand(entry: ServerEntry, loader: 'compiled' | 'tsx' = 'compiled'): { args: string[]; env: Record<string, string> } {
  const program = loader === 'compiled' ? [`server/dist/${entry}.js`] : ['--import', 'tsx', `server/src/${entry}.ts`];
  return { args: [...SERVER_RUNTIME.nodeFlags, ...program], env: runtimeDefaults() };
}

/** A program on the PATH, else the first of `fallbacks` that is there; null when none is. */
export function findProgram(name: string, fallbacks: string[]): string | null {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean).map((dir) => path.join(dir, name));
  return [...onPath, ...fallbacks].find(isExecutable) ?? null;
}

export function isExecutable(p: string): boolean {
  try {
    fs.accessSync(p, fs.constants.X_OK);
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

/** Stops a program a test started: SIGTERM, SIGKILL after 3 s; `exited` settles when it has gone. */
export async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:port for an API instance; '' for a worker. */
  base: string;
  output(): string;
  /** What it wrote to standard output and to standard error, each apart. */
  streams(): { stdout: string; stderr: string };
  /** Resolves with the exit code (or signal) once the process has exited. */
  exited: Promise<number | string | null>;
}

async function until(proc: ServerProcess, ready: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) throw new Error(`${what} exited during start-up:\n${proc.output()}`);
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) {
      // Nothing is left running when a start fails.
      proc.child.kill('SIGKILL');
      await proc.exited;
      throw new Error(`${what} did not start:\n${proc.output()}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

function launch(entry: ServerEntry, env: Record<string, string>, node = process.execPath, root = ROOT): ServerProcess {
  let output = '';
  const streams = { stdout: '', stderr: '' };
  const server = serverCommand(entry);
  const child = spawn(node, server.args, { cwd: root, env: { ...process.env, ...server.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const name of ['stdout', 'stderr'] as const) {
    child[name]!.setEncoding('utf8').on('data', (d: string) => {
      output += d;
      streams[name] += d;
    });
  }
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return { child, base: '', output: () => output, streams: () => ({ ...streams }), exited };
}

/**
 * Starts an API instance on a free port (under another Node when `node` names one; from another copy of the
 * repository when `root` names one) and waits until /api/health answers.
 */
export async function startApiProcess(env: Record<string, string>, node?: string, root?: string): Promise<ServerProcess> {
  const port = await freePort();
  const proc = launch('main', { HOST: '127.0.0.1', APP_ENV: 'test', ...env, PORT: String(port) }, node, root);
  proc.base = `http://127.0.0.1:${port}`;
  await until(proc, async () => (await fetch(`${proc.base}/api/health`)).ok, 'the server');
  return proc;
}

/** Starts a merge worker and waits until it says it takes jobs. */
export async function startWorkerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const proc = launch('worker', { APP_ENV: 'test', ...env });
  await until(proc, async () => proc.output().includes('merge worker ready'), 'the merge worker');
  return proc;
}
