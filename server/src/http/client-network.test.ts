import { describe, expect, it } from 'vitest';
import { networkOf } from './client-network';

describe('networkOf', () => {
  it('puts IPv4 addresses of one /24 together, and IPv4-mapped IPv6 with them', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.113.250')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.114.7')).toBe('203.0.114.0/24');
  });

  it('puts IPv6 addresses of one /64 together, however they are written', () => {
    expect(networkOf('2001:db8:1:2::10')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:0DB8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('64:ff9b::1.2.3.4')).toBe('64:ff9b:0:0::/64');
    expect(networkOf('2001:db8:1:3::10')).not.toBe(networkOf('2001:db8:1:2::10'));
  });
});
