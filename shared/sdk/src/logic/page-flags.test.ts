import { describe, expect, it } from 'vitest';
import { readPageFlags, readQueryParam } from './page-flags';

describe('readPageFlags', () => {
  it('reads every flag', () => {
    const flags = readPageFlags(
      '?isDebug=1&isPreview=true&showLog&showVConsole=0&page=AdMiddlePage&reurl=https%3A%2F%2Fa.com%2Fx%3Fy%3D1&mttPosId=42&parentUrl=%2Fhome&fingerprintId=fp&beaconDeviceId=bd',
    );
    expect(flags).toEqual({
      isDebug: true,
      isPreview: true,
      showLog: true,
      showVConsole: false,
      page: 'AdMiddlePage',
      reurl: 'https://a.com/x?y=1',
      mttPosId: '42',
      parentUrl: '/home',
      fingerprintId: 'fp',
      beaconDeviceId: 'bd',
    });
  });
  it('gives false and undefined for an empty query', () => {
    expect(readPageFlags('')).toEqual({ isDebug: false, isPreview: false, showLog: false, showVConsole: false });
  });
  it('only knows the two page values', () => {
    expect(readPageFlags('?page=CloudGameWelfare').page).toBe('CloudGameWelfare');
    expect(readPageFlags('?page=Other').page).toBeUndefined();
    expect(readPageFlags('?page=admiddlepage').page).toBeUndefined();
  });
  it('never throws on a malformed query', () => {
    for (const search of ['%E0%A4%A', '?a=%', '?%', '?=&&=', '?reurl=%E0%A4%A&isDebug=1', '?page=%zz', '&&&', '?isDebug=1&isDebug=0']) {
      expect(() => readPageFlags(search)).not.toThrow();
    }
    expect(readPageFlags('?reurl=%E0%A4%A&isDebug=1')).toMatchObject({ reurl: '%E0%A4%A', isDebug: true });
  });
  it('takes the first of repeated keys', () => {
    expect(readPageFlags('?isDebug=1&isDebug=0').isDebug).toBe(true);
    expect(readPageFlags('?mttPosId=a&mttPosId=b').mttPosId).toBe('a');
  });
  it('copes with huge values', () => {
    const huge = 'x'.repeat(1_000_000);
    expect(readPageFlags(`?parentUrl=${huge}&isDebug=true`)).toMatchObject({ parentUrl: huge, isDebug: true });
  });
});

describe('readQueryParam', () => {
  it('decodes keys, values and + as space', () => {
    expect(readQueryParam('?q=a+b%20c', 'q')).toBe('a b c');
    expect(readQueryParam('na%6De=1', 'name')).toBe('1');
    expect(readQueryParam('?a=1', 'b')).toBeUndefined();
  });
});
