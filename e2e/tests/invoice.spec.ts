import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { chooseFile, leftCount, logInWithQq, payAtCashier } from './journeys';

/**
 * Invoice recognition, a charged tool, through the whole charging flow: an anonymous visitor
 * is asked to log in; a logged-in visitor without equity loses one use per invoice read and
 * none for a failed reading; a VIP loses none.
 */
const TOOL = '/invoice-ocr.html';
const SCENE = 'invoice_ocr';
/** A VAT invoice of the accuracy suite (its fields are in the server's accuracy/invoices.ts). */
const INVOICE = fs.readFileSync(path.join(import.meta.dirname, '../../server/engines/ocr/accuracy/invoice/invoice-1.png'));

/** sharp is the server's: a blank page, which the browser shows and the engine finds no text in. */
const sharp = createRequire(path.join(import.meta.dirname, '../../server/package.json'))('sharp') as (input: object) => { png(): { toBuffer(): Promise<Buffer> } };
const blankPage = () => sharp({ create: { width: 800, height: 560, channels: 3, background: '#ffffff' } }).png().toBuffer();

/** Chooses a PNG through the upload box (the compliance agreement first when asked). */
async function choose(page: Page, file: { name: string; buffer: Buffer }, options: { agree?: boolean } = {}) {
  await chooseFile(page, '点击选择文件', { ...file, mimeType: 'image/png' }, options);
  await expect(page.getByRole('img', { name: `待识别的图片：${file.name}` })).toBeVisible();
}

/** Reads the invoice, through the loading view, to its fields. */
async function readInvoice(page: Page) {
  const tool = page.locator('[data-tool-ready="ocr/InvoiceOcr"]');
  await tool.getByRole('button', { name: '识别发票' }).click();
  await expect(tool.getByText('处理中，请稍候...')).toBeVisible();
  const fields = tool.getByRole('table', { name: '发票信息' });
  await expect(fields).toBeVisible({ timeout: 60_000 });
  await expect(fields.getByRole('row', { name: /发票号码/ }).getByRole('cell')).toHaveText('28461937');
  await expect(fields.getByRole('row', { name: /发票代码/ }).getByRole('cell')).toHaveText('044031900111');
}

test('anonymous is asked to log in; a logged-in visitor loses one use per invoice read and none for a failure; a VIP none', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.goto(TOOL);
  const tool = page.locator('[data-tool-ready="ocr/InvoiceOcr"]');
  await expect(tool).toBeVisible();

  // Anonymous on a charged tool: the login panel opens on arrival (spec §4 "Charging flow").
  const login = page.getByRole('dialog', { name: '请先登录' });
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: '关闭' }).click();
  // Closed, the image is still taken, but the main button stays disabled and the screen asks again.
  await choose(page, { name: 'invoice.png', buffer: INVOICE }, { agree: true });
  const recognise = tool.getByRole('button', { name: '识别发票' });
  await expect(recognise).toBeDisabled();
  await expect(tool.getByText('登录后即可识别图片')).toBeVisible();
  await tool.getByRole('button', { name: '立即登录' }).click();
  await logInWithQq(page, `发票${Date.now() % 100000}`);
  await expect(page).toHaveURL(new RegExp(`${TOOL.replace('.', '\\.')}$`));
  await expect(page.getByText('登录成功')).toBeVisible();

  // Logged in without equity: three free uses today.
  const tip = tool.getByRole('button', { name: /今日剩余/ });
  await expect(tip).toContainText('今日剩余3次');
  expect(await leftCount(page, SCENE)).toBe(3);

  // A page with no text fails with the spec's message and costs nothing.
  await choose(page, { name: 'blank.png', buffer: await blankPage() });
  await recognise.click();
  await expect(tool.getByRole('alert')).toHaveText('发票识别失败！未识别到文字', { timeout: 60_000 });
  expect(await leftCount(page, SCENE)).toBe(3);
  await expect(tip).toContainText('今日剩余3次');

  // Reset returns to the upload area; the invoice read takes exactly one use.
  await tool.getByRole('button', { name: '重置' }).click();
  await expect(tool.getByRole('button', { name: '点击选择文件' })).toBeVisible();
  await choose(page, { name: 'invoice.png', buffer: INVOICE });
  await readInvoice(page);
  await expect(tip).toContainText('今日剩余2次');
  expect(await leftCount(page, SCENE)).toBe(2);

  // The fields download as CSV, name and value per line.
  const download = page.waitForEvent('download');
  await tool.getByRole('button', { name: '下载 CSV' }).click();
  const csv = fs.readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain('发票号码,28461937');

  // Become a VIP at the sandbox cashier: reading again takes nothing.
  await tip.click();
  await payAtCashier(page, context, 'VIP 连续包月');
  await expect(page.getByRole('dialog', { name: '开通会员' })).toBeHidden();
  await expect(page.getByText('VIP', { exact: true })).toBeVisible();
  await readInvoice(page);
  expect(await leftCount(page, SCENE)).toBe(2);
});
