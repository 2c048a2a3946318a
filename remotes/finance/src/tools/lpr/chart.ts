/** Geometry of the LPR line chart: pure, so it is tested without a browser. */

export interface Frame {
  width: number;
  height: number;
  padding: { top: number; right: number; bottom: number; left: number };
}

export interface Scale {
  x: (index: number) => number;
  y: (rate: number) => number;
  /** Grid lines, every `step` percent. */
  yTicks: number[];
}

/** Rates span about 3–5 %: half-percent grid lines, the range padded to whole steps. */
export function makeScale(count: number, values: number[], frame: Frame, step = 0.5): Scale {
  const low = Math.floor(Math.min(...values) / step) * step;
  const high = Math.ceil(Math.max(...values) / step) * step || step;
  const { width, height, padding } = frame;
  const innerWidth = width - padding.left - padding.right;
  const innerHeight = height - padding.top - padding.bottom;
  const span = high - low || step;
  const yTicks: number[] = [];
  for (let tick = low; tick <= high + 1e-9; tick += step) yTicks.push(Math.round(tick * 100) / 100);
  return {
    x: (index) => padding.left + (count > 1 ? (index / (count - 1)) * innerWidth : innerWidth / 2),
    y: (rate) => padding.top + ((high - rate) / span) * innerHeight,
    yTicks,
  };
}

/** An SVG path through the points, as `M x,y L x,y …`. */
export function linePath(values: number[], scale: Scale): string {
  return values.map((value, i) => `${i ? 'L' : 'M'}${scale.x(i).toFixed(1)},${scale.y(value).toFixed(1)}`).join(' ');
}

/** Indexes of the first announcement of each year, thinned so labels never overlap. */
export function yearLabels(dates: string[], width: number, minGap = 56): number[] {
  const firsts = dates.flatMap((date, i) => (i === 0 || date.slice(0, 4) !== dates[i - 1].slice(0, 4) ? [i] : []));
  const every = Math.max(1, Math.ceil((firsts.length * minGap) / Math.max(width, 1)));
  return firsts.filter((_, i) => i % every === 0);
}

/** The point nearest to a horizontal position, for pointer hover. */
export function nearestIndex(px: number, count: number, scale: Scale): number {
  let best = 0;
  for (let i = 1; i < count; i++) if (Math.abs(scale.x(i) - px) < Math.abs(scale.x(best) - px)) best = i;
  return best;
}
