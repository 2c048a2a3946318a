import { LIFE_FAILURES } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { locateCoordinates, locateIp } from './locate';

const located = (outcome: ReturnType<typeof locateIp>) => {
  if (!outcome.ok) throw new Error(outcome.failure);
  return outcome.result;
};

describe('where an IP address is', () => {
  it('names the province and city of a Chinese address, and draws the province capital', () => {
    const result = located(locateIp('120.24.78.68'));
    expect(result).toMatchObject({ Query: 'ip', IpVersion: 4, Scope: 'public', Country: '中国', CountryCode: 'CN', Province: '广东省', ProvinceEn: 'Guangdong', City: '深圳市', Approximate: true });
    // Guangzhou, Guangdong's capital.
    expect(result.Latitude).toBeCloseTo(23.117, 2);
    expect(result.Nearby.map((p) => p.Name)).toContain('Guangzhou');
  });

  it('reads a municipality without its 市, an IPv6 address and an IPv4-mapped one', () => {
    expect(located(locateIp('61.135.169.121'))).toMatchObject({ Province: '北京市', City: '北京市', CountryCode: 'CN' });
    expect(located(locateIp('240e:47d:c20:1627:30a3:ba0d:a5e6:ec19'))).toMatchObject({ IpVersion: 6, Province: '广东省' });
    expect(located(locateIp('::ffff:120.24.78.68'))).toMatchObject({ Ip: '120.24.78.68', City: '深圳市' });
  });

  it('names the country of an address abroad', () => {
    expect(located(locateIp('8.8.8.8'))).toMatchObject({ Country: '美国', CountryCode: 'US' });
  });

  it('answers a private or loopback address as such, with no place', () => {
    const result = located(locateIp('192.168.1.10'));
    expect(result).toMatchObject({ Scope: 'private', Nearby: [] });
    expect(result.Province).toBeUndefined();
    expect(located(locateIp('::1')).Scope).toBe('loopback');
  });

  it('refuses what is no IP address', () => {
    expect(locateIp('999.1.1.1')).toEqual({ ok: false, failure: LIFE_FAILURES.invalidIp });
  });
});

describe('the nearest place to coordinates', () => {
  it('finds Beijing for Tiananmen and Shanghai for the Bund, with their provinces', () => {
    expect(located(locateCoordinates(39.9087, 116.3975))).toMatchObject({ CountryCode: 'CN', Country: '中国', Province: '北京市', City: 'Beijing', Approximate: false });
    expect(located(locateCoordinates(31.2400, 121.4900))).toMatchObject({ Province: '上海市', City: 'Shanghai' });
  });

  it('names the nearest town as the district when it is not the city', () => {
    // Haidian, in Beijing's north-west.
    const result = located(locateCoordinates(39.9599, 116.2981));
    expect(result.Province).toBe('北京市');
    expect(result.District).toBeDefined();
  });

  it('finds places abroad and near the antimeridian', () => {
    expect(located(locateCoordinates(48.8566, 2.3522))).toMatchObject({ CountryCode: 'FR', City: 'Paris' });
    expect(located(locateCoordinates(-17.7134, 178.065)).CountryCode).toBe('FJ');
  });

  it('refuses coordinates off the globe', () => {
    expect(locateCoordinates(91, 0)).toEqual({ ok: false, failure: LIFE_FAILURES.badCoordinates });
    expect(locateCoordinates(0, -181)).toEqual({ ok: false, failure: LIFE_FAILURES.badCoordinates });
    expect(locateCoordinates(Number.NaN, 0)).toEqual({ ok: false, failure: LIFE_FAILURES.badCoordinates });
  });
});
