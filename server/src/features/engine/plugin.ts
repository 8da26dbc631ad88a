/**
 * The engine feature in the server: which engine runs (its version, origin and last update, for the log and the
 * debug panel) and automatic updates every ENGINE_UPDATE_HOURS. An update is `npm run engine -- update` run as a
 * child process with this process's environment (so the server's event loop never waits on apt or pip): the same
 * fetch, self-check and switch as by hand, the working engine kept when the check fails. In a cluster one instance
 * updates at a time (a lock in Redis); an instance that shares the tools folder with one that just updated finds
 * the result fresh and does nothing. The warm engine workers notice a switched engine by themselves.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { EngineLocation } from '../extract';
import type { EngineUpdateSettings } from './settings';
import { engineVersion } from '../extract';
import { withRedisLock } from '../../infra/redis';
import { lastUpdate as readLastUpdate, readManifest, type UpdateResult } from './install';

export interface EngineInfo {
  version: string | null;
  origin: string;
  last_update: UpdateResult | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    engineInfo: () => Promise<EngineInfo>;
  }
}

/** True in the compiled server (scripts/buildServer.mjs defines it); absent where the source runs (tsx, Jest). */
declare const SERVER_COMPILED: boolean | undefined;
/**
 * How an update runs the engine CLI: as this server runs, the compiled one with plain node (server/dist/cli/engine.js,
 * built with the server) or its source through tsx (development and the tests that load the server's source).
 */
const CLI_ARGS =
  typeof SERVER_COMPILED !== 'undefined' && SERVER_COMPILED
    ? [path.resolve(__dirname, '..', '..', '..', 'dist', 'cli', 'engine.js')]
    : ['--import', 'tsx', path.resolve(__dirname, '..', '..', 'cli', 'engine.ts')];
/** A fresh install's first check waits this long at most, so the server's start is not slowed by it. */
const FIRST_CHECK_MAX_MS = 60_000;
const LOCK_MS = 15 * 60_000;
/** The lock is renewed this often while the update runs (a slow archive may take longer than LOCK_MS). */
const RENEW_MS = 60_000;
/** When another instance holds the lock, this one looks again after this long (not a whole interval later). */
const BUSY_RETRY_MS = 5 * 60_000;
/** How long a stopping server waits for the update it started to end (its process group is signalled). */
const STOP_WAIT_MS = 5_000;

/** Which engine runs: its version, where it comes from (its install's manifest, YTDLP_PATH or the system's), its last update. */
async function engineInfo(program: string, lastUpdate: () => UpdateResult | null): Promise<EngineInfo> {
  let manifest = null;
  try {
    manifest = readManifest(path.dirname(fs.realpathSync.native(program)));
  } catch {
    /* a bare name, found on PATH */
  }
  const origin = manifest?.origin ?? (program.includes('/') ? 'YTDLP_PATH' : 'system');
  return { version: await engineVersion(program), origin, last_update: lastUpdate() };
}

/**
 * Runs `npm run engine -- update` as a child process (`running` is told of it, then of null when it has ended): the
 * update it recorded, null when it recorded none (it did not run to its end), and the end of its output.
 */
