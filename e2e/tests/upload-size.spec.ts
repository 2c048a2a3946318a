/**
 * The size limit of an image is judged after the client's compression (spec §5, §7): a phone
 * photo over 7 MB that compresses to about 1 MB is taken and uploaded; a file too large to even
 * decode is refused at once, and one still too large once compressed is refused before any upload.
 * The compression is the real one (compressorjs on Chromium's canvas).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test, type Page, type Request } from '@playwright/test';
import { chooseFile } from './journeys';

interface Sharp {
  resize(width: number, height: number, options: object): Sharp;
  composite(layers: object[]): Sharp;
  png(): Sharp;
  jpeg(options: object): Sharp;
  toBuffer(): Promise<Buffer>;
}
/** sharp is the server's: the test makes its pictures with it. */
const sharp = createRequire(path.join(import.meta.dirname, '../../server/package.json'))('sharp') as (input?: Buffer | object, options?: object) => Sharp;

const LIMIT = 7340032;
const MB = 1024 * 1024;

/**
 * A 12-megapixel camera photo as a phone saves it: a smooth scene under sensor grain, at
 * quality 97 — about 9.6 MB, which quality 0.3 brings to about 1 MB.
 */
async function phonePhoto(): Promise<Buffer> {
  const colours = Buffer.from([200, 120, 60, 90, 140, 200, 40, 160, 90, 230, 210, 120, 120, 60, 140, 60, 60, 60, 180, 200, 220, 100, 80, 40, 150, 150, 150]);
  const scene = await sharp(colours, { raw: { width: 3, height: 3, channels: 3 } }).resize(4000, 3000, { kernel: 'cubic' }).png().toBuffer();
  const grain = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 37 } } }).png().toBuffer();
  return sharp(scene).composite([{ input: grain, blend: 'overlay' }]).jpeg({ quality: 97 }).toBuffer();
}

/** Pure noise as a PNG: a png stays a png when recompressed, and noise does not get smaller. */
async function noisePng(): Promise<Buffer> {
  return sharp({ create: { width: 1900, height: 1400, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 80 } } }).png().toBuffer();
}

async function openTool(page: Page) {
  await page.goto('/basic-ocr.html');
  const tool = page.locator('[data-tool-ready="ocr/BasicOcr"]');
  await expect(tool.getByText('效果预览')).toBeVisible();
  return tool;
}

/** The PUTs of files to the hub's store. */
function storedUploads(page: Page) {
  const puts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname.startsWith('/cos/')) puts.push(request);
  });
  return puts;
}

test('a 9.6 MB phone photo is compressed to about 1 MB in the browser, taken, and uploaded', async ({ page }) => {
  test.setTimeout(120_000);
  const photo = await phonePhoto();
  expect(photo.length).toBeGreaterThan(9 * MB);
  expect(photo.length).toBeLessThan(10.5 * MB);

  const tool = await openTool(page);
  const puts = storedUploads(page);
  await chooseFile(page, '点击选择文件', { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo }, { agree: true });
  await expect(tool.getByRole('img', { name: '待识别的图片：IMG_0001.jpg' })).toBeVisible({ timeout: 30_000 });
  await expect(tool.getByRole('alert')).toHaveCount(0);

  // Stored, then handed to the recognition (what the engine makes of a photo of nothing does not matter here).
  const task = page.waitForRequest((request) => new URL(request.url()).pathname === '/toolproxy/v1/create');
  await tool.getByRole('button', { name: '识别图片' }).click();
  const created = await task;
  expect(puts).toHaveLength(1);
  // The store took it (it checks the size again, and the bytes' real type).
  expect((await puts[0].response())?.status()).toBe(200);
  const headers = await puts[0].allHeaders();
  expect(headers['content-type']).toBe('image/jpeg');
  const sent = Number(headers['content-length']);
  expect(sent).toBeGreaterThan(0);
  expect(sent).toBeLessThan(2 * MB);
  const key = decodeURIComponent(new URL(puts[0].url()).pathname.split('/').slice(3).join('/'));
  expect(created.postData()).toContain(key);
  await expect(tool.getByRole('alert')).toHaveCount(0);
  test.info().annotations.push({ type: 'sizes', description: `photo ${(photo.length / MB).toFixed(2)} MB, sent as ${(sent / MB).toFixed(2)} MB` });
});

test('a 200 MB file is refused at once, and a picture still too large once compressed is refused before any upload', async ({ page }) => {
  test.setTimeout(120_000);
  const tool = await openTool(page);
  const puts = storedUploads(page);

  // A sparse file: 200 MB as the browser sees it, nothing of it written or read.
  const huge = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-e2e-size-')), 'huge.jpg');
  fs.writeFileSync(huge, Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
  fs.truncateSync(huge, 200 * MB);
  const chooser = page.waitForEvent('filechooser');
  await tool.getByRole('button', { name: '点击选择文件' }).click();
  const consent = page.getByRole('dialog', { name: '温馨提示' });
  await consent.getByRole('button', { name: '同意并继续' }).click();
  await (await chooser).setFiles(huge);
  const started = Date.now();
  await expect(tool.getByRole('alert')).toHaveText('文件过大');
  expect(Date.now() - started).toBeLessThan(2000);
  fs.rmSync(path.dirname(huge), { recursive: true, force: true });

  // Noise does not compress: over the limit before and after.
  const noise = await noisePng();
  expect(noise.length).toBeGreaterThanOrEqual(LIMIT);
  await chooseFile(page, '点击选择文件', { name: 'noise.png', mimeType: 'image/png', buffer: noise });
  await expect(tool.getByRole('alert')).toHaveText('文件过大', { timeout: 30_000 });
  await expect(tool.getByRole('button', { name: '点击选择文件' })).toBeVisible();
  expect(puts).toHaveLength(0);
});
