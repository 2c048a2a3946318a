/**
 * Pages of the accuracy suite turned and shrunk as uploads come: photographed on their side
 * or upside down, scanned a little crooked, or scanned small. Made with sharp from the
 * suite's own images, so their text is the suite's truth.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const SETS_DIR = path.join(import.meta.dirname, '..', 'accuracy');

export interface SuitePage {
  image: Buffer;
  truth: string;
}

/** An image of the accuracy suite (`printed-zh/printed-zh-1.png`) and the text it shows. */
export function suitePage(file: string): SuitePage {
  const image = fs.readFileSync(path.join(SETS_DIR, file));
  const truth = fs.readFileSync(path.join(SETS_DIR, `${file.replace(/\.(png|jpg)$/, '')}.txt`), 'utf8');
  return { image, truth };
}

/** The page turned clockwise by `degrees` (what the turn uncovers is white), as a PNG. */
export const turnedPage = (image: Buffer, degrees: number) => sharp(image).rotate(degrees, { background: '#ffffff' }).flatten({ background: '#ffffff' }).png().toBuffer();

/** The page scaled to `share` of its size, as a scan at a lower resolution (a JPEG, as scanners save them). */
export async function shrunkPage(image: Buffer, share: number): Promise<Buffer> {
  const { width = 0 } = await sharp(image).metadata();
  return sharp(image).flatten({ background: '#ffffff' }).resize({ width: Math.round(width * share) }).jpeg({ quality: 90 }).toBuffer();
}
