/**
 * A line of text drawn in one font, as the line cut from the image will be compared with
 * it: SVG text rendered by sharp (librsvg with Pango and fontconfig: the fonts installed on
 * this machine), dark on white, as ink coverage trimmed to the half-covered pixels.
 */
import type { FontWeight } from '@toolhub/contracts';
import sharp from 'sharp';
import { coverageOfRendering, cropMask, inkBounds, type InkMask } from './ink';
import { escapeXml } from '../../src/xml';

/** The font's name as an SVG attribute: quoted, so a name with spaces stays one family. */
const familyAttribute = (family: string) => escapeXml(`'${family.replace(/'/g, '')}'`);

/**
 * Pango, which lays out librsvg's text, is not safe to use from several threads at once: two
 * SVG texts rendered together now and then fail with "Unknown error". Renderings are queued
 * one at a time in this thread, and one that still fails (another worker thread of the
 * process rendering at the same moment) is tried again.
 */
let queue: Promise<unknown> = Promise.resolve();
const ATTEMPTS = 3;

function serially<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

async function withRetries<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
    }
  }
}

/** The text in the font at `size` px, trimmed; undefined when it draws nothing (only spaces). */
export function renderLine(text: string, family: string, weight: FontWeight, size: number): Promise<InkMask | undefined> {
  return serially(() => withRetries(() => draw(text, family, weight, size)));
}

async function draw(text: string, family: string, weight: FontWeight, size: number): Promise<InkMask | undefined> {
  // Room for any glyph: CJK glyphs are one em wide, Latin ones less; accents and descenders above and below.
  const width = Math.ceil(size * (0.5 + [...text].length * 1.1));
  const height = Math.ceil(size * 1.6);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#fff"/>` +
    `<text x="${size / 4}" y="${size * 1.15}" font-family="${familyAttribute(family)}" font-weight="${weight}" font-size="${size}" fill="#000" xml:space="preserve">${escapeXml(text)}</text>` +
    `</svg>`;
  // Our own SVG: a warning of the renderer (a font cache being rewritten) is no reason to fail.
  const { data, info } = await sharp(Buffer.from(svg), { failOn: 'none' }).flatten({ background: '#ffffff' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  const coverage = coverageOfRendering(new Uint8Array(data.buffer, data.byteOffset, data.length), info.width, info.height);
  const bounds = inkBounds(coverage);
  return bounds && cropMask(coverage, bounds);
}
