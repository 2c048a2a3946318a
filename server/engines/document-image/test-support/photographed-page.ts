/**
 * A printed A4 page photographed at an angle on a table, as a phone takes it and the screen
 * uploads it, with what the page looked like kept for checking the flattened result:
 *
 * - the page: lines of Chinese and English print, and a filled black square near each
 *   corner (a fiducial) at a known place, so the corners of a flattened page can be told
 *   after the paper's own edge has been cleaned white;
 * - the camera: a pinhole camera looking at the page tilted 5–20° about a random axis in its
 *   plane and turned up to ±10° in it, so the page is a true perspective quadrilateral
 *   (computed by casting each pixel's ray onto the page's plane, independently of the
 *   engine's homography code), sampled 2 × 2 per pixel;
 * - the scene: a darker textured table (wood, a grey desk, cloth, light wood), light falling
 *   off across the photo and a soft shadow over part of it (on page and table alike), a
 *   slightly soft focus, sensor noise, and JPEG at quality 30 (the screen's recompression,
 *   spec §7).
 *
 * `photographedPage(seed)` draws one (the same for a seed on every machine);
 * `pageCornerError(image)` finds the four squares on a flattened page and says how far the
 * worst is from where it lies on the perfect page; `printedSheet()` is that perfect page.
 */
import sharp from 'sharp';
import { escapeXml } from '../../../src/xml';
import { seededRandom } from '../../../src/seeded-random';
import type { Quad } from '../perspective';
import { gaussian } from './camera-noise';
import { DOCUMENT_LINES } from './documents';

const FONT = 'Noto Sans CJK SC';
/** The page at 150 dpi: A4, 1 : √2. */
const PAGE_WIDTH = 1240;
const PAGE_HEIGHT = 1754;
/** Each corner's square: its side, and its centre's distance from both edges at that corner. */
const FIDUCIAL_SIDE = 44;
const FIDUCIAL_CENTRE = 80;
const TEXT_LEFT = 150;
const TEXT_TOP = 260;
const FONT_SIZE = 34;
const LINE_SPACING = 84;

/** Where each corner's square is centred, as shares of the page's width and height: TL, TR, BR, BL. */
const FIDUCIAL_SHARES: ReadonlyArray<[number, number]> = [
  [FIDUCIAL_CENTRE / PAGE_WIDTH, FIDUCIAL_CENTRE / PAGE_HEIGHT],
  [1 - FIDUCIAL_CENTRE / PAGE_WIDTH, FIDUCIAL_CENTRE / PAGE_HEIGHT],
  [1 - FIDUCIAL_CENTRE / PAGE_WIDTH, 1 - FIDUCIAL_CENTRE / PAGE_HEIGHT],
  [FIDUCIAL_CENTRE / PAGE_WIDTH, 1 - FIDUCIAL_CENTRE / PAGE_HEIGHT],
];

/** The page as printed, flat: a PNG, PAGE_WIDTH × PAGE_HEIGHT. */
export async function printedSheet(): Promise<Buffer> {
  return sharp(printedPageSvg()).png().toBuffer();
}

async function printedPageGrey(): Promise<Uint8Array> {
  const { data } = await sharp(printedPageSvg()).greyscale().raw().toBuffer({ resolveWithObject: true });
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

function printedPageSvg(): Buffer {
  const half = FIDUCIAL_SIDE / 2;
  const squares = FIDUCIAL_SHARES.map(([u, v]) => `<rect x="${u * PAGE_WIDTH - half}" y="${v * PAGE_HEIGHT - half}" width="${FIDUCIAL_SIDE}" height="${FIDUCIAL_SIDE}" fill="#000"/>`).join('');
  const texts = DOCUMENT_LINES.map(
    (line, i) => `<text x="${TEXT_LEFT}" y="${TEXT_TOP + i * LINE_SPACING}" font-family="${FONT}" font-size="${i === 0 ? FONT_SIZE + 6 : FONT_SIZE}" fill="#151515">${escapeXml(line)}</text>`,
  ).join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}"><rect width="100%" height="100%" fill="#fff"/>${squares}${texts}</svg>`);
}

