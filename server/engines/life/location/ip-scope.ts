/**
 * What kind of address an IP is (RFC 1918, 6598, 3927, 4193, 4291, 5737, 6890): only a public
 * address has a place; the others are answered as what they are, so "127.0.0.1" says
 * "loopback", not "unknown". An IPv4-mapped IPv6 address is its IPv4 address.
 */
import net from 'node:net';
import type { IpScope } from '@toolhub/contracts';

export interface ParsedIp {
  /** The address to look up: an IPv4-mapped IPv6 address as its IPv4 form. */
  address: string;
  version: 4 | 6;
  scope: IpScope;
}

const v4Number = (address: string) => address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
const inV4 = (n: number, base: string, bits: number) => Math.floor(n / 2 ** (32 - bits)) === Math.floor(v4Number(base) / 2 ** (32 - bits));

function v4Scope(address: string): IpScope {
  const n = v4Number(address);
  if (inV4(n, '127.0.0.0', 8)) return 'loopback';
  if (inV4(n, '10.0.0.0', 8) || inV4(n, '172.16.0.0', 12) || inV4(n, '192.168.0.0', 16)) return 'private';
  if (inV4(n, '169.254.0.0', 16)) return 'link-local';
  if (inV4(n, '100.64.0.0', 10)) return 'shared';
  const reserved = [['0.0.0.0', 8], ['192.0.0.0', 24], ['192.0.2.0', 24], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const;
  return reserved.some(([base, bits]) => inV4(n, base, bits)) ? 'reserved' : 'public';
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted tail folded in). */
function v6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const n = v4Number(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const [front, back] = [parse(head), parse(tail)];
  return tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** The address parsed and classified, or undefined when it is no IP address at all. */
export function parseIp(text: string): ParsedIp | undefined {
  const address = text.trim();
  const version = net.isIP(address);
  if (version === 4) return { address, version: 4, scope: v4Scope(address) };
  if (version !== 6) return undefined;
  const g = v6Groups(address);
  // ::ffff:a.b.c.d — an IPv4 address carried in IPv6.
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    const v4 = `${g[6] >> 8}.${g[6] & 255}.${g[7] >> 8}.${g[7] & 255}`;
    return { address: v4, version: 4, scope: v4Scope(v4) };
  }
  const isZero = g.every((x) => x === 0);
  const isLoopback = g.slice(0, 7).every((x) => x === 0) && g[7] === 1;
  let scope: IpScope = 'public';
  if (isLoopback) scope = 'loopback';
  else if (isZero || (g[0] & 0xff00) === 0xff00 || g[0] === 0x2001 && g[1] === 0x0db8) scope = 'reserved';
  else if ((g[0] & 0xfe00) === 0xfc00) scope = 'private';
  else if ((g[0] & 0xffc0) === 0xfe80) scope = 'link-local';
  return { address, version: 6, scope };
}
