import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The token table, read from tokens.css as the browser gets it: the light values every
 * browser sees, and the light-dark() pairs of browsers that can show the dark scheme.
 */
const css = fs.readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const declarations = (block: string) =>
  new Map([...block.matchAll(/(--th-[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1], m[2].trim().replace(/\s+/g, ' ')]));
const rootBlock = /^:root\s*{([^}]*)}/m.exec(css)?.[1] ?? '';
const schemeBlock = /@supports[^{]*{\s*:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
const light = declarations(rootBlock);
const bothSchemes = declarations(schemeBlock);

const scheme = (which: 0 | 1) => (name: string) => {
  const pair = bothSchemes.get(name);
  if (!pair) return light.get(name) as string;
  const parts = /^light-dark\((#[0-9a-f]+),\s*(#[0-9a-f]+)\)$/i.exec(pair);
  if (!parts) throw new Error(`${name} is not a light-dark() pair of hex colours: ${pair}`);
  return parts[1 + which];
};

function luminance(hex: string) {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

const SURFACES = ['--th-bg', '--th-surface', '--th-surface-2'];
/** [words, what they stand on, the least contrast WCAG AA asks of them] */
const PAIRS: [string, string, number][] = [
  ...['--th-text', '--th-text-2', '--th-primary-text', '--th-danger-text', '--th-success-text', '--th-warning-text'].flatMap((fg) =>
    SURFACES.map((bg): [string, string, number] => [fg, bg, 4.5]),
  ),
  // Status words on their own tint, and body text on every tint (a selected row, a notice).
  ...['primary', 'danger', 'success', 'warning'].flatMap((role): [string, string, number][] => [
    [`--th-${role}-text`, `--th-${role}-soft`, 4.5],
    ['--th-text', `--th-${role}-soft`, 4.5],
    ['--th-text-2', `--th-${role}-soft`, 4.5],
  ]),
  ['--th-on-primary', '--th-primary', 4.5],
  ['--th-on-primary', '--th-primary-hover', 4.5],
  ['--th-on-danger', '--th-danger', 4.5],
  ['--th-on-success', '--th-success', 4.5],
  ['--th-tooltip-text', '--th-tooltip-bg', 4.5],
  // Parts of controls (an input's edge, a checked box, a focus ring, an error edge): 3:1.
  ...['--th-border-strong', '--th-primary', '--th-danger'].flatMap((fg) => SURFACES.map((bg): [string, string, number] => [fg, bg, 3])),
];

describe('design tokens', () => {
  it('every light-dark() pair starts from the light value every browser gets', () => {
    expect(bothSchemes.size).toBeGreaterThan(20);
    for (const [name, pair] of bothSchemes) {
      if (!pair.startsWith('light-dark(#')) continue;
      expect(light.get(name), name).toBe(scheme(0)(name));
    }
  });

  for (const [label, which] of [['light', 0], ['dark', 1]] as const) {
    it(`meets WCAG AA for each pair in the ${label} scheme`, () => {
      const value = scheme(which);
      const failures = PAIRS.map(([fg, bg, least]) => ({ fg, bg, least, ratio: contrast(value(fg), value(bg)) }))
        .filter((p) => p.ratio < p.least)
        .map((p) => `${p.fg} on ${p.bg}: ${p.ratio.toFixed(2)} < ${p.least}`);
      expect(failures).toEqual([]);
    });
  }

  it('a dark colour is really dark where the light one is light (the scheme is not a copy)', () => {
    expect(luminance(scheme(1)('--th-bg'))).toBeLessThan(0.05);
    expect(luminance(scheme(1)('--th-text'))).toBeGreaterThan(0.6);
  });
});
