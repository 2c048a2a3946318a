/**
 * How the text pages of the accuracy suite are drawn, with the Noto fonts (SIL Open Font
 * Licence), so each image is ours to ship and its ground truth is exactly the text drawn: a
 * printed page, a chat-app screenshot (small grey and white-on-blue text), and a page
 * photographed (turned, skewed, blurred, darker, a JPEG). One drawing for the committed sets
 * (make-sets.ts) and the bench's freshly generated ones (bench/recognition-set.ts).
 */
import sharp from 'sharp';
import { escapeXml } from '../../../src/xml';

const FONT = 'Noto Sans CJK SC';

function pageSvg(lines: string[], { width = 1240, fontSize = 30, gap = 2 } = {}) {
  const height = Math.max(400, 100 + lines.length * fontSize * gap + 60);
  const texts = lines.map((line, i) => `<text x="70" y="${100 + i * fontSize * gap}" font-family="${FONT}" font-size="${fontSize}" fill="#1a1a1a">${escapeXml(line)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${texts}</svg>`;
}

/** Bubbles of a chat under its title: the other side grey on the left, the visitor white on blue on the right. */
function screenshotSvg(lines: string[], title: string) {
  const width = 750;
  const rows = lines.map((line, i) => {
    const mine = i % 2 === 1;
    const y = 150 + i * 96;
    const textWidth = Math.min(560, [...line].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e80 ? 26 : 14), 0));
    const x = mine ? width - 40 - textWidth - 36 : 110;
    return (
      `<rect x="${x}" y="${y - 34}" width="${textWidth + 36}" height="56" rx="10" fill="${mine ? '#2f6bff' : '#ededed'}"/>` +
      `<text x="${x + 18}" y="${y}" font-family="${FONT}" font-size="24" fill="${mine ? '#fff' : '#333'}">${escapeXml(line)}</text>` +
      (mine ? '' : `<circle cx="70" cy="${y - 6}" r="24" fill="#c9d6e8"/>`)
    );
  });
  const height = 150 + lines.length * 96 + 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f7f7f7"/><rect width="100%" height="88" fill="#fff"/><text x="${width / 2}" y="56" text-anchor="middle" font-family="${FONT}" font-size="30" fill="#000">${escapeXml(lines.length ? title : '')}</text>${rows.join('')}</svg>`;
}

/** A printed page of `lines` (PNG). */
export const printedPageImage = (lines: string[], fontSize?: number) => sharp(Buffer.from(pageSvg(lines, { fontSize }))).png().toBuffer();

/** A chat screenshot (PNG); its title bar's text is part of what a person reads. */
export const screenshotImage = (lines: string[], title: string) => sharp(Buffer.from(screenshotSvg(lines, title))).png().toBuffer();

export interface PhotoShot {
  /** Degrees the page lies turned on the desk, clockwise. */
  skew?: number;
  /** Quarter turns of the camera: 90 for a page photographed on its side. */
  turn?: number;
  /** The JPEG's quality: 82 as a phone saves it, 30 as the client recompresses an upload. */
  quality?: number;
}

/** The page photographed: turned, skewed, blurred, darker, as a JPEG. */
export async function photographedPageImage(lines: string[], { skew = 2.5, turn = 90, quality = 82 }: PhotoShot = {}): Promise<Buffer> {
  const flat = await sharp(Buffer.from(pageSvg(lines, { fontSize: 34 }))).png().toBuffer();
  return sharp(flat).rotate(skew, { background: '#d8d4cc' }).rotate(turn).blur(0.6).modulate({ brightness: 0.93 }).jpeg({ quality }).toBuffer();
}
