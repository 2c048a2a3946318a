import { describe, expect, it } from 'vitest';
import { expectReadsLines } from '../../test-support/results';
import { box as corners } from '../../test-support/shapes';
import { cssFamilyOf, readFontMatches, scoreText, weightKey } from './result';

const box = corners();
const font = { Family: 'Noto Sans CJK SC', Weight: 700, Licence: 'SIL Open Font License 1.1', LicenceId: 'OFL-1.1', LicenceUrl: 'https://spdx.org/licenses/OFL-1.1.html' };
const line = (text: string, polygon = box) => ({ DetectedText: text, Polygon: polygon, Font: font, Score: 86.4, Alternatives: [{ Family: 'Noto Serif CJK SC', Weight: 700, Score: 41.2 }] });

describe('advertisement-font result', () => {
  it('reads the lines, leaving out blank ones, and nothing when none is left', () => expectReadsLines(readFontMatches, 'FontMatches', line));

  it('answers undefined when the answer is not a font recognition', () => {
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
