import { describe, expect, it } from 'vitest';
import { expectReadsLines } from '../../test-support/results';
import { box as corners } from '../../test-support/shapes';
import { plainTextOf, readBasicOcrLines } from './result';

const box = corners();
const line = (text: string, polygon = box) => ({ DetectedText: text, Confidence: 98.5, Polygon: polygon });

describe('basic recognition result', () => {
  it('reads the lines, leaving out blank ones, and nothing when none is left', () => expectReadsLines(readBasicOcrLines, 'TextDetections', line));

  it('answers undefined for what is not a recognition', () => {
    expect(readBasicOcrLines([{ Name: 'a', Value: 'b' }])).toBeUndefined();
    expect(readBasicOcrLines('text')).toBeUndefined();
  });

  it('copies one line per detection', () => {
    expect(plainTextOf([line('第一行'), line('second line')])).toBe('第一行\nsecond line');
  });
});
