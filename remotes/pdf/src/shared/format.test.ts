import { describe, expect, it } from 'vitest';
import { formatBytes, percentSmaller } from './format';

describe('sizes as a visitor reads them', () => {
  it('uses B, KB, MB and GB with one decimal below 100', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(880_000)).toBe('859 KB');
    expect(formatBytes(2_400_000)).toBe('2.3 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GB');
    expect(formatBytes(-1)).toBe('–');
  });

  it('says how much smaller in whole percent, never "0 % smaller" for a real saving', () => {
    expect(percentSmaller(2_400_000, 880_000)).toBe(63);
    expect(percentSmaller(1000, 999)).toBe(1);
    expect(percentSmaller(1000, 1000)).toBe(0);
    expect(percentSmaller(1000, 1200)).toBe(0);
    expect(percentSmaller(0, 0)).toBe(0);
  });
});
