/**
 * The anime filter's three styles on real photos (../../image-recognition/test-data),
 * judged as someone looking at the result would: the size kept, the cel's colours reduced to
 * a few flat ones, ink along the photo's strong edges and none on its flat backdrop, the
 * alpha of a transparent PNG untouched, and three styles that look different.
 */
import path from 'node:path';
import { ANIME_STYLES } from '@toolhub/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHANNELS, pictureOf, type Picture } from '../picture';
import { ANIME_STYLISERS } from './task';
import { testPhoto, TEST_PHOTOS } from './test-support/photos';
import { colourEntropy, edgesAndFlats, meanDifference, shareNearDark, shareOfCommonestColours } from './test-support/measures';

/** Odd sizes, saved again at a web-photo quality, as uploads come. */
const photo = (name: string, width: number, height: number) => testPhoto(name, width, height, 55);

let astronaut: Picture;
let coffee: Picture;
beforeAll(async () => {
  astronaut = await photo('astronaut.jpg', 511, 509);
  coffee = await photo('coffee-cup.jpg', 601, 397);
});

describe('anime filter styles', () => {
  it('keeps the size and changes the picture in every style', () => {
    for (const style of ANIME_STYLES) {
      const result = ANIME_STYLISERS[style](coffee);
      expect([result.width, result.height, result.data.length]).toEqual([601, 397, 601 * 397 * CHANNELS]);
      expect(meanDifference(result, coffee), style).toBeGreaterThan(8);
    }
  });

  it('gives three looks that differ from each other', () => {
    const [cel, comic, pencil] = ANIME_STYLES.map((style) => ANIME_STYLISERS[style](astronaut));
    expect(meanDifference(cel, comic)).toBeGreaterThan(6);
    expect(meanDifference(cel, pencil)).toBeGreaterThan(20);
    expect(meanDifference(comic, pencil)).toBeGreaterThan(20);
  });

  it('paints the cel in a few flat colours', () => {
    for (const picture of [astronaut, coffee]) {
      const cel = ANIME_STYLISERS.cel(picture);
      // The photo spreads over thousands of colours (its black areas aside); the cel mostly over its palette of 16.
      expect(shareOfCommonestColours(picture, 16)).toBeLessThan(0.3);
      expect(shareOfCommonestColours(cel, 16)).toBeGreaterThan(0.7);
      expect(colourEntropy(cel)).toBeLessThan(colourEntropy(picture) * 0.6);
    }
  });

  it('inks the strong edges of the photo and leaves its flat backdrop clean', () => {
    const { edges, flats } = edgesAndFlats(astronaut);
    // Both kinds of place exist in the portrait: the outlines of the suit and the shuttle model, the grey studio backdrop.
    expect(edges.reduce((a, b) => a + b, 0)).toBeGreaterThan(1000);
    expect(flats.reduce((a, b) => a + b, 0)).toBeGreaterThan(2000);
    // In the photo these edges run between light areas: few have anything dark beside them.
    expect(shareNearDark(astronaut, edges)).toBeLessThan(0.15);
    for (const style of ['cel', 'comic'] as const) {
      const result = ANIME_STYLISERS[style](astronaut);
      expect(shareNearDark(result, edges), style).toBeGreaterThan(0.3);
      expect(shareNearDark(result, flats), style).toBeLessThan(0.02);
    }
  });

  it('draws the pencil sketch in grey on light paper', () => {
    const sketch = ANIME_STYLISERS.pencil(coffee);
    let colourful = 0;
    let light = 0;
    for (let i = 0; i < sketch.data.length; i += CHANNELS) {
      const [r, g, b] = [sketch.data[i], sketch.data[i + 1], sketch.data[i + 2]];
      if (Math.max(r, g, b) - Math.min(r, g, b) > 16) colourful++;
      if (r + g + b > 3 * 170) light++;
    }
    const pixels = sketch.data.length / CHANNELS;
    expect(colourful / pixels).toBeLessThan(0.01);
    expect(light / pixels).toBeGreaterThan(0.5);
  });

  it('passes the alpha of a transparent PNG through unchanged', async () => {
    const cutOut = await pictureOf(
      sharp(path.join(TEST_PHOTOS, 'cat.jpg'))
        .ensureAlpha()
        .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="451" height="300"><ellipse cx="225" cy="150" rx="160" ry="120" fill="#fff" fill-opacity="0.8"/></svg>'), blend: 'dest-in' }]),
    );
    const alpha = (picture: Picture) => picture.data.filter((_, i) => i % CHANNELS === 3);
    expect(new Set(alpha(cutOut))).toContain(0);
    for (const style of ANIME_STYLES) expect(alpha(ANIME_STYLISERS[style](cutOut)), style).toEqual(alpha(cutOut));
  });
});
