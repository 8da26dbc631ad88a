import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseManifest } from '../../federation/runtime/manifest';
import { freePort, serverCommand } from '../../server/test/processes';

export { freePort };

export const ROOT = path.resolve(__dirname, '..', '..');

/**
 * The files (paths from the site root) of the shell's RTK Query API singleton that its start-up does not load,
 * read from the shell's mf-manifest.json through the federation package's reader: what a page fetches when it
 * first calls the server.
 */
export async function shellApiFiles(site: Pick<Site, 'url'>): Promise<string[]> {
  const url = site.url('/mf-manifest.json');
  const preload = parseManifest(await (await fetch(url)).text(), url).metaData?.preload;
  const files = preload?.sharedFiles?.['@dl/shared-config/api'];
  if (!files?.length) throw new Error("The shell's mf-manifest.json lists no files of @dl/shared-config/api");
  return files.filter((f) => !preload?.startup?.includes(f)).map((f) => `/${f}`);
}

export interface Site {
  port: number;
  /** http://<host>:<port><path>; host defaults to 127.0.0.1. */
  url(pathname: string, host?: string): string;
  domainsDir: string;
  dataDir: string;
  logs: () => string;
  stop(): Promise<void>;
}

/** The sites running now: a failed test prints what their servers logged while it ran. */
export const runningSites = new Set<Site>();

/** Starts the real server (the same entry `npm start` runs) on a free loopback port. */
export async function startSite(domains: Record<string, unknown>, env: Record<string, string> = {}): Promise<Site> {
  const domainsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-domains-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  for (const [name, config] of Object.entries(domains)) fs.writeFileSync(path.join(domainsDir, `${name}.json`), JSON.stringify(config, null, 2));
  // A test that must know the port before the server starts (an API origin in a domain file) passes PORT.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let output = '';
  const server = serverCommand('main');
  const child: ChildProcess = spawn(process.execPath, server.args, {
    cwd: ROOT,
    env: { ...process.env, ...server.env, PORT: String(port), HOST: '127.0.0.1', DOMAINS_DIR: domainsDir, DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  // A server that exits or is too slow to start is not left running, nor are its folders left behind.
  const fail = (why: string) => {
    child.kill('SIGKILL');
    for (const dir of [dataDir, domainsDir]) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    return new Error(`${why}:\n${output}`);
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw fail('The server exited during start-up');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw fail('The server did not start within 30 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  const site: Site = {
    port,
    domainsDir,
    dataDir,
    url: (pathname, host = '127.0.0.1') => `http://${host}:${port}${pathname}`,
    logs: () => output,
    stop: async () => {
      runningSites.delete(site);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGKILL');
          await exited;
        }
      }
      // The server's data and domain files go with it.
      for (const dir of [dataDir, domainsDir]) fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
  runningSites.add(site);
  return site;
}

export const DEFAULT_DOMAIN = JSON.parse(fs.readFileSync(path.join(ROOT, 'server', 'domains', 'default.json'), 'utf8')) as Record<string, unknown>;
