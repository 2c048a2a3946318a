import { describe, expect, it } from 'vitest';
import { svgPointsOf } from './polygon';

describe('svgPointsOf', () => {
  it('writes the corners as SVG points, and nothing for fewer than three', () => {
    const box = [{ X: 10, Y: 20 }, { X: 110, Y: 20 }, { X: 110, Y: 50 }, { X: 10, Y: 50 }];
    expect(svgPointsOf(box)).toBe('10,20 110,20 110,50 10,50');
    expect(svgPointsOf(box.slice(0, 2))).toBeUndefined();
  });
});
