import { describe, expect, it } from 'vitest';
import { cssFamilyOf, readFontMatches, scoreText, weightKey } from './result';

const box = [
  { X: 10, Y: 20 },
  { X: 110, Y: 20 },
  { X: 110, Y: 50 },
  { X: 10, Y: 50 },
];
const font = { Family: 'Noto Sans CJK SC', Weight: 700, Licence: 'SIL Open Font License 1.1', LicenceId: 'OFL-1.1', LicenceUrl: 'https://spdx.org/licenses/OFL-1.1.html' };
const line = (text: string, polygon = box) => ({ DetectedText: text, Polygon: polygon, Font: font, Score: 86.4, Alternatives: [{ Family: 'Noto Serif CJK SC', Weight: 700, Score: 41.2 }] });

describe('advertisement-font result', () => {
  it('reads the lines, leaving out blank ones', () => {
    expect(readFontMatches({ FontMatches: [line('限时特惠'), line('  '), line('SALE 50%')] })).toEqual([line('限时特惠'), line('SALE 50%')]);
  });

  it('answers undefined when there is nothing to show or the answer is not a font recognition', () => {
    expect(readFontMatches({ FontMatches: [] })).toBeUndefined();
    expect(readFontMatches({ FontMatches: [line(' ')] })).toBeUndefined();
    expect(readFontMatches({ TextDetections: [{ DetectedText: 'a', Confidence: 99, Polygon: box }] })).toBeUndefined();
    // A font without its licence is not an answer to show.
    expect(readFontMatches({ FontMatches: [{ ...line('a'), Font: { Family: 'X', Weight: 400 } }] })).toBeUndefined();
  });

  it('names weights, rounds scores into 0–100 and quotes families for CSS', () => {
    expect([weightKey(400), weightKey(700)]).toEqual(['regular', 'bold']);
    expect([scoreText(86.4), scoreText(86.5), scoreText(120), scoreText(-3)]).toEqual(['86', '87', '100', '0']);
    expect(cssFamilyOf('AR PL UKai CN')).toBe('"AR PL UKai CN"');
    expect(cssFamilyOf('Bad "Name"')).toBe('"Bad Name"');
  });
});
