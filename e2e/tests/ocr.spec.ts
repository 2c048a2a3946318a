import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { chooseFile } from './journeys';

/** sharp is the server's: the test prints its page with it (librsvg, with the machine's Noto CJK). */
const sharp = createRequire(path.join(import.meta.dirname, '../../server/package.json'))('sharp') as (input: Buffer) => {
  png(): { toBuffer(): Promise<Buffer> };
};

/** The lines the printed page holds, as the visitor should read them back. */
const PRINTED_LINES = ['通用文字识别测试', 'Hello Toolhub 2024', '第三行：图片转文字'];

/** A printed page: dark text on white, one line per entry, large enough to read without doubt. */
async function printedPage(lines: string[]): Promise<Buffer> {
  const text = lines
    .map((line, i) => `<text x="48" y="${96 + i * 90}" font-size="44" font-family="Noto Sans CJK SC" fill="#1f2329">${line}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="${60 + lines.length * 90}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const compact = (text: string) => text.replace(/\s+/g, '');

async function openTool(page: Page) {
  await page.goto('/basic-ocr.html');
  const tool = page.locator('[data-tool-ready="ocr/BasicOcr"]');
  await expect(tool).toBeVisible();
  await expect(tool.getByText('效果预览')).toBeVisible();
  return tool;
}

test('a printed page is read line by line with a box per line; an unreadable image costs no use, a recognition one', async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const tool = await openTool(page);
  // An anonymous visitor has one free try a day; the tip says what a login brings.
  const tip = tool.getByRole('button', { name: /每天可免费使用/ });
  await expect(tip).toHaveText('登录后每天可免费使用3次');

  // A truncated PNG: the browser shows what it can, the engine cannot decode it.
  const page1 = await printedPage(PRINTED_LINES);
  const truncated = page1.subarray(0, Math.floor(page1.length / 2));
  await chooseFile(page, '点击选择文件', { name: 'truncated.png', mimeType: 'image/png', buffer: truncated }, { agree: true });
  await expect(tool.getByRole('img', { name: '待识别的图片：truncated.png' })).toBeVisible();
  await tool.getByRole('button', { name: '识别图片' }).click();
  await expect(tool.getByRole('alert')).toHaveText('通用文字识别失败！读取文件出错', { timeout: 30_000 });
  await expect(tool.getByRole('status')).toHaveText('');
  // A failure takes no use, as the server counts it too.
  await page.reload();
  await expect(tip).toHaveText('登录后每天可免费使用3次');

  await chooseFile(page, '点击选择文件', { name: 'printed.png', mimeType: 'image/png', buffer: page1 });
  await expect(tool.getByRole('img', { name: '待识别的图片：printed.png' })).toBeVisible();
  await tool.getByRole('button', { name: '识别图片' }).click();
  await expect(tool.getByRole('status')).toHaveText('识别中...');
  await expect(tool.getByRole('status')).toHaveText('识别成功', { timeout: 60_000 });
  await expect(tool.getByRole('alert')).toHaveCount(0);

  const lines = tool.getByRole('list', { name: '识别出的文字，每项一行' }).getByRole('listitem');
  await expect(lines).toHaveCount(PRINTED_LINES.length);
  const read = (await lines.locator('span:last-child').allTextContents()).map(compact);
  expect(read).toEqual(PRINTED_LINES.map(compact));

  // A box per line over the preview, in the image's pixels.
  const overlay = tool.locator('figure svg');
  await expect(overlay).toHaveAttribute('viewBox', '0 0 900 330');
  await expect(overlay.locator('polygon')).toHaveCount(PRINTED_LINES.length);
  await lines.nth(1).hover();
  await expect(overlay.locator('polygon[data-active]')).toHaveAttribute('data-key', '1');
  // The second line's box sits around the second printed line (baseline at y 186).
  const corners = ((await overlay.locator('polygon').nth(1).getAttribute('points')) ?? '').split(' ').map((point) => point.split(',').map(Number));
  const ys = corners.map(([, y]) => y);
  // 44 px glyphs on a baseline at 186 reach from about 147 to 191.
  expect(Math.min(...ys)).toBeGreaterThan(140);
  expect(Math.max(...ys)).toBeLessThan(198);

  await tool.getByRole('button', { name: '复制全部' }).click();
  await expect(page.getByRole('status', { name: '通知' })).toContainText('已复制全部文字');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n').map(compact)).toEqual(PRINTED_LINES.map(compact));

  // The success took the day's one try: the tip says so, and still what a login brings.
  await expect(tip).toHaveText('今日免费试用已用完，登录后每天可免费使用3次');
});

test('only images smaller than 7 M that the browser can read are taken', async ({ page }) => {
  const tool = await openTool(page);
  await chooseFile(page, '点击选择文件', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') }, { agree: true });
  await expect(tool.getByRole('alert')).toHaveText('仅支持图片文件（png, gif, jpg, jpeg, avif, jxl, webp, wp2, bmp）');

  await chooseFile(page, '点击选择文件', { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(7340032) });
  await expect(tool.getByRole('alert')).toHaveText('文件过大');

  await chooseFile(page, '点击选择文件', { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('these bytes are no picture') });
  await expect(tool.getByRole('alert')).toHaveText('读取文件出错');
  // Nothing was taken: the upload box is still there, and no bottom area.
  await expect(tool.getByRole('button', { name: '点击选择文件' })).toBeVisible();
  await expect(tool.getByRole('button', { name: '识别图片' })).toHaveCount(0);

  // A good image after all that, then a refused change keeps it.
  await chooseFile(page, '点击选择文件', { name: 'printed.png', mimeType: 'image/png', buffer: await printedPage(['换图测试']) });
  await expect(tool.getByRole('alert')).toHaveCount(0);
  await chooseFile(page, '更换图片', { name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
  await expect(tool.getByRole('alert')).toHaveText(/^仅支持图片文件/);
  await expect(tool.getByRole('img', { name: '待识别的图片：printed.png' })).toBeVisible();
});
