/**
 * Which of the registry's fonts this machine really has. Asking the renderer for a family
 * fontconfig lacks silently draws another font, which would then "match" under the wrong
 * name; so the candidates are only the families and weights fontconfig lists, checked once
 * per worker. A registry family whose package is not installed is left out, with a warning.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { FONT_WEIGHTS, type FontWeight } from '@toolhub/contracts';
import { FONT_REGISTRY, type FontFamily } from './font-registry';

export interface FontCandidate {
  font: FontFamily;
  weight: FontWeight;
}

/** An installed face: its family names and fontconfig weight (80 regular, 200 bold). */
export interface InstalledFace {
  families: string[];
  /** A range for a variable font. */
  weight: [number, number];
}

/** fontconfig weights a CSS weight is drawn with: from light to medium for regular, semibold to black for bold. */
const FONTCONFIG_WEIGHTS: Record<FontWeight, [number, number]> = {
  [FONT_WEIGHTS.regular]: [40, 105],
  [FONT_WEIGHTS.bold]: [180, 215],
};

/** Parses `fc-list --format '%{family}\t%{weight}\n' :slant=0` (upright faces only). */
export function parseFontList(listing: string): InstalledFace[] {
  return listing
    .split('\n')
    .filter((line) => line.includes('\t'))
    .map((line) => {
      const [families, weight] = line.split('\t');
      // A variable font lists its range as "[min max]".
      const numbers = (weight.match(/\d+(\.\d+)?/g) ?? ['80']).map(Number);
      return { families: families.split(',').map((name) => name.trim()), weight: [Math.min(...numbers), Math.max(...numbers)] as [number, number] };
    });
}

/** The registry's fonts (each weight it has) among the installed faces. */
export function candidatesAmong(faces: InstalledFace[], registry: readonly FontFamily[] = FONT_REGISTRY): FontCandidate[] {
  return registry.flatMap((font) =>
    font.weights
      .filter((weight) => {
        const [low, high] = FONTCONFIG_WEIGHTS[weight];
        return faces.some((face) => face.families.includes(font.family) && face.weight[0] <= high && face.weight[1] >= low);
      })
      .map((weight) => ({ font, weight })),
  );
}

async function listFaces(): Promise<InstalledFace[]> {
  const { stdout } = await promisify(execFile)('fc-list', ['--format', '%{family}\t%{weight}\n', ':slant=0'], { timeout: 10_000, maxBuffer: 8 * 1024 * 1024 });
  return parseFontList(stdout);
}

let installed: Promise<FontCandidate[]> | undefined;

/** The fonts lines are compared with on this machine; listed once per worker. */
export function installedCandidates(): Promise<FontCandidate[]> {
  installed ??= listFaces().then(
    (faces) => {
      const candidates = candidatesAmong(faces);
      const missing = FONT_REGISTRY.filter((font) => !candidates.some((candidate) => candidate.font === font));
      if (missing.length) console.warn(`font-match: not installed, left out: ${missing.map((font) => `${font.family} (${font.debianPackage})`).join(', ')}`);
      return candidates;
    },
    (error: unknown) => {
      installed = undefined; // tried again by the next task
      throw error;
    },
  );
  return installed;
}
