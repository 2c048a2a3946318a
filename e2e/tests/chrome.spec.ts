import { expect, test } from '@playwright/test';
import { untilLive } from './test-support/live-page';

test('the left navigation opens, expands a category and closes on a click outside', async ({ page }) => {
  // On the homepage no category is active, so every category starts collapsed.
  await page.goto('/');
  await untilLive(page);
  const menu = page.getByRole('button', { name: '打开导航菜单' });
  await menu.click();
  const nav = page.getByRole('navigation', { name: '工具分类' });
  await expect(nav).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');

  const expand = nav.getByRole('button', { name: '展开金融理财' });
  await expand.click();
  await expect(nav.getByRole('button', { name: '收起金融理财' })).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: /房贷计算器/ })).toBeVisible();

  // A click on the mask, outside the panel, closes it.
  const box = await nav.boundingBox();
  await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) + 100, 400);
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('the login panel flashes the agreement for 1 s when a login button is pressed unticked', async ({ page }) => {
  await page.goto('/');
  await untilLive(page);
  await page.getByRole('banner').getByRole('button', { name: '立即登录' }).click();
  const panel = page.getByRole('dialog', { name: '立即登录' });
  await expect(panel).toBeVisible();
  const agreement = panel.locator('[data-warning]');
  await expect(agreement).toHaveCount(0);
  await panel.getByRole('button', { name: 'QQ登录' }).click();
  await expect(panel.locator('[data-warning="true"]')).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveText('请先勾选同意用户协议和隐私保护指引');
  // Nothing proceeded: still on the same page, and the warning goes after about a second.
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(panel.locator('[data-warning="true"]')).toHaveCount(0, { timeout: 2000 });
});

test('copying the share link shows 链接已复制成功', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/lpr.html');
  await untilLive(page);
  await page.getByRole('button', { name: '分享' }).hover();
  await page.getByRole('button', { name: '复制链接' }).click();
  await expect(page.getByText('链接已复制成功')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('/lpr.html');
  expect(copied).toContain('callfrom=share_pc');
});

test('an anonymous visitor who rates a tool is asked to log in with 请先登录', async ({ page }) => {
  await page.goto('/lpr.html');
  await expect(page.locator('[data-tool-ready]')).toBeVisible();
  await page.getByRole('radio', { name: /4/ }).first().click();
  await expect(page.getByRole('dialog', { name: '请先登录' })).toBeVisible();
});
