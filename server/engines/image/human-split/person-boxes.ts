/**
 * Where the people are, by the object detector image recognition already runs (NanoDet-m,
 * COCO's `person` class; see ../../image-recognition/nanodet.ts). The selfie model cannot say
 * "no person": it was trained on frames that always hold one, and paints a cat or a coffee cup
 * as confidently as a face. The detector answers that question, and its boxes tell the
 * segmentation which part of the photo to look at closely.
 */
import { COCO_CLASSES } from '@toolhub/contracts';
import { detectCandidates, detectorInputOf, INPUT_SIDE } from '../../image-recognition/nanodet';
import { distinctObjects } from '../../image-recognition/labels';
import { clamp } from '../filters/clamp';
import { sharpOfPicture, type Picture } from '../picture';

export interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface PersonBox extends Box {
  /** The detector's score, 0–1 (IoU-aware, so lower than a classifier's). */
  score: number;
}

/**
 * The least score taken as a hint that someone is there. Lower than image recognition's label
 * threshold (0.33): a close-up bust on a busy table scored 0.19 as a person here, while no
 * person-free test photo scored a person box above 0.22 (a launch tower) — and a hint is then
 * confirmed by the segmentation finding a person-sized area, which the tower's was not.
 */
export const PERSON_HINT = 0.15;
/** A box scoring this is surely a person (image recognition's own label threshold). */
export const PERSON_SURE = 0.33;

const PERSON = COCO_CLASSES.indexOf('person');

/** The people the detector may see, in the picture's pixels, surest first; empty when there is nobody. */
export async function personBoxes(picture: Picture): Promise<PersonBox[]> {
  // The detector sees the photo at 416 px anyway: hand it a small lossless copy.
  const small = await sharpOfPicture(picture)
    .flatten({ background: '#ffffff' })
    .resize(INPUT_SIDE, INPUT_SIDE, { fit: 'inside', kernel: 'linear' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const input = await detectorInputOf(small);
  const people = distinctObjects(await detectCandidates(input, PERSON_HINT), PERSON_HINT).filter((c) => c.classIndex === PERSON);
  // Detector pixels → picture pixels: the detector scaled the longer side to INPUT_SIDE.
  const toPicture = Math.max(picture.width, picture.height) / INPUT_SIDE;
  return people.map(({ x1, y1, x2, y2, score }) => ({
    score,
    x1: clamp(x1 * toPicture, 0, picture.width),
    y1: clamp(y1 * toPicture, 0, picture.height),
    x2: clamp(x2 * toPicture, 0, picture.width),
    y2: clamp(y2 * toPicture, 0, picture.height),
  }));
}