// ---- the camera ----

type Vector = [number, number, number];
const cross = (a: Vector, b: Vector): Vector => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const dot = (a: Vector, b: Vector) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** A vector turned by `angle` about the unit `axis` (Rodrigues). */
function turned(v: Vector, axis: Vector, angle: number): Vector {
  const [c, s] = [Math.cos(angle), Math.sin(angle)];
  const k = cross(axis, v);
  const along = dot(axis, v) * (1 - c);
  return [v[0] * c + k[0] * s + axis[0] * along, v[1] * c + k[1] * s + axis[1] * along, v[2] * c + k[2] * s + axis[2] * along];
}

/** The page as a plane before the camera: its centre, and the 3-D step of one page pixel across and down. */
interface Pose {
  centre: Vector;
  across: Vector;
  down: Vector;
  focal: number;
  /** The photo's point the camera's axis goes through. */
  axisX: number;
  axisY: number;
}

/** A page point (page pixels from its top left) in the photo. */
function project(pose: Pose, u: number, v: number): [number, number] {
  const [a, b] = [u - PAGE_WIDTH / 2, v - PAGE_HEIGHT / 2];
  const p = [0, 1, 2].map((i) => pose.centre[i] + a * pose.across[i] + b * pose.down[i]);
  return [pose.axisX + (pose.focal * p[0]) / p[2], pose.axisY + (pose.focal * p[1]) / p[2]];
}

/** The page point a photo pixel sees: its ray from the camera meets the page's plane. */
function unproject(pose: Pose, normal: Vector, normalDotCentre: number, x: number, y: number): [number, number] {
  const ray: Vector = [(x - pose.axisX) / pose.focal, (y - pose.axisY) / pose.focal, 1];
  const t = normalDotCentre / dot(normal, ray);
  const offset: Vector = [t * ray[0] - pose.centre[0], t * ray[1] - pose.centre[1], t * ray[2] - pose.centre[2]];
  return [dot(offset, pose.across) / dot(pose.across, pose.across) + PAGE_WIDTH / 2, dot(offset, pose.down) / dot(pose.down, pose.down) + PAGE_HEIGHT / 2];
}

const cornersOf = (pose: Pose): Quad => [project(pose, 0, 0), project(pose, PAGE_WIDTH, 0), project(pose, PAGE_WIDTH, PAGE_HEIGHT), project(pose, 0, PAGE_HEIGHT)];

/**
 * The page tilted `tilt` radians about an axis in its plane at `axisAngle`, turned `roll`
 * in its plane, sized so its outline fills `fill` of the photo, its middle moved off the
 * photo's centre by a few per cent.
 */
function poseOf(photoWidth: number, photoHeight: number, focal: number, tilt: number, axisAngle: number, roll: number, fill: number, shift: [number, number]): Pose {
  const tiltAxis: Vector = [Math.cos(axisAngle), Math.sin(axisAngle), 0];
  const orient = (v: Vector) => turned(turned(v, tiltAxis, tilt), [0, 0, 1], roll);
  const [across, down] = [orient([1, 0, 0]), orient([0, 1, 0])];
  const at = (scale: number): Pose => ({
    centre: [0, 0, focal],
    across: across.map((c) => c * scale) as Vector,
    down: down.map((c) => c * scale) as Vector,
    focal,
    axisX: photoWidth / 2 + shift[0] * photoWidth,
    axisY: photoHeight / 2 + shift[1] * photoHeight,
  });
  const filled = (pose: Pose) => {
    const corners = cornersOf(pose);
    const xs = corners.map((p) => p[0]);
    const ys = corners.map((p) => p[1]);
    return Math.max((Math.max(...xs) - Math.min(...xs)) / photoWidth, (Math.max(...ys) - Math.min(...ys)) / photoHeight);
  };
  let [low, high] = [0.05, 3];
  for (let i = 0; i < 40; i++) {
    const middle = (low + high) / 2;
    if (filled(at(middle)) < fill) low = middle;
    else high = middle;
  }
  return at(low);
}

