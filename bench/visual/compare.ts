/**
 * Compares two folders of screenshots from capture.ts, page by page: the share of pixels
 * that differ (pixelmatch, anti-aliasing ignored), and a change of page height. Writes a
 * diff picture per changed page into <after>/diff/ and prints a table; it never fails.
 *
 *   pnpm --filter @toolhub/bench exec tsx visual/compare.ts <before-dir> <after-dir>
 */
import fs from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

function compare(beforeFile: string, afterFile: string, diffFile: string) {
  const before = PNG.sync.read(fs.readFileSync(beforeFile));
  const after = PNG.sync.read(fs.readFileSync(afterFile));
  // Pages of different heights are compared over the part both have.
  const width = Math.min(before.width, after.width);
  const height = Math.min(before.height, after.height);
  const crop = (png: PNG) => {
    const out = new PNG({ width, height });
    PNG.bitblt(png, out, 0, 0, width, height, 0, 0);
    return out;
  };
  const diff = new PNG({ width, height });
  const changed = pixelmatch(crop(before).data, crop(after).data, diff.data, width, height, { threshold: 0.1 });
  if (changed > 0) fs.writeFileSync(diffFile, PNG.sync.write(diff));
  return { changed, share: changed / (width * height), heights: [before.height, after.height] };
}

const [beforeDir, afterDir] = process.argv.slice(2);
if (!beforeDir || !afterDir) throw new Error('usage: compare.ts <before-dir> <after-dir>');
fs.mkdirSync(path.join(afterDir, 'diff'), { recursive: true });
const rows: string[] = ['| page | width | pixels changed | height before → after |', '|---|---|---|---|'];
let total = 0;
let unchanged = 0;
for (const file of fs.readdirSync(beforeDir).filter((f) => f.endsWith('.png')).sort()) {
  const afterFile = path.join(afterDir, file);
  const [page, width] = file.replace(/\.png$/, '').split('.');
  if (!fs.existsSync(afterFile)) {
    rows.push(`| ${page} | ${width} | missing after | |`);
    continue;
  }
  const result = compare(path.join(beforeDir, file), afterFile, path.join(afterDir, 'diff', file));
  total++;
  if (result.changed === 0 && result.heights[0] === result.heights[1]) unchanged++;
  rows.push(`| ${page} | ${width} | ${(result.share * 100).toFixed(2)} % | ${result.heights[0]} → ${result.heights[1]} px |`);
}
console.info(rows.join('\n'));
console.info(`${total} screenshots compared, ${unchanged} identical`);
