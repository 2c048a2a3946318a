/**
 * The client network an address belongs to, as load reports, anonymous free uses and admin
 * sign-in failures are weighed: an IPv4 /24 or an IPv6 /64, the block one household, office or
 * small cloud tenant usually holds. Getting a new
 * device id takes one request; getting an address in another network does not come as cheap.
 */
import net from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** `203.0.113.7` → `203.0.113.0/24`; `2001:db8:1:2:3::4` → `2001:db8:1:2::/64`; anything else as given. */
export function networkOf(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = IPV4_MAPPED.exec(address)?.[1];
  if (mapped) return networkOf(mapped);
  if (net.isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (net.isIPv6(address)) return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
  return address;
}

/** The eight 16-bit groups of a valid IPv6 address, without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.toLowerCase().split('::') as [string, string | undefined];
  const groupsOf = (part: string | undefined) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ipv4AsGroups(group) : [group])) : []);
  const left = groupsOf(head);
  const right = groupsOf(tail);
  const middle = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...middle, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}

/** An embedded dotted quad (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) as its two groups. */
function ipv4AsGroups(quad: string): string[] {
  const [a, b, c, d] = quad.split('.').map(Number) as [number, number, number, number];
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
