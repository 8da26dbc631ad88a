/**
 * A small HTTP proxy inside the server process, on 127.0.0.1 and a port the OS picks, for the child
 * programs (yt-dlp, ffmpeg) that fetch for a user. Every connection it makes goes through the EgressGuard:
 * CONNECT tunnels connect to the checked address of host:port; plain HTTP requests (absolute URI) are
 * forwarded one hop through the GuardedFetcher (the client follows redirects, each one a new checked request).
 * A refused target gets `403 Forbidden by egress policy`, which the engine maps to a human message.
 *
 * A relay (`relay()`) is a URL on a name of its own that stands for one source fetched with the operator's cookies:
 * ffmpeg reads it through this proxy like any plain HTTP URL, and the proxy makes the request itself, cookies and
 * redirects included, so that no cookie ever appears on a command line.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { GuardedFetcher } from './guardedFetcher';
import { FetchError, unreachable } from './errors';
import { MEDIA_HEADERS } from './media';

export const EGRESS_REFUSAL = 'Forbidden by egress policy';
/** The answer's reason when every upstream proxy of the target's pool failed (the engine's error names it). */
export const UPSTREAM_UNAVAILABLE = 'Upstream proxies unavailable';

/** The status line for a target that could not be reached: refused by the policy, no proxy, timed out, or failed. */
function statusLine(err: unknown): string {
  const code = err instanceof FetchError ? err.code : '';
  if (code === 'fetch.address_forbidden') return `403 ${EGRESS_REFUSAL}`;
  if (code === 'fetch.proxy_unavailable') return `503 ${UPSTREAM_UNAVAILABLE}`;
  if (code === 'fetch.timeout') return '504 Gateway Timeout';
  return '502 Bad Gateway';
}

/** What a relay passes back of its source's answer: what a media reader needs (never Set-Cookie). */
const RELAYED_BACK = new Set<string>(MEDIA_HEADERS);

const HOP_BY_HOP = new Set([
  'connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer',
  'transfer-encoding', 'upgrade',
]);

/** The names relays are reached by: `r<token>.relay.invalid` (`.invalid` is never a real host: RFC 6761). */
const RELAY_SUFFIX = '.relay.invalid';

/** One relay: the source it stands for, the only path it answers, and the cookies of each hop's URL. */
interface Relay {
  target: string;
  path: string;
  cookies: (url: URL) => string | undefined;
}

/** A relay handed out: the URL to read, and its end (its URL answers 404 from then on). */
export interface RelayHandle {
  url: string;
  release(): void;
}

export interface EgressProxyOptions {
  connectTimeoutMs: number;
  idleTimeoutMs: number;
  /** Called for each refused target (for logs; never with a full URL). */
  onRefused?: (host: string) => void;
}

export class EgressProxy {
  private server: http.Server | null = null;
  private readonly sockets = new Set<net.Socket | Duplex>();
  private readonly relays = new Map<string, Relay>();
  /** The one start in progress or done: callers that ask at the same moment share one listening server. */
  private starting: Promise<string> | null = null;

  constructor(
    private readonly fetcher: GuardedFetcher,
    private readonly options: EgressProxyOptions,
  ) {}

  /** Starts listening (once) and returns the proxy URL, `http://127.0.0.1:<port>`. */
  start(): Promise<string> {
    this.starting ??= this.listen().catch((err: unknown) => {
      this.starting = null;
      throw err;
    });
    return this.starting;
  }

