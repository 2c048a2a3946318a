/**
 * A recognised line cut out of the page and turned level. The recogniser's box is a rotated
 * rectangle that often clips the tops of large glyphs and the tails of descenders, so it is
 * widened first. Its tilt is only a hint (a level line with descenders at one end gets a box
 * tilted by a degree, enough to smear every glyph), so the line's own tilt is measured on its
 * ink near the box's; the region around the box is cut, turned by that tilt, and the widened
 * box taken out. What the widening brings in of the lines above and below is dropped again by
 * keeping only the band of ink rows that runs through the box's middle.
 */
import sharp, { type Sharp } from 'sharp';
import { binarise, cropMask, inkBounds, paperColour, type InkMask } from './ink';

export type Point = [number, number];

/** The page decoded once (RGB, row by row), so each line is cut without decoding it again. */
export interface PageRaster {
  rgb: Uint8Array;
  width: number;
  height: number;
}

export async function rasterOf(image: Sharp): Promise<PageRaster> {
  const { data, info } = await image.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { rgb: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** A tilt smaller than this leaves glyphs level enough: no turn, no resampling blur. */
const LEVEL_DEGREES = 0.3;
/** The line's tilt is looked for this far either side of the box's, in steps of STEP_DEGREES. */
const TILT_SEARCH_DEGREES = 3;
const STEP_DEGREES = 0.2;
/** How far the box is widened, in box heights: above and below, and at either end. */
const MARGIN_ACROSS = 0.25;
const MARGIN_ALONG = 0.15;

/** The box grown outwards along its own sides. */
export function widenBox(box: Point[], across = MARGIN_ACROSS, along = MARGIN_ALONG): Point[] {
  const [topLeft, topRight, bottomRight, bottomLeft] = box;
  const height = Math.hypot(bottomLeft[0] - topLeft[0], bottomLeft[1] - topLeft[1]);
  const width = Math.hypot(topRight[0] - topLeft[0], topRight[1] - topLeft[1]);
  if (!height || !width) return box;
  // Unit vectors along the line and down across it.
  const [ux, uy] = [(topRight[0] - topLeft[0]) / width, (topRight[1] - topLeft[1]) / width];
  const [vx, vy] = [(bottomLeft[0] - topLeft[0]) / height, (bottomLeft[1] - topLeft[1]) / height];
  const [a, d] = [along * height, across * height];
  const move = ([x, y]: Point, alongSign: number, acrossSign: number): Point => [x + alongSign * a * ux + acrossSign * d * vx, y + alongSign * a * uy + acrossSign * d * vy];
  return [move(topLeft, -1, -1), move(topRight, 1, -1), move(bottomRight, 1, 1), move(bottomLeft, -1, 1)];
}

interface Cut {
  rgb: Uint8Array;
  width: number;
  height: number;
}

function copyRect(source: Cut, left: number, top: number, width: number, height: number): Cut {
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const from = ((top + y) * source.width + left) * 3;
    rgb.set(source.rgb.subarray(from, from + width * 3), y * width * 3);
  }
  return { rgb, width, height };
}

/** Whether a point lies inside a convex quadrilateral (corners in order). */
function inside(quad: Point[], x: number, y: number): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = quad[i];
    const [bx, by] = quad[(i + 1) % 4];
    const cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
    if (cross === 0) continue;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

/**
 * The tilt of the line's ink, in degrees (clockwise positive), within TILT_SEARCH_DEGREES of
 * the box's: the angle at which the ink's rows are most sharply bunched (the sum of squared
 * row counts is largest when baseline and x-height run along rows). Ink outside the box is
 * left out, so neighbouring lines do not pull.
 */
function inkTilt(region: Cut, origin: Point, quad: Point[], boxDegrees: number): number {
  const mask = binarise(region.rgb, region.width, region.height);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < region.height; y++) {
    for (let x = 0; x < region.width; x++) {
      if (mask.ink[y * region.width + x] && inside(quad, origin[0] + x, origin[1] + y)) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < 20) return boxDegrees;
  let best = boxDegrees;
  let bestSharpness = -1;
  const span = region.width + region.height;
  for (let degrees = boxDegrees - TILT_SEARCH_DEGREES; degrees <= boxDegrees + TILT_SEARCH_DEGREES + 1e-9; degrees += STEP_DEGREES) {
    const slope = Math.tan((degrees * Math.PI) / 180);
    const rows = new Float64Array(region.height + 2 * span);
    for (let i = 0; i < xs.length; i++) rows[Math.round(ys[i] - xs[i] * slope) + span]++;
    let sharpness = 0;
    for (const count of rows) sharpness += count * count;
    // Ties go to the smaller turn: less resampling.
    if (sharpness > bestSharpness * (1 + 1e-6) || (sharpness >= bestSharpness && Math.abs(degrees) < Math.abs(best))) {
      bestSharpness = Math.max(sharpness, bestSharpness);
      best = degrees;
    }
  }
  return best;
}

/** The page's pixels under the box, level; undefined when the box is (nearly) empty. */
export async function cutLine(page: PageRaster, box: Point[]): Promise<Cut | undefined> {
  const [topLeft, topRight, , bottomLeft] = box;
  const width = Math.round(Math.hypot(topRight[0] - topLeft[0], topRight[1] - topLeft[1]));
  const height = Math.round(Math.hypot(bottomLeft[0] - topLeft[0], bottomLeft[1] - topLeft[1]));
  if (width < 2 || height < 2) return undefined;
  const xs = box.map(([x]) => x);
  const ys = box.map(([, y]) => y);
  const left = Math.max(0, Math.floor(Math.min(...xs)));
  const top = Math.max(0, Math.floor(Math.min(...ys)));
  const right = Math.min(page.width, Math.ceil(Math.max(...xs)));
  const bottom = Math.min(page.height, Math.ceil(Math.max(...ys)));
  if (right - left < 2 || bottom - top < 2) return undefined;
  const region = copyRect(page, left, top, right - left, bottom - top);
  const boxDegrees = (Math.atan2(topRight[1] - topLeft[1], topRight[0] - topLeft[0]) * 180) / Math.PI;
  const degrees = inkTilt(region, [left, top], box, boxDegrees);
  // Level already: the box's bounding region, whose extra rows lineRows drops.
  if (Math.abs(degrees) < LEVEL_DEGREES) return region;

  // Turned by -tilt about the region's centre (the canvas grows to hold it), the box's centre
  // lands at the turned canvas's centre plus its own offset turned the same way. The corners
  // the turn uncovers take the paper's colour: a white wedge on a coloured ground would be ink.
  const [red, green, blue] = paperColour(region.rgb, region.width, region.height);
  const turned = await sharp(region.rgb, { raw: { width: region.width, height: region.height, channels: 3 } })
    .rotate(-degrees, { background: { r: red, g: green, b: blue } })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const canvas: Cut = { rgb: new Uint8Array(turned.data.buffer, turned.data.byteOffset, turned.data.length), width: turned.info.width, height: turned.info.height };
  const radians = (-degrees * Math.PI) / 180;
  const centre = box.reduce<Point>(([sx, sy], [x, y]) => [sx + x / 4, sy + y / 4], [0, 0]);
  const [dx, dy] = [centre[0] - (left + region.width / 2), centre[1] - (top + region.height / 2)];
  const cx = canvas.width / 2 + dx * Math.cos(radians) - dy * Math.sin(radians);
  const cy = canvas.height / 2 + dx * Math.sin(radians) + dy * Math.cos(radians);
  const cutLeft = Math.max(0, Math.round(cx - width / 2));
  const cutTop = Math.max(0, Math.round(cy - height / 2));
  const cutWidth = Math.min(width, canvas.width - cutLeft);
  const cutHeight = Math.min(height, canvas.height - cutTop);
  if (cutWidth < 2 || cutHeight < 2) return undefined;
  return copyRect(canvas, cutLeft, cutTop, cutWidth, cutHeight);
}

/**
 * The rows of the line's own glyphs: the runs of rows holding ink that reach into the middle
 * of the cut (the recogniser's own box), without the runs parted from them by blank rows
 * (the lines above and below).
 */
function lineRows(mask: InkMask, innerTop: number, innerBottom: number): { top: number; bottom: number } | undefined {
  const { width, height, ink } = mask;
  const inked: boolean[] = [];
  for (let y = 0; y < height; y++) {
    let sum = 0;
    for (let x = 0; x < width; x++) sum += ink[y * width + x];
    inked.push(sum > 0);
  }
  let top = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    if (!inked[y]) continue;
    let end = y;
    while (end + 1 < height && inked[end + 1]) end++;
    if (end >= innerTop && y <= innerBottom) {
      if (top < 0) top = y;
      bottom = end;
    }
    y = end;
  }
  return top < 0 ? undefined : { top, bottom };
}

/** The line's glyphs as ink, trimmed; undefined when nothing stands out from the background. */
export async function lineInk(page: PageRaster, box: Point[]): Promise<InkMask | undefined> {
  const cut = await cutLine(page, widenBox(box));
  if (!cut) return undefined;
  const mask = binarise(cut.rgb, cut.width, cut.height);
  // The recogniser's box within the widened cut (a cut clipped at the page's edge is shorter).
  const margin = Math.floor((cut.height * MARGIN_ACROSS) / (1 + 2 * MARGIN_ACROSS));
  const rows = lineRows(mask, margin, cut.height - 1 - margin);
  if (!rows) return undefined;
  const band = cropMask(mask, { left: 0, top: rows.top, width: mask.width, height: rows.bottom - rows.top + 1 });
  const bounds = inkBounds(band);
  return bounds && cropMask(band, bounds);
}
