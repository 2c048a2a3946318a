/**
 * An ID photo: the person on a plain colour, framed as ID photos are, at the exact pixel size
 * of the chosen print size (ID_PHOTO_SIZES, 300 dpi).
 *
 * Framing rule (proportions of the Chinese passport / entry-exit photo guide, 33 × 48 mm:
 * head width 15–22 mm = 45–67 % of the width, 3–5 mm = 6–10 % above the head): the head,
 * hair included, is made HEAD_WIDTH_SHARE of the photo's width and centred across it, with
 * HEAD_TOP_MARGIN of its height above the top of the hair. The same proportions are used
 * for 1-inch and 2-inch prints, which studios frame alike.
 *
 * The head is read from the matte alone: from the top of the person down, the rows widen to
 * the head's width, and the first row much wider than the head so far is the shoulders.
 */
import { ID_PHOTO_SIZES, type IdPhotoSize } from '@toolhub/contracts';
import sharp from 'sharp';
import { blankPicture, CHANNELS, pictureOf, type Picture } from '../picture';
import { colourPicture, layOver, type Rgb } from './backdrop';
import type { Matte } from './matte';

export const HEAD_WIDTH_SHARE = 0.6;
export const HEAD_TOP_MARGIN = 0.1;
/**
 * How far below the top of the hair the head's width is measured, as a share of that width:
 * a head is about 1.3 times as tall as it is wide (hair to chin), so rows down to 0.9 of its
 * width are hair, forehead and cheeks — above a collar, a helmet ring or a shoulder.
 */
const HEAD_ROWS = 0.9;
/** A row with fewer person pixels than this share of the picture's width is stray matte. */
const MIN_ROW_SHARE = 0.01;

export interface Head {
  /** The top row of the hair. */
  top: number;
  /** The head's centre across. */
  centreX: number;
  /** Its widest, hair included. */
  width: number;
}

export function headOf({ alpha, width, height }: Matte): Head | undefined {
  const minRow = Math.max(2, Math.round(MIN_ROW_SHARE * width));
  const left = new Int32Array(height).fill(-1);
  const right = new Int32Array(height).fill(-1);
  let top = -1;
  for (let y = 0; y < height; y++) {
    let count = 0;
    for (let x = 0; x < width; x++) {
      if (alpha[y * width + x] < 128) continue;
      if (left[y] < 0) left[y] = x;
      right[y] = x;
      count++;
    }
    if (count < minRow) left[y] = right[y] = -1;
    else if (top < 0) top = y;
  }
  if (top < 0) return undefined;
  const span = (y: number) => (left[y] < 0 ? 0 : right[y] - left[y] + 1);
  const widestWithin = (rows: number) => {
    let widest = 0;
    for (let y = top; y < Math.min(height, top + rows); y++) widest = Math.max(widest, span(y));
    return widest;
  };
  // The width w whose rows [top, top + HEAD_ROWS·w) are no wider than w: grown from the crown
  // of the head until it settles (a few steps); shoulders would make it run away, so it stops.
  let headWidth = Math.max(minRow, widestWithin(Math.round(0.05 * height)));
  for (let step = 0; step < 12; step++) {
    const next = widestWithin(Math.round(HEAD_ROWS * headWidth));
    if (next <= headWidth) break;
    headWidth = next;
  }
  let centres = 0;
  let rows = 0;
  for (let y = top; y < Math.min(height, top + Math.round(HEAD_ROWS * headWidth)); y++) {
    if (left[y] < 0) continue;
    centres += (left[y] + right[y]) / 2;
    rows++;
  }
  return { top, centreX: rows ? centres / rows : width / 2, width: headWidth };
}

/** The ID photo: the person laid on `colour`, the head framed by the rule above. */
export async function idPhoto(picture: Picture, matte: Matte, size: IdPhotoSize, colour: Rgb): Promise<Picture> {
  const { width, height } = ID_PHOTO_SIZES[size];
  const onColour = layOver(picture, matte, colourPicture(picture.width, picture.height, colour));
  // Without a head to frame (a matte with no upright person shape), the whole person is fitted.
  const head = headOf(matte) ?? { top: 0, centreX: picture.width / 2, width: picture.width * HEAD_WIDTH_SHARE };
  const scale = (HEAD_WIDTH_SHARE * width) / head.width;
  const frame = {
    left: Math.round(head.centreX - width / 2 / scale),
    top: Math.round(head.top - (HEAD_TOP_MARGIN * height) / scale),
    width: Math.max(1, Math.round(width / scale)),
    height: Math.max(1, Math.round(height / scale)),
  };
  const framed = cropOnColour(onColour, frame, colour);
  return pictureOf(sharp(framed.data, { raw: { width: framed.width, height: framed.height, channels: CHANNELS } }).resize(width, height, { fit: 'fill' }));
}

/** The part `frame` of the picture; where the frame passes the picture's edge, the colour. */
function cropOnColour(picture: Picture, frame: { left: number; top: number; width: number; height: number }, colour: Rgb): Picture {
  const out = blankPicture(frame.width, frame.height);
  const fill = colourPicture(frame.width, 1, colour).data;
  for (let y = 0; y < frame.height; y++) {
    out.data.set(fill, y * frame.width * CHANNELS);
    const sourceY = frame.top + y;
    if (sourceY < 0 || sourceY >= picture.height) continue;
    const from = Math.max(0, frame.left);
    const to = Math.min(picture.width, frame.left + frame.width);
    if (to <= from) continue;
    out.data.set(picture.data.subarray((sourceY * picture.width + from) * CHANNELS, (sourceY * picture.width + to) * CHANNELS), (y * frame.width + from - frame.left) * CHANNELS);
  }
  return out;
}
