import { describe, expect, it } from 'vitest';
import { countTicks, dayLabel, formatCount, formatMs, formatVital, isEmptySummary, labelStride, sparkPoints, totalsOf, vitalRating } from './telemetry-view';

describe('telemetry view helpers', () => {
  it('puts the count axis on round steps up to a top at or above the peak', () => {
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(100)).toEqual([0, 50, 100]);
    expect(countTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });

  it('labels few enough days to fit, always the last', () => {
    expect(labelStride(7, 600)).toBe(1);
    expect(labelStride(30, 300)).toBe(5);
    expect(labelStride(30, 10)).toBe(30);
    expect(dayLabel('2025-11-26')).toBe('11-26');
  });

  it('formats vitals and rates them by the Web Vitals thresholds', () => {
    expect(formatMs(850)).toBe('850 ms');
    expect(formatMs(999.6)).toBe('1.0 s');
    expect(formatMs(1234)).toBe('1.2 s');
    expect(formatVital('CLS', 0.1234)).toBe('0.12');
    expect(formatCount(12345)).toBe('12,345');
    expect([2500, 2501, 4000, 4001].map((v) => vitalRating('LCP', v))).toEqual(['good', 'needsImprovement', 'needsImprovement', 'poor']);
    expect([200, 500, 501].map((v) => vitalRating('INP', v))).toEqual(['good', 'needsImprovement', 'poor']);
    expect([0.1, 0.25, 0.26].map((v) => vitalRating('CLS', v))).toEqual(['good', 'needsImprovement', 'poor']);
  });

  it('sums the days and knows an empty window', () => {
    const days = [
      { day: '2025-06-01', pageViews: 3, clicks: 1, errors: 0 },
      { day: '2025-06-02', pageViews: 2, clicks: 0, errors: 1 },
    ];
    expect(totalsOf(days)).toEqual({ pageViews: 5, clicks: 1, errors: 1 });
    const summary = { from: '2025-06-01', to: '2025-06-02', retentionDays: 30, days, pages: [], errors: [] };
    expect(isEmptySummary(summary)).toBe(false);
    expect(isEmptySummary({ ...summary, days: days.map((day) => ({ ...day, pageViews: 0, clicks: 0, errors: 0 })) })).toBe(true);
  });

  it('draws a sparkline from the bottom of its box to its peak at the top', () => {
    expect(sparkPoints([0, 5, 10], 84, 24)).toBe('2,22 42,12 82,2');
    expect(sparkPoints([0, 0], 84, 24)).toBe('2,22 82,22');
  });
});
