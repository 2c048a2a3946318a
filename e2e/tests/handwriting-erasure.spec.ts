/**
 * Handwriting erasure as a visitor uses it, in real Chromium against the real server: a photo
 * of a printed form written on in blue, black and red pen (fixtures/handwritten-page) is
 * erased; the before / after comparison is moved with the keyboard; the downloaded page has
 * the pen's ink gone and its print as readable as the same photo unwritten on (read by the
 * hub's own recogniser, in Node). document-image.spec.ts covers the screen's quota wording
 * and a refused file for this tool and word restoration alike.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { chooseFile } from './journeys';
import { printKept } from '../../server/engines/document-image/test-support/handwritten-page-figures';
import { readText } from '../../server/engines/document-image/test-support/runs';

const FIXTURE = path.join(import.meta.dirname, '../fixtures/handwritten-page');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURE, name));

/** sharp is the server's: the journey reads the downloaded page with it. */
const sharp = createRequire(path.join(import.meta.dirname, '../../server/package.json'))('sharp') as (input: Buffer) => {
  removeAlpha(): { raw(): { toBuffer(options: { resolveWithObject: true }): Promise<{ data: Buffer; info: { width: number; height: number } }> } };
};

/** A pixel this far (in any channel) from the unwritten photo shows something that is not print. */
const VISIBLE = 48;

/** How many pixels of `image` differ visibly from the unwritten photo: the pen's ink that shows. */
async function inkShowing(image: Buffer, unwritten: Buffer): Promise<number> {
  const [a, b] = await Promise.all([image, unwritten].map((bytes) => sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })));
  expect([a.info.width, a.info.height]).toEqual([b.info.width, b.info.height]);
  let showing = 0;
  for (let p = 0; p < a.data.length; p += 3) {
    const distance = Math.max(Math.abs(a.data[p] - b.data[p]), Math.abs(a.data[p + 1] - b.data[p + 1]), Math.abs(a.data[p + 2] - b.data[p + 2]));
    if (distance > VISIBLE) showing++;
  }
  return showing;
}

test('a form written on in three pens comes back without the pen, compared with a slider moved by keys, its print still readable', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/handwriting-erasure.html');
  const screen = page.locator('[data-tool-ready="ocr/HandwritingErasure"]');
  await expect(screen).toBeVisible();

  const upload = { name: 'form-with-notes.jpg', mimeType: 'image/jpeg', buffer: fixture('written-on.jpg') };
  await chooseFile(page, '点击选择文件', upload, { agree: true });
  await expect(screen.getByRole('img', { name: `待识别的图片：${upload.name}` })).toBeVisible();
  await screen.getByRole('button', { name: '识别图片' }).click();
  await expect(screen.getByRole('status')).toHaveText('识别成功', { timeout: 120_000 });
  await expect(screen.getByRole('alert')).toHaveCount(0);
  await expect(screen.getByRole('listitem').filter({ hasText: '保留印刷文字 13 行' })).toHaveCount(1);

  // Before and after in one frame: the divider is a slider the keyboard moves.
  await screen.getByRole('button', { name: '对比' }).click();
  await expect(screen.getByRole('button', { name: '对比' })).toHaveAttribute('aria-pressed', 'true');
  await expect(screen.getByRole('img', { name: `原图：${upload.name}` })).toBeVisible();
  await expect(screen.getByRole('img', { name: '处理后的图片：handwriting-erased.jpg' })).toBeVisible();
  const divider = screen.getByRole('slider', { name: '对比分割线' });
  await expect(divider).toHaveAttribute('aria-valuenow', '50');
  await divider.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(divider).toHaveAttribute('aria-valuenow', '40');
  await page.keyboard.press('End');
  await expect(divider).toHaveAttribute('aria-valuenow', '100');
  await expect(divider).toHaveAttribute('aria-valuetext', '原图 100% · 效果图 0%');
  await page.keyboard.press('Home');
  await expect(divider).toHaveAttribute('aria-valuenow', '0');

  // The download is the page without the pen: of the ink that showed, at most a tenth still
  // does, and of the printed characters the unwritten photo reads, 99 % read on it as well.
  const link = screen.getByRole('link', { name: '下载图片' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('handwriting-erased.jpg');
  const erased = fs.readFileSync(await download.path());
  const unwritten = fixture('unwritten.jpg');
  const [before, after] = [await inkShowing(upload.buffer, unwritten), await inkShowing(erased, unwritten)];
  expect(before).toBeGreaterThan(5000);
  expect(after / before).toBeLessThanOrEqual(0.1);
  const printed = fixture('printed.txt').toString('utf8');
  expect(printKept(await readText(unwritten), await readText(erased), printed)).toBeGreaterThanOrEqual(0.99);
});
