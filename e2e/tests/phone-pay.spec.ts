import { devices, expect, test } from '@playwright/test';
import { logInWithQq } from './journeys';

// A phone's own browser: not the vendor's, not a chat app.
test.use({ ...devices['Pixel 7'] });

test('on a phone the pay panel pays in the mobile cashier (H5), not with a QR code the phone cannot scan, and comes back a member', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/mortgage-calculator.html');
  await expect(page.locator('[data-tool-ready="finance/Mortgage"]')).toBeVisible();
  await page.getByRole('button', { name: '开通会员', exact: true }).click();
  await logInWithQq(page, `手机用户${Date.now() % 100000}`);
  await expect(page.locator('[data-tool-ready="finance/Mortgage"]')).toBeVisible();

  await page.getByRole('button', { name: '开通会员', exact: true }).click();
  const payFrame = page.frameLocator('iframe[title]').last();
  await payFrame.locator('label', { hasText: /^\s*VIP 月卡/ }).click();
  await payFrame.getByRole('button', { name: /立即支付/ }).click();

  // The whole page goes to the provider's mobile cashier; no QR code was shown.
  await expect(page).toHaveURL(/\/sandbox\/wxpay\/cashier\/[\w-]+\?from=h5&redirect_url=/);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await page.getByRole('link', { name: '返回商户' }).click();

  // Back on the tool page, a member.
  await expect(page).toHaveURL(/\/mortgage-calculator\.html/);
  await expect(page.getByText('VIP', { exact: true })).toBeVisible();
  await expect(page.getByText(/\d{4}\/\d{2}\/\d{2} 到期/)).toBeVisible();
});
