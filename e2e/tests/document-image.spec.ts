import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { chooseFile } from './journeys';
import { annotatedPage, photographedPage } from '../../server/engines/document-image/test-support/documents';

/** sharp is the server's: the test reads the downloaded images with it. */
const sharp = createRequire(path.join(import.meta.dirname, '../../server/package.json'))('sharp') as (input: Buffer) => {
  metadata(): Promise<{ format?: string; width?: number; height?: number }>;
};

interface Tool {
  path: string;
  module: string;
  /** The visitor's page and what the engine hands back. */
  page: () => Promise<{ name: string; mimeType: string; buffer: Buffer }>;
  resultName: string;
  format: 'png' | 'jpeg';
  fact: RegExp;
}

const TOOLS: Tool[] = [
  {
    path: 'handwriting-erasure',
    module: 'ocr/HandwritingErasure',
    page: async () => ({ name: 'notes.png', mimeType: 'image/png', buffer: (await annotatedPage(1)).annotated }),
    resultName: 'handwriting-erased.png',
    format: 'png',
    fact: /^擦除笔迹约占画面 \d+(\.\d)?%$/,
  },
  {
    path: 'word-restore',
    module: 'ocr/WordRestore',
    page: async () => ({ name: 'desk-photo.jpg', mimeType: 'image/jpeg', buffer: (await photographedPage(3, 3.2)).photo }),
    resultName: 'restored.jpg',
    format: 'jpeg',
    fact: /^已纠正倾斜 3\.\d°$/,
  },
];

async function openTool(page: Page, tool: Tool) {
  await page.goto(`/${tool.path}.html`);
  const screen = page.locator(`[data-tool-ready="${tool.module}"]`);
  await expect(screen).toBeVisible();
  await expect(screen.getByText('效果预览')).toBeVisible();
  return screen;
}

for (const tool of TOOLS) {
  test(`${tool.path}: the result image is shown beside the original and downloads, for the day's one use`, async ({ page }) => {
    test.setTimeout(120_000);
    const screen = await openTool(page, tool);
    const tip = screen.getByRole('button', { name: /每天可免费使用/ });
    await expect(tip).toHaveText('登录后每天可免费使用3次');

    const file = await tool.page();
    await chooseFile(page, '点击选择文件', file, { agree: true });
    await expect(screen.getByRole('img', { name: `待识别的图片：${file.name}` })).toBeVisible();
    await screen.getByRole('button', { name: '识别图片' }).click();
    await expect(screen.getByRole('status')).toHaveText('识别中...');
    await expect(screen.getByRole('status')).toHaveText('识别成功', { timeout: 60_000 });
    await expect(screen.getByRole('alert')).toHaveCount(0);

    // The result image, loaded, with what was done.
    const result = screen.getByRole('img', { name: `处理后的图片：${tool.resultName}` });
    await expect(result).toBeVisible();
    await expect.poll(() => result.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    await expect(screen.getByRole('listitem').filter({ hasText: tool.fact })).toHaveCount(1);

    // Before and after: the original a click away, then both side by side.
    await screen.getByRole('button', { name: '原图' }).click();
    await expect(screen.getByRole('img', { name: `原图：${file.name}` })).toBeVisible();
    await screen.getByRole('button', { name: '对比' }).click();
    await expect(screen.getByRole('img', { name: `原图：${file.name}` })).toBeVisible();
    await expect(result).toBeVisible();

    // The download: the browser saves it under the result's name, and it is an image of the page's size.
    const link = screen.getByRole('link', { name: '下载图片' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(tool.resultName);
    const fetched = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(fetched.status()).toBe(200);
    const bytes = await fetched.body();
    expect(bytes.length).toBeGreaterThan(10_000);
    const image = await sharp(bytes).metadata();
    expect(image.format).toBe(tool.format);
    const uploaded = await sharp(file.buffer).metadata();
    // Restoration turns the page back, which widens the canvas a little; erasure keeps it.
    expect(image.width).toBeGreaterThanOrEqual(uploaded.width ?? 0);
    expect(image.width).toBeLessThan((uploaded.width ?? 0) * 1.2);

    // The success took the day's one try: the tip says so, and still what a login brings.
    await expect(tip).toHaveText('今日免费试用已用完，登录后每天可免费使用3次');
  });

  test(`${tool.path}: a PDF renamed .png is refused with the spec's message and costs no use`, async ({ page }) => {
    const screen = await openTool(page, tool);
    const tip = screen.getByRole('button', { name: /每天可免费使用/ });
    await expect(tip).toHaveText('登录后每天可免费使用3次');
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    await chooseFile(page, '点击选择文件', { name: 'scan.png', mimeType: 'image/png', buffer: pdf }, { agree: true });
    await expect(screen.getByRole('alert')).toHaveText('读取文件出错');
    await expect(screen.getByRole('button', { name: '识别图片' })).toHaveCount(0);
    await page.reload();
    await expect(tip).toHaveText('登录后每天可免费使用3次');
  });
}
