/** What the telemetry panel derives from the summary: scales, ticks and formats. Pure, no React. */
import type { TelemetrySummary, WebVital } from '@toolhub/contracts';

export interface Totals {
  pageViews: number;
  clicks: number;
  errors: number;
}

export function totalsOf(days: TelemetrySummary['days']): Totals {
  return days.reduce((sum, day) => ({ pageViews: sum.pageViews + day.pageViews, clicks: sum.clicks + day.clicks, errors: sum.errors + day.errors }), {
    pageViews: 0,
    clicks: 0,
    errors: 0,
  });
}

/** Nothing reported in the window: no counted event, and no page or error (a page with vitals alone still counts). */
export function isEmptySummary(summary: TelemetrySummary): boolean {
  const totals = totalsOf(summary.days);
  return totals.pageViews + totals.clicks + totals.errors === 0 && summary.pages.length === 0 && summary.errors.length === 0;
}

/**
 * The y axis of counts: 0 up to a round top at or above `max`, in about `count` steps of 1, 2 or
 * 5 × 10ⁿ (whole numbers: a count has no halves). An all-zero window still gets a 0–1 axis.
 */
export function countTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normal = raw / magnitude;
  const step = Math.max(1, (normal <= 1 ? 1 : normal <= 2 ? 2 : normal <= 5 ? 5 : 10) * magnitude);
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
}

/**
 * Every how many days an x label fits in `width` px at `gap` px a label; counted back from the
 * last day, so today always has its label.
 */
export function labelStride(days: number, width: number, gap = 48): number {
  const fit = Math.max(1, Math.floor(width / gap));
  return Math.max(1, Math.ceil(days / fit));
}

/** `2025-11-26` → `11-26`: the year is the same across a window but at New Year, and the footnote names it. */
export const dayLabel = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? day.slice(5) : day);

/** A sparkline's points ("x,y …") in a `width` × `height` box, 0 at the bottom and the series' peak at the top. */
export function sparkPoints(values: number[], width: number, height: number, pad = 2): string {
  const peak = Math.max(1, ...values);
  const stepX = values.length > 1 ? (width - 2 * pad) / (values.length - 1) : 0;
  return values
    .map((value, index) => {
      const x = values.length > 1 ? pad + index * stepX : width / 2;
      const y = height - pad - (value / peak) * (height - 2 * pad);
      return `${round(x)},${round(y)}`;
    })
    .join(' ');
}

const round = (n: number) => Math.round(n * 10) / 10;

/** 1234 → "1,234", the same in both languages (the rest of the ops page writes times the same way). */
export const formatCount = (n: number) => n.toLocaleString('en-US');

/** Milliseconds of LCP or INP: "850 ms" under a second, "1.2 s" from there. */
export function formatMs(ms: number): string {
  return Math.round(ms) < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

export function formatVital(metric: WebVital, value: number): string {
  return metric === 'CLS' ? value.toFixed(2) : formatMs(value);
}

export type VitalRating = 'good' | 'needsImprovement' | 'poor';

/** web.dev's thresholds of each Core Web Vital: at most the first is good, at most the second needs improvement. */
export const VITAL_THRESHOLDS = { LCP: [2500, 4000], INP: [200, 500], CLS: [0.1, 0.25] } as const satisfies Record<WebVital, readonly [number, number]>;

export function vitalRating(metric: WebVital, value: number): VitalRating {
  const [good, fair] = VITAL_THRESHOLDS[metric];
  return value <= good ? 'good' : value <= fair ? 'needsImprovement' : 'poor';
}