// ---- the scene ----

/** The table: a colour and a texture, as a function of the photo's pixel. */
type Table = (x: number, y: number) => [number, number, number];

function tableOf(kind: number, random: () => number): Table {
  const phase = random() * Math.PI * 2;
  const blotch = (x: number, y: number) => 1 + 0.06 * Math.sin(x / 170 + phase) * Math.cos(y / 230 - phase);
  switch (kind % 4) {
    case 0: {
      // Dark wood: grain that wanders across the photo.
      const spacing = 9 + random() * 6;
      return (x, y) => {
        const grain = 1 + 0.12 * Math.sin((y + 30 * Math.sin(x / 260 + phase)) / spacing) + 0.05 * Math.sin(y / 2.7 + x / 40);
        const k = grain * blotch(x, y);
        return [118 * k, 80 * k, 52 * k];
      };
    }
    case 1:
      // A grey desk, a little mottled.
      return (x, y) => {
        const k = blotch(x, y) * (1 + 0.04 * Math.sin(x / 3.1 + y / 5.3) * Math.sin(y / 2.3));
        return [112 * k, 115 * k, 120 * k];
      };
    case 2:
      // Dark blue cloth: a fine weave.
      return (x, y) => {
        const k = blotch(x, y) * (1 + 0.1 * Math.sin(x / 1.9) * Math.sin(y / 2.1));
        return [58 * k, 66 * k, 96 * k];
      };
    default: {
      // Light wood: the hardest, the least darker than the paper.
      const spacing = 12 + random() * 6;
      return (x, y) => {
        const k = blotch(x, y) * (1 + 0.08 * Math.sin((x + 20 * Math.sin(y / 300 + phase)) / spacing));
        return [182 * k, 150 * k, 110 * k];
      };
    }
  }
}

/**
 * The light over the photo: falling off across it, and a shadow over one part — soft and
 * off to one side, or sharp-edged, deep and across the middle (a phone held close under a lamp).
 */
function lightOf(photoWidth: number, photoHeight: number, random: () => number, shadow: 'soft' | 'sharp'): (x: number, y: number) => number {
  const fallAngle = random() * Math.PI * 2;
  const fall = 0.22 + random() * 0.15;
  const shadowAngle = random() * Math.PI * 2;
  const [sx, sy] = [Math.cos(shadowAngle), Math.sin(shadowAngle)];
  // The same draws either way, so a sharp and a soft shadow fall on the same photo otherwise.
  const [depthDraw, edgeDraw, softnessDraw] = [random(), random(), random()];
  const sharp = shadow === 'sharp';
  const shadowDepth = (sharp ? 0.45 : 0.3) + depthDraw * 0.15;
  const shadowEdge = sharp ? 0.05 * edgeDraw : 0.25 + edgeDraw * 0.2;
  const softness = sharp ? 0.004 : 0.04 + softnessDraw * 0.05;
  return (x, y) => {
    const [u, v] = [x / photoWidth - 0.5, y / photoHeight - 0.5];
    const falloff = 1 - fall * (0.5 + (u * Math.cos(fallAngle) + v * Math.sin(fallAngle)));
    const shadow = 1 - shadowDepth / (1 + Math.exp(-(u * sx + v * sy - shadowEdge) / softness));
    return falloff * shadow;
  };
}

