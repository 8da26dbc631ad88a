/**
 * Upstream proxies (issue #28, point 1), as the operator writes them:
 * - `UPSTREAM_PROXIES`: the pool every request goes through, a list of `http://`, `https://` or `socks5://` URLs
 *   (credentials allowed: `socks5://user:secret@proxy.example:1080`), separated by commas or spaces; empty: direct.
 * - `UPSTREAM_PROXIES_<PLATFORM>` (`UPSTREAM_PROXIES_YOUTUBE`, `UPSTREAM_PROXIES_APPLE_PODCASTS`, …): that platform's
 *   own pool, or `direct`; it carries the platform's pages and its media hosts (hosts.ts).
 * - `UPSTREAM_PROXY_COOLDOWN_SECONDS`: how long a proxy that failed stays out of rotation (default 60).
 * - `UPSTREAM_PROXY_CA_FILE`: a PEM file of certificates trusted for `https://` proxies, besides the system's.
 *
 * A mistake stops the server at start, naming the variable; a message never shows a proxy's credentials.
 */
import fs from 'node:fs';
import net from 'node:net';
import { PLATFORMS } from '@dl/contract';

export type ProxyScheme = 'http' | 'https' | 'socks5';

export interface ProxyEndpoint {
  scheme: ProxyScheme;
  host: string;
  port: number;
  username?: string;
  password?: string;
  /** `scheme://host:port`: what the log and the status show (never the credentials). */
  label: string;
}

/** A pool: the proxies in the order they are tried. An empty list means direct. */
export type ProxyList = readonly ProxyEndpoint[];

export interface UpstreamConfig {
  /** UPSTREAM_PROXIES: for every host no platform's own choice covers. */
  pool: ProxyList;
  /** Platform id → its own pool (empty: direct). */
  platforms: ReadonlyMap<string, ProxyList>;
  cooldownMs: number;
  /** The PEM text of UPSTREAM_PROXY_CA_FILE, or undefined. */
  ca?: string;
}

const DEFAULT_PORTS: Record<ProxyScheme, number> = { http: 80, https: 443, socks5: 1080 };

export class UpstreamConfigError extends Error {}

