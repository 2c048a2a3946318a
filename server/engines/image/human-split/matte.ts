/**
 * The person's matte at the picture's full size: how much of each pixel is the person, 0–255.
 *
 *  1. The detector finds the people (none: no matte, the task says "no person found").
 *  2. The selfie model reads the part of the photo around them at 256 × 256: a soft mask
 *     that knows what a person is but draws their outline only to within a few pixels.
 *  3. The guided filter, with the photo as its guide, moves that outline onto the photo's
 *     own edges (hair against a wall, a sleeve against a flag) at the full size.
 *  4. A steeper ramp turns the filter's gentle slope back into a crisp edge 1–3 px wide.
 */
import { sampleBilinear } from '../filters/bilinear';
import { clamp } from '../filters/clamp';
import { CHANNELS, sharpOfPicture, type Picture } from '../picture';
import { applyGuided, guidedCoefficients, type ColourPlanes } from './guided-filter';
import { PERSON_SURE, personBoxes, type Box } from './person-boxes';
import { SELFIE_SIDE, selfieMask } from './selfie-model';

export interface Matte {
  /** One byte a pixel: 0 background, 255 person. */
  alpha: Uint8Array;
  width: number;
  height: number;
}

/** Room kept around the detector's boxes, as a share of their size: hair and hands stray out. */
const BOX_MARGIN = 0.15;
/**
 * The model reads the people's region rather than the whole photo only when that region is
 * at most this share of it: then the 256 × 256 frame sees them several times closer. For a
 * portrait the whole photo is better: the detector's box leaves out what a person holds.
 */
const CLOSE_LOOK_AREA = 0.4;
/** Less of the picture than this is no person: the selfie model's stray blotches. */
const MIN_PERSON_SHARE = 0.005;
/** The guided filter's working size (longer side): its window statistics need no more. */
const WORK_SIDE = 512;
/** Window radius at the working size, and how flat a window without contrast is made (0–1 units²). */
const GUIDE_RADIUS = 4;
const GUIDE_EPS = 1e-3;
/** The filtered mask's values mapped onto 0–255: below LOW background, above HIGH person. */
const RAMP_LOW = 0.3;
const RAMP_HIGH = 0.7;

export interface MatteSteps {
  /** 0–1 as the steps end. */
  progress?: (fraction: number) => void;
  /** Called between steps: throws to stop. */
  check?: () => void;
}

export async function personMatte(picture: Picture, { progress = () => undefined, check = () => undefined }: MatteSteps = {}): Promise<Matte | undefined> {
  const boxes = await personBoxes(picture);
  if (boxes.length === 0) return undefined;
  progress(0.4);
  check();
  const region = lookRegion(boxes, picture.width, picture.height);
  const mask = await selfieMask(picture, region);
  progress(0.6);
  check();
  const guide = await guideOf(picture);
  const coarse = coarseMaskOn(guide, mask, region, picture);
  const coefficients = guidedCoefficients(guide, coarse, GUIDE_RADIUS, GUIDE_EPS);
  progress(0.75);
  check();
  const filtered = applyGuided(coefficients, picture.data, picture.width, picture.height);
  const alpha = new Uint8Array(picture.width * picture.height);
  for (let i = 0; i < alpha.length; i++) {
    const ramp = clamp((filtered[i] - RAMP_LOW) / (RAMP_HIGH - RAMP_LOW), 0, 1);
    // An upload's own transparency stays: a see-through pixel is not more person than it was.
    alpha[i] = Math.round(ramp * picture.data[i * CHANNELS + 3]);
  }
  progress(1);
  let sum = 0;
  for (const value of alpha) sum += value;
  if (sum / 255 < MIN_PERSON_SHARE * alpha.length) return undefined;
  return { alpha, width: picture.width, height: picture.height };
}

/** Where the model looks: the sure people's region when it is small, else the whole picture. */
function lookRegion(boxes: readonly (Box & { score: number })[], width: number, height: number): Box {
  const sure = boxes.filter((box) => box.score >= PERSON_SURE);
  const whole = { x1: 0, y1: 0, x2: width, y2: height };
  if (sure.length === 0) return whole;
  const region = regionAround(sure, width, height);
  return (region.x2 - region.x1) * (region.y2 - region.y1) <= CLOSE_LOOK_AREA * width * height ? region : whole;
}

/** The people's boxes together, with room around them, inside the picture. */
export function regionAround(boxes: readonly Box[], width: number, height: number): Box {
  const x1 = Math.min(...boxes.map((b) => b.x1));
  const y1 = Math.min(...boxes.map((b) => b.y1));
  const x2 = Math.max(...boxes.map((b) => b.x2));
  const y2 = Math.max(...boxes.map((b) => b.y2));
  const mx = (x2 - x1) * BOX_MARGIN;
  const my = (y2 - y1) * BOX_MARGIN;
  return { x1: Math.max(0, x1 - mx), y1: Math.max(0, y1 - my), x2: Math.min(width, x2 + mx), y2: Math.min(height, y2 + my) };
}

/** The picture at the working size as 0–1 planes (on white where it is transparent). */
async function guideOf(picture: Picture): Promise<ColourPlanes> {
  const scale = Math.min(1, WORK_SIDE / Math.max(picture.width, picture.height));
  const width = Math.max(1, Math.round(picture.width * scale));
  const height = Math.max(1, Math.round(picture.height * scale));
  const { data } = await sharpOfPicture(picture).flatten({ background: '#ffffff' }).resize(width, height, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  const r = new Float32Array(width * height);
  const g = new Float32Array(width * height);
  const b = new Float32Array(width * height);
  for (let i = 0; i < r.length; i++) {
    r[i] = data[i * 3] / 255;
    g[i] = data[i * 3 + 1] / 255;
    b[i] = data[i * 3 + 2] / 255;
  }
  return { r, g, b, width, height };
}

/** The model's mask laid on the working grid: sampled inside the region, 0 outside it. */
function coarseMaskOn(guide: ColourPlanes, mask: Float32Array, region: Box, picture: Picture): Float32Array {
  const out = new Float32Array(guide.width * guide.height);
  const toPictureX = picture.width / guide.width;
  const toPictureY = picture.height / guide.height;
  const regionWidth = region.x2 - region.x1;
  const regionHeight = region.y2 - region.y1;
  const value = new Float64Array(1);
  for (let y = 0; y < guide.height; y++) {
    const py = (y + 0.5) * toPictureY;
    if (py < region.y1 || py >= region.y2) continue;
    const my = ((py - region.y1) / regionHeight) * SELFIE_SIDE - 0.5;
    for (let x = 0; x < guide.width; x++) {
      const px = (x + 0.5) * toPictureX;
      if (px < region.x1 || px >= region.x2) continue;
      sampleBilinear(mask, SELFIE_SIDE, SELFIE_SIDE, 1, ((px - region.x1) / regionWidth) * SELFIE_SIDE - 0.5, my, value);
      out[y * guide.width + x] = value[0];
    }
  }
  return out;
}
