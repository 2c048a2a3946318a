/**
 * Handwriting erasure on photographed pages a reader wrote on (test-support/handwritten-page.ts):
 * print in Chinese and English, a form's blanks on underline rules, a ruled table; blue,
 * black and red pen over it — blanks filled in on their rules, ticks, a circle round words, a
 * stroke through words, notes in the margin and between the lines — photographed and
 * recompressed as JPEG quality 30. What a visitor sees in the result: the pen's ink gone, the
 * rules still there, and the print reading as the same photo reads unwritten on (the
 * recogniser reads both). Prints the figures.
 */
import { REQ_TYPES, handwritingErasureResultSchema } from '@toolhub/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { characterErrorRate } from '../ocr/test-support/pages';
import { handwrittenPage, type PenColour } from './test-support/handwritten-page';
import { erasureFigures, printKept } from './test-support/handwritten-page-figures';
import { readText, runOn } from './test-support/runs';

const PAGES: { seed: number; pens: PenColour[] }[] = [
  { seed: 1, pens: ['blue', 'black', 'red'] },
  // Black pen is the hard case: ink of the print's colour and about its weight.
  { seed: 4, pens: ['black'] },
  { seed: 8, pens: ['red', 'blue'] },
];

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

describe('handwriting erasure of a photographed page written on in blue, black and red', () => {
  for (const { seed, pens } of PAGES) {
    it(`page ${seed} (${pens.join(' + ')} pen): at least 90 % of the pen's ink goes, the rules stay, and 99 % of the print reads as before`, async () => {
      const page = await handwrittenPage(seed, pens);
      const { data, file, image } = await runOn(page.photo, REQ_TYPES.HandwritingErasure, 'handwriting_erasure');
      expect(file.name).toBe('handwriting-erased.jpg');
      expect(await sharp(image).metadata()).toMatchObject({ format: 'jpeg', width: page.width, height: page.height });
      const result = handwritingErasureResultSchema.parse(data);
      expect(result.PrintedLines).toBe(page.lines.length);

      const figures = await erasureFigures(page, image);
      const truth = page.lines.join('\n');
      const [clean, written, erased] = await Promise.all([readText(page.cleanPhoto), readText(page.photo), readText(image)]);
      const kept = printKept(clean, erased, truth);
      console.info(
        `handwriting erasure, handwritten page ${seed} (${pens.join(' + ')} pen, skewed ${page.skew}°, JPEG 30): ${figures.handwritingPixels} pen pixels, ${percent(figures.handwritingRemoved)} removed; ` +
          `rules kept ${percent(figures.rulesKept)}; print damaged ${percent(figures.printDamaged)}; print kept ${percent(kept)} ` +
          `(character errors ${percent(characterErrorRate(clean, truth))} unwritten on, ${percent(characterErrorRate(written, truth))} written on, ${percent(characterErrorRate(erased, truth))} erased)`,
      );
      expect(figures.handwritingRemoved).toBeGreaterThanOrEqual(0.9);
      expect(figures.rulesKept).toBeGreaterThanOrEqual(0.99);
      expect(figures.printDamaged).toBeLessThanOrEqual(0.01);
      expect(kept).toBeGreaterThanOrEqual(0.99);
    }, 120_000);
  }
});
