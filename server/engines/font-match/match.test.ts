/**
 * The pieces of font matching without the recogniser: lines drawn here, so where they are and
 * what they say is known exactly.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { binarise, closeGaps, strokeWidth, type InkMask } from './ink';
import { candidatesAmong, type FontCandidate } from './installed-fonts';
import { lineInk, rasterOf, type Point } from './line-crop';
import { candidatesFor, rankFonts } from './match';
import { FONT_REGISTRY } from './font-registry';
import { drawAd, type AdLine } from './test-support/ads';

const ALL: FontCandidate[] = FONT_REGISTRY.flatMap((font) => font.weights.map((weight) => ({ font, weight })));
const line = (text: string, family: string, weight: 400 | 700 = 400, more: Partial<AdLine> = {}): AdLine => ({ text, family, weight, size: 56, colour: '#1f2329', ...more });

/** The ink of the one line of an ad, cut with a box around where it was drawn. */
async function inkOfDrawnLine(adLine: AdLine, ground: [string] = ['#ffffff']): Promise<InkMask> {
  const ad = await drawAd([adLine], { ground, width: 1000 });
  const { top, bottom } = ad.lines[0];
  const box: Point[] = [
    [50, top],
    [980, top],
    [980, bottom],
    [50, bottom],
  ];
  const ink = await lineInk(await rasterOf(sharp(ad.image)), box);
  if (!ink) throw new Error('no ink found');
  return ink;
}

const inkCount = (mask: InkMask) => mask.ink.reduce((sum, value) => sum + value, 0);

describe('line ink', () => {
  it('finds the same glyphs dark on light and light on dark', async () => {
    const dark = await inkOfDrawnLine(line('新品上市 New', 'Noto Sans CJK SC'));
    const light = await inkOfDrawnLine(line('新品上市 New', 'Noto Sans CJK SC', 400, { colour: '#ffeb3b' }), ['#b71c1c']);
    expect(light.width).toBeCloseTo(dark.width, -1);
    expect(light.height).toBeCloseTo(dark.height, -1);
    expect(Math.abs(inkCount(light) - inkCount(dark)) / inkCount(dark)).toBeLessThan(0.1);
  });

  it('cuts a tilted line level', async () => {
    const level = await inkOfDrawnLine(line('Grand Opening Today', 'DejaVu Serif'));
    const ad = await drawAd([line('Grand Opening Today', 'DejaVu Serif')], { ground: ['#ffffff'], width: 1000, turn: 6 });
    const { top, bottom } = ad.lines[0];
    const box = ([[50, top], [980, top], [980, bottom], [50, bottom]] as Point[]).map(ad.toImage);
    const turned = await lineInk(await rasterOf(sharp(ad.image)), box);
    // Level again: as tall and as long as the untilted line (cut tilted, it would be a good deal taller).
    expect(turned).toBeDefined();
    expect(Math.abs(turned!.height - level.height)).toBeLessThanOrEqual(3);
    expect(Math.abs(turned!.width - level.width)).toBeLessThanOrEqual(6);
  });

  it('draws bold strokes thicker than regular ones', async () => {
    const regular = await inkOfDrawnLine(line('限时特惠', 'Noto Sans CJK SC', 400));
    const bold = await inkOfDrawnLine(line('限时特惠', 'Noto Sans CJK SC', 700));
    expect(strokeWidth(bold)).toBeGreaterThan(strokeWidth(regular) * 1.3);
  });

  it('closes letter-spacing, so a tracked line is as long as an untracked one', async () => {
    const plain = await inkOfDrawnLine(line('SALE 50%', 'Liberation Sans', 700));
    const tracked = await inkOfDrawnLine(line('SALE 50%', 'Liberation Sans', 700, { tracking: 0.3 }));
    expect(tracked.width).toBeGreaterThan(plain.width * 1.3);
    const gap = Math.round(plain.height * 0.05);
    expect(Math.abs(closeGaps(tracked, gap).width - closeGaps(plain, gap).width) / closeGaps(plain, gap).width).toBeLessThan(0.05);
  });

  it('finds no ink in a line the colour of its ground', () => {
    const rgb = new Uint8Array(40 * 20 * 3).fill(200);
    expect(inkCount(binarise(rgb, 40, 20))).toBe(0);
  });
});

describe('font ranking', () => {
  it('compares a Chinese line only with fonts that draw Chinese, and a Latin or digits-only line with all', () => {
    const families = (text: string) => new Set(candidatesFor(text, ALL).map(({ font }) => font.family));
    expect([...families('全场五折 SALE')].sort()).toEqual(['AR PL UKai CN', 'AR PL UMing CN', 'Noto Sans CJK SC', 'Noto Serif CJK SC']);
    expect(families('Summer Sale').size).toBe(FONT_REGISTRY.length);
    expect(families('50% 8.8').size).toBe(FONT_REGISTRY.length);
  });

  it('puts the font a clean line was drawn in first, with its weight, for every font', async () => {
    const candidates = candidatesAmong(FONT_REGISTRY.map((font) => ({ families: [font.family], weight: [80, 200] as [number, number] })));
    for (const { font, weight } of candidates) {
      const text = font.scripts.includes('Han') ? '开业大吉 好礼相送' : 'Buy One Get One Free';
      const [best, second] = await rankFonts(await inkOfDrawnLine(line(text, font.family, weight)), text, candidates);
      expect(`${best.font.family} ${best.weight}`, `${font.family} ${weight}`).toBe(`${font.family} ${weight}`);
      expect(best.score).toBeGreaterThan(second.score);
      expect(best.score).toBeLessThanOrEqual(1);
    }
  }, 60_000);
});