/** The environment variable of a platform's pool: `UPSTREAM_PROXIES_` and its id in capitals, `-` as `_`. */
export function platformVariable(id: string): string {
  return `UPSTREAM_PROXIES_${id.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
}

/** `scheme://host:port` of a proxy URL as written, for messages; credentials are never part of it. */
function safeText(raw: string): string {
  return raw.replace(/\/\/[^@/]*@/, '//…@');
}

/** One proxy URL, checked: a scheme of the three, a host, a port, nothing after the authority. */
export function parseProxyUrl(raw: string, variable: string): ProxyEndpoint {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UpstreamConfigError(`${variable}: "${safeText(raw)}" is not a URL (write it as http://host:port, https://host:port or socks5://host:port)`);
  }
  const scheme = url.protocol.slice(0, -1);
  if (scheme !== 'http' && scheme !== 'https' && scheme !== 'socks5') {
    throw new UpstreamConfigError(`${variable}: ${url.protocol}// proxies are not supported; use http://, https:// or socks5://`);
  }
  if (!url.hostname) throw new UpstreamConfigError(`${variable}: "${safeText(raw)}" names no host`);
  if ((url.pathname && url.pathname !== '/') || url.search || url.hash) {
    throw new UpstreamConfigError(`${variable}: "${safeText(raw)}" has a path or query; a proxy is only scheme://host:port`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = url.port ? Number(url.port) : DEFAULT_PORTS[scheme];
  const label = `${scheme}://${net.isIPv6(host) ? `[${host}]` : host}:${port}`;
  const endpoint: ProxyEndpoint = { scheme, host, port, label };
  if (url.username) endpoint.username = decodeURIComponent(url.username);
  if (url.password) endpoint.password = decodeURIComponent(url.password);
  if (scheme === 'socks5' && endpoint.username && Buffer.byteLength(endpoint.username) > 255) {
    throw new UpstreamConfigError(`${variable}: ${label}: a SOCKS5 user name has at most 255 bytes`);
  }
  return endpoint;
}

function parseList(raw: string, variable: string): ProxyEndpoint[] {
  const items = raw.split(/[\s,]+/).filter(Boolean);
  const list = items.map((item) => parseProxyUrl(item, variable));
  const seen = new Set<string>();
  for (const p of list) {
    if (seen.has(p.label)) throw new UpstreamConfigError(`${variable}: ${p.label} is listed twice`);
    seen.add(p.label);
  }
  return list;
}

/** How long a proxy that failed stays out of rotation when UPSTREAM_PROXY_COOLDOWN_SECONDS is not set. */
export const UPSTREAM_COOLDOWN_DEFAULT_SECONDS = 60;

function seconds(env: NodeJS.ProcessEnv): number {
  const raw = (env.UPSTREAM_PROXY_COOLDOWN_SECONDS ?? '').trim();
  if (!raw) return UPSTREAM_COOLDOWN_DEFAULT_SECONDS;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1 || n > 86_400) {
    throw new UpstreamConfigError(`UPSTREAM_PROXY_COOLDOWN_SECONDS must be a whole number of seconds from 1 to 86400, got "${raw}"`);
  }
  return n;
}

function caText(env: NodeJS.ProcessEnv): string | undefined {
  const file = (env.UPSTREAM_PROXY_CA_FILE ?? '').trim();
  if (!file) return undefined;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    throw new UpstreamConfigError(`UPSTREAM_PROXY_CA_FILE: ${file} cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  if (!text.includes('-----BEGIN CERTIFICATE-----')) throw new UpstreamConfigError(`UPSTREAM_PROXY_CA_FILE: ${file} holds no PEM certificate`);
  return text;
}

/** Reads the upstream proxies of an environment; throws UpstreamConfigError naming the variable that strays. */
export function parseUpstreamConfig(env: NodeJS.ProcessEnv): UpstreamConfig {
  const pool = parseList(env.UPSTREAM_PROXIES ?? '', 'UPSTREAM_PROXIES');
  const byVariable = new Map(PLATFORMS.map((p) => [platformVariable(p.id), p.id]));
  const platforms = new Map<string, ProxyList>();
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith('UPSTREAM_PROXIES_') || value === undefined) continue;
    const id = byVariable.get(name);
    if (!id) {
      throw new UpstreamConfigError(`${name} names no platform; the platforms' variables are ${[...byVariable.keys()].join(', ')}`);
    }
    const text = value.trim();
    if (!text) continue;
    platforms.set(id, text.toLowerCase() === 'direct' ? [] : parseList(text, name));
  }
  const ca = caText(env);
  if (ca && !usesProxies({ pool, platforms })) throw new UpstreamConfigError('UPSTREAM_PROXY_CA_FILE is set but no upstream proxy is (UPSTREAM_PROXIES)');
  return { pool, platforms, cooldownMs: seconds(env) * 1000, ca };
}

/** True when some request goes through a proxy. */
export function usesProxies(config: Pick<UpstreamConfig, 'pool' | 'platforms'>): boolean {
  return config.pool.length > 0 || [...config.platforms.values()].some((l) => l.length > 0);
}

/** One line for the start-up log and `npm run engine -- status`: each pool's proxies (labels only, never credentials). */
export function describeUpstream(config: UpstreamConfig): string {
  if (!usesProxies(config)) return 'none: every request leaves from this server (UPSTREAM_PROXIES)';
  const list = (l: ProxyList) => (l.length ? l.map((p) => p.label).join(', ') : 'direct');
  const own = [...config.platforms.entries()].map(([id, l]) => `${id}: ${list(l)}`);
  return [...own, `${own.length ? 'other hosts' : 'every host'}: ${list(config.pool)}`].join('; ');
}

/** `npm run engine -- status`'s line: the pools, or why the configuration would stop the server. */
export function upstreamStatusLine(env: NodeJS.ProcessEnv): string {
  try {
    return describeUpstream(parseUpstreamConfig(env));
  } catch (e) {
    return `the server would not start: ${(e as Error).message}`;
  }
}
