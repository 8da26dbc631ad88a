/**
 * The upstream proxies at run time: which pool a host's requests take, failover within a pool, and the HTTP agents
 * that carry the guarded fetcher's requests through a pool (the egress proxy's tunnels use `connect` directly).
 *
 * A pool's proxies are tried in the order they are listed: the first that works carries everything, so a page and
 * the media it links to leave from the same address. One that fails (no answer, credentials refused, a broken
 * handshake) is taken out of rotation for the cooldown and the next one is used; it comes back after the cooldown,
 * or sooner when every other one has failed too. When none works, the request fails with `proxy_unavailable`, and
 * the log has named each proxy (scheme, host and port: never credentials) with its reason.
 */
import http from 'node:http';
import net from 'node:net';
import tls from 'node:tls';
import type { Duplex } from 'node:stream';
import { proxyUnavailable, unreachable } from '../errors';
import type { ProxyEndpoint, ProxyList, UpstreamConfig } from './config';
import { dial, ProxyFailure, TargetUnreachable } from './dial';
import { platformOfRequestHost } from './hosts';

export interface UpstreamEvents {
  /** A proxy failed and leaves the rotation until `until` (ms since 1970). */
  failed?: (proxy: string, reason: string, until: number) => void;
  /** A proxy that had failed works again. */
  recovered?: (proxy: string) => void;
}

export interface UpstreamOptions {
  /** Time allowed to reach the target through one proxy. */
  timeoutMs: number;
  events?: UpstreamEvents;
  now?: () => number;
}

/** Request options the fetcher hands its agent: the address the guard checked, to ask the proxy for. */
export interface TunnelRequestOptions extends http.RequestOptions {
  checkedAddress?: string;
  /** TLS to the target: as for https.request. */
  rejectUnauthorized?: boolean;
  ca?: tls.SecureContextOptions['ca'];
}

export class Upstream {
  /** Proxy label → the time it comes back into rotation. */
  private readonly down = new Map<string, number>();
  private readonly agents = new Map<string, TunnelAgent>();
  private readonly now: () => number;

  constructor(
    readonly config: UpstreamConfig,
    private readonly options: UpstreamOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** The pool a host's requests take, or null for a direct connection. */
  route(hostname: string): ProxyList | null {
    const platform = platformOfRequestHost(hostname);
    const own = platform ? this.config.platforms.get(platform) : undefined;
    const list = own ?? this.config.pool;
    return list.length ? list : null;
  }

  /** The pool's proxies in the order to try them: those in rotation as listed, then those resting, soonest back first. */
  order(list: ProxyList): ProxyEndpoint[] {
    const now = this.now();
    const resting = (p: ProxyEndpoint) => (this.down.get(p.label) ?? 0) > now;
    return [...list.filter((p) => !resting(p)), ...list.filter(resting).sort((a, b) => this.down.get(a.label)! - this.down.get(b.label)!)];
  }

  /** A stream to host:port through the first proxy of the pool that works. */
  async connect(list: ProxyList, host: string, port: number): Promise<net.Socket> {
    for (const proxy of this.order(list)) {
      try {
        const socket = await dial(proxy, host, port, { timeoutMs: this.options.timeoutMs, ca: this.config.ca });
        if (this.down.delete(proxy.label)) this.options.events?.recovered?.(proxy.label);
        return socket;
      } catch (err) {
        if (err instanceof TargetUnreachable) throw unreachable();
        const reason = err instanceof ProxyFailure ? err.reason : 'failed';
        const until = this.now() + this.config.cooldownMs;
        this.down.set(proxy.label, until);
        this.options.events?.failed?.(proxy.label, reason, until);
      }
    }
    throw proxyUnavailable();
  }

  /** The keep-alive agent that carries http: or https: requests through a pool. */
  agent(list: ProxyList, secure: boolean): http.Agent {
    const key = `${secure ? 's' : 'p'}|${list.map((p) => p.label).join(',')}`;
    let agent = this.agents.get(key);
    if (!agent) {
      agent = new TunnelAgent(this, list, secure);
      this.agents.set(key, agent);
    }
    return agent;
  }

  /** Proxies out of rotation now, with the time each comes back. */
  resting(): { proxy: string; until: number }[] {
    const now = this.now();
    return [...this.down.entries()].filter(([, until]) => until > now).map(([proxy, until]) => ({ proxy, until }));
  }

  close(): void {
    for (const a of this.agents.values()) a.destroy();
    this.agents.clear();
  }
}

type Created = (err: Error | null, socket?: Duplex) => void;

/**
 * An http.Agent whose connections are tunnels through a pool (TLS to the target inside the tunnel for https:), pooled
 * and kept alive like the direct ones. Node's agent accepts a connection handed to createConnection's callback later.
 */
class TunnelAgent extends http.Agent {
  constructor(
    private readonly upstream: Upstream,
    private readonly list: ProxyList,
    private readonly secure: boolean,
  ) {
    super({ keepAlive: true, maxSockets: 64, keepAliveMsecs: 10_000 });
    // The request checks the agent's protocol against the URL's.
    (this as unknown as { protocol: string }).protocol = secure ? 'https:' : 'http:';
    (this as unknown as { defaultPort: number }).defaultPort = secure ? 443 : 80;
  }

  override createConnection(options: TunnelRequestOptions, callback: Created): undefined {
    const host = String(options.host ?? options.hostname ?? '').replace(/^\[|\]$/g, '');
    const port = Number(options.port) || (this.secure ? 443 : 80);
    this.upstream.connect(this.list, options.checkedAddress ?? host, port).then(
      (socket) => {
        if (!this.secure) {
          callback(null, socket);
          return;
        }
        const secured = tls.connect({
          socket,
          host,
          servername: net.isIP(host) ? undefined : host,
          ALPNProtocols: ['http/1.1'],
          rejectUnauthorized: options.rejectUnauthorized !== false,
          ca: options.ca,
        });
        const failed = (err: Error) => {
          socket.destroy();
          callback(err);
        };
        secured.once('error', failed);
        secured.once('secureConnect', () => {
          secured.off('error', failed);
          callback(null, secured);
        });
      },
      (err: Error) => callback(err),
    );
    return undefined;
  }
}
