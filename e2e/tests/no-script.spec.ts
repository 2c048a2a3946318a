/**
 * Without JavaScript (issue 21), the home page and a tool page still show what the server
 * rendered: the hub's header, the tool list, the tool's title and description, every tool as a
 * link that leads to its own page — and a bar that says why nothing responds.
 */
import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

test('without JavaScript: the tool list on the home page, and a tool page with its title, description and a word on why it needs scripts', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '在线小工具' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '金融理财' })).toBeVisible();
  const links = page.getByRole('main').getByRole('link');
  expect(await links.count()).toBeGreaterThan(30);
  await expect(page.getByRole('note')).toHaveText('请开启 JavaScript 后使用小工具。');

  await page.getByRole('main').getByRole('link', { name: /房贷计算器/ }).first().click();
  await expect(page).toHaveURL(/\/mortgage-calculator\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: '房贷计算器' })).toBeVisible();
  await expect(page.getByText('按最新 LPR 和公积金利率计算月供、总利息和还款计划。')).toBeVisible();
  await expect(page.getByRole('note')).toHaveText('这个工具在浏览器里运行：请开启 JavaScript 后使用。');
  // The tool's loading state would spin forever: hidden.
  await expect(page.getByRole('status')).toBeHidden();

  // The other language, still without scripts.
  await page.getByRole('link', { name: 'EN, switch to English' }).click();
  await expect(page).toHaveURL(/\/mortgage-calculator\.html\?lang=en$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mortgage calculator' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText('This tool runs in your browser: turn on JavaScript to use it.');
});
