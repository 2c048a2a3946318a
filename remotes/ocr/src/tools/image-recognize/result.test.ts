import { describe, expect, it } from 'vitest';
import { boxPlacement, colourAt, confidenceText, labelName, readImageLabels } from './result';

const label = (Name: string, Confidence: number, Box = { X: 10, Y: 20, Width: 100, Height: 50 }) => ({ Name, Confidence, Box });

describe('image recognition result', () => {
  it('reads the labels surest first, leaving out empty boxes', () => {
    const labels = readImageLabels({ Labels: [label('cup', 36.1), label('dining table', 47.3), label('fork', 50, { X: 0, Y: 0, Width: 0, Height: 10 })] });
    expect(labels?.map((l) => l.Name)).toEqual(['dining table', 'cup']);
  });

  it('answers undefined when there is nothing to show', () => {
    expect(readImageLabels({ Labels: [] })).toBeUndefined();
    expect(readImageLabels({ TextDetections: [] })).toBeUndefined();
    expect(readImageLabels('labels')).toBeUndefined();
  });

  it("names a class in the page's language, an unknown one as it came", () => {
    expect(labelName({ Name: 'cat' }, 'zh-CN')).toBe('猫');
    expect(labelName({ Name: 'dining table' }, 'zh-CN')).toBe('餐桌');
    expect(labelName({ Name: 'dining table' }, 'en')).toBe('Dining table');
    expect(labelName({ Name: 'toString' }, 'zh-CN')).toBe('toString');
    expect(labelName({ Name: 'unicorn' }, 'en')).toBe('unicorn');
  });

  it('shows the confidence with one decimal at most', () => {
    expect(confidenceText(87.5)).toBe('87.5');
    expect(confidenceText(60)).toBe('60');
    expect(confidenceText(33.333)).toBe('33.3');
    expect(confidenceText(140)).toBe('100');
  });

  it('places a box in percentages of the image, clipped to it', () => {
    expect(boxPlacement(label('cat', 50, { X: 100, Y: 50, Width: 200, Height: 100 }), { width: 400, height: 200 })).toEqual({ left: '25%', top: '25%', width: '50%', height: '50%' });
    expect(boxPlacement(label('cat', 50, { X: 300, Y: 0, Width: 200, Height: 300 }), { width: 400, height: 200 })).toEqual({ left: '75%', top: '0%', width: '25%', height: '100%' });
  });

  it('gives neighbouring labels different colours', () => {
    expect(colourAt(0)).not.toBe(colourAt(1));
    expect(colourAt(8)).toBe(colourAt(0));
  });
});
