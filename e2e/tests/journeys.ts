/**
 * Steps of a visitor's journey that several specs take: choosing a file, logging in through
 * the sandbox providers' real protocols, paying at the sandbox cashier, and reading the
 * server's count.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';

async function agreeAndChoose(page: Page, title: string, button: string) {
  const panel = page.getByRole('dialog', { name: title });
  await expect(panel).toBeVisible();
  await panel.getByRole('checkbox').check();
  await panel.getByRole('button', { name: button }).click();
}

/**
 * QQ Connect, from the open login panel (titled `title`): the page goes to the provider's
 * authorize page, which comes back with a code.
 */
export async function logInWithQq(page: Page, name: string, title = '请先登录') {
  await agreeAndChoose(page, title, 'QQ登录');
  await expect(page).toHaveURL(/\/sandbox\/qq\/oauth2\.0\/authorize/);
  await page.getByLabel('或输入其他名字').fill(name);
  await page.getByRole('button', { name: '授权并登录' }).click();
}

/** WeChat, from the open login panel: the panel embeds the QR page; a "phone" opens what the QR encodes and confirms. */
export async function logInWithWx(page: Page, context: BrowserContext, name: string) {
  await agreeAndChoose(page, '请先登录', '微信登录');
  // The panel swaps to the QR (its title changes with it).
  const qrPage = page.frameLocator('iframe[title="微信登录二维码"]');
  const scanLink = qrPage.getByRole('link', { name: '在本机模拟扫码' });
  await expect(scanLink).toBeVisible();
  const scanUrl = (await scanLink.getAttribute('href')) as string;
  const phone = await context.newPage();
  await phone.goto(new URL(scanUrl, page.url()).toString());
  await phone.getByLabel('或输入其他名字').fill(name);
  await phone.getByRole('button', { name: '确认登录' }).click();
  await expect(phone.getByText('已确认登录')).toBeVisible();
  await phone.close();
}

/** In the open pay panel: chooses `plan` and pays for it at the sandbox cashier on a "phone". */
export async function payAtCashier(page: Page, context: BrowserContext, plan: string) {
  const payFrame = page.frameLocator('iframe[title]').last();
  // Anchored: 'VIP 连续包月' must not also pick 'SVIP 连续包月'.
  await payFrame.locator('label', { hasText: new RegExp(`^\\s*${plan}`) }).click();
  await payFrame.getByRole('button', { name: /立即支付/ }).click();
  const cashierLink = payFrame.getByRole('link', { name: '在本机模拟扫码支付' });
  await expect(cashierLink).toBeVisible();
  const cashier = await context.newPage();
  await cashier.goto((await cashierLink.getAttribute('href')) as string);
  await cashier.getByRole('button', { name: '确认支付' }).click();
  await expect(cashier.getByText('支付成功').first()).toBeVisible();
  await cashier.close();
}

/** Chooses a file through the visible button, as a visitor would (the picker is the browser's own). */
export async function chooseFile(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }, { agree = false } = {}) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  if (agree) {
    // The compliance agreement comes before the first selection, once per path.
    const dialog = page.getByRole('dialog', { name: '温馨提示' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '同意并继续' }).click();
  }
  await (await chooser).setFiles(file);
}

/** The left count of a scene as the server says it, with the page's own cookies. */
export async function leftCount(page: Page, scene: string) {
  const token = ((await (await page.request.get('/api/getToken')).json()) as { data: { token: string } }).data.token;
  const answer = await page.request.get(`/api/getEquityConsumeCount?scene=${scene}`, {
    headers: { authorization: token, timestamp: String(Math.floor(Date.now() / 1000)) },
  });
  return ((await answer.json()) as { data: { leftTime: number } }).data.leftTime;
}