function runEngineUpdate(env: NodeJS.ProcessEnv, lastUpdate: () => UpdateResult | null, running: (proc: ChildProcess | null) => void) {
  return new Promise<{ result: UpdateResult | null; output: string }>((resolve) => {
    const started = Date.now();
    // A process group of its own: a stop ends apt-get, dpkg, pip and the compiler it runs, not only itself.
    const proc = spawn(process.execPath, [...CLI_ARGS, 'update'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running(proc);
    let output = '';
    const keep = (c: Buffer) => (output = (output + c.toString('utf8')).slice(-4096));
    proc.stdout.on('data', keep);
    proc.stderr.on('data', keep);
    proc.on('error', (e) => (output += String(e)));
    proc.on('close', () => {
      running(null);
      const result = lastUpdate();
      resolve({ result: result && Date.parse(result.at) >= started - 1000 ? result : null, output });
    });
  });
}

/** Signals a process group (an update and everything it runs). */
function signalGroup(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(-pid, sig);
  } catch {
    /* already gone */
  }
}

export default fp<{ config: EngineUpdateSettings & EngineLocation }>(
  async (app, { config }) => {
    const program = config.ytdlpPath;
    // The update runs with this server's tools folder and Deno cache, whatever the process's own environment says.
    const env: NodeJS.ProcessEnv = { ...process.env, ENGINE_TOOLS_DIR: config.toolsDir, DENO_DIR: config.denoDir };
    const lastUpdate = () => readLastUpdate(env);
    const info = () => engineInfo(program, lastUpdate);
    app.decorate('engineInfo', info);

    const intervalMs = config.engineUpdateHours * 3_600_000;
    let timer: NodeJS.Timeout | null = null;
    let child: ChildProcess | null = null;
    let ticking: Promise<void> | null = null;
    let closing = false;

    const runUpdate = () =>
      runEngineUpdate(env, lastUpdate, (proc) => {
        child = proc;
      });

    /** One instance of a cluster at a time; without Redis this instance is the only one. */
    const withLock = async (work: () => Promise<void>): Promise<boolean> => {
      if (!app.redis) return (await work(), true);
      return (await withRedisLock(app.redis, `${app.redis.prefix}engine:update-lock`, LOCK_MS, RENEW_MS, work)) !== null;
    };

    const tick = async () => {
      let next = intervalMs;
      try {
        const ran = await withLock(async () => {
          const last = lastUpdate();
          // An operator who rolled back chose that engine: no automatic update brings the newer one back.
          if (last?.result === 'rolled back') {
            app.log.warn({ engine: 'yt-dlp', last }, 'engine update: paused after a rollback (npm run engine -- update resumes)');
            return;
          }
          if (last && Date.now() - Date.parse(last.at) < intervalMs / 2) {
            app.log.info({ engine: 'yt-dlp', last }, 'engine update: done a moment ago by an instance sharing this engine');
            return;
          }
          const { result, output } = await runUpdate();
          if (closing) return;
          if (!result) app.log.error({ engine: 'yt-dlp', output }, 'engine update: did not run to its end');
          else app.log[result.result === 'failed' ? 'warn' : 'info']({ engine: 'yt-dlp', update: result }, `engine update: ${result.result}: ${result.message}`);
        });
        if (!ran) {
          app.log.info({ engine: 'yt-dlp' }, 'engine update: another instance is updating');
          next = Math.min(intervalMs, BUSY_RETRY_MS);
        }
      } catch (e) {
        app.log.error({ engine: 'yt-dlp', err: (e as Error).message }, 'engine update: failed to start');
      }
      schedule(next);
    };

    const schedule = (ms: number) => {
      if (closing) return;
      timer = setTimeout(() => {
        ticking = tick().finally(() => (ticking = null));
      }, ms);
      timer.unref();
    };

    app.addHook('onReady', async () => {
      const now = await info();
      const last = now.last_update;
      app.log.info(
        { engine: 'yt-dlp', version: now.version, origin: now.origin, last_update: last },
        `engine: yt-dlp ${now.version ?? '(version unknown)'} (${now.origin}); last update: ${last ? `${last.at} ${last.result}: ${last.message}` : 'none'}; automatic updates: ${intervalMs > 0 ? `every ${config.engineUpdateHours} h` : 'off'}`,
      );
      if (intervalMs <= 0) return;
      const due = last ? Date.parse(last.at) + intervalMs - Date.now() : 0;
      schedule(Math.max(due, Math.min(intervalMs, FIRST_CHECK_MAX_MS)));
    });
    // Before Redis closes (this plugin is registered after it): the update is stopped and its lock released.
    app.addHook('onClose', async () => {
      closing = true;
      if (timer) clearTimeout(timer);
      const proc = child;
      if (proc?.pid) {
        const signal = (sig: NodeJS.Signals) => signalGroup(proc.pid!, sig);
        signal('SIGTERM');
        const killer = setTimeout(() => signal('SIGKILL'), STOP_WAIT_MS);
        await ticking;
        clearTimeout(killer);
      } else await ticking;
    });
  },
  { name: 'engine', dependencies: ['cluster'] },
);
