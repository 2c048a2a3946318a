import { describe, expect, it } from 'vitest';
import { percentSmaller } from './format';

describe('a saving as a visitor reads it', () => {
  it('says how much smaller in whole percent, never "0 % smaller" for a real saving', () => {
    expect(percentSmaller(2_400_000, 880_000)).toBe(63);
    expect(percentSmaller(1000, 999)).toBe(1);
    expect(percentSmaller(1000, 1000)).toBe(0);
    expect(percentSmaller(1000, 1200)).toBe(0);
    expect(percentSmaller(0, 0)).toBe(0);
  });
});
