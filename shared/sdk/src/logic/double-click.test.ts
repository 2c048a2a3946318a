import { describe, expect, it } from 'vitest';
import { createDoubleClickDetector } from './double-click';

describe('createDoubleClickDetector', () => {
  it('reports the second of two clicks within 500 ms', () => {
    const isDouble = createDoubleClickDetector();
    expect(isDouble(1000)).toBe(false);
    expect(isDouble(1500)).toBe(true);
  });
  it('does not report clicks further apart', () => {
    const isDouble = createDoubleClickDetector();
    expect(isDouble(1000)).toBe(false);
    expect(isDouble(1501)).toBe(false);
    expect(isDouble(1700)).toBe(true);
  });
  it('starts a new pair after a double click', () => {
    const isDouble = createDoubleClickDetector();
    isDouble(0);
    expect(isDouble(100)).toBe(true);
    expect(isDouble(200)).toBe(false);
    expect(isDouble(300)).toBe(true);
  });
  it('takes another window', () => {
    const isDouble = createDoubleClickDetector(200);
    isDouble(0);
    expect(isDouble(300)).toBe(false);
  });
});
