import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { chooseFile } from './journeys';

/** sharp is the server's: the test draws its ad with it (librsvg, with the fonts the server compares against). */
const sharp = createRequire(path.join(import.meta.dirname, '../../server/package.json'))('sharp') as (input: Buffer) => {
  png(): { toBuffer(): Promise<Buffer> };
};

/** An ad: a bold Hei headline and a Song-style English line, light on a red gradient. */
async function drawnAd(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="300">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c62828"/><stop offset="1" stop-color="#8e0000"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <text x="56" y="120" font-family="'Noto Sans CJK SC'" font-weight="700" font-size="76" fill="#ffe082">限时特惠 全场五折</text>
    <text x="56" y="220" font-family="'DejaVu Serif'" font-weight="400" font-size="48" fill="#ffffff">Grand Opening Today</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function openTool(page: Page) {
  await page.goto('/ad-font.html');
  const tool = page.locator('[data-tool-ready="ocr/AdFont"]');
  await expect(tool).toBeVisible();
  await expect(tool.getByText('效果预览')).toBeVisible();
  return tool;
}

test("each line of an ad gets its font, weight, score and licence; a file that is no image costs no use", async ({ page }) => {
  test.setTimeout(120_000);
  const tool = await openTool(page);
  await expect(page).toHaveTitle(/广告字体识别/);
  // An anonymous visitor has one free try a day; the tip says what a login brings.
  const tip = tool.getByRole('button', { name: /每天可免费使用/ });
  await expect(tip).toHaveText('登录后每天可免费使用3次');

  // Not an image: refused in the browser with the spec's message, nothing uploaded, no use taken.
  await chooseFile(page, '点击选择文件', { name: 'fonts.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') }, { agree: true });
  await expect(tool.getByRole('alert')).toHaveText('仅支持图片文件（png, gif, jpg, jpeg, avif, jxl, webp, wp2, bmp）');
  // A PDF renamed .png: the browser cannot read it as an image either.
  await chooseFile(page, '点击选择文件', { name: 'ad.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') });
  await expect(tool.getByRole('alert')).toHaveText('读取文件出错');
  await expect(tool.getByRole('button', { name: '识别图片' })).toHaveCount(0);
  await page.reload();
  await expect(tip).toHaveText('登录后每天可免费使用3次');

  await chooseFile(page, '点击选择文件', { name: 'sale.png', mimeType: 'image/png', buffer: await drawnAd() });
  await expect(tool.getByRole('img', { name: '待识别的图片：sale.png' })).toBeVisible();
  await tool.getByRole('button', { name: '识别图片' }).click();
  await expect(tool.getByRole('status')).toHaveText('识别中...');
  await expect(tool.getByRole('status')).toHaveText('识别成功', { timeout: 60_000 });
  await expect(tool.getByRole('alert')).toHaveCount(0);

  const lines = tool.getByRole('list', { name: '识别出的文字及其字体，每项一行' }).locator(':scope > li');
  await expect(lines).toHaveCount(2);
  const [headline, english] = [lines.nth(0), lines.nth(1)];
  await expect(headline).toContainText('Noto Sans CJK SC');
  await expect(headline).toContainText('粗体');
  await expect(headline).toContainText(/匹配度 \d+/);
  await expect(headline.getByRole('link', { name: /SIL Open Font License 1\.1/ })).toHaveAttribute('href', 'https://spdx.org/licenses/OFL-1.1.html');
  await expect(english).toContainText('DejaVu Serif');
  await expect(english).toContainText('常规');
  await expect(english.getByRole('link', { name: /Bitstream Vera Fonts License/ })).toHaveAttribute('href', 'https://dejavu-fonts.github.io/License.html');
  // The sample is set in the font found (this browser has it, as the server does).
  const sample = headline.locator('figure p').first();
  await expect(sample).toHaveText('限时特惠全场五折');
  await expect(sample).toHaveCSS('font-weight', '700');
  await expect(sample).toHaveAttribute('data-font-available', 'true');

  // A box per line over the preview; the line under the pointer is marked on the image.
  const overlay = tool.locator('figure svg');
  await expect(overlay).toHaveAttribute('viewBox', '0 0 960 300');
  await expect(overlay.locator('polygon')).toHaveCount(2);
  await english.hover();
  await expect(overlay.locator('polygon[data-active]')).toHaveAttribute('data-key', '1');

  // The success took the day's one try: the tip says so, and still what a login brings.
  await expect(tip).toHaveText('今日免费试用已用完，登录后每天可免费使用3次');
});
