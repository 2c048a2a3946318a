import { describe, expect, it } from 'vitest';
import { formatBpChange, formatPercent, formatYuan } from './format';

describe('formats', () => {
  it.each([
    [3.1, '3.10%'],
    [3, '3.00%'],
    [3.075, '3.075%'],
    [0.05, '0.05%'],
  ])('shows the published rate %s exactly, with at least two decimals: %s', (rate, text) => {
    expect(formatPercent(rate)).toBe(text);
  });

  it.each([
    [5307.2712, '5,307.27'],
    [1000000, '1,000,000.00'],
  ])('groups yuan and keeps cents: %s is %s', (amount, text) => {
    expect(formatYuan(amount)).toBe(text);
  });

  it.each([
    [3.6, 3.1, '-50bp'],
    [3.45, 3.55, '+10bp'],
    [3.5, 3.5, '0bp'],
  ])('signs the change from %s to %s in basis points: %s', (from, to, text) => {
    expect(formatBpChange(from, to)).toBe(text);
  });
});
