/**
 * Shared by the security and bad-input suites: a counting TCP listener (the "victim" a hostile URL points
 * at), a tally of requests and answers that each suite prints for docs/reliability.md, and the real server
 * (buildApp) on a temp data folder.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { testConfig } from './testApp';

export interface CountingListener {
  host: string;
  port: number;
  connections(): number;
  close(): Promise<void>;
}

/** A listener on a loopback address that accepts, counts and drops every connection. */
export async function startCountingListener(host: '127.0.0.1' | '::1'): Promise<CountingListener> {
  const sockets = new Set<net.Socket>();
  let count = 0;
  const server = net.createServer((s) => {
    count++;
    sockets.add(s);
    s.on('error', () => undefined);
    s.on('close', () => sockets.delete(s));
    s.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  return {
    host,
    port: (server.address() as AddressInfo).port,
    connections: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Counts what a suite sent and how the server answered; printed once per suite. */
export class Tally {
  requests = 0;
  refused = 0;
  serverErrors = 0;
  readonly statuses = new Map<number, number>();
  readonly notes: string[] = [];

  constructor(readonly suite: string) {}

  /** Records one answer; `refusal` marks a hostile or bad request that must be refused with a 4xx. */
  record(res: Pick<LightMyRequestResponse, 'statusCode'>, refusal = true): void {
    this.requests++;
    this.statuses.set(res.statusCode, (this.statuses.get(res.statusCode) ?? 0) + 1);
    if (res.statusCode >= 500) {
      this.serverErrors++;
    } else if (refusal && res.statusCode >= 400) {
      this.refused++;
    }
  }

  print(extra: Record<string, number | string> = {}): void {
    const statuses = [...this.statuses.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}x${n}`).join(' ');
    const more = Object.entries(extra).map(([k, v]) => ` ${k}=${v}`).join('');
    console.log(`[reliability] ${this.suite}: requests=${this.requests} refused=${this.refused} 5xx=${this.serverErrors}${more} statuses=[${statuses}]`);
  }
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A temp domains folder whose default.json is `config` (by default the brand GrabIt): DOMAINS_DIR of a test server. */
export function domainsDir(config: object = { branding: { name: 'GrabIt' } }): string {
  const domains = tempDir('domains-');
  fs.writeFileSync(path.join(domains, 'default.json'), JSON.stringify(config));
  return domains;
}

/** The whole server (buildApp) with a temp data folder, a default domain and the given environment. */
export async function buildRealApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const domains = domainsDir();
  return buildApp(testConfig({ DOMAINS_DIR: domains, EXTRACT_RATE_LIMIT_PER_MINUTE: '100000', ...env }));
}

/** True when the answer is a JSON object with a non-empty `error` string. */
export function hasErrorBody(res: LightMyRequestResponse): boolean {
  try {
    const body = res.json() as { error?: unknown };
    return typeof body.error === 'string' && body.error.length > 0;
  } catch {
    return false;
  }
}
