/**
 * The measure of a flattened page's corners, which the word-restoration tests and the bench
 * trust: 0 on the page as printed, the cut on a page cut crooked, and 1 (everything wrong)
 * when the corner squares are not there to find.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pageCornerError, printedSheet } from './photographed-page';

describe('page corner error', () => {
  it('is 0 on the printed page, at any size', async () => {
    const printed = await printedSheet();
    expect(await pageCornerError(printed)).toBeLessThan(0.001);
    expect(await pageCornerError(await sharp(printed).resize(700, 990, { fit: 'fill' }).jpeg({ quality: 60 }).toBuffer())).toBeLessThan(0.002);
  });

  it('is the share of the width cut off one side', async () => {
    const printed = await printedSheet();
    const { width = 0, height = 0 } = await sharp(printed).metadata();
    const cut = Math.round(0.03 * width);
    // The left squares move 3 % of the old width closer to the left edge, about 3.1 % of the new one.
    const error = await pageCornerError(await sharp(printed).extract({ left: cut, top: 0, width: width - cut, height }).toBuffer());
    expect(error).toBeGreaterThan(0.028);
    expect(error).toBeLessThan(0.033);
  });

  it('is 1 on a page without its corner squares', async () => {
    const blank = await sharp({ create: { width: 800, height: 1131, channels: 3, background: '#ffffff' } }).png().toBuffer();
    expect(await pageCornerError(blank)).toBe(1);
  });
});
