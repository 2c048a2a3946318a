import { describe, expect, it } from 'vitest';
import { linePath, makeScale, nearestIndex, yearLabels } from './chart';

const frame = { width: 400, height: 200, padding: { top: 10, right: 10, bottom: 30, left: 40 } };

describe('LPR chart geometry', () => {
  it('pads the rate range to half-percent grid lines, high rates at the top', () => {
    const scale = makeScale(3, [3.1, 4.85], frame);
    expect(scale.yTicks).toEqual([3, 3.5, 4, 4.5, 5]);
    expect(scale.y(5)).toBe(10);
    expect(scale.y(3)).toBe(170);
    expect(scale.x(0)).toBe(40);
    expect(scale.x(2)).toBe(390);
  });

  it('draws one path segment per announcement', () => {
    const scale = makeScale(3, [4, 3.5, 3], frame);
    expect(linePath([4, 3.5, 3], scale)).toBe('M40.0,10.0 L215.0,90.0 L390.0,170.0');
  });

  it('labels the first month of each year, fewer when narrow', () => {
    const dates = ['2019-08-20', '2019-12-20', '2020-01-20', '2020-06-22', '2021-01-20', '2022-01-20'];
    expect(yearLabels(dates, 1000)).toEqual([0, 2, 4, 5]);
    expect(yearLabels(dates, 120)).toEqual([0, 4]);
  });

  it('finds the announcement under the pointer', () => {
    const scale = makeScale(5, [3, 4], frame);
    expect(nearestIndex(40, 5, scale)).toBe(0);
    expect(nearestIndex(300, 5, scale)).toBe(3);
  });
});
