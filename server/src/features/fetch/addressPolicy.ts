/**
 * Which network addresses the server may connect to on a user's behalf. Everything that is not a plain
 * public unicast address is refused: loopback, private, link-local, CGNAT, multicast, unspecified,
 * reserved and documentation ranges, unique-local IPv6, IPv4 embedded in IPv6 (mapped, compatible, NAT64,
 * 6to4, Teredo: judged by the IPv4 address inside, or refused) and cloud metadata endpoints.
 */
import net from 'node:net';

const BLOCKED_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, includes the metadata address 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, includes broadcast 255.255.255.255
];

const BLOCKED_V6: [string, number][] = [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible form
  ['::ffff:0:0:0', 96], // IPv4-translated (SIIT)
  ['64:ff9b::', 96], // NAT64 well-known prefix
  ['64:ff9b:1::', 48], // NAT64 local-use
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments, includes Teredo 2001::/32
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing
  ['fc00::', 7], // unique local, includes the AWS metadata address fd00:ec2::254
  ['fe80::', 10], // link-local
  ['fec0::', 10], // deprecated site-local
  ['ff00::', 8], // multicast
];

/** Named for clarity; both are inside ranges above as well. */
export const METADATA_ADDRESSES = ['169.254.169.254', 'fd00:ec2::254'];

const blockList = new net.BlockList();
for (const [a, p] of BLOCKED_V4) blockList.addSubnet(a, p, 'ipv4');
for (const [a, p] of BLOCKED_V6) blockList.addSubnet(a, p, 'ipv6');
for (const a of METADATA_ADDRESSES) blockList.addAddress(a, net.isIPv4(a) ? 'ipv4' : 'ipv6');

/** The 16 bytes of an IPv6 address (any valid spelling, with or without a dotted IPv4 tail), or null. */
export function ipv6Bytes(address: string): number[] | null {
  if (!net.isIPv6(address)) return null;
  let text = address.toLowerCase();
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    tail.push(...dotted[1].split('.').map(Number));
    text = text.slice(0, -dotted[1].length) + '0:0';
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const parse = (s: string) => (s ? s.split(':').filter((g) => g !== '').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  const groups = rest === undefined ? left : [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
  if (groups.length !== 8) return null;
  const bytes = groups.flatMap((g) => [g >> 8, g & 0xff]);
  if (tail.length) bytes.splice(12, 4, ...tail);
  return bytes;
}

/** Strips brackets and a zone id, and turns an IPv4-mapped IPv6 address into its IPv4 form. */
export function canonicalIp(address: string): string {
  let a = address.trim();
  if (a.startsWith('[') && a.endsWith(']')) a = a.slice(1, -1);
  a = a.replace(/%.*$/, '');
  const bytes = ipv6Bytes(a);
  if (bytes && bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff) {
    return bytes.slice(12).join('.');
  }
  return a;
}

/** True for every address the server must not connect to on a user's behalf (and for anything not an IP). */
export function isForbiddenAddress(address: string): boolean {
  const ip = canonicalIp(address);
  const family = net.isIP(ip);
  if (family === 4) return blockList.check(ip, 'ipv4');
  if (family === 6) return blockList.check(ip, 'ipv6');
  return true;
}
