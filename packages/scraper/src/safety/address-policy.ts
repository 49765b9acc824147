import { BlockList, isIP } from 'node:net';

/**
 * Addresses a public scraper must never reach: private networks, loopback, link-local (which
 * includes the cloud metadata service at 169.254.169.254), multicast, and reserved ranges.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // IPv4-compatible (deprecated) addresses, which include :: and ::1.
  ['::', 96],
  ['100::', 64],
  // Teredo tunnels to an IPv4 host, with the target obfuscated in the address.
  ['2001::', 32],
  ['2001:db8::', 32],
  // Local-use NAT64.
  ['64:ff9b:1::', 48],
  ['fc00::', 7],
  ['fe80::', 10],
  // Site-local (deprecated, still routed inside some networks).
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

const BLOCKED_HOSTNAMES = /(?:^|\.)(?:localhost|internal|local)$|^metadata\.google\.internal$/i;

/** True when the IP address is one we refuse to connect to. */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const bytes = ipv6Bytes(address);
  if (!bytes) return true;
  const embedded = embeddedIpv4(bytes);
  if (embedded && blocked.check(embedded, 'ipv4')) return true;
  return blocked.check(address, 'ipv6');
}

/** True when the host name alone shows it is not a public site. */
export function isForbiddenHostname(hostname: string, isForbidden = isForbiddenAddress): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return isForbidden(bare);
  return BLOCKED_HOSTNAMES.test(bare.replace(/\.$/, ''));
}

/**
 * The IPv4 address some IPv6 forms carry to reach an IPv4 host: IPv4-mapped (::ffff:0:0/96),
 * IPv4-translated (::ffff:0:0:0/96), NAT64 (64:ff9b::/96) and 6to4 (2002::/16).
 */
function embeddedIpv4(bytes: Uint8Array): string | null {
  const word = (index: number) => ((bytes[index] ?? 0) << 8) | (bytes[index + 1] ?? 0);
  const words = Array.from({ length: 8 }, (_, index) => word(index * 2));
  const dotted = (from: number) => Array.from(bytes.subarray(from, from + 4)).join('.');
  const zeros = (from: number, to: number) => words.slice(from, to).every((value) => value === 0);
  if (zeros(0, 5) && words[5] === 0xffff) return dotted(12);
  if (zeros(0, 4) && words[4] === 0xffff && words[5] === 0) return dotted(12);
  if (words[0] === 0x64 && words[1] === 0xff9b && zeros(2, 6)) return dotted(12);
  if (words[0] === 0x2002) return dotted(2);
  return null;
}

/** The 16 bytes of an IPv6 address (with `::` and a trailing dotted quad expanded). */
function ipv6Bytes(address: string): Uint8Array | null {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  const bytes = new Uint8Array(16);
  groups.forEach((group, index) => {
    const value = Number.parseInt(group, 16);
    bytes[index * 2] = value >> 8;
    bytes[index * 2 + 1] = value & 255;
  });
  return bytes;
}
