/**
 * Coverage masks, 0–1 per pixel of a square picture: every shape of a scene (a ridge, the moon,
 * a tree) is drawn once as a mask, and each style paints the masks its own way. Edges are
 * anti-aliased by a signed distance clamped to one pixel, so shapes are smooth without
 * supersampling. A mask remembers the rows it touches, so a style's per-pixel passes skip
 * the empty rest.
 */

export interface Mask {
  side: number;
  data: Float32Array;
  /** First row with coverage. */
  top: number;
  /** One past the last row with coverage. */
  bottom: number;
}

export type Point = readonly [number, number];

export function emptyMask(side: number): Mask {
  return { side, data: new Float32Array(side * side), top: side, bottom: 0 };
}

const clamp01 = (value: number) => (value < 0 ? 0 : value > 1 ? 1 : value);

function rowsOf(mask: Mask, low: number, high: number): [number, number] {
  const top = Math.max(0, Math.floor(low));
  const bottom = Math.min(mask.side, Math.ceil(high) + 1);
  if (top < bottom) {
    mask.top = Math.min(mask.top, top);
    mask.bottom = Math.max(mask.bottom, bottom);
  }
  return [top, bottom];
}

/** Everything below the line `heights[x]` (a ridge, a shore): the land under a skyline. */
export function belowLine(side: number, heights: Float32Array, floor = side): Mask {
  const mask = emptyMask(side);
  let highest = side;
  for (let x = 0; x < side; x++) highest = Math.min(highest, heights[x]);
  const [top, bottom] = rowsOf(mask, highest - 1, floor);
  for (let y = top; y < bottom; y++) {
    const row = y * side;
    const below = clamp01(floor - y + 0.5);
    for (let x = 0; x < side; x++) mask.data[row + x] = Math.min(below, clamp01(y - heights[x] + 0.5));
  }
  return mask;
}

/** Adds a shape given by its signed distance (negative inside) over a box of the mask. */
function addShape(mask: Mask, box: [number, number, number, number], distance: (x: number, y: number) => number): void {
  const [left, low, right, high] = box;
  const [top, bottom] = rowsOf(mask, low, high);
  const x0 = Math.max(0, Math.floor(left));
  const x1 = Math.min(mask.side - 1, Math.ceil(right));
  for (let y = top; y < bottom; y++) {
    const row = y * mask.side;
    for (let x = x0; x <= x1; x++) {
      const coverage = clamp01(0.5 - distance(x, y));
      if (coverage > mask.data[row + x]) mask.data[row + x] = coverage;
    }
  }
}

export function addDisc(mask: Mask, cx: number, cy: number, radius: number): void {
  addShape(mask, [cx - radius - 1, cy - radius - 1, cx + radius + 1, cy + radius + 1], (x, y) => Math.hypot(x - cx, y - cy) - radius);
}

/** An ellipse turned by `angle` (radians); the distance is approximate but smooth, which is all an edge needs. */
export function addEllipse(mask: Mask, cx: number, cy: number, a: number, b: number, angle = 0): void {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const reach = Math.max(a, b) + 1;
  const small = Math.min(a, b);
  addShape(mask, [cx - reach, cy - reach, cx + reach, cy + reach], (x, y) => {
    const u = ((x - cx) * cos + (y - cy) * sin) / a;
    const v = (-(x - cx) * sin + (y - cy) * cos) / b;
    return (Math.sqrt(u * u + v * v) - 1) * small;
  });
}

export function addRectangle(mask: Mask, left: number, top: number, right: number, bottom: number): void {
  addShape(mask, [left - 1, top - 1, right + 1, bottom + 1], (x, y) => Math.max(left - x, x - right, top - y, y - bottom));
}

