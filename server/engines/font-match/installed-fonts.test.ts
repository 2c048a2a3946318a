import { describe, expect, it } from 'vitest';
import { FONT_REGISTRY } from './font-registry';
import { candidatesAmong, installedCandidates, parseFontList } from './installed-fonts';

const names = (candidates: { font: { family: string }; weight: number }[]) => candidates.map(({ font, weight }) => `${font.family} ${weight}`);

describe('the fonts the server knows', () => {
  it('gives every font its Debian package, an SPDX licence with a link to its text, and the scripts it draws', () => {
    for (const font of FONT_REGISTRY) {
      expect(font.debianPackage, font.family).toMatch(/^fonts-[a-z0-9-]+$/);
      expect(font.licence.spdx, font.family).toMatch(/^[A-Za-z0-9.+-]+$/);
      expect(font.licence.name.length, font.family).toBeGreaterThan(3);
      expect(new URL(font.licence.url).protocol, font.family).toBe('https:');
      expect(font.scripts, font.family).toContain('Latin');
      expect(font.weights.length, font.family).toBeGreaterThan(0);
    }
    expect(new Set(FONT_REGISTRY.map((font) => font.family)).size).toBe(FONT_REGISTRY.length);
  });

  it('takes only the families and weights fontconfig lists', () => {
    const listing = [
      'Noto Sans CJK SC\t80',
      'Noto Sans CJK SC\t200',
      // Only the regular Serif: its bold is not a candidate.
      'Noto Serif CJK SC\t80',
      // UMing's one face is Light (50): it is what a regular weight draws.
      'AR PL UMing CN,AR PL UMing HK\t50',
      // A variable font covers every weight in its range.
      'Lato\t[100 900]',
      'DejaVu Sans,DejaVu Sans Condensed\t80',
    ].join('\n');
    expect(names(candidatesAmong(parseFontList(listing)))).toEqual([
      'Noto Sans CJK SC 400',
      'Noto Sans CJK SC 700',
      'Noto Serif CJK SC 400',
      'AR PL UMing CN 400',
      'DejaVu Sans 400',
      'Lato 400',
      'Lato 700',
    ]);
  });

  it('finds every registry font installed on this machine (.ci/run installs their packages)', async () => {
    const installed = names(await installedCandidates());
    expect(installed).toEqual(FONT_REGISTRY.flatMap((font) => font.weights.map((weight) => `${font.family} ${weight}`)));
  });
});
