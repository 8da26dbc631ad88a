/**
 * Real server processes for tests: `server/src/main.ts` (an API instance) or `server/src/worker.ts` (a merge
 * worker) under `node --import tsx` with the server's Node flags and environment defaults, as `npm start` and
 * `npm run worker` run them, each with its output kept.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

interface ServerRuntime {
  nodeFlags: string[];
  env: Record<string, string>;
}

/** How the server is run in production: server/runtime.json, which scripts/serve.sh applies the same way. */
function serverRuntime(): ServerRuntime {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'server', 'runtime.json'), 'utf8')) as ServerRuntime;
}

/** The Node flags the server is served with. */
export function serverNodeFlags(): string[] {
  return serverRuntime().nodeFlags;
}

/** The environment defaults the server is served with, less those this process's environment already sets. */
export function serverRuntimeEnv(): Record<string, string> {
  return Object.fromEntries(Object.entries(serverRuntime().env).filter(([k]) => process.env[k] === undefined));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
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
  /** Resolves with the exit code (or signal) once the process has exited. */
  exited: Promise<number | string | null>;
}

async function until(proc: ServerProcess, ready: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) throw new Error(`${what} exited during start-up:\n${proc.output()}`);
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not start:\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

function launch(entry: string, env: Record<string, string>): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, [...serverNodeFlags(), '--import', 'tsx', entry], { cwd: ROOT, env: { ...process.env, ...serverRuntimeEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return { child, base: '', output: () => output, exited };
}

/** Starts an API instance on a free port and waits until /api/health answers. */
export async function startApiProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const proc = launch('server/src/main.ts', { HOST: '127.0.0.1', APP_ENV: 'test', ...env, PORT: String(port) });
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
