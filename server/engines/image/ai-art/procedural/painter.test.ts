/**
 * The procedural painter as a visitor sees its pictures: the same seed paints the same picture,
 * other words or styles paint other ones, every picture has the structure of a painting (not
 * a flat fill, not noise), and the prompt's words show: a moon is a bright round disc, the sea
 * makes the lower half blue.
 */
import { ART_SIDE, ART_STYLES, type ArtStyle } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { pixelsOf, difference, edgeDensity, largestBrightBlob, lumaDeviation, meanColour, neighbourCorrelation, type Pixels } from '../test-support/picture-measures';
import { proceduralEngine } from './painter';

const work = { signal: new AbortController().signal, progress: () => undefined };

/** A thumbnail's side: shapes are judged as a person glancing at the four choices sees them. */
const THUMBNAIL = 256;

async function paint(prompt: string, style: ArtStyle, seed: number): Promise<{ png: Buffer; pixels: Pixels; thumbnail: Pixels }> {
  const { pictures } = await proceduralEngine.paint({ prompt, style, seeds: [seed] }, work);
  return { png: pictures[0], pixels: await pixelsOf(pictures[0]), thumbnail: await pixelsOf(pictures[0], THUMBNAIL) };
}

describe('the procedural painter', () => {
  it('paints the same picture again from the same prompt, style and seed', async () => {
    const first = await paint('山水 松树 小船', 'ink', 4242);
    const again = await paint('山水 松树 小船', 'ink', 4242);
    expect(again.png.equals(first.png)).toBe(true);
  }, 60_000);

  it.each(ART_STYLES)('paints %s pictures of 1024 × 1024 with the structure of a painting', async (style) => {
    const { png, pixels, thumbnail } = await paint('mountains and a lake with a boat at sunset', style, 7);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([pixels.width, pixels.height]).toEqual([ART_SIDE, ART_SIDE]);
    // Not flat: shades from dark to light …
    expect(lumaDeviation(pixels)).toBeGreaterThan(0.05);
    // … with shapes whose edges are a small part of the picture (noise would be edges everywhere) …
    const edges = edgeDensity(thumbnail);
    expect(edges).toBeGreaterThan(0.002);
    expect(edges).toBeLessThan(0.3);
    // … and neighbouring pixels that belong together (noise: near 0).
    expect(neighbourCorrelation(pixels)).toBeGreaterThan(0.85);
  }, 60_000);

  it('paints other pictures for other seeds, words and styles', async () => {
    const base = await paint('a forest by the sea', 'watercolour', 1);
    const otherSeed = await paint('a forest by the sea', 'watercolour', 2);
    const otherWords = await paint('a city at night', 'watercolour', 1);
    const otherStyle = await paint('a forest by the sea', 'oil', 1);
    for (const other of [otherSeed, otherWords, otherStyle]) expect(difference(base.pixels, other.pixels)).toBeGreaterThan(0.03);
  }, 60_000);

  it('words the lexicon does not know still change the picture', async () => {
    const paris = await paint('a moon over Paris', 'neon', 5);
    const rome = await paint('a moon over Rome', 'neon', 5);
    expect(difference(paris.pixels, rome.pixels)).toBeGreaterThan(0.005);
  }, 60_000);

  it.each([
    ['the moon over the mountains at night', 'watercolour', 11],
    ['山间明月夜', 'ink', 12],
    ['moonlit sea', 'oil', 13],
    ['月亮 城市', 'neon', 14],
  ] as const)('paints "%s" (%s) with a bright round moon in the sky', async (prompt, style, seed) => {
    const { thumbnail } = await paint(prompt, style, seed);
    const moon = largestBrightBlob(thumbnail, 0.8, 0.6);
    expect(moon).toBeDefined();
    const { area, width, height } = moon as NonNullable<typeof moon>;
    // A disc of some size: a fifth of a circle's bounding box is corners (1 − π/4).
    expect(area).toBeGreaterThan(THUMBNAIL * THUMBNAIL * 0.006);
    expect(width / height).toBeGreaterThan(0.8);
    expect(width / height).toBeLessThan(1.25);
    expect(area / (width * height)).toBeGreaterThan(0.65);
    expect(area / (width * height)).toBeLessThan(0.9);
  }, 60_000);

  it.each([
    ['a calm sea', 'watercolour'],
    ['大海', 'oil'],
  ] as const)('paints "%s" (%s) with a blue lower half, which an autumn forest does not have', async (prompt, style) => {
    const sea = meanColour((await paint(prompt, style, 21)).pixels, 0.5, 1);
    const forest = meanColour((await paint('autumn forest', style, 21)).pixels, 0.5, 1);
    expect(sea[2] - sea[0]).toBeGreaterThan(0.12);
    expect(sea[2]).toBeGreaterThan(sea[1]);
    expect(forest[2] - forest[0]).toBeLessThan(0.02);
  }, 60_000);
});
