import { describe, expect, it } from 'vitest';
import { breakpointOf } from './breakpoints';

describe('breakpointOf', () => {
  it('follows xs 0, sm 600, md 900, lg 1200, xl 1536', () => {
    expect(breakpointOf(0)).toBe('xs');
    expect(breakpointOf(375)).toBe('xs');
    expect(breakpointOf(599)).toBe('xs');
    expect(breakpointOf(600)).toBe('sm');
    expect(breakpointOf(899)).toBe('sm');
    expect(breakpointOf(900)).toBe('md');
    expect(breakpointOf(1200)).toBe('lg');
    expect(breakpointOf(1535)).toBe('lg');
    expect(breakpointOf(1536)).toBe('xl');
    expect(breakpointOf(4000)).toBe('xl');
  });
  it('is xs for nonsense widths', () => {
    expect(breakpointOf(-10)).toBe('xs');
    expect(breakpointOf(Number.NaN)).toBe('xs');
  });
});
