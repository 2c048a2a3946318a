import { COCO_CLASSES } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { MAX_LABELS, distinctObjects, iou, labelsOf } from './labels';
import type { Candidate } from './nanodet';

const index = (name: (typeof COCO_CLASSES)[number]) => COCO_CLASSES.indexOf(name);
const candidate = (name: (typeof COCO_CLASSES)[number], score: number, [x1, y1, x2, y2]: number[]): Candidate => ({ classIndex: index(name), score, x1, y1, x2, y2 });

describe('image labels', () => {
  it('measures overlap as intersection over union', () => {
    const box = { x1: 0, y1: 0, x2: 10, y2: 10 };
    expect(iou(box, box)).toBe(1);
    expect(iou(box, { x1: 5, y1: 0, x2: 15, y2: 10 })).toBeCloseTo(50 / 150);
    expect(iou(box, { x1: 20, y1: 20, x2: 30, y2: 30 })).toBe(0);
  });

  it('keeps one label per object: the surest box of a cluster, and not a look-alike class on the same box', () => {
    const kept = distinctObjects([
      candidate('cat', 0.5, [0, 0, 100, 100]),
      candidate('cat', 0.55, [2, 1, 101, 99]),
      candidate('dog', 0.45, [1, 0, 100, 100]),
      candidate('cat', 0.4, [200, 0, 300, 100]), // a second cat
      candidate('cup', 0.35, [40, 40, 60, 60]), // another class inside: kept
      candidate('bird', 0.2, [300, 300, 310, 310]), // too unsure
    ]);
    expect(kept.map((c) => [COCO_CLASSES[c.classIndex], c.score])).toEqual([
      ['cat', 0.55],
      ['cat', 0.4],
      ['cup', 0.35],
    ]);
  });

  it(`lists at most ${MAX_LABELS} objects`, () => {
    const many = Array.from({ length: 30 }, (_, i) => candidate('person', 0.9 - i / 100, [i * 20, 0, i * 20 + 10, 10]));
    expect(distinctObjects(many)).toHaveLength(MAX_LABELS);
  });

  it("gives boxes in the upload's pixels, clipped to the image, confidence 0–100", () => {
    const labels = labelsOf([candidate('dog', 0.876, [-3, 10, 210, 105.2]), candidate('car', 0.5, [300, 300, 320, 320])], { scale: 2, width: 400, height: 200 });
    expect(labels).toEqual([{ Name: 'dog', Confidence: 87.6, Box: { X: 0, Y: 20, Width: 400, Height: 180 } }]);
  });
});
