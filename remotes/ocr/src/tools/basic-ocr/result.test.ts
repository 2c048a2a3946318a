import { describe, expect, it } from 'vitest';
import { plainTextOf, readBasicOcrLines } from './result';

const box = [
  { X: 10, Y: 20 },
  { X: 110, Y: 20 },
  { X: 110, Y: 50 },
  { X: 10, Y: 50 },
];
const line = (text: string, polygon = box) => ({ DetectedText: text, Confidence: 98.5, Polygon: polygon });

describe('basic recognition result', () => {
  it('reads the lines, leaving out blank ones', () => {
    expect(readBasicOcrLines({ TextDetections: [line('你好'), line('  '), line('OCR 2024')] })).toEqual([line('你好'), line('OCR 2024')]);
  });

  it('answers undefined when there is nothing to show', () => {
    expect(readBasicOcrLines({ TextDetections: [] })).toBeUndefined();
    expect(readBasicOcrLines({ TextDetections: [line(' ')] })).toBeUndefined();
    expect(readBasicOcrLines([{ Name: 'a', Value: 'b' }])).toBeUndefined();
    expect(readBasicOcrLines('text')).toBeUndefined();
  });

  it('copies one line per detection', () => {
    expect(plainTextOf([line('第一行'), line('second line')])).toBe('第一行\nsecond line');
  });
});
