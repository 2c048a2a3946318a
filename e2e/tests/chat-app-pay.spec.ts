import { devices, expect, test } from '@playwright/test';
import { logInWithQq } from './journeys';

// The chat app's own browser on a phone: it pays in the app's pay sheet (JSAPI), not in H5.
const { defaultBrowserType: _ignored, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel, userAgent: `${pixel.userAgent} MicroMessenger/8.0.50.2701(0x28003237) NetType/WIFI Language/zh_CN` });

/**
 * A stand-in for the chat app's client: the JS bridge it puts into every page. Asked for the pay
 * sheet, it does what the client does when its user confirms — hands the sheet to the (sandbox)
 * provider — and calls back with the provider's answer. It records what it was asked.
 */
async function installChatAppBridge(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    // Every frame's bridge records into the hub page's list, where the test reads it.
    const top = window.top as unknown as { chatAppCalls?: unknown[] };
    const calls = (top.chatAppCalls ??= []);
    (window as unknown as { WeixinJSBridge: unknown }).WeixinJSBridge = {
      invoke(name: string, params: unknown, callback: (answer: unknown) => void) {
        calls.push({ name, params });
        if (name !== 'getBrandWCPayRequest') return callback({ err_msg: `${name}:fail` });
        void fetch('/sandbox/wxpay/client/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(params), credentials: 'same-origin' })
          .then((response) => response.json())
          .then(callback);
      },
    };
  });
}

test('in the chat app the pay panel learns who pays from the official account, opens again, and pays in the app’s pay sheet', async ({ page }) => {
  test.setTimeout(60_000);
  await installChatAppBridge(page);
  await page.goto('/mortgage-calculator.html');
  await expect(page.locator('[data-tool-ready="finance/Mortgage"]')).toBeVisible();
  await page.getByRole('button', { name: '开通会员', exact: true }).click();
  await logInWithQq(page, `微信用户${Date.now() % 100000}`);
  await expect(page.locator('[data-tool-ready="finance/Mortgage"]')).toBeVisible();

  await page.getByRole('button', { name: '开通会员', exact: true }).click();
  let payFrame = page.frameLocator('iframe[title]').last();
  await payFrame.locator('label', { hasText: /^\s*VIP 月卡/ }).click();
  const away = page.waitForRequest(/\/pay\/wx-payer\/callback\?code=\w+&state=/);
  await payFrame.getByRole('button', { name: /立即支付/ }).click();
  // Through the official account's silent authorization and back to the tool page…
  await away;
  // (The fragment WeChat's authorize link ends with stays, as browsers keep it across redirects.)
  await expect(page).toHaveURL(/\/mortgage-calculator\.html(#wechat_redirect)?$/);
  // …where the pay panel opens again by itself.
  payFrame = page.frameLocator('iframe[title]').last();
  await expect(payFrame.getByRole('button', { name: /立即支付/ })).toBeVisible();
  await payFrame.locator('label', { hasText: /^\s*VIP 月卡/ }).click();
  const paid = page.waitForResponse(async (response) => response.url().includes('/api/pay/queryOrder') && (await response.text()).includes('"paid"'));
  await payFrame.getByRole('button', { name: /立即支付/ }).click();

  // The app's pay sheet was asked for, with the merchant's signed parameters; no QR code, no
  // cashier page; the order was paid and the page shows the membership.
  await paid;
  await expect(page.getByText('VIP', { exact: true })).toBeVisible();
  await expect(page.getByText(/\d{4}\/\d{2}\/\d{2} 到期/)).toBeVisible();
  const calls = await page.evaluate(() => (window as unknown as { chatAppCalls: { name: string; params: Record<string, string> }[] }).chatAppCalls);
  expect(calls).toHaveLength(1);
  expect(calls[0]?.name).toBe('getBrandWCPayRequest');
  expect(calls[0]?.params).toMatchObject({ signType: 'RSA', package: expect.stringMatching(/^prepay_id=wx/), paySign: expect.any(String) });
});

test('without the app’s pay sheet (an old client, no bridge) the chat app gets the QR code to long-press', async ({ page }) => {
  await page.goto('/mortgage-calculator.html');
  await expect(page.locator('[data-tool-ready="finance/Mortgage"]')).toBeVisible();
  await page.getByRole('button', { name: '开通会员', exact: true }).click();
  await logInWithQq(page, `旧版微信${Date.now() % 100000}`);
  await page.getByRole('button', { name: '开通会员', exact: true }).click();
  const payFrame = page.frameLocator('iframe[title]').last();
  await payFrame.getByRole('button', { name: /立即支付/ }).click();
  await expect(payFrame.locator('#qr-box svg')).toBeVisible();
  await expect(payFrame.getByText('长按二维码，识别后支付')).toBeVisible();
});
