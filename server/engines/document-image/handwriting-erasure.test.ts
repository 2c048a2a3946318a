/**
 * Handwriting erasure, measured on generated pages whose print and pen marks are known apart:
 * the share of the handwriting's visible pixels that show the printed page again, the share
 * of print that was damaged, and how the printed text reads (BasicOcr, character error rate)
 * before and after. Prints the figures.
 */
import { REQ_TYPES, handwritingErasureResultSchema } from '@toolhub/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { characterErrorRate } from '../ocr/test-support/pages';
import { readText, runOn } from './test-support/runs';
import { rasterOf, type Raster } from './raster';
import { annotatedPage, photograph, type InkColour } from './test-support/documents';

const SCENE = 'handwriting_erasure';
/** A pixel this far (in any channel) from the printed page shows something that is not print. */
const VISIBLE = 48;

async function erase(image: Buffer) {
  const { data, file, image: result } = await runOn(image, REQ_TYPES.HandwritingErasure, SCENE);
  return { data: handwritingErasureResultSchema.parse(data), file, image: result };
}

const distance = (a: Raster, b: Raster, i: number) => Math.max(Math.abs(a.data[i * 3] - b.data[i * 3]), Math.abs(a.data[i * 3 + 1] - b.data[i * 3 + 1]), Math.abs(a.data[i * 3 + 2] - b.data[i * 3 + 2]));
const luminance = (r: Raster, i: number) => 0.299 * r.data[i * 3] + 0.587 * r.data[i * 3 + 1] + 0.114 * r.data[i * 3 + 2];

/** What erasing did, pixel by pixel, against the printed page and the annotated one. */
function measure(printed: Raster, annotated: Raster, erased: Raster) {
  let handwriting = 0;
  let removed = 0;
  let print = 0;
  let damaged = 0;
  for (let i = 0; i < printed.width * printed.height; i++) {
    if (distance(annotated, printed, i) > VISIBLE) {
      handwriting++;
      if (distance(erased, printed, i) <= VISIBLE) removed++;
    }
    if (luminance(printed, i) < 128) {
      print++;
      if (Math.abs(luminance(erased, i) - luminance(printed, i)) > 64) damaged++;
    }
  }
  return { handwritingPixels: handwriting, removed: removed / handwriting, damaged: damaged / print };
}

const PAGES: { seed: number; inks: InkColour[] }[] = [
  { seed: 1, inks: ['blue', 'black'] },
  { seed: 2, inks: ['black'] },
  { seed: 3, inks: ['blue'] },
  { seed: 4, inks: ['black', 'blue'] },
];

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

describe('handwriting erasure', () => {
  it('takes at least 90 % of the handwriting off and leaves the print reading within 2 % character errors', async () => {
    for (const { seed, inks } of PAGES) {
      const page = await annotatedPage(seed, inks);
      const { data, file, image } = await erase(page.annotated);
      expect(file.name).toBe('handwriting-erased.png');
      expect(file.contentType).toBe('image/png');
      const [printed, annotated, erased] = await Promise.all([page.printed, page.annotated, image].map((bytes) => rasterOf(bytes)));
      expect([erased.width, erased.height]).toEqual([printed.width, printed.height]);
      expect([data.Width, data.Height]).toEqual([printed.width, printed.height]);
      expect(data.PrintedLines).toBe(page.lines.length);

      const figures = measure(printed, annotated, erased);
      const truth = page.lines.join('\n');
      const cerBefore = characterErrorRate(await readText(page.annotated), truth);
      const cerAfter = characterErrorRate(await readText(image), truth);
      console.info(
        `handwriting erasure, page ${seed} (${inks.join(' + ')} ink): ${figures.handwritingPixels} handwriting pixels, ${percent(figures.removed)} removed; ` +
          `print damaged ${percent(figures.damaged)}; character error rate ${percent(cerBefore)} before, ${percent(cerAfter)} after; erased ${data.ErasedPercent} % of the page`,
      );
      expect(figures.removed, `page ${seed}`).toBeGreaterThanOrEqual(0.9);
      expect(figures.damaged, `page ${seed}`).toBeLessThanOrEqual(0.01);
      expect(cerAfter, `page ${seed}`).toBeLessThanOrEqual(0.02);
    }
  }, 180_000);

  it('takes at least 90 % of the handwriting off a photographed page (shadow, blur, greyed print), the print reading as well as unwritten on, as a JPEG', async () => {
    // Each photo as taken (JPEG quality 80), and as the screen uploads it: recompressed at quality 0.3 (spec §7).
    const photos = [
      { seed: 6, skew: 0, quality: 80 },
      { seed: 7, skew: 2, quality: 80 },
      { seed: 6, skew: 1, quality: 30 },
      { seed: 7, skew: 1, quality: 30 },
    ];
    for (const { seed, skew, quality } of photos) {
      const page = await annotatedPage(seed, ['blue', 'black']);
      // Photographed alike, the two photos differ only by the pen's marks.
      const shoot = async (image: Buffer) => {
        const photo = await photograph(image, seed, skew);
        return quality === 80 ? photo : sharp(photo).jpeg({ quality }).toBuffer();
      };
      const [printedPhoto, annotatedPhoto] = [await shoot(page.printed), await shoot(page.annotated)];
      const { file, image } = await erase(annotatedPhoto);
      expect(file.name).toBe('handwriting-erased.jpg');
      expect((await sharp(image).metadata()).format).toBe('jpeg');
      const [printed, annotated, erased] = await Promise.all([printedPhoto, annotatedPhoto, image].map((bytes) => rasterOf(bytes)));
      const figures = measure(printed, annotated, erased);
      const truth = page.lines.join('\n');
      // A photo reads worse than a clean page: the print is held to how the same photo of the page reads unwritten on.
      const cerUnwritten = characterErrorRate(await readText(printedPhoto), truth);
      const cerBefore = characterErrorRate(await readText(annotatedPhoto), truth);
      const cerAfter = characterErrorRate(await readText(image), truth);
      const what = `photographed page ${seed} (skewed ${skew}°, JPEG quality ${quality})`;
      console.info(
        `handwriting erasure, ${what}: ${figures.handwritingPixels} handwriting pixels, ${percent(figures.removed)} removed; ` +
          `print damaged ${percent(figures.damaged)}; character error rate ${percent(cerUnwritten)} unwritten on, ${percent(cerBefore)} before, ${percent(cerAfter)} after`,
      );
      expect(figures.removed, what).toBeGreaterThanOrEqual(0.9);
      expect(figures.damaged, what).toBeLessThanOrEqual(0.01);
      expect(cerAfter, what).toBeLessThanOrEqual(cerUnwritten + 0.01);
    }
  }, 180_000);

  it('answers a page on its side the way it was uploaded', async () => {
    const page = await annotatedPage(5, ['blue']);
    const turned = await erase(await sharp(page.annotated).rotate(90).png().toBuffer());
    const [printed, annotated, erased] = await Promise.all([page.printed, page.annotated, await sharp(turned.image).rotate(270).png().toBuffer()].map((bytes) => rasterOf(bytes)));
    expect([turned.data.Width, turned.data.Height]).toEqual([printed.height, printed.width]);
    expect([erased.width, erased.height]).toEqual([printed.width, printed.height]);
    const figures = measure(printed, annotated, erased);
    console.info(`handwriting erasure, page on its side: ${percent(figures.removed)} of the handwriting removed, print damaged ${percent(figures.damaged)}`);
    expect(figures.removed).toBeGreaterThanOrEqual(0.9);
    expect(figures.damaged).toBeLessThanOrEqual(0.01);
  }, 120_000);
});
