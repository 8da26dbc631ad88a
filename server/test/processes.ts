/**
 * Real server processes for tests: `server/src/main.ts` (an API instance) or `server/src/worker.ts` (a merge
 * worker) under `node --import tsx` with the server's Node flags and environment defaults, as `npm start` and
 * `npm run worker` run them, each with its output kept.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { runtimeDefaults, SERVER_RUNTIME } from '../src/services/serverRuntime';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * The command line and environment defaults of a server process (`server/src/main.ts` or `worker.ts`), as
 * scripts/serve.sh starts it in production: the tests and benchmarks that start a server use these.
 */
export function serverCommand(entry: string): { args: string[]; env: Record<string, string> } {
  return { args: [...SERVER_RUNTIME.nodeFlags, '--import', 'tsx', entry], env: runtimeDefaults() };
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

function launch(entry: string, env: Record<string, string>, node = process.execPath): ServerProcess {
  let output = '';
  const streams = { stdout: '', stderr: '' };
  const server = serverCommand(entry);
  const child = spawn(node, server.args, { cwd: ROOT, env: { ...process.env, ...server.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const name of ['stdout', 'stderr'] as const) {
    child[name]!.setEncoding('utf8').on('data', (d: string) => {
      output += d;
      streams[name] += d;
    });
  }
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return { child, base: '', output: () => output, streams: () => ({ ...streams }), exited };
}

/** Starts an API instance on a free port (under another Node when `node` names one) and waits until /api/health answers. */
export async function startApiProcess(env: Record<string, string>, node?: string): Promise<ServerProcess> {
  const port = await freePort();
  const proc = launch('server/src/main.ts', { HOST: '127.0.0.1', APP_ENV: 'test', ...env, PORT: String(port) }, node);
  proc.base = `http://127.0.0.1:${port}`;
  await until(proc, async () => (await fetch(`${proc.base}/api/health`)).ok, 'the server');
  return proc;
}

/** Starts a merge worker and waits until it says it takes jobs. */
export async function startWorkerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const proc = launch('server/src/worker.ts', { APP_ENV: 'test', ...env });
  await until(proc, async () => proc.output().includes('merge worker ready'), 'the merge worker');
  return proc;
}
