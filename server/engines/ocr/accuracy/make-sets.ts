/**
 * Writes the accuracy sets as draw-pages.ts draws them. Run it again after changing a text:
 * `cd server && npx tsx engines/ocr/accuracy/make-sets.ts`. The images are committed, so the
 * suite reads the same bytes on every machine.
 *
 *   printed-zh   printed Chinese paragraphs
 *   printed-en   printed English paragraphs, one page in small print
 *   screenshot   a chat-app screenshot: small grey and white-on-blue text, mixed languages
 *   photo        a page photographed on its side: turned 90°, skewed 2.5°, blurred, JPEG
 */
import fs from 'node:fs';
import path from 'node:path';
import { photographedPageImage, printedPageImage, screenshotImage } from './draw-pages';
import { PAGE_FONT_SIZES, SETS } from './texts';

const SCREENSHOT_TITLE = '客服小助手';

async function write(set: string, name: string, image: Buffer, truth: string[]) {
  const dir = path.join(import.meta.dirname, set);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), image);
  fs.writeFileSync(path.join(dir, `${path.parse(name).name}.txt`), `${truth.join('\n')}\n`);
}

for (const [set, pages] of Object.entries(SETS)) {
  for (const [i, lines] of pages.entries()) {
    const name = `${set}-${i + 1}`;
    if (set === 'screenshot') await write(set, `${name}.png`, await screenshotImage(lines, SCREENSHOT_TITLE), [SCREENSHOT_TITLE, ...lines]);
    else if (set === 'photo') await write(set, `${name}.jpg`, await photographedPageImage(lines), lines);
    else await write(set, `${name}.png`, await printedPageImage(lines, PAGE_FONT_SIZES[name]), lines);
  }
}
console.info('written');
