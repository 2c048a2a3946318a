/**
 * Text removal on real photos with text drawn on them as visitors' photos carry it (Chinese
 * and English subtitles with an outline, a semi-transparent watermark, plain dark text), saved
 * again as low-quality JPEGs: afterwards the detector finds no text there and the pixels come
 * much closer to the photo before the text; everything away from the text is untouched; an
 * area keeps text outside it; a photo without text is refused with `noText`.
 */
import path from 'node:path';
import { IMAGE_EFFECT_FAILURES } from '@toolhub/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Picture } from '../picture';
import { removeText } from './remove-text';
import { textLineBoxes, type Box, type PixelRect } from './text-boxes';
import { captionedPhoto, plainPhoto, type CaptionedPhoto } from './test-support/captioned-photo';
import { largestChangeOutside, psnrInside } from './test-support/measures';

const PHOTOS = path.join(import.meta.dirname, '../../image-recognition/test-data');
const ctx = { progress: () => undefined, signal: new AbortController().signal };

/** Whether a detected line's centre falls inside a rectangle. */
const lineIn = (box: Box, rect: PixelRect) => {
  const x = box.reduce((sum, [px]) => sum + px, 0) / 4;
  const y = box.reduce((sum, [, py]) => sum + py, 0) / 4;
  return x >= rect.left && x < rect.right && y >= rect.top && y < rect.bottom;
};
const linesIn = async (picture: Picture, rects: PixelRect[]) => (await textLineBoxes(picture)).filter((box) => rects.some((rect) => lineIn(box, rect)));

let coffee: CaptionedPhoto;
let astronaut: CaptionedPhoto;
beforeAll(async () => {
  coffee = await captionedPhoto(
    path.join(PHOTOS, 'coffee-cup.jpg'),
    [
      { text: '周末咖啡时光 Coffee Time', x: 0.08, y: 0.9, size: 40, look: 'subtitle' },
      { text: '© 小红书 @toolhub', x: 0.6, y: 0.1, size: 26, look: 'watermark' },
    ],
    { width: 733, height: 489, quality: 60 },
  );
  astronaut = await captionedPhoto(
    path.join(PHOTOS, 'astronaut.jpg'),
    [
      { text: '航天员 Eileen Collins', x: 0.05, y: 0.08, size: 30, look: 'dark' },
      { text: 'NASA 1998 发射任务', x: 0.3, y: 0.95, size: 28, look: 'subtitle' },
    ],
    { width: 611, height: 587, quality: 45 },
  );
}, 60_000);

describe('text removal', () => {
  it('removes subtitles and watermarks: the detector finds no text there afterwards, and the photo comes back', async () => {
    const gains: number[] = [];
    for (const photo of [coffee, astronaut]) {
      expect(await linesIn(photo.picture, photo.textRects)).not.toHaveLength(0);
      const { picture, found } = await removeText(photo.picture, undefined, ctx);
      expect(found).toBeGreaterThanOrEqual(2);
      expect([picture.width, picture.height]).toEqual([photo.picture.width, photo.picture.height]);
      expect(await linesIn(picture, photo.textRects)).toHaveLength(0);
      const before = psnrInside(photo.picture, photo.clean, photo.textRects);
      const after = psnrInside(picture, photo.clean, photo.textRects);
      // Each photo much closer to itself before the text (the detector missed the first glyph of
      // the astronaut's caption, over the flag, which stays), the two together by more.
      expect(after - before).toBeGreaterThan(4);
      gains.push(after - before);
    }
    expect((gains[0] + gains[1]) / 2).toBeGreaterThan(6);
  }, 60_000);

  it('leaves every pixel away from the text as it was', async () => {
    const { picture } = await removeText(coffee.picture, undefined, ctx);
    expect(largestChangeOutside(picture, coffee.picture, coffee.textRects, 24)).toBe(0);
  }, 60_000);

  it('removes only the text inside the chosen area', async () => {
    const [subtitle, watermark] = coffee.textRects;
    // The bottom third of the photo: the subtitle, not the watermark at the top.
    const { picture, found } = await removeText(coffee.picture, { x: 0, y: 0.66, width: 1, height: 0.34 }, ctx);
    expect(found).toBeGreaterThanOrEqual(1);
    expect(await linesIn(picture, [subtitle])).toHaveLength(0);
    expect(await linesIn(picture, [watermark])).not.toHaveLength(0);
    expect(largestChangeOutside(picture, coffee.picture, [{ left: 0, top: Math.floor(0.66 * 489), right: 733, bottom: 489 }], 0)).toBe(0);
  }, 60_000);

  it('answers noText for a photo without text, and for an area without text', async () => {
    const cat = await plainPhoto(path.join(PHOTOS, 'cat.jpg'), { width: 451, height: 300 });
    await expect(removeText(cat, undefined, ctx)).rejects.toMatchObject({ detail: IMAGE_EFFECT_FAILURES.noText });
    await expect(removeText(coffee.picture, { x: 0, y: 0.3, width: 0.5, height: 0.3 }, ctx)).rejects.toMatchObject({ detail: IMAGE_EFFECT_FAILURES.noText });
  }, 60_000);
});
