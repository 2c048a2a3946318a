/**
 * Which IP addresses the web-page fetcher may connect to: public unicast only. Refused are the
 * special-purpose ranges of the IANA IPv4 and IPv6 registries (RFC 6890 and successors) —
 * private, loopback, link-local (the cloud metadata service at 169.254.169.254 among them),
 * CGNAT, benchmarking, documentation, multicast, reserved and unspecified — and IPv6 forms
 * that carry an IPv4 address (IPv4-mapped, IPv4-compatible, NAT64, 6to4), judged by that IPv4.
 */
import net from 'node:net';

const V4_REFUSED: [string, number][] = [
  ['0.0.0.0', 8], // "this network", includes the unspecified 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT shared space
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];
const V6_REFUSED: [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['100::', 64], // discard-only
  ['2001:db8::', 32], // documentation
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
];

const refused = new net.BlockList();
for (const [address, prefix] of V4_REFUSED) refused.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of V6_REFUSED) refused.addSubnet(address, prefix, 'ipv6');

/** The 16 bytes of an IPv6 address (a zone id is dropped), or undefined when it is none. */
export function ipv6Bytes(address: string): Uint8Array | undefined {
  let text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (net.isIPv6(text) === false) return undefined;
  const bytes = new Uint8Array(16);
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = dotted[1]!.split('.').map(Number);
    text = `${text.slice(0, -dotted[1]!.length)}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  groups.forEach((group, index) => {
    const value = parseInt(group || '0', 16);
    bytes[index * 2] = value >> 8;
    bytes[index * 2 + 1] = value & 0xff;
  });
  return bytes;
}

const v4Of = (bytes: Uint8Array, from: number) => `${bytes[from]}.${bytes[from + 1]}.${bytes[from + 2]}.${bytes[from + 3]}`;
const allZero = (bytes: Uint8Array, from: number, to: number) => bytes.subarray(from, to).every((byte) => byte === 0);

/** The IPv4 address an IPv6 address carries, when it is one of the forms that do. */
function embeddedV4(bytes: Uint8Array): string | undefined {
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible, deprecated but still routed by some stacks)
  if (allZero(bytes, 0, 10) && ((bytes[10] === 0xff && bytes[11] === 0xff) || (bytes[10] === 0 && bytes[11] === 0))) return v4Of(bytes, 12);
  // 64:ff9b::/96 NAT64, 64:ff9b:1::/48 local NAT64
  if (bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b) return v4Of(bytes, 12);
  // 2002::/16 6to4
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return v4Of(bytes, 2);
  return undefined;
}

/** Whether the fetcher may connect to this address (a literal IPv4 or IPv6). */
export function isPublicAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '');
  if (net.isIPv4(plain)) return !refused.check(plain, 'ipv4');
  const bytes = ipv6Bytes(plain);
  if (!bytes) return false;
  const v4 = embeddedV4(bytes);
  if (v4 !== undefined) return isPublicAddress(v4);
  return !refused.check(plain.replace(/%.*$/, ''), 'ipv6');
}
