/**
 * Recognised lines for the card parsers' tests (and the invoice parser's), as the detector
 * boxes them: level unless turned, and optionally with the ink measured in the picture
 * (ink-gaps.ts).
 */
import type { MeasuredLine } from '../cards/ink-gaps';

/** A line at (x, y), `width` wide and `height` high, level. */
export const line = (text: string, x: number, y: number, width: number, height = 30, ink?: MeasuredLine['ink']): MeasuredLine => ({
  text,
  confidence: 0.99,
  box: [
    [x, y],
    [x + width, y],
    [x + width, y + height],
    [x, y + height],
  ],
  ...(ink ? { ink } : {}),
});

/** The line turned `degrees` clockwise about the origin, as on a card photographed at a slope. */
export function turned(original: MeasuredLine, degrees: number): MeasuredLine {
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  return { ...original, box: original.box.map(([x, y]): [number, number] => [x * cos - y * sin, x * sin + y * cos]) };
}

export const valueOf = (pairs: readonly { Name: string; Value: string }[], name: string) => pairs.find((pair) => pair.Name === name)?.Value;
