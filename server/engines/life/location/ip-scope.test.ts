import { describe, expect, it } from 'vitest';
import { parseIp } from './ip-scope';

describe('what kind of address an IP is', () => {
  it.each([
    ['120.24.78.68', 4, 'public'],
    ['127.0.0.1', 4, 'loopback'],
    ['10.1.2.3', 4, 'private'],
    ['172.20.0.1', 4, 'private'],
    ['172.32.0.1', 4, 'public'],
    ['192.168.1.1', 4, 'private'],
    ['169.254.10.10', 4, 'link-local'],
    ['100.64.0.1', 4, 'shared'],
    ['224.0.0.1', 4, 'reserved'],
    ['::1', 6, 'loopback'],
    ['fd00::1', 6, 'private'],
    ['fe80::1', 6, 'link-local'],
    ['2001:db8::1', 6, 'reserved'],
    ['240e:47d:c20:1627:30a3:ba0d:a5e6:ec19', 6, 'public'],
  ])('%s is IPv%i %s', (text, version, scope) => {
    expect(parseIp(text)).toMatchObject({ version, scope });
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(parseIp('::ffff:127.0.0.1')).toEqual({ address: '127.0.0.1', version: 4, scope: 'loopback' });
    expect(parseIp('::ffff:7818:4e44')).toEqual({ address: '120.24.78.68', version: 4, scope: 'public' });
  });

  it.each(['', 'localhost', '256.1.1.1', '1.2.3', '01.2.3.4', '1.2.3.4/24', '::gg'])('"%s" is no IP address', (text) => {
    expect(parseIp(text)).toBeUndefined();
  });
});