export interface PhotographedPage {
  /** The photo as the screen uploads it: JPEG, quality 30. */
  jpeg: Buffer;
  width: number;
  height: number;
  /** Where the page's corners are in the photo: top left, top right, bottom right, bottom left. */
  corners: Quad;
  /** The printed text, line by line. */
  lines: readonly string[];
  /** How the page was held, for messages: tilt out of the photo's plane and turn within it, degrees. */
  tiltDegrees: number;
  rollDegrees: number;
  table: 'dark wood' | 'grey desk' | 'blue cloth' | 'light wood';
}

const TABLES = ['dark wood', 'grey desk', 'blue cloth', 'light wood'] as const;
const PAPER_TINT = [0.98, 0.96, 0.91];
const SUBSAMPLES = [-0.25, 0.25];

export interface PhotoOptions {
  /** A soft shadow off to one side (the usual), or a sharp-edged deep one across the middle. */
  shadow?: 'soft' | 'sharp';
  /** Taken close, the page filling most of the photo (the usual), or from farther, the page half the photo's height or width. */
  distance?: 'near' | 'far';
}

/** A printed A4 page photographed at an angle on a table (see the top of the file); `seed` picks everything else. */
export async function photographedPage(seed: number, { shadow = 'soft', distance = 'near' }: PhotoOptions = {}): Promise<PhotographedPage> {
  const random = seededRandom(seed * 7919 + 17);
  const landscape = seed % 3 === 2;
  const [width, height] = landscape ? [2048, 1536] : [1536, 2048];
  const focal = Math.max(width, height) * (0.85 + 0.35 * random());
  const tiltDegrees = (5 + 15 * random()) * (random() < 0.5 ? -1 : 1);
  const rollDegrees = (random() * 2 - 1) * 10;
  const pose = poseOf(width, height, focal, (tiltDegrees * Math.PI) / 180, random() * Math.PI, (rollDegrees * Math.PI) / 180, (distance === 'near' ? 0.8 : 0.45) + 0.08 * random(), [
    (random() - 0.5) * 0.05,
    (random() - 0.5) * 0.05,
  ]);
  const normal = cross(pose.across, pose.down);
  const normalDotCentre = dot(normal, pose.centre);
  const table = tableOf(seed, random);
  const light = lightOf(width, height, random, shadow);
  const page = await printedPageGrey();
  const pageAt = (u: number, v: number) => {
    const [x, y] = [Math.min(PAGE_WIDTH - 1.001, Math.max(0, u - 0.5)), Math.min(PAGE_HEIGHT - 1.001, Math.max(0, v - 0.5))];
    const [x0, y0] = [Math.floor(x), Math.floor(y)];
    const [fx, fy] = [x - x0, y - y0];
    const i = y0 * PAGE_WIDTH + x0;
    const top = page[i] + (page[i + 1] - page[i]) * fx;
    const bottom = page[i + PAGE_WIDTH] + (page[i + PAGE_WIDTH + 1] - page[i + PAGE_WIDTH]) * fx;
    return top + (bottom - top) * fy;
  };
  const photo = new Uint8Array(width * height * 3);
  const sum = [0, 0, 0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      sum.fill(0);
      for (const dy of SUBSAMPLES) {
        for (const dx of SUBSAMPLES) {
          const [u, v] = unproject(pose, normal, normalDotCentre, x + 0.5 + dx, y + 0.5 + dy);
          if (u >= 0 && v >= 0 && u < PAGE_WIDTH && v < PAGE_HEIGHT) {
            const grey = pageAt(u, v);
            for (let c = 0; c < 3; c++) sum[c] += grey * PAPER_TINT[c];
          } else {
            const colour = table(x + dx, y + dy);
            for (let c = 0; c < 3; c++) sum[c] += colour[c];
          }
        }
      }
      const lit = light(x, y) / SUBSAMPLES.length ** 2;
      for (let c = 0; c < 3; c++) {
        const value = sum[c] * lit + gaussian(random) * 3;
        photo[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
  }
  const jpeg = await sharp(photo, { raw: { width, height, channels: 3 } }).blur(0.7).jpeg({ quality: 30 }).toBuffer();
  return { jpeg, width, height, corners: cornersOf(pose), lines: DOCUMENT_LINES, tiltDegrees, rollDegrees, table: TABLES[seed % 4] };
}

// ---- checking a flattened page ----

/** Darker than this, on a restored page, is the black of a square. */
const MARK_BELOW = 110;
/** Each corner's square is looked for in this share of the page's width and height at that corner: clear of the print. */
const SEARCH_SHARES = [0.16, 0.11];

/**
 * How far the flattened page's corners are from the perfect rectangle: the four corner
 * squares found on `outputImage` (an encoded image, the restored page) are compared with
 * where they lie on the printed page stretched to the image's size. Each square's miss is
 * taken across (as a share of the image's width) and down (a share of its height), and the
 * worst of the eight is returned: 0.02 means a corner is 2 % of a side out of place. A
 * square not found (a corner lost, the page not flattened) counts as 1.
 */
export async function pageCornerError(outputImage: Buffer): Promise<number> {
  const { data, info } = await sharp(outputImage).greyscale().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  let worst = 0;
  FIDUCIAL_SHARES.forEach(([u, v]) => {
    const [searchWidth, searchHeight] = [Math.round(SEARCH_SHARES[0] * width), Math.round(SEARCH_SHARES[1] * height)];
    const left = u < 0.5 ? 0 : width - searchWidth;
    const top = v < 0.5 ? 0 : height - searchHeight;
    const expectedSide = (FIDUCIAL_SIDE / PAGE_WIDTH) * width;
    const found = squareIn(data, width, left, top, searchWidth, searchHeight, expectedSide);
    worst = Math.max(worst, found ? Math.max(Math.abs(found[0] / width - u), Math.abs(found[1] / height - v)) : 1);
  });
  return worst;
}

/** The centre of the biggest dark blob shaped like the corner square in a window of a grey image. */
function squareIn(grey: Uint8Array, width: number, left: number, top: number, searchWidth: number, searchHeight: number, expectedSide: number): [number, number] | undefined {
  const seen = new Uint8Array(searchWidth * searchHeight);
  const dark = (x: number, y: number) => grey[(top + y) * width + left + x] < MARK_BELOW;
  let best: { x: number; y: number; count: number } | undefined;
  for (let start = 0; start < seen.length; start++) {
    if (seen[start] || !dark(start % searchWidth, Math.floor(start / searchWidth))) continue;
    const stack = [start];
    seen[start] = 1;
    let [count, sumX, sumY, minX, maxX, minY, maxY] = [0, 0, 0, Infinity, -Infinity, Infinity, -Infinity];
    while (stack.length) {
      const at = stack.pop() as number;
      const [x, y] = [at % searchWidth, Math.floor(at / searchWidth)];
      count++;
      sumX += x + 0.5;
      sumY += y + 0.5;
      [minX, maxX, minY, maxY] = [Math.min(minX, x), Math.max(maxX, x), Math.min(minY, y), Math.max(maxY, y)];
      for (const [nx, ny] of [
        [x - 1, y],
        [x + 1, y],
        [x, y - 1],
        [x, y + 1],
      ]) {
        if (nx < 0 || ny < 0 || nx >= searchWidth || ny >= searchHeight) continue;
        const next = ny * searchWidth + nx;
        if (!seen[next] && dark(nx, ny)) {
          seen[next] = 1;
          stack.push(next);
        }
      }
    }
    // A filled square, turned a little at most: about the expected area, and filling most of its box.
    const boxArea = (maxX - minX + 1) * (maxY - minY + 1);
    const square = count > 0.4 * expectedSide ** 2 && count < 2.5 * expectedSide ** 2 && count > 0.6 * boxArea;
    if (square && (!best || count > best.count)) best = { x: left + sumX / count, y: top + sumY / count, count };
  }
  return best && [best.x, best.y];
}
