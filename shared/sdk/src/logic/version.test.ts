import { describe, expect, it } from 'vitest';
import { compareVersions, isAtLeast } from './version';

describe('compareVersions', () => {
  it('compares numerically per segment, not as text', () => {
    expect(compareVersions('12.10.0', '12.9.0')).toBe(1);
    expect(compareVersions('9.9.9', '12.5.0')).toBe(-1);
    expect(compareVersions('12.5.0', '12.5.0')).toBe(0);
  });
  it('treats missing segments as 0', () => {
    expect(compareVersions('12.5', '12.5.0')).toBe(0);
    expect(compareVersions('12.5.0.1', '12.5')).toBe(1);
  });
  it('reads the number at the start of a segment and counts garbage as 0', () => {
    expect(compareVersions('12.5.0-beta', '12.5.0')).toBe(0);
    expect(compareVersions('', '0.0.1')).toBe(-1);
  });
});

describe('isAtLeast', () => {
  it('checks the minimum host version', () => {
    expect(isAtLeast('12.5.0', '12.5.0')).toBe(true);
    expect(isAtLeast('12.5.0.2345', '12.5.0')).toBe(true);
    expect(isAtLeast('12.4.9999', '12.5.0')).toBe(false);
    expect(isAtLeast('13', '12.5.0')).toBe(true);
  });
});
