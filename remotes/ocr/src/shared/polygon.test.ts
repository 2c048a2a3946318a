import { describe, expect, it } from 'vitest';
import { box as corners } from '../test-support/shapes';
import { svgPointsOf } from './polygon';

describe('svgPointsOf', () => {
  it('writes the corners as SVG points, and nothing for fewer than three', () => {
    const box = corners();
    expect(svgPointsOf(box)).toBe('10,20 110,20 110,50 10,50');
    expect(svgPointsOf(box.slice(0, 2))).toBeUndefined();
  });
});
