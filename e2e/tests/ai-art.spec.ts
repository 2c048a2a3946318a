/**
 * Painting from words (the spec's AI art, tool 49) as a visitor uses it, in real Chromium
 * against the real server: a charged tool, so a login first; a description and a style; four
 * paintings to pick from, each a 1024² PNG, different from one another; the screen says the
 * built-in engine is a procedural painter, not a trained model.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { logInWithQq } from './journeys';
import { rgba, meanDifference } from './image/image-journeys';

test('four ink paintings of a moonlit mountain lake, after a login, each downloaded as a 1024² PNG', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/ai-art.html');
  // A charged tool opens the login panel on arrival (spec §4 "Charging flow").
  await expect(page.getByRole('dialog', { name: '请先登录' })).toBeVisible();
  await logInWithQq(page, `作画${Date.now() % 100000}`);
  await expect(page).toHaveURL(/\/ai-art\.html$/);
  const tool = page.locator('[data-tool-ready="image/AiArt"]');
  await expect(tool).toBeVisible();

  // An empty description is refused on the page, before anything is sent.
  await tool.getByRole('button', { name: '开始作画' }).click();
  await expect(tool.getByText('请先输入描述')).toBeVisible();

  await tool.getByRole('textbox', { name: /描述你想要的画面/ }).fill('月光下的雪山和湖');
  await tool.getByRole('radio', { name: /水墨/ }).check();
  await tool.getByRole('button', { name: '开始作画' }).click();
  const paintings = tool.getByRole('img', { name: /^第 \d 幅画：月光下的雪山和湖（水墨）$/ });
  await expect(paintings).toHaveCount(4, { timeout: 120_000 });
  await expect(tool.getByText(/程序化绘画引擎.*不是训练出来的 AI 模型/)).toBeVisible();

  const downloads = [];
  for (const index of [1, 2]) {
    const [download] = await Promise.all([page.waitForEvent('download'), tool.getByRole('link', { name: `下载 ai-art-${index}.png` }).click()]);
    expect(download.suggestedFilename()).toBe(`ai-art-${index}.png`);
    downloads.push(await rgba(fs.readFileSync(await download.path())));
  }
  for (const picture of downloads) expect([picture.info.width, picture.info.height]).toEqual([1024, 1024]);
  // Two choices, two paintings: not the same picture twice.
  expect(meanDifference(downloads[0], downloads[1])).toBeGreaterThan(5);
  await expect(tool.getByRole('button', { name: '换一批' })).toBeVisible();
});
