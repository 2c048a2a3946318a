/**
 * Finding the lines of text on a page: PP-OCRv4's detector (a DB network) marks how likely
 * each pixel is text; each patch of likely pixels is boxed by its smallest turned rectangle,
 * widened (the network marks the core of a line, not its full height), and cut out of the
 * page level. The steps and their constants are @gutenye/ocr-common's (splitIntoLineImages),
 * done here on typed arrays: its OpenCV build (WebAssembly) holds about 80 MiB for good and
 * keeps every line it cuts out, so a worker's memory grew page after page.
 *
 * Unlike the wrapper, the detector sees a page no larger than DETECTOR_SIDE: more only costs
 * time and memory (the network's activations grow with the page's area).
 */
import { createRequire } from 'node:module';
import type { RawImage } from './pixels';
import { containedPixels } from './pixels';
import { cropLine, type Box } from './line-crop';
import { runSession, type PaddleSessions } from './onnx-sessions';

/**
 * The detector's longest side. A page up to this size is seen whole, as the wrapper sees it;
 * a larger one is scaled down to it (PaddleOCR's det_limit_side_len, whose default of 960
 * found fewer of the lines of the accuracy suite's invoices, 1,300 to 1,400 pixels wide: it
 * joined a form's vertical labels to the rows beside them).
 */
export const DETECTOR_SIDE = 1600;
/** The network's strides: its input sides are multiples of this. */
const STRIDE = 32;
/** The wrapper's threshold: a pixel this likely to be text is in a line (PaddleOCR's own is 0.3, with a score check per box). */
const TEXT_PROBABILITY = 0.03;
/** Patches narrower than this (detector pixels) are noise; their widened boxes narrower than MIN_SIDE + 2 too. */
const MIN_SIDE = 3;
/** How far a box is widened: by its area × this over its perimeter (DB's unclip ratio, the wrapper's 1.5). */
const UNCLIP_RATIO = 1.5;

export interface LineCrop {
  /** Four corners in the page's pixels: top left, top right, bottom right, bottom left. */
  box: Box;
  /** The line cut out level (RGB), read left to right. */
  image: RawImage;
}

/**
 * The detector's input for a page: the page fitted ('contain', centred, black around it) into
 * sides rounded up to multiples of STRIDE, as the wrapper does, after scaling it down to
 * `limit` when it is larger; and the map from a point of that input to the page's pixels.
 */
async function detectorInput(page: RawImage, limit: number) {
  const fit = Math.min(1, limit / Math.max(page.width, page.height));
  const side = (length: number) => Math.max(STRIDE, Math.ceil((length * fit) / STRIDE) * STRIDE);
  const [width, height] = [side(page.width), side(page.height)];
  const image = await containedPixels(page, width, height);
  const scale = Math.min(width / page.width, height / page.height);
  const [padX, padY] = [(width - page.width * scale) / 2, (height - page.height * scale) / 2];
  const toPage = ([x, y]: [number, number]): [number, number] => [(x - padX) / scale, (y - padY) / scale];
  return { image, toPage, scaledDown: fit < 1 };
}

/**
 * The page's lines of text, top to bottom as found. `page` is RGB. The lines are cut from the
 * detector's input, as the wrapper cuts them: the page resampled by a hair (a few pixels to
 * the next multiple of 32), which softens the blocks of a JPEG saved at low quality; on the
 * accuracy suite's invoices (quality 0.3, 14-pixel text) lines cut from the page itself lost
 * a tenth of the fields. From a page larger than the detector's side, the lines are cut from
 * the page: the detector's copy would have lost the strokes of small text.
 */
export async function detectLines(sessions: PaddleSessions, page: RawImage, limit = DETECTOR_SIDE): Promise<LineCrop[]> {
  const input = await detectorInput(page, limit);
  const { width, height } = input.image;
  const output = await runSession(sessions, sessions.detection, networkInput(input.image), [1, 3, height, width]);
  const crops: LineCrop[] = [];
  for (const points of textPatches(output.data, width, height)) {
    const found = lineBox(points, width, height);
    if (!found) continue;
    const box = found.map((point) => input.toPage(point).map(Math.round)) as Box;
    const image = input.scaledDown ? cropLine(page, clippedTo(box, page)) : cropLine(input.image, found);
    if (image) crops.push({ box: clippedTo(box, page), image });
  }
  return crops;
}

const clippedTo = (box: Box, { width, height }: RawImage): Box =>
  box.map(([x, y]) => [Math.max(0, Math.min(x, width)), Math.max(0, Math.min(y, height))]);

/** RGB pixels as the network takes them (the wrapper's way): planes B, G, R, each value / 255. */
function networkInput({ data, width, height, channels }: RawImage): Float32Array {
  const area = width * height;
  const input = new Float32Array(3 * area);
  for (let i = 0; i < area; i++) {
    input[i] = data[i * channels + 2] / 255;
    input[area + i] = data[i * channels + 1] / 255;
    input[2 * area + i] = data[i * channels] / 255;
  }
  return input;
}

/**
 * The patches of likely-text pixels (8-connected), each as the first and last pixel of every
 * row it spans: all its convex hull needs. Found top to bottom.
 */
function* textPatches(probability: Float32Array, width: number, height: number): Generator<number[]> {
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  for (let start = 0; start < seen.length; start++) {
    if (seen[start] || probability[start] <= TEXT_PROBABILITY) continue;
    const rows = new Map<number, [number, number]>();
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    while (top) {
      const at = stack[--top];
      const [x, y] = [at % width, Math.floor(at / width)];
      const row = rows.get(y);
      if (!row) rows.set(y, [x, x]);
      else [row[0], row[1]] = [Math.min(row[0], x), Math.max(row[1], x)];
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const next = ny * width + nx;
          if (nx < 0 || nx >= width || seen[next] || probability[next] <= TEXT_PROBABILITY) continue;
          seen[next] = 1;
          stack[top++] = next;
        }
      }
    }
    const points: number[] = [];
    for (const [y, [first, last]] of rows) points.push(first, y, last, y);
    yield points;
  }
}

