/**
 * The upstream proxies with real proxies on 127.0.0.1, one per scheme (SOCKS5 and HTTPS of the tests' own, Debian's
 * tinyproxy for HTTP): the guarded fetcher's requests and the egress proxy's tunnels and forwards go through them, to
 * the address the guard checked; a dead proxy is skipped, a pool that is all dead gives the visitor's clear message,
 * and a private destination is refused before any proxy is asked.
 */
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { selfSignedCertificate, startHttpsProxy, startSocks5Proxy, startTinyproxy, type TestProxy } from '../../../../test/proxies';
import { EgressGuard } from '../egressGuard';
import { EgressProxy } from '../egressProxy';
import { FetchError } from '../errors';
import { GuardedFetcher } from '../guardedFetcher';
import { parseUpstreamConfig } from './config';
import { Upstream, type UpstreamOptions } from './upstream';

jest.setTimeout(30_000);

const AUTH = { user: 'grab', pass: 'hunter2-secret' };
let dir: string;
/** The destination: a plain HTTP server and an HTTPS one, each recording the peer port of every connection. */
let plain: http.Server;
let secure: https.Server;
let ca: string;
const peers: number[] = [];

function listen(server: net.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}
const port = (s: net.Server) => (s.address() as AddressInfo).port;
const answer = (req: http.IncomingMessage, res: http.ServerResponse) => res.end(`hello ${req.url}`);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upstream-target-'));
  const { keyFile, certFile } = await selfSignedCertificate(dir);
  ca = fs.readFileSync(certFile, 'utf8');
  plain = http.createServer(answer);
  secure = https.createServer({ key: fs.readFileSync(keyFile), cert: ca }, answer);
  for (const s of [plain, secure]) s.on('connection', (c: net.Socket) => peers.push(c.remotePort!));
  await listen(plain);
  await listen(secure);
});

afterAll(async () => {
  for (const s of [plain, secure]) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Setup {
  fetcher: GuardedFetcher;
  upstream: Upstream;
  failed: string[];
  close(): void;
}

/** A fetcher whose requests take the proxies of `list` (UPSTREAM_PROXIES), with 127.0.0.1 trusted unless `guarded`. */
function setup(list: string, more: { caFile?: string; guarded?: boolean; options?: Partial<UpstreamOptions> } = {}): Setup {
  const failed: string[] = [];
  const config = parseUpstreamConfig({ UPSTREAM_PROXIES: list, UPSTREAM_PROXY_CA_FILE: more.caFile ?? '' });
  const upstream = new Upstream(config, { timeoutMs: 3000, events: { failed: (p, reason) => failed.push(`${p} ${reason}`) }, ...more.options });
  const fetcher = new GuardedFetcher(new EgressGuard(more.guarded ? [] : ['127.0.0.1']), { timeoutMs: 3000, idleTimeoutMs: 3000 }, upstream);
  return { fetcher, upstream, failed, close: () => fetcher.close() };
}

/** CONNECT through the egress proxy; resolves with the status line, and the body of a GET sent through the tunnel. */
function egressConnect(egress: string, target: string): Promise<{ status: string; body?: string }> {
  const u = new URL(egress);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: u.hostname, port: u.port, method: 'CONNECT', path: target, agent: false });
    req.on('connect', (res, socket) => {
      const status = `${res.statusCode} ${res.statusMessage}`;
      if (res.statusCode !== 200) {
        socket.destroy();
        resolve({ status });
        return;
      }
      let body = '';
      socket.on('data', (d: Buffer) => (body += d.toString()));
      socket.on('end', () => resolve({ status, body: body.split('\r\n\r\n')[1] }));
      socket.write(`GET /tunnelled HTTP/1.1\r\nHost: ${target}\r\nConnection: close\r\n\r\n`);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A plain-HTTP request through the egress proxy (absolute URI), as ffmpeg sends one. */
function egressGet(egress: string, url: string): Promise<{ status: number; statusMessage: string; body: string }> {
  const u = new URL(egress);
  return new Promise((resolve, reject) => {
    http
      .get({ host: u.hostname, port: u.port, path: url, agent: false }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, statusMessage: res.statusMessage ?? '', body }));
      })
      .on('error', reject);
  });
}