/** A convex polygon, its points in either winding order. */
export function addConvexPolygon(mask: Mask, points: readonly Point[]): void {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  // Edge normals pointing outwards whatever the winding.
  let area = 0;
  for (let i = 0; i < points.length; i++) {
    const [x0, y0] = points[i];
    const [x1, y1] = points[(i + 1) % points.length];
    area += x0 * y1 - x1 * y0;
  }
  const sign = area > 0 ? 1 : -1;
  const edges = points.map(([x0, y0], i) => {
    const [x1, y1] = points[(i + 1) % points.length];
    const length = Math.hypot(x1 - x0, y1 - y0) || 1;
    return { x0, y0, nx: (sign * (y1 - y0)) / length, ny: (sign * (x0 - x1)) / length };
  });
  addShape(mask, [Math.min(...xs) - 1, Math.min(...ys) - 1, Math.max(...xs) + 1, Math.max(...ys) + 1], (x, y) => {
    let distance = -Infinity;
    for (const edge of edges) distance = Math.max(distance, (x - edge.x0) * edge.nx + (y - edge.y0) * edge.ny);
    return distance;
  });
}

/** A line whose half-width goes from `w0` to `w1`: a trunk, a branch, a bird's wing. */
export function addTaperedLine(mask: Mask, [x0, y0]: Point, [x1, y1]: Point, w0: number, w1 = w0): void {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const lengthSquared = dx * dx + dy * dy || 1;
  const reach = Math.max(w0, w1) + 1;
  addShape(mask, [Math.min(x0, x1) - reach, Math.min(y0, y1) - reach, Math.max(x0, x1) + reach, Math.max(y0, y1) + reach], (x, y) => {
    const t = clamp01(((x - x0) * dx + (y - y0) * dy) / lengthSquared);
    return Math.hypot(x - x0 - t * dx, y - y0 - t * dy) - (w0 + (w1 - w0) * t);
  });
}

export function addPolyline(mask: Mask, points: readonly Point[], w0: number, w1 = w0): void {
  for (let i = 0; i + 1 < points.length; i++) {
    const t0 = i / (points.length - 1);
    const t1 = (i + 1) / (points.length - 1);
    addTaperedLine(mask, points[i], points[i + 1], w0 + (w1 - w0) * t0, w0 + (w1 - w0) * t1);
  }
}

/**
 * A box blur of `radius` over a float plane, in place, `passes` times (three approach a
 * Gaussian): running sums make it cost the same for any radius. Rows outside [top, bottom)
 * are left as they are.
 */
export function boxBlur(plane: Float32Array, side: number, radius: number, passes = 3, top = 0, bottom = side): void {
  const r = Math.max(1, Math.round(radius));
  const scale = 1 / (2 * r + 1);
  const line = new Float32Array(side);
  // One line (a row or a column) from `start`, `stride` apart; the edges repeat the first and
  // last values, so a blurred shape does not darken at the border. Rows outside [top, bottom)
  // are read as the nearest row inside.
  const blurLine = (start: number, stride: number, low: number, high: number, count: number) => {
    for (let i = 0; i < count; i++) line[i] = plane[start + Math.min(Math.max(i, low), high - 1) * stride];
    let sum = line[0] * (r + 1);
    for (let i = 1; i <= r; i++) sum += line[Math.min(i, count - 1)];
    for (let i = 0; i < count; i++) {
      if (i >= low && i < high) plane[start + i * stride] = sum * scale;
      sum += line[Math.min(i + r + 1, count - 1)] - line[Math.max(i - r, 0)];
    }
  };
  for (let pass = 0; pass < passes; pass++) {
    for (let y = top; y < bottom; y++) blurLine(y * side, 1, 0, side, side);
    for (let x = 0; x < side; x++) blurLine(x, side, top, bottom, side);
  }
}

/** A blurred copy spread `radius` beyond the mask's rows, the rows widened to match. */
export function blurredMask(mask: Mask, radius: number, passes = 3): Mask {
  const spread = Math.ceil(radius * passes) + 1;
  const top = Math.max(0, mask.top - spread);
  const bottom = Math.min(mask.side, mask.bottom + spread);
  const data = new Float32Array(mask.data);
  if (top < bottom) boxBlur(data, mask.side, radius, passes, top, bottom);
  return { side: mask.side, data, top, bottom };
}