  private async listen(): Promise<string> {
    const server = http.createServer((req, res) => void this.forward(req, res));
    server.on('connect', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => void this.tunnel(req, socket, head));
    server.on('connection', (s: net.Socket) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    server.on('clientError', (_err, socket) => socket.destroy());
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    this.server = server;
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  /**
   * A URL that reads `target` through this proxy with the operator's cookies (`cookies`, asked at every hop: a
   * redirect to another host carries that host's, or none). It answers only its own path (the target's, so that a
   * reader that goes by the extension still can) and only until released; its name is random and unguessable.
   */
  relay(target: string, cookies: (url: URL) => string | undefined): RelayHandle {
    const host = `r${crypto.randomBytes(16).toString('hex')}${RELAY_SUFFIX}`;
    const path = new URL(target).pathname;
    this.relays.set(host, { target, path, cookies });
    return { url: `http://${host}${path}`, release: () => void this.relays.delete(host) };
  }

  async close(): Promise<void> {
    // A start still under way finishes first, so the server it opens is closed too.
    await this.starting?.catch(() => undefined);
    const server = this.server;
    this.server = null;
    this.starting = null;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private refuse(socket: Duplex, err: unknown, host: string): void {
    const status = statusLine(err);
    if (status.startsWith('403')) this.options.onRefused?.(host);
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  }

  /**
   * A connection to the checked address of host:port: direct, or through the host's pool of upstream proxies (asked
   * for that address, never the name). Rejects with the FetchError to answer with.
   */
  private async open(host: string, port: number): Promise<net.Socket> {
    const addresses = await this.fetcher.guard.resolve(host, port);
    const bare = host.replace(/^\[|\]$/g, '');
    const route = this.fetcher.upstream?.route(bare) ?? null;
    if (route) return this.fetcher.upstream!.connect(route, addresses?.[0].address ?? bare, port);
    const socket = addresses ? net.connect({ host: addresses[0].address, port, family: addresses[0].family }) : net.connect({ host: bare, port });
    this.sockets.add(socket);
    return new Promise((resolve, reject) => {
      const timedOut = () => socket.destroy(new Error('connect timeout'));
      const failed = () => {
        this.sockets.delete(socket);
        reject(unreachable());
      };
      socket.setTimeout(this.options.connectTimeoutMs, timedOut);
      socket.once('error', failed);
      socket.once('connect', () => {
        // The tunnel sets its own idle limit and error handling from here.
        socket.off('timeout', timedOut);
        socket.off('error', failed);
        resolve(socket);
      });
    });
  }

  private async tunnel(req: http.IncomingMessage, client: Duplex, head: Buffer): Promise<void> {
    this.sockets.add(client);
    client.on('close', () => this.sockets.delete(client));
    client.on('error', () => client.destroy());
    const authority = req.url ?? '';
    let host: string;
    let port: number;
    try {
      const parsed = new URL(`http://${authority}`);
      if (!parsed.port || parsed.pathname !== '/' || parsed.username) throw new Error('bad authority');
      host = parsed.hostname;
      port = Number(parsed.port);
    } catch {
      client.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    let upstream: net.Socket;
    try {
      upstream = await this.open(host, port);
    } catch (err) {
      this.refuse(client, err, host);
      return;
    }
    if (client.destroyed) {
      upstream.destroy();
      return;
    }
    this.sockets.add(upstream);
    upstream.setTimeout(this.options.idleTimeoutMs, () => upstream.destroy());
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length) upstream.write(head);
    upstream.pipe(client);
    client.pipe(upstream);
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => {
      this.sockets.delete(upstream);
      client.destroy();
    });
    client.on('close', () => upstream.destroy());
  }

  private async forward(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const target = req.url ?? '';
    if (!/^http:\/\//i.test(target)) {
      res.writeHead(400, { connection: 'close' }).end();
      return;
    }
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) {
      if (v === undefined || HOP_BY_HOP.has(k) || k === 'host') continue;
      headers[k] = Array.isArray(v) ? v.join(', ') : v;
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined);
    let host = '';
    try {
      const url = new URL(target);
      host = url.hostname;
      let relay: Relay | undefined;
      if (host.endsWith(RELAY_SUFFIX)) {
        relay = this.relays.get(host);
        // A relay answers its own path, to a read, while it lasts; nothing else on its name.
        if (!relay || url.pathname !== relay.path || (req.method !== 'GET' && req.method !== 'HEAD') || hasBody) {
          res.writeHead(404, { connection: 'close', 'content-length': '0' }).end();
          return;
        }
        host = new URL(relay.target).hostname;
      }
      const upstream = await this.fetcher.request(relay?.target ?? target, {
        method: req.method,
        headers,
        body: hasBody ? req : undefined,
        // A relay's redirects are followed here (its reader would leave the relay); any other client follows its own.
        maxRedirects: relay ? undefined : 0,
        // A relay's answer is handed on only when it is media (a refusal is a 502).
        cookies: relay?.cookies,
        mediaOnly: Boolean(relay),
        idleTimeoutMs: this.options.idleTimeoutMs,
        timeoutMs: this.options.connectTimeoutMs,
      });
      const out: Record<string, string | string[]> = {};
      for (const [k, v] of Object.entries(upstream.headers)) if (v !== undefined && !HOP_BY_HOP.has(k) && (!relay || RELAYED_BACK.has(k))) out[k] = v;
      res.writeHead(upstream.status, upstream.statusMessage, out);
      upstream.body.pipe(res);
      upstream.body.on('error', () => res.destroy());
      res.on('close', () => upstream.body.destroy());
    } catch (err) {
      const status = statusLine(err);
      if (status.startsWith('403')) this.options.onRefused?.(host);
      if (res.headersSent) res.destroy();
      else res.writeHead(Number(status.slice(0, 3)), status.slice(4), { connection: 'close', 'content-length': '0' }).end();
    }
  }
}