async function deadProxyUrl(): Promise<string> {
  const dead = await startSocks5Proxy();
  await dead.close();
  return dead.url;
}

const SCHEMES: [string, (o: { auth: typeof AUTH }) => Promise<TestProxy>][] = [
  ['SOCKS5', startSocks5Proxy],
  ['HTTPS (CONNECT over TLS)', startHttpsProxy],
  ['HTTP (tinyproxy)', startTinyproxy],
];

describe.each(SCHEMES)('through a %s proxy', (_name, start) => {
  let proxy: TestProxy;
  let s: Setup;
  let egress: EgressProxy;
  let egressUrl: string;

  beforeAll(async () => {
    proxy = await start({ auth: AUTH });
    s = setup(proxy.url, { caFile: proxy.caFile });
    egress = new EgressProxy(s.fetcher, { connectTimeoutMs: 3000, idleTimeoutMs: 3000 });
    egressUrl = await egress.start();
  });
  afterAll(async () => {
    await egress.close();
    s.close();
    await proxy.close();
  });

  /**
   * Every connection the destination accepted since `from` (at least `least`: a kept-alive tunnel may carry more than
   * one request) came from the proxy (by port where the proxy knows it).
   */
  async function allThroughProxy(from: number, least: number): Promise<void> {
    const seen = peers.slice(from);
    expect(seen.length).toBeGreaterThanOrEqual(least);
    const opened = await proxy.connections();
    const known = opened.filter((c) => c.localPort !== -1).map((c) => c.localPort);
    if (known.length || opened.length === 0) for (const p of seen) expect(known).toContain(p);
  }

  it("carries the fetcher's plain HTTP requests, asked for the checked address", async () => {
    const before = peers.length;
    const res = await s.fetcher.fetchText(`http://127.0.0.1:${port(plain)}/page`, { maxBytes: 1000 });
    expect(res.text).toBe('hello /page');
    expect((await proxy.connections()).map((c) => c.target)).toContain(`127.0.0.1:${port(plain)}`);
    await allThroughProxy(before, 1);
  });

  it('carries HTTPS requests, TLS to the target inside the tunnel', async () => {
    const before = peers.length;
    const route = s.upstream.route('127.0.0.1')!;
    const body = await new Promise<string>((resolve, reject) => {
      https
        .get(`https://127.0.0.1:${port(secure)}/tls`, { agent: s.upstream.agent(route, true), ca } as https.RequestOptions, (res) => {
          let b = '';
          res.on('data', (d: Buffer) => (b += d.toString()));
          res.on('end', () => resolve(b));
        })
        .on('error', reject);
    });
    expect(body).toBe('hello /tls');
    expect((await proxy.connections()).map((c) => c.target)).toContain(`127.0.0.1:${port(secure)}`);
    await allThroughProxy(before, 1);
  });

  it("carries the egress proxy's tunnels and forwards (the engine's and ffmpeg's requests)", async () => {
    const before = peers.length;
    expect(await egressConnect(egressUrl, `127.0.0.1:${port(plain)}`)).toEqual({ status: '200 Connection Established', body: 'hello /tunnelled' });
    const forwarded = await egressGet(egressUrl, `http://127.0.0.1:${port(plain)}/forwarded`);
    expect(forwarded.body).toBe('hello /forwarded');
    await allThroughProxy(before, 1);
  });

  it('with wrong credentials: the visitor gets the clear message, the log names the proxy and never the password', async () => {
    const wrong = setup(proxy.url.replace(AUTH.pass, 'wrong-pass'), { caFile: proxy.caFile });
    const refusedBefore = await proxy.refusals();
    try {
      const err = await wrong.fetcher.fetchText(`http://127.0.0.1:${port(plain)}/x`, { maxBytes: 100 }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(FetchError);
      expect((err as FetchError).statusCode).toBe(503);
      expect((err as FetchError).message).toBe('The server cannot reach this site at the moment. Please try again in a few minutes.');
      expect(wrong.failed).toHaveLength(1);
      expect(wrong.failed[0]).toMatch(new RegExp(`^${proxy.publicUrl.replace(/[.]/g, '\\.')} `));
      expect(wrong.failed.join()).not.toMatch(/wrong-pass|hunter2|grab/);
      expect(await proxy.refusals()).toBe(refusedBefore + 1);
    } finally {
      wrong.close();
    }
  });

  it('refuses a private destination before the proxy is asked, even though the proxy would reach it', async () => {
    const guarded = setup(proxy.url, { caFile: proxy.caFile, guarded: true });
    const guardedEgress = new EgressProxy(guarded.fetcher, { connectTimeoutMs: 3000, idleTimeoutMs: 3000 });
    const opened = (await proxy.connections()).length;
    const before = peers.length;
    try {
      for (const url of [`http://127.0.0.1:${port(plain)}/`, `http://[::ffff:127.0.0.1]:${port(plain)}/`, `https://localhost:${port(secure)}/`, 'http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data/']) {
        const err = await guarded.fetcher.request(url).catch((e: unknown) => e);
        expect((err as FetchError).code).toBe('fetch.address_forbidden');
      }
      const url = await guardedEgress.start();
      expect((await egressConnect(url, `127.0.0.1:${port(plain)}`)).status).toBe('403 Forbidden by egress policy');
      expect((await egressGet(url, `http://127.0.0.1:${port(plain)}/`)).status).toBe(403);
      expect((await proxy.connections()).length).toBe(opened);
      expect(peers.length).toBe(before);
    } finally {
      await guardedEgress.close();
      guarded.close();
    }
  });
});

describe('a pool with a dead proxy', () => {
  let live: TestProxy;
  beforeAll(async () => {
    live = await startSocks5Proxy();
  });
  afterAll(() => live.close());

  it('skips it, keeps it out of rotation for the cooldown, and tries it again afterwards', async () => {
    let now = 1_000_000;
    const dead = await deadProxyUrl();
    const s = setup(`${dead},${live.url}`, { options: { now: () => now } });
    try {
      const get = () => s.fetcher.fetchText(`http://127.0.0.1:${port(plain)}/p?${now}`, { maxBytes: 100 });
      expect((await get()).text).toMatch(/^hello/);
      expect(s.failed).toHaveLength(1);
      expect(s.failed[0]).toMatch(/^socks5:\/\/127\.0\.0\.1:\d+ /);
      expect(s.upstream.resting().map((r) => r.proxy)).toEqual([`socks5://127.0.0.1:${new URL(dead).port}`]);
      // While it rests, the next request goes straight to the live one (a new connection: the kept-alive ones dropped).
      s.fetcher.close();
      expect((await get()).text).toMatch(/^hello/);
      expect(s.failed).toHaveLength(1);
      // After the cooldown (60 s by default) it is tried first again, fails again, and the live one still answers.
      now += 61_000;
      s.fetcher.close();
      expect((await get()).text).toMatch(/^hello/);
      expect(s.failed).toHaveLength(2);
    } finally {
      s.close();
    }
  });

  it('when every proxy is dead: 503 with the clear message, and the egress proxy says so to the engine', async () => {
    const s = setup(`${await deadProxyUrl()} ${await deadProxyUrl()}`);
    const egress = new EgressProxy(s.fetcher, { connectTimeoutMs: 3000, idleTimeoutMs: 3000 });
    try {
      const err = await s.fetcher.request(`http://127.0.0.1:${port(plain)}/`).catch((e: unknown) => e);
      expect(err).toMatchObject({ statusCode: 503, code: 'fetch.proxy_unavailable' });
      expect(s.failed).toHaveLength(2);
      const url = await egress.start();
      expect((await egressConnect(url, `127.0.0.1:${port(plain)}`)).status).toBe('503 Upstream proxies unavailable');
      expect((await egressGet(url, `http://127.0.0.1:${port(plain)}/`)).status).toBe(503);
    } finally {
      await egress.close();
      s.close();
    }
  });

  it("a destination the proxy cannot reach is the destination's failure: the proxy stays in rotation", async () => {
    const closed = net.createServer();
    const gone = await listen(closed);
    await new Promise((r) => closed.close(r));
    const s = setup(live.url);
    try {
      const err = await s.fetcher.request(`http://127.0.0.1:${gone}/`).catch((e: unknown) => e);
      expect(err).toMatchObject({ statusCode: 502, code: 'fetch.unreachable' });
      expect(s.failed).toEqual([]);
      expect(s.upstream.resting()).toEqual([]);
    } finally {
      s.close();
    }
  });
});