type Point = [number, number];

/** Convex hull of points given as x, y pairs (Andrew's monotone chain), anticlockwise on screen. */
function convexHull(flat: number[]): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < flat.length; i += 2) points.push([flat[i], flat[i + 1]]);
  points.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (points.length < 3) return points;
  const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Point[]) => {
    const chain: Point[] = [];
    for (const p of list) {
      while (chain.length >= 2 && cross(chain[chain.length - 2], chain[chain.length - 1], p) <= 0) chain.pop();
      chain.push(p);
    }
    chain.pop();
    return chain;
  };
  return [...half(points), ...half([...points].reverse())];
}

interface Rectangle {
  center: Point;
  /** Unit vectors along its two sides. */
  along: Point;
  across: Point;
  length: number;
  breadth: number;
}

/** The smallest-area rectangle around a convex polygon: one of its sides lies on a side of the polygon. */
function minAreaRectangle(hull: Point[]): Rectangle | undefined {
  let best: (Rectangle & { area: number }) | undefined;
  for (let i = 0; i < hull.length; i++) {
    const [a, b] = [hull[i], hull[(i + 1) % hull.length]];
    const edge = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (!edge) continue;
    const along: Point = [(b[0] - a[0]) / edge, (b[1] - a[1]) / edge];
    const across: Point = [-along[1], along[0]];
    let [minU, maxU, minV, maxV] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const p of hull) {
      const [u, v] = [p[0] * along[0] + p[1] * along[1], p[0] * across[0] + p[1] * across[1]];
      [minU, maxU, minV, maxV] = [Math.min(minU, u), Math.max(maxU, u), Math.min(minV, v), Math.max(maxV, v)];
    }
    const area = (maxU - minU) * (maxV - minV);
    if (best && area >= best.area) continue;
    const [u, v] = [(minU + maxU) / 2, (minV + maxV) / 2];
    const center: Point = [u * along[0] + v * across[0], u * along[1] + v * across[1]];
    best = { center, along, across, length: maxU - minU, breadth: maxV - minV, area };
  }
  return best;
}

/**
 * The four corners of a rectangle in the wrapper's order (getMiniBoxes): the two leftmost
 * corners, the upper first, then the two rightmost, the upper first; returned as top left,
 * top right, bottom right, bottom left.
 */
function corners({ center, along, across, length, breadth }: Rectangle): Point[] {
  const [u, v] = [length / 2, breadth / 2];
  const at = (su: number, sv: number): Point => [center[0] + su * u * along[0] + sv * v * across[0], center[1] + su * u * along[1] + sv * v * across[1]];
  const points = [at(-1, -1), at(1, -1), at(1, 1), at(-1, 1)].sort((a, b) => a[0] - b[0]);
  const [topLeft, bottomLeft] = points[1][1] > points[0][1] ? [points[0], points[1]] : [points[1], points[0]];
  const [topRight, bottomRight] = points[3][1] > points[2][1] ? [points[2], points[3]] : [points[3], points[2]];
  return [topLeft, topRight, bottomRight, bottomLeft];
}

/** js-clipper, as the wrapper widens its boxes with it (a dependency of @gutenye/ocr-common, so found from there). */
interface Clipper {
  ClipperOffset: new () => { AddPath(path: { X: number; Y: number }[], join: number, end: number): void; Execute(into: { X: number; Y: number }[][], delta: number): void };
  JoinType: { jtRound: number };
  EndType: { etClosedPolygon: number };
}
const clipper = (() => {
  const require = createRequire(import.meta.url);
  const common = createRequire(require.resolve('@gutenye/ocr-node')).resolve('@gutenye/ocr-common');
  return createRequire(common)('js-clipper') as Clipper;
})();

/**
 * The rectangle widened on every side by area × UNCLIP_RATIO / perimeter, as the wrapper
 * widens it (unclip): offset with round corners by Clipper, on whole pixels, then boxed again.
 */
function widened(rectangle: Rectangle): Rectangle | undefined {
  const { length, breadth } = rectangle;
  const distance = (length * breadth * UNCLIP_RATIO) / (2 * (length + breadth));
  const offset = new clipper.ClipperOffset();
  offset.AddPath(corners(rectangle).map(([X, Y]) => ({ X, Y })), clipper.JoinType.jtRound, clipper.EndType.etClosedPolygon);
  const expanded: { X: number; Y: number }[][] = [];
  offset.Execute(expanded, distance);
  return expanded[0] && minAreaRectangle(convexHull(expanded[0].flatMap(({ X, Y }) => [X, Y])));
}

/**
 * A patch's line box in the detector's input, or none for a patch too thin to be text: its
 * smallest rectangle, widened (unclip), rounded and kept inside the input.
 */
function lineBox(points: number[], width: number, height: number): Box | undefined {
  const rectangle = minAreaRectangle(convexHull(points));
  if (!rectangle || Math.min(rectangle.length, rectangle.breadth) < MIN_SIDE) return undefined;
  const box = widened(rectangle);
  if (!box || Math.min(box.length, box.breadth) < MIN_SIDE + 2) return undefined;
  const clip = (value: number, max: number) => Math.max(0, Math.min(Math.round(value), max));
  return corners(box).map(([x, y]) => [clip(x, width), clip(y, height)]) as Box;
}
