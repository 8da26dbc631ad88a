/**
 * CANARY_LINKS: one public link per platform that the canary extracts on a schedule (`youtube=https://…,soundcloud=https://…`).
 * Checked at start: each name is an enabled platform's id (contract/src/platforms.ts), given once, and each link is an
 * http(s) link that the platform detection finds to be that platform's. A link on a host of TRUSTED_FETCH_HOSTS (tests
 * and development only: local pages standing in for a platform) skips the detection, since no platform's hosts match it.
 */
import { PLATFORMS, detectPlatform } from '@dl/contract';

export interface CanaryLink {
  /** The platform's id. */
  platform: string;
  url: string;
}

/** A pair starts where a comma is followed by `name=http(s)://`, so a comma inside a link's query stays in the link. */
const PAIR_START = /,(?=\s*[a-z0-9][a-z0-9-]*\s*=\s*https?:\/\/)/i;

/** The link without what must never be printed (credentials, query, fragment): for messages. */
function shown(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return '(not a link)';
  }
}

/** The configured links in the table's order; throws an Error naming what strays (never a link's query or credentials). */
export function parseCanaryLinks(raw: string, trustedHosts: readonly string[] = []): CanaryLink[] {
  const text = raw.trim();
  if (!text) return [];
  const enabled = PLATFORMS.filter((p) => p.enabled);
  const byId = new Map<string, string>();
  for (const pair of text.split(PAIR_START)) {
    const m = /^\s*([a-z0-9][a-z0-9-]*)\s*=\s*(\S+)\s*$/i.exec(pair);
    if (!m) throw new Error(`CANARY_LINKS lists platform=link pairs such as "youtube=https://www.youtube.com/watch?v=…,soundcloud=https://soundcloud.com/…", got "${pair.trim().slice(0, 40)}"`);
    const id = m[1].toLowerCase();
    const platform = enabled.find((p) => p.id === id);
    if (!platform) throw new Error(`CANARY_LINKS: "${id}" is not the id of an enabled platform (${enabled.map((p) => p.id).join(', ')})`);
    if (byId.has(id)) throw new Error(`CANARY_LINKS names "${id}" twice`);
    let url: URL;
    try {
      url = new URL(m[2]);
    } catch {
      throw new Error(`CANARY_LINKS: the link of "${id}" is not a link`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`CANARY_LINKS: the link of "${id}" must be an http(s) link`);
    const trusted = trustedHosts.includes(url.host.toLowerCase()) || trustedHosts.includes(url.hostname.toLowerCase());
    if (!trusted && detectPlatform(url.toString()) !== platform.name) {
      throw new Error(`CANARY_LINKS: the link of "${id}" (${shown(url.toString())}) is not a ${platform.name} link`);
    }
    byId.set(id, url.toString());
  }
  return enabled.filter((p) => byId.has(p.id)).map((p) => ({ platform: p.id, url: byId.get(p.id)! }));
}

/**
 * The canary's configuration as `npm run engine -- status` prints it: the platforms watched and how often, or what is
 * wrong with CANARY_LINKS (the states themselves are on /status and GET /api/status).
 */
export function canaryStatusLine(env: NodeJS.ProcessEnv): string {
  const trusted = (env.TRUSTED_FETCH_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  let links: CanaryLink[];
  try {
    links = parseCanaryLinks(env.CANARY_LINKS ?? '', trusted);
  } catch (e) {
    return `INVALID: ${(e as Error).message}`;
  }
  if (!links.length) return 'none (CANARY_LINKS): every platform unknown on /status';
  const interval = env.CANARY_INTERVAL_SECONDS?.trim() || '900';
  return `${links.map((l) => l.platform).join(', ')} every ${interval} s (their states: /status, GET /api/status)`;
}
