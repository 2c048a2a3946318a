/**
 * Writes the accuracy sets: printed pages drawn with the Noto fonts (SIL Open Font Licence),
 * so each image is ours to ship and its ground truth is exactly the text drawn. Run it again
 * after changing a text: `cd server && npx tsx engines/ocr/accuracy/make-sets.ts`. The images
 * are committed, so the suite reads the same bytes on every machine.
 *
 *   printed-zh   printed Chinese paragraphs
 *   printed-en   printed English paragraphs, one page in small print
 *   screenshot   a chat-app screenshot: small grey and white-on-blue text, mixed languages
 *   photo        a page photographed on its side: turned 90°, skewed 2.5°, blurred, JPEG
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PAGE_FONT_SIZES, SETS } from './texts';
import { escapeXml } from '../../../src/xml';

const FONT = 'Noto Sans CJK SC';

function pageSvg(lines: string[], { width = 1240, fontSize = 30, gap = 2 } = {}) {
  const height = Math.max(400, 100 + lines.length * fontSize * gap + 60);
  const texts = lines.map((line, i) => `<text x="70" y="${100 + i * fontSize * gap}" font-family="${FONT}" font-size="${fontSize}" fill="#1a1a1a">${escapeXml(line)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${texts}</svg>`;
}

/** Bubbles of a chat: the other side grey on the left, the visitor white on blue on the right. */
function screenshotSvg(lines: string[]) {
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
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f7f7f7"/><rect width="100%" height="88" fill="#fff"/><text x="${width / 2}" y="56" text-anchor="middle" font-family="${FONT}" font-size="30" fill="#000">${escapeXml(lines.length ? '客服小助手' : '')}</text>${rows.join('')}</svg>`;
}

async function write(set: string, name: string, image: Buffer, truth: string[]) {
  const dir = path.join(import.meta.dirname, set);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), image);
  fs.writeFileSync(path.join(dir, `${path.parse(name).name}.txt`), `${truth.join('\n')}\n`);
}

for (const [set, pages] of Object.entries(SETS)) {
  for (const [i, lines] of pages.entries()) {
    const name = `${set}-${i + 1}`;
    if (set === 'screenshot') {
      // The title bar's text is part of what a person reads.
      await write(set, `${name}.png`, await sharp(Buffer.from(screenshotSvg(lines))).png().toBuffer(), ['客服小助手', ...lines]);
    } else if (set === 'photo') {
      const flat = await sharp(Buffer.from(pageSvg(lines, { fontSize: 34 }))).png().toBuffer();
      const photo = await sharp(flat)
        .rotate(2.5, { background: '#d8d4cc' })
        .rotate(90)
        .blur(0.6)
        .modulate({ brightness: 0.93 })
        .jpeg({ quality: 82 })
        .toBuffer();
      await write(set, `${name}.jpg`, photo, lines);
    } else {
      await write(set, `${name}.png`, await sharp(Buffer.from(pageSvg(lines, { fontSize: PAGE_FONT_SIZES[name] }))).png().toBuffer(), lines);
    }
  }
}
console.info('written');
