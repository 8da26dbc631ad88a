/**
 * The adaptive mode's count: each client's costly calls in a window, by its address and, for IPv6, by its /64 too
 * (one subscriber's network holds a whole /64, so a bot that changes address within it is still one client).
 */
import net from 'node:net';
import type { Limiter } from '../../infra/rateLimit';

/** The eight groups of an IPv6 address, or null when it is not one. */
function groups(ip: string): number[] | null {
  const address = ip.replace(/%.*$/, '');
  if (!net.isIPv6(address)) return null;
  let text = address;
  // A trailing IPv4 part (::ffff:192.0.2.1) is two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - front.length - back.length).fill(0);
  return [...front, ...zeros, ...back];
}

/** The keys a client is counted under: its address; for IPv6 (not an IPv4 address written as one) its /64 too. */
export function clientKeys(ip: string): string[] {
  const g = groups(ip);
  if (!g) return [`ip:${ip}`];
  const mappedV4 = g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff;
  if (mappedV4) return [`ip:${g[6] >> 8}.${g[6] & 255}.${g[7] >> 8}.${g[7] & 255}`];
  return [`ip:${g.map((x) => x.toString(16)).join(':')}`, `net:${g.slice(0, 4).map((x) => x.toString(16)).join(':')}::/64`];
}

/** Counts one costly call of a client; true when it is past the threshold under any of its keys. */
export async function pastThreshold(limiter: Limiter, ip: string): Promise<boolean> {
  const results = await Promise.all(clientKeys(ip).map((key) => limiter.hit(key)));
  return results.some((r) => !r.allowed);
}
