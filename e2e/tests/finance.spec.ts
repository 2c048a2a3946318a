import { expect, test } from '@playwright/test';

test('the mortgage calculator gives the known monthly payments for 1,000,000 over 30 years at 4.9 %', async ({ page }) => {
  await page.goto('/mortgage-calculator.html');
  const tool = page.locator('[data-tool-ready="finance/Mortgage"]');
  await expect(tool).toBeVisible();
  // Wait for the defaults (latest LPR), shown with their dates, so they do not overwrite what we type.
  await expect(tool.getByText(/最新 LPR 于 \d{4}-\d{2}-\d{2} 公布/)).toBeVisible();
  await tool.getByLabel('商业贷款金额（万元）').fill('100');
  await tool.getByLabel('贷款年限（年）').fill('30');
  await tool.getByLabel('5 年期以上 LPR（%）').fill('4.9');
  await tool.getByLabel('加点（基点，可为负）').fill('0');
  await expect(tool.getByTestId('first-payment')).toHaveText(/5,307\.27/);

  await tool.getByLabel('等额本金').check();
  await expect(tool.getByTestId('first-payment')).toHaveText(/6,861\.11/);
  await expect(tool.getByTestId('monthly-decrease')).toHaveText(/11\.34/);
});

test('the LPR page shows the latest rates with their source, and a chart of the history', async ({ page }) => {
  await page.goto('/lpr.html');
  const tool = page.locator('[data-tool-ready="finance/Lpr"]');
  await expect(tool.getByRole('img', { name: /LPR/ })).toBeVisible();
  await expect(tool.getByText(/全国银行间同业拆借中心/).first()).toBeVisible();
});
