/**
 * Printed pages made for the recognition tests: lines of text drawn with the Noto fonts
 * (fonts-noto-cjk, which .ci/run installs), so the ground truth is exactly what was drawn.
 */
import sharp from 'sharp';
import { halfWidth } from '../rows';
import { escapeXml } from '../../../src/xml';

export async function printedPage(lines: string[], { width = 1000, height = 1000, fontSize = 40 } = {}): Promise<Buffer> {
  const texts = lines
    .map((line, i) => `<text x="60" y="${120 + i * fontSize * 2.2}" font-family="Noto Sans CJK SC" font-size="${fontSize}" fill="#111">${escapeXml(line)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${texts}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Edit distance of two strings, by code point. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[y.length];
}

/**
 * Character error rate of a reading against the truth, white space ignored and full-width
 * forms read as their half-width twins (￥ and ¥, （ and (), as the design asks.
 */
export function characterErrorRate(read: string, truth: string): number {
  const t = comparable(truth);
  return editDistance(comparable(read), t) / Math.max(1, [...t].length);
}

/** A text as readings are compared: white space dropped, full-width forms half-width. */
export const comparable = (text: string) => halfWidth(text).replace(/\s+/g, '');

/** A text as readings are compared counting spaces: full-width forms half-width, each run of white space (a line break too) one space. */
export const comparableSpaced = (text: string) => halfWidth(text).trim().replace(/\s+/g, ' ');
