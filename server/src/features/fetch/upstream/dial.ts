/**
 * Opens a TCP stream to host:port through one upstream proxy: `CONNECT` over plain HTTP or over TLS (Node's own
 * client speaks it), or SOCKS5's connect (the `socks` package). The caller passes the address the egress guard checked,
 * so the proxy never resolves a name the guard did not see.
 *
 * A failure is the proxy's own (it does not answer, refuses our credentials, breaks the handshake: try the next one)
 * or the target's (the proxy works but could not reach the target: the same as a direct connection that failed).
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import { SocksClient } from 'socks';
import type { ProxyEndpoint } from './config';

/** The proxy itself failed: it leaves the rotation for a while. `reason` never holds credentials. */
export class ProxyFailure extends Error {
  constructor(
    readonly proxy: ProxyEndpoint,
    readonly reason: string,
  ) {
    super(`${proxy.label}: ${reason}`);
    this.name = 'ProxyFailure';
  }
}

/** The proxy answered that it could not reach the target. */
export class TargetUnreachable extends Error {
  constructor(readonly proxy: ProxyEndpoint, readonly reason: string) {
    super(`${proxy.label}: ${reason}`);
    this.name = 'TargetUnreachable';
  }
}

export interface DialOptions {
  /** Time allowed for the proxy's answer, connection and handshake included. */
  timeoutMs: number;
  /** Extra certificates trusted for https:// proxies (UPSTREAM_PROXY_CA_FILE). */
  ca?: string;
}

/** HTTP answers to CONNECT that speak of the target, not of the proxy. */
const TARGET_STATUSES = new Set([403, 404, 500, 502, 504]);
/** SOCKS5 replies that speak of the target (as the socks package names them). */
const SOCKS_TARGET = /rejected connection - (?:HostUnreachable|NetworkUnreachable|ConnectionRefused|TTLExpired|NotAllowed)/i;

function basic(proxy: ProxyEndpoint): string | undefined {
  if (proxy.username === undefined) return undefined;
  return `Basic ${Buffer.from(`${proxy.username}:${proxy.password ?? ''}`).toString('base64')}`;
}

function errorReason(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  return e?.code ?? (e?.message || 'failed');
}

function connectTunnel(proxy: ProxyEndpoint, host: string, port: number, options: DialOptions): Promise<net.Socket> {
  const authority = net.isIPv6(host) ? `[${host}]:${port}` : `${host}:${port}`;
  const headers: Record<string, string> = { host: authority };
  const auth = basic(proxy);
  if (auth) headers['proxy-authorization'] = auth;
  const common = { host: proxy.host, port: proxy.port, method: 'CONNECT', path: authority, headers, agent: false as const };
  return new Promise((resolve, reject) => {
    const req =
      proxy.scheme === 'https'
        ? https.request({
            ...common,
            servername: net.isIP(proxy.host) ? undefined : proxy.host,
            ca: options.ca ? [...tls.rootCertificates, options.ca] : undefined,
          })
        : http.request(common);
    const deadline = setTimeout(() => req.destroy(Object.assign(new Error('no answer in time'), { code: 'ETIMEDOUT' })), options.timeoutMs);
    req.once('connect', (res: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
      clearTimeout(deadline);
      const status = res.statusCode ?? 0;
      if (status >= 200 && status < 300) {
        if (head.length) socket.unshift(head);
        resolve(socket);
        return;
      }
      socket.destroy();
      const reason = `answered CONNECT with ${status}${status === 407 || status === 401 ? ' (credentials refused)' : ''}`;
      reject(TARGET_STATUSES.has(status) ? new TargetUnreachable(proxy, reason) : new ProxyFailure(proxy, reason));
    });
    // An answer without the upgrade (a server that is no proxy) ends the request like a plain response.
    req.once('response', (res: http.IncomingMessage) => {
      clearTimeout(deadline);
      res.resume();
      reject(new ProxyFailure(proxy, `answered CONNECT with ${res.statusCode ?? 0}`));
    });
    req.once('error', (err) => {
      clearTimeout(deadline);
      reject(new ProxyFailure(proxy, errorReason(err)));
    });
    req.end();
  });
}

async function connectSocks(proxy: ProxyEndpoint, host: string, port: number, options: DialOptions): Promise<net.Socket> {
  try {
    const { socket } = await SocksClient.createConnection({
      proxy: { host: proxy.host, port: proxy.port, type: 5, userId: proxy.username, password: proxy.password },
      command: 'connect',
      destination: { host, port },
      timeout: options.timeoutMs,
    });
    return socket;
  } catch (err) {
    const reason = (err as Error)?.message || 'failed';
    throw SOCKS_TARGET.test(reason) ? new TargetUnreachable(proxy, reason) : new ProxyFailure(proxy, reason);
  }
}

/** A connected stream to host:port through the proxy; rejects with ProxyFailure or TargetUnreachable. */
export function dial(proxy: ProxyEndpoint, host: string, port: number, options: DialOptions): Promise<net.Socket> {
  return proxy.scheme === 'socks5' ? connectSocks(proxy, host, port, options) : connectTunnel(proxy, host, port, options);
}
