import { describe, expect, it } from 'vitest';
import { formatBpChange, formatPercent, formatYuan } from './format';

describe('formats', () => {
  it('shows published rates exactly, with at least two decimals', () => {
    expect(formatPercent(3.1)).toBe('3.10%');
    expect(formatPercent(3)).toBe('3.00%');
    expect(formatPercent(3.075)).toBe('3.075%');
    expect(formatPercent(0.05)).toBe('0.05%');
  });

  it('groups yuan and keeps cents', () => {
    expect(formatYuan(5307.2712)).toBe('5,307.27');
    expect(formatYuan(1000000)).toBe('1,000,000.00');
  });

  it('signs basis-point changes', () => {
    expect(formatBpChange(3.6, 3.1)).toBe('-50bp');
    expect(formatBpChange(3.45, 3.55)).toBe('+10bp');
    expect(formatBpChange(3.5, 3.5)).toBe('0bp');
  });
});
