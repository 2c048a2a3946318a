/**
 * Finding a photographed sheet's corners, on generated photos whose corners are known (a
 * pinhole camera's projection of the page, test-support/photographed-page.ts): an A4 page at
 * an angle on dark wood, a grey desk, blue cloth and light wood, under uneven light and a
 * shadow, as the screen uploads it (JPEG quality 30). And the photos with no whole sheet in
 * them, where word restoration must keep to deskewing by the lines.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { printedPage } from '../ocr/test-support/pages';
import { pageQuadOf } from './page-quad';
import { rasterOf } from './raster';
import { photographedPage as pageFillingThePhoto } from './test-support/documents';
import { photographedPage } from './test-support/photographed-page';

describe('page corners', () => {
  it('finds the corners of a sheet photographed at an angle on a table to within a pixel and a half', async () => {
    for (const seed of [1, 2, 3, 4]) {
      const photo = await photographedPage(seed);
      const started = performance.now();
      const found = pageQuadOf(await rasterOf(photo.jpeg));
      const took = performance.now() - started;
      expect(found, `photo ${seed}`).toBeDefined();
      const misses = photo.corners.map(([x, y], i) => Math.hypot((found?.[i][0] ?? 0) - x, (found?.[i][1] ?? 0) - y));
      console.info(
        `page corners, photo ${seed} (${photo.table}, tilted ${photo.tiltDegrees.toFixed(1)}°, turned ${photo.rollDegrees.toFixed(1)}°): ` +
          `corners off by ${misses.map((miss) => miss.toFixed(2)).join(', ')} px, found in ${took.toFixed(0)} ms`,
      );
      expect(Math.max(...misses), `photo ${seed}`).toBeLessThanOrEqual(1.5);
    }
  }, 120_000);

  it('finds a sheet photographed from farther away, half the photo tall, as exactly', async () => {
    for (const seed of [2, 7]) {
      const photo = await photographedPage(seed, { distance: 'far' });
      const found = pageQuadOf(await rasterOf(photo.jpeg));
      expect(found, `photo ${seed}`).toBeDefined();
      const misses = photo.corners.map(([x, y], i) => Math.hypot((found?.[i][0] ?? 0) - x, (found?.[i][1] ?? 0) - y));
      expect(Math.max(...misses), `photo ${seed}`).toBeLessThanOrEqual(1.5);
    }
  }, 60_000);

  it('finds no sheet on a scan, on a photo its page fills, or on a photo a corner of the page runs out of', async () => {
    const scan = await printedPage(['扫描件整页都是纸。', 'A scan is all paper.']);
    expect(pageQuadOf(await rasterOf(scan))).toBeUndefined();
    const filling = await pageFillingThePhoto(3, 3.2);
    expect(pageQuadOf(await rasterOf(filling.photo))).toBeUndefined();
    const photo = await photographedPage(1);
    // Cut through the page's top-right corner.
    const [x, y] = photo.corners[1];
    const cut = await sharp(photo.jpeg)
      .extract({ left: 0, top: Math.round(y + 60), width: Math.round(x - 80), height: photo.height - Math.round(y + 60) })
      .toBuffer();
    expect(pageQuadOf(await rasterOf(cut))).toBeUndefined();
  }, 60_000);
});
