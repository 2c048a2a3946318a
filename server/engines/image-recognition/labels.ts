/**
 * From the detector's candidates to the labels a visitor reads: one label per object, surest
 * first. The detector scores every class at every cell, so one object yields a cluster of
 * boxes of its class (merged by non-maximum suppression) and often a weaker guess of a look-
 * alike class on the same box (a cat scored as a dog too), which is dropped.
 */
import { COCO_CLASSES, type ImageLabel } from '@toolhub/contracts';
import type { Candidate } from './nanodet';

/**
 * Below this the detector is guessing. Its scores are IoU-aware, so lower than a classifier's:
 * on the test photos the objects there score 0.36–0.88 (mean of the plain and mirrored
 * readings), chance patterns (a helmet as a chair, far buildings as cars) up to 0.30.
 */
export const MIN_SCORE = 0.33;
/** Boxes of one class overlapping this much are one object. */
const SAME_OBJECT_IOU = 0.5;
/** A box of another class overlapping a surer one this much is the same object, guessed twice. */
const LOOKALIKE_IOU = 0.8;
/** A photo rarely holds more objects worth listing; the rest are the least sure. */
export const MAX_LABELS = 20;

type Box = Pick<Candidate, 'x1' | 'y1' | 'x2' | 'y2'>;

export function iou(a: Box, b: Box): number {
  const w = Math.min(a.x2, b.x2) - Math.max(a.x1, b.x1);
  const h = Math.min(a.y2, b.y2) - Math.max(a.y1, b.y1);
  if (w <= 0 || h <= 0) return 0;
  const overlap = w * h;
  const area = (box: Box) => Math.max(0, box.x2 - box.x1) * Math.max(0, box.y2 - box.y1);
  return overlap / (area(a) + area(b) - overlap);
}

/** The candidates worth a label, surest first: per-class suppression, then look-alikes dropped. */
export function distinctObjects(candidates: readonly Candidate[], minScore = MIN_SCORE): Candidate[] {
  const sorted = candidates.filter((c) => c.score >= minScore).sort((a, b) => b.score - a.score);
  const kept: Candidate[] = [];
  for (const candidate of sorted) {
    const duplicate = kept.some((k) => iou(k, candidate) > (k.classIndex === candidate.classIndex ? SAME_OBJECT_IOU : LOOKALIKE_IOU));
    if (!duplicate) kept.push(candidate);
    if (kept.length === MAX_LABELS) break;
  }
  return kept;
}

/** Where the detector's pixels land in the uploaded image. */
export interface UploadFrame {
  /** Upload pixels per detector-input pixel. */
  scale: number;
  width: number;
  height: number;
}

/** The labels of the answer: class id, confidence 0–100, box in the upload's pixels (clipped to it). */
export function labelsOf(candidates: readonly Candidate[], frame: UploadFrame): ImageLabel[] {
  const clip = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value * frame.scale)));
  return distinctObjects(candidates).flatMap((c) => {
    const [x1, y1, x2, y2] = [clip(c.x1, frame.width), clip(c.y1, frame.height), clip(c.x2, frame.width), clip(c.y2, frame.height)];
    if (x2 <= x1 || y2 <= y1) return [];
    return [{ Name: COCO_CLASSES[c.classIndex], Confidence: Math.round(c.score * 1000) / 10, Box: { X: x1, Y: y1, Width: x2 - x1, Height: y2 - y1 } }];
  });
}
