/**
 * Word restoration, measured on generated photos of a printed page (turned a few degrees,
 * shadowed, unevenly lit, blurred, greyed): the skew left afterwards (the angle of the lines
 * PP-OCRv4 finds on the result), how even the paper's brightness is, and how the text reads
 * (BasicOcr, character error rate) before and after. And on an A4 sheet photographed at an
 * angle on a table (issue 17): how far the flattened page's corners are from a perfect
 * rectangle, its proportions, its edges (no dark rim) and how it reads. Prints the figures.
 */
import { REQ_TYPES, wordRestoreResultSchema } from '@toolhub/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { recogniseLines } from '../ocr/paddle';
import { characterErrorRate, comparable, editDistance, printedPage } from '../ocr/test-support/pages';
import { luminanceOf, rasterOf } from './raster';
import { readText, runOn } from './test-support/runs';
import { percentile, spreadOf } from './statistics';
import { photographedPage } from './test-support/documents';
import { pageCornerError, photographedPage as sheetOnATable } from './test-support/photographed-page';

const SCENE = 'word_restore';

async function restore(image: Buffer) {
  const { data, file, image: result } = await runOn(image, REQ_TYPES.WordRestore, SCENE);
  return { data: wordRestoreResultSchema.parse(data), file, image: result };
}

/** The skew of a page as the recogniser sees it: the mean angle of its lines' top edges, long lines counting more. */
async function lineAngleOf(image: Buffer): Promise<number> {
  const lines = await recogniseLines(await sharp(image).png().toBuffer());
  let [weighted, total] = [0, 0];
  for (const { box } of lines) {
    const length = Math.hypot(box[1][0] - box[0][0], box[1][1] - box[0][1]);
    weighted += ((Math.atan2(box[1][1] - box[0][1], box[1][0] - box[0][0]) * 180) / Math.PI) * length;
    total += length;
  }
  return weighted / total;
}

/**
 * How uneven the paper's brightness is: the spread of the paper's level (the 90th percentile
 * of brightness, so the print does not count) over blocks of 40 × 40 pixels. Measured apart
 * from the engine's own estimate of the paper.
 */
async function paperSpreadOf(image: Buffer): Promise<number> {
  const page = await rasterOf(image);
  const luminance = luminanceOf(page);
  const levels: number[] = [];
  for (let top = 0; top + 40 <= page.height; top += 40) {
    for (let left = 0; left + 40 <= page.width; left += 40) {
      const block: number[] = [];
      for (let y = top; y < top + 40; y++) for (let x = left; x < left + 40; x++) block.push(luminance[y * page.width + x]);
      levels.push(percentile(block, 0.9));
    }
  }
  return spreadOf(levels);
}

/** Photos as taken (JPEG quality 80), and one as the screen uploads it: recompressed at quality 0.3 (spec §7). */
const PHOTOS = [
  { seed: 3, skew: 3.2, quality: 80 },
  { seed: 4, skew: -1.85, quality: 80 },
  { seed: 5, skew: 5.7, quality: 80 },
  { seed: 6, skew: 2.6, quality: 30 },
];

/**
 * How much darker the page's rim is than its paper: each row and column of the outer 2 % of
 * each side, the darkest of their mean brightnesses, against the paper's level inside (the
 * 90th percentile of brightness, so the print does not count). Positive is a darker rim: a
 * thin line of table along one side shows, where a mean over the whole rim would hide it.
 */
async function rimDarkeningOf(image: Buffer): Promise<number> {
  const page = await rasterOf(image);
  const { width, height } = page;
  const luminance = luminanceOf(page);
  const [bandX, bandY] = [Math.ceil(0.02 * width), Math.ceil(0.02 * height)];
  const inside: number[] = [];
  for (let y = bandY; y < height - bandY; y++) for (let x = bandX; x < width - bandX; x++) inside.push(luminance[y * width + x]);
  const rowMean = (y: number) => luminance.subarray(y * width, (y + 1) * width).reduce((sum, value) => sum + value, 0) / width;
  const columnMean = (x: number) => {
    let sum = 0;
    for (let y = 0; y < height; y++) sum += luminance[y * width + x];
    return sum / height;
  };
  let darkest = 255;
  for (let d = 0; d < bandY; d++) darkest = Math.min(darkest, rowMean(d), rowMean(height - 1 - d));
  for (let d = 0; d < bandX; d++) darkest = Math.min(darkest, columnMean(d), columnMean(width - 1 - d));
  return percentile(inside, 0.9) - darkest;
}

/** The text PP-OCRv4 reads on an image, its lines top to bottom. */
async function linesRead(image: Buffer): Promise<string> {
  const lines = await recogniseLines(await sharp(image).png().toBuffer());
  return lines
    .sort((a, b) => a.box[0][1] - b.box[0][1])
    .map((line) => line.text)
    .join('\n');
}

/** Sheets on tables: seed 1 a grey desk, 2 blue cloth in a landscape photo, 3 light wood, 4 dark wood, 5 a grey desk again. */
const SHEETS = [1, 2, 3, 4, 5];

