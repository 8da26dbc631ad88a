/**
 * The one place that decides whether the server may talk to a target: scheme, host, trusted-host list and
 * the addresses a name resolves to. Callers connect to the addresses it returns (never resolve again), so
 * there is no window for DNS rebinding between the check and the connection.
 */
import dns from 'node:dns';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import { hasControlCharacter } from '@dl/contract';
import { canonicalIp, isForbiddenAddress } from './addressPolicy';
import { badScheme, forbiddenAddress, hostNotFound, invalidUrl, unreachable } from './errors';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/**
 * The resolver's answers that mean the name does not exist: no such name (ENOTFOUND), or a name with no address
 * (ENODATA). To the visitor, whose link it is, both say the site cannot be found. A resolver that gives no answer
 * (EAI_AGAIN, EAI_FAIL) says nothing of the link: the server's own name service may be down, so it stays a 502.
 */
const NAME_NOT_RESOLVED = new Set(['ENOTFOUND', 'ENODATA']);

const systemResolver: Resolver = async (hostname) => {
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** Host name without brackets, trailing dot or case; IPv4-mapped IPv6 literals become IPv4. */
export function canonicalHost(hostname: string): string {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  return net.isIP(canonicalIp(h)) ? canonicalIp(h) : h;
}

export function defaultPort(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

export class EgressGuard {
  private readonly trusted: Set<string>;

  constructor(
    trustedHosts: readonly string[],
    private readonly resolver: Resolver = systemResolver,
  ) {
    this.trusted = new Set(
      trustedHosts.map((t) => {
        const m = /^\[?([^\]]+?)\]?(?::(\d+))?$/.exec(t.trim().toLowerCase());
        if (!m) return t;
        const host = canonicalHost(m[1]);
        return m[2] ? `${host}|${Number(m[2])}` : host;
      }),
    );
  }

  /**
   * Parses a user-supplied link: http(s) only, with a host, and no raw control character (which the URL parser would
   * drop or encode: a link holding one is not what anybody meant). Throws the human-readable refusal.
   */
  parseUrl(raw: string): URL {
    const text = raw.trim();
    if (hasControlCharacter(text)) throw invalidUrl();
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw invalidUrl();
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badScheme();
    if (!url.hostname) throw invalidUrl();
    return url;
  }

  isTrusted(hostname: string, port: number): boolean {
    const host = canonicalHost(hostname);
    return this.trusted.has(host) || this.trusted.has(`${host}|${port}`);
  }

  /**
   * True when a link can be refused without a DNS query: not http(s), a literal forbidden address or a
   * `localhost` name, and not trusted. For filtering what an extractor found; fetches still call `check`.
   */
  refusesOutright(raw: string): boolean {
    let url: URL;
    try {
      url = this.parseUrl(raw);
    } catch {
      return true;
    }
    const host = canonicalHost(url.hostname);
    if (this.isTrusted(host, defaultPort(url))) return false;
    if (net.isIP(host)) return isForbiddenAddress(host);
    return host === 'localhost' || host.endsWith('.localhost');
  }

  /**
   * The checked addresses to connect to for host:port, or null when the host is trusted (connect as the
   * system resolves it). Refuses when ANY resolved address is forbidden.
   */
  async resolve(hostname: string, port: number): Promise<ResolvedAddress[] | null> {
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw invalidUrl();
    const host = canonicalHost(hostname);
    if (!host) throw invalidUrl();
    if (this.isTrusted(host, port)) return null;
    const family = net.isIP(host);
    if (family) {
      if (isForbiddenAddress(host)) throw forbiddenAddress();
      return [{ address: host, family: family === 6 ? 6 : 4 }];
    }
    if (host === 'localhost' || host.endsWith('.localhost')) throw forbiddenAddress();
    // RFC 6761: a name under .invalid never resolves; no name server is asked.
    if (host === 'invalid' || host.endsWith('.invalid')) throw hostNotFound();
    let addresses: ResolvedAddress[];
    try {
      addresses = await this.resolver(host);
    } catch (err) {
      throw NAME_NOT_RESOLVED.has((err as NodeJS.ErrnoException)?.code ?? '') ? hostNotFound() : unreachable();
    }
    if (addresses.length === 0) throw hostNotFound();
    if (addresses.some((a) => isForbiddenAddress(a.address))) throw forbiddenAddress();
    return addresses.map((a) => ({ address: canonicalIp(a.address), family: net.isIPv6(canonicalIp(a.address)) ? 6 : 4 }));
  }

  /** Checks a URL (scheme, literal addresses, trusted list) and resolves it; see `resolve`. */
  async check(url: URL): Promise<ResolvedAddress[] | null> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badScheme();
    return this.resolve(url.hostname, defaultPort(url));
  }

  /** A `lookup` for net/http that hands back exactly the addresses that were checked. */
  static lookupFrom(addresses: ResolvedAddress[]): LookupFunction {
    return ((_hostname: string, options: { all?: boolean; family?: number }, callback: (...args: unknown[]) => void) => {
      const usable = options?.family === 4 || options?.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
      const list = usable.length ? usable : addresses;
      if (options?.all) callback(null, list.map((a) => ({ address: a.address, family: a.family })));
      else callback(null, list[0].address, list[0].family);
    }) as unknown as LookupFunction;
  }
}
