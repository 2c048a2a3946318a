import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { chooseFile } from './journeys';

/** sharp is the server's: the test makes a photo of nothing with it. */
const sharp = createRequire(path.join(import.meta.dirname, '../../server/package.json'))('sharp') as (options: object) => {
  jpeg(): { toBuffer(): Promise<Buffer> };
};

/** A photo of the engine's test set (CC0, see server/engines/image-recognition/test-data/README.md). */
const CAT = fs.readFileSync(path.join(import.meta.dirname, '../../server/engines/image-recognition/test-data/cat.jpg'));
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

async function openTool(page: Page) {
  await page.goto('/image-recognize.html');
  const tool = page.locator('[data-tool-ready="ocr/ImageRecognize"]');
  await expect(tool).toBeVisible();
  await expect(tool.getByText('效果预览')).toBeVisible();
  return tool;
}

test('a photo of a cat is recognised as 猫 with its confidence and its box; a PDF named .png or a photo of nothing costs no use', async ({ page }) => {
  test.setTimeout(120_000);
  const tool = await openTool(page);
  await expect(page).toHaveTitle(/图片识物/);
  // An anonymous visitor has one free try a day; the tip says what a login brings.
  const tip = tool.getByRole('button', { name: /每天可免费使用/ });
  await expect(tip).toHaveText('登录后每天可免费使用3次');

  // A PDF renamed .png: the browser cannot read it as an image, nothing is uploaded.
  await chooseFile(page, '点击选择文件', { name: 'scan.png', mimeType: 'image/png', buffer: PDF }, { agree: true });
  await expect(tool.getByRole('alert')).toHaveText('读取文件出错');
  await expect(tool.getByRole('button', { name: '识别图片' })).toHaveCount(0);
  await expect(tip).toHaveText('登录后每天可免费使用3次');

  // A photo of a clear sky: nothing of the 80 kinds of object, a clear failure that costs no use.
  const sky = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8fb3d9' } }).jpeg().toBuffer();
  await chooseFile(page, '点击选择文件', { name: 'sky.jpg', mimeType: 'image/jpeg', buffer: sky });
  await tool.getByRole('button', { name: '识别图片' }).click();
  await expect(tool.getByRole('alert')).toHaveText('图片识物失败！未识别到物体', { timeout: 60_000 });
  await page.reload();
  await expect(tip).toHaveText('登录后每天可免费使用3次');

  await chooseFile(page, '点击选择文件', { name: 'cat.jpg', mimeType: 'image/jpeg', buffer: CAT });
  await expect(tool.getByRole('img', { name: '待识别的图片：cat.jpg' })).toBeVisible();
  await expect(tool.getByRole('alert')).toHaveCount(0);
  await tool.getByRole('button', { name: '识别图片' }).click();
  await expect(tool.getByRole('status')).toHaveText('识别中...');
  await expect(tool.getByRole('status')).toHaveText('识别成功', { timeout: 60_000 });

  // The cat first, named in Chinese, with its confidence as a number.
  const labels = tool.getByRole('list', { name: '识别出的物体，按可信度排序' }).getByRole('listitem');
  await expect(labels.first()).toHaveAccessibleName(/^猫，可信度 \d+(\.\d)?%$/);
  await expect(labels.first()).toContainText('猫');
  await expect(labels.first()).toContainText(/\d+(\.\d)?%/);

  // Its box over the preview, tagged 猫; pointing at the label marks it.
  const boxes = tool.locator('figure [data-label]');
  await expect(boxes).toHaveCount(await labels.count());
  const catBox = tool.locator('figure [data-label="0"]');
  await expect(catBox).toContainText('猫');
  await labels.first().hover();
  await expect(catBox).toHaveAttribute('data-active', 'true');
  // The cat fills the photo: its box covers most of the drawn image.
  const image = await tool.getByRole('img', { name: '待识别的图片：cat.jpg' }).boundingBox();
  const box = await catBox.boundingBox();
  expect(box && image && box.width / image.width).toBeGreaterThan(0.8);

  // The success took the day's one try: the tip says so, and still what a login brings.
  await expect(tip).toHaveText('今日免费试用已用完，登录后每天可免费使用3次');
});