describe('word restoration', () => {
  it('flattens an A4 sheet photographed at an angle on a table into an upright A4 page, its corners within 2 %, with no dark rim, still readable', async () => {
    for (const seed of SHEETS) {
      const sheet = await sheetOnATable(seed);
      const started = performance.now();
      const { data, file, image } = await restore(sheet.jpeg);
      const took = performance.now() - started;
      expect(file.name).toBe('restored.jpg');
      const metadata = await sharp(image).metadata();
      expect([metadata.width, metadata.height]).toEqual([data.Width, data.Height]);

      const cornerError = await pageCornerError(image);
      const aspect = data.Height / data.Width;
      const rimDarkening = await rimDarkeningOf(image);
      const truth = comparable(sheet.lines.join(''));
      const errors = editDistance(comparable(await linesRead(image)), truth) / [...truth].length;
      console.info(
        `word restoration, sheet ${seed} (${sheet.table}, tilted ${sheet.tiltDegrees.toFixed(1)}°, turned ${sheet.rollDegrees.toFixed(1)}°): ` +
          `corners ${(cornerError * 100).toFixed(2)} % off, ${data.Width} × ${data.Height} (height / width ${aspect.toFixed(4)}), ` +
          `turn ${data.SkewDegrees}°, rim ${rimDarkening.toFixed(1)} levels darker, character errors ${(errors * 100).toFixed(1)} %, restored in ${took.toFixed(0)} ms`,
      );
      expect(cornerError, `sheet ${seed}`).toBeLessThanOrEqual(0.02);
      expect(Math.abs(aspect / Math.SQRT2 - 1), `sheet ${seed}`).toBeLessThan(0.01);
      expect(rimDarkening, `sheet ${seed}`).toBeLessThanOrEqual(3);
      expect(errors, `sheet ${seed}`).toBeLessThanOrEqual(0.03);
      // The turn reported is the slope of the sheet's top and bottom edges in the photo: its
      // turn in its own plane, give or take what the tilt adds.
      expect(Math.abs(data.SkewDegrees - sheet.rollDegrees), `sheet ${seed}`).toBeLessThanOrEqual(1.5);
      expect(data.Flattened, `sheet ${seed}`).toBe(true);
    }
  }, 180_000);

  it('evens out a sharp-edged shadow across the sheet as well as a soft one: the two restored pages differ in under 1 % of their pixels', async () => {
    for (const seed of [2, 5]) {
      const [softlyShadowed, sharplyShadowed] = await Promise.all([sheetOnATable(seed), sheetOnATable(seed, { shadow: 'sharp' })]);
      const [underSoft, underSharp] = [(await restore(softlyShadowed.jpeg)).image, (await restore(sharplyShadowed.jpeg)).image];
      const { data: a, info } = await sharp(underSoft).greyscale().raw().toBuffer({ resolveWithObject: true });
      // The same sheet in the same place: the pages come out the same size, a pixel apart at most.
      const { data: b } = await sharp(underSharp).greyscale().resize(info.width, info.height, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
      let differing = 0;
      for (let i = 0; i < a.length; i++) if (Math.abs(a[i] - b[i]) > 48) differing++;
      console.info(`word restoration, sheet ${seed} under a sharp shadow: ${((differing / a.length) * 100).toFixed(2)} % of the pixels differ from the page restored under a soft one`);
      expect(differing / a.length, `sheet ${seed}`).toBeLessThan(0.01);
    }
  }, 120_000);

  it('turns a photographed page back within 0.5°, evens out its light, and reads at least as well as the photo', async () => {
    for (const { seed, skew, quality } of PHOTOS) {
      const taken = await photographedPage(seed, skew);
      const page = quality === 80 ? taken : { ...taken, photo: await sharp(taken.photo).jpeg({ quality }).toBuffer() };
      const { data, file, image } = await restore(page.photo);
      expect(file.name).toBe('restored.jpg');
      expect(file.contentType).toBe('image/jpeg');
      const metadata = await sharp(image).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', data.Width, data.Height]);

      const [angleBefore, angleAfter] = [await lineAngleOf(page.photo), await lineAngleOf(image)];
      const [spreadBefore, spreadAfter] = [await paperSpreadOf(page.photo), await paperSpreadOf(image)];
      const truth = page.lines.join('\n');
      const [cerBefore, cerAfter] = [characterErrorRate(await readText(page.photo), truth), characterErrorRate(await readText(image), truth)];
      console.info(
        `word restoration, photo ${seed} (turned ${skew}°, JPEG quality ${quality}): measured skew ${data.SkewDegrees}°; line angle ${angleBefore.toFixed(2)}° before, ${angleAfter.toFixed(2)}° after; ` +
          `paper brightness spread ${spreadBefore.toFixed(1)} before, ${spreadAfter.toFixed(1)} after; character error rate ${(cerBefore * 100).toFixed(1)} % before, ${(cerAfter * 100).toFixed(1)} % after`,
      );
      expect(Math.abs(data.SkewDegrees - skew), `photo ${seed}`).toBeLessThanOrEqual(0.5);
      // A page filling the photo has no table round it: it is turned back, not flattened.
      expect(data.Flattened, `photo ${seed}`).toBe(false);
      expect(Math.abs(angleAfter), `photo ${seed}`).toBeLessThanOrEqual(0.5);
      expect(spreadAfter, `photo ${seed}`).toBeLessThan(spreadBefore / 4);
      expect(data.LightSpreadAfter, `photo ${seed}`).toBeLessThan(data.LightSpreadBefore);
      expect(cerAfter, `photo ${seed}`).toBeLessThanOrEqual(cerBefore);
    }
  }, 180_000);

  it('leaves a straight, evenly lit scan straight, and answers a PNG as a PNG', async () => {
    const scan = await printedPage(['文档图像修复测试：扫描件不需要纠正。', 'A straight scan stays straight.', '第三行 0123456789']);
    const { data, file } = await restore(scan);
    expect(file.name).toBe('restored.png');
    expect(Math.abs(data.SkewDegrees)).toBeLessThan(0.1);
    expect([data.Width, data.Height]).toEqual([1000, 1000]);
  }, 60_000);
});
