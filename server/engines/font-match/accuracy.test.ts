/**
 * Advertisement-font recognition's accuracy on the generated ads of test-support/ads.ts: every font
 * of the registry, each weight it has, in Chinese and English lines of 30–72 px on coloured
 * grounds, some letter-spaced, some ads shrunk, turned or saved as JPEG. Measured here: 40 of
 * 42 lines (95.2 %) get their font and weight first; the aim below leaves room for another
 * machine's fontconfig and FreeType drawing a little differently.
 */
import { fontMatchResultSchema, type FontMatch } from '@toolhub/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { engineContext } from '../../src/tasks/test-support/engine-context';
import { recogniseAdFonts } from './ad-font';
import { FONT_REGISTRY } from './font-registry';
import { accuracyAds, drawnLineAt, type Ad, type DrawnLine } from './test-support/ads';

const AIM = 0.85;

interface Answered {
  match: FontMatch;
  truth: DrawnLine | undefined;
}

const answered: Answered[] = [];
let drawnCount = 0;

beforeAll(async () => {
  const ads: Ad[] = await accuracyAds();
  drawnCount = ads.reduce((sum, ad) => sum + ad.lines.length, 0);
  for (const ad of ads) {
    const { data } = await recogniseAdFonts('ad', engineContext(ad.image, { scene: 'scan_advertise' }));
    for (const match of fontMatchResultSchema.parse(data).FontMatches) {
      answered.push({ match, truth: drawnLineAt(ad, match.Polygon.map(({ X, Y }) => [X, Y])) });
    }
  }
}, 240_000);

describe('advertisement-font recognition accuracy', () => {
  it(`names the drawn font and weight first for at least ${AIM * 100} % of the lines`, () => {
    const judged = answered.filter((a): a is Answered & { truth: DrawnLine } => a.truth !== undefined);
    // Every drawn line is found once: no line lost, none split.
    expect(judged).toHaveLength(drawnCount);
    const right = judged.filter(({ match, truth }) => match.Font.Family === truth.family && match.Font.Weight === truth.weight);
    const rightFamily = judged.filter(({ match, truth }) => match.Font.Family === truth.family);
    console.info(
      `ad-font accuracy: font and weight ${right.length}/${judged.length} (${((100 * right.length) / judged.length).toFixed(1)} %), ` +
        `family ${rightFamily.length}/${judged.length} (${((100 * rightFamily.length) / judged.length).toFixed(1)} %)`,
    );
    for (const { match, truth } of judged.filter((a) => !right.includes(a))) {
      console.info(`  missed: '${match.DetectedText}' drawn in ${truth.family} ${truth.weight} at ${truth.size} px, answered ${match.Font.Family} ${match.Font.Weight} (${match.Score})`);
    }
    expect(right.length / judged.length).toBeGreaterThanOrEqual(AIM);
  });

  it("gives each answer the font's licence and link, and runners-up scored below it", () => {
    expect(answered.length).toBeGreaterThan(0);
    for (const { match } of answered) {
      const font = FONT_REGISTRY.find((entry) => entry.family === match.Font.Family);
      expect(font, match.Font.Family).toBeDefined();
      expect(match.Font).toMatchObject({ Licence: font!.licence.name, LicenceId: font!.licence.spdx, LicenceUrl: font!.licence.url });
      expect(match.Score).toBeGreaterThan(0);
      expect(match.Score).toBeLessThanOrEqual(100);
      expect(match.Alternatives.length).toBeGreaterThan(0);
      for (const alternative of match.Alternatives) expect(alternative.Score).toBeLessThanOrEqual(match.Score);
    }
  });
});
