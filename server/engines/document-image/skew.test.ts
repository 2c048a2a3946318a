import { describe, expect, it } from 'vitest';
import { liesOnItsSide, skewOf } from './skew';

/** A mask of lines of "text" (dashes with gaps, like words), every line turned `degrees` clockwise about the middle. */
function linesOfInk(width: number, height: number, degrees: number): Uint8Array {
  const ink = new Uint8Array(width * height);
  const [sin, cos] = [Math.sin((degrees * Math.PI) / 180), Math.cos((degrees * Math.PI) / 180)];
  for (let row = 80; row < height - 80; row += 40) {
    for (let x = 60; x < width - 60; x++) {
      if (x % 50 > 38) continue; // the gap between two words
      for (let thickness = 0; thickness < 12; thickness++) {
        const [dx, dy] = [x - width / 2, row + thickness - height / 2];
        const [tx, ty] = [Math.round(dx * cos - dy * sin + width / 2), Math.round(dx * sin + dy * cos + height / 2)];
        if (tx >= 0 && tx < width && ty >= 0 && ty < height) ink[ty * width + tx] = 1;
      }
    }
  }
  return ink;
}

const transposed = (ink: Uint8Array, width: number, height: number) => {
  const out = new Uint8Array(ink.length);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) out[x * height + y] = ink[y * width + x];
  return out;
};

describe('skew', () => {
  it('measures how far the lines of a page are turned, either way, within a tenth of a degree', () => {
    for (const degrees of [0, 1.3, -2.75, 4.2, 12]) expect(Math.abs(skewOf(linesOfInk(900, 700, degrees), 900, 700) - degrees)).toBeLessThanOrEqual(0.1);
  });

  it('leaves a page without ink as it is', () => {
    expect(skewOf(new Uint8Array(400 * 300), 400, 300)).toBe(0);
  });

  it('tells a page on its side from an upright one', () => {
    const upright = linesOfInk(900, 700, 0);
    expect(liesOnItsSide(upright, 900, 700)).toBe(false);
    expect(liesOnItsSide(transposed(upright, 900, 700), 700, 900)).toBe(true);
  });
});
