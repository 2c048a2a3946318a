/**
 * Word restoration, measured on generated photos of a printed page (turned a few degrees,
 * shadowed, unevenly lit, blurred, greyed): the skew left afterwards (the angle of the lines
 * PP-OCRv4 finds on the result), how even the paper's brightness is, and how the text reads
 * (BasicOcr, character error rate) before and after. Prints the figures.
 */
import { REQ_TYPES, wordRestoreResultSchema } from '@toolhub/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { recogniseLines } from '../ocr/paddle';
import { characterErrorRate, printedPage } from '../ocr/test-support/pages';
import { luminanceOf, rasterOf } from './raster';
import { readText, runOn } from './test-support/runs';
import { percentile, spreadOf } from './statistics';
import { photographedPage } from './test-support/documents';

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

describe('word restoration', () => {
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
