/**
 * What every image-family journey does: open a tool, choose a photo through the visible
 * button (the agreement first, once per path), wait for its upload, run the effect and
 * download the result — and read pictures with the server's own sharp, in Node.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';
import { chooseFile, logInWithQq } from '../journeys';

const PHOTOS = path.join(import.meta.dirname, '../../../server/engines/image-recognition/test-data');
/** A real, openly licensed photo (provenance in that folder's README). */
export const photo = (name: string) => fs.readFileSync(path.join(PHOTOS, name));

interface Raw {
  data: Buffer;
  info: { width: number; height: number; channels: number };
}
interface Sharp {
  metadata(): Promise<{ format?: string; width?: number; height?: number; hasAlpha?: boolean }>;
  ensureAlpha(): Sharp;
  resize(width: number, height: number, options?: { fit?: string; kernel?: string }): Sharp;
  jpeg(options: { quality: number }): Sharp;
  raw(): { toBuffer(options: { resolveWithObject: true }): Promise<Raw> };
  toBuffer(): Promise<Buffer>;
}
/** sharp is the server's: the journeys read the downloads with it. */
export const sharp = createRequire(path.join(import.meta.dirname, '../../../server/package.json'))('sharp') as (input: Buffer) => Sharp;

export const rgba = (bytes: Buffer) => sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

export async function openTool(page: Page, toolPath: string, module: string): Promise<Locator> {
  await page.goto(`/${toolPath}.html`);
  const tool = page.locator(`[data-tool-ready="image/${module}"]`);
  await expect(tool).toBeVisible();
  return tool;
}

/**
 * Logs in from the header (a sandbox QQ account of its own): the journeys all come from one
 * network, whose anonymous free try of a tool is soon spent.
 */
export async function logIn(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name: '立即登录' }).click();
  await logInWithQq(page, `${name}${Date.now() % 100000}`, '立即登录');
}

/** Chooses a photo; the agreement comes before the first choice on a page, once. */
export async function choosePhoto(page: Page, tool: Locator, name: string, buffer: Buffer, { mimeType = 'image/jpeg', agree = true } = {}) {
  await chooseFile(page, '点击选择文件', { name, mimeType, buffer }, { agree });
  await expect(tool.getByRole('img', { name: `原图：${name}` })).toBeVisible();
  await expect(tool.getByText('已上传')).toBeVisible();
}

/** Presses the tool's button, waits for the result and downloads it: its name and bytes. */
export async function runAndDownload(page: Page, tool: Locator, button: string, { timeout = 90_000 } = {}) {
  await tool.getByRole('button', { name: button }).click();
  const link = tool.getByRole('link', { name: /^下载图片/ });
  await expect(link).toBeVisible({ timeout });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(await download.path()) };
}

/** Mean absolute difference per channel (RGB) of two same-sized pictures inside a rectangle. */
export function meanDifference(a: Raw, b: Raw, rect = { left: 0, top: 0, right: a.info.width, bottom: a.info.height }): number {
  let sum = 0;
  let count = 0;
  for (let y = rect.top; y < rect.bottom; y++) {
    for (let x = rect.left; x < rect.right; x++) {
      const p = (y * a.info.width + x) * a.info.channels;
      const q = (y * b.info.width + x) * b.info.channels;
      for (let c = 0; c < 3; c++) sum += Math.abs(a.data[p + c] - b.data[q + c]);
      count += 3;
    }
  }
  return sum / count;
}
