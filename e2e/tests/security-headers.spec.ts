/**
 * The pages' Content-Security-Policy in real Chromium (issue 15, W8): every kind of page works
 * under its policy with no violation reported — home, a tool of each family (finance, OCR with
 * an upload, PDF with pdf.js and its worker), the login panel with its WeChat QR frame, the pay
 * overlay and the cashier, and /ops — and /ops cannot be framed, by another site or the hub.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { signInWithToken } from './test-support/ops';
import { chooseFile, logInWithWx, payAtCashier } from './journeys';

const serverRequire = createRequire(path.join(import.meta.dirname, '../../server/package.json'));
const sharp = serverRequire('sharp') as (input: Buffer) => { png(): { toBuffer(): Promise<Buffer> } };
const pdfLib = serverRequire('@cantoo/pdf-lib') as {
  PDFDocument: { create(): Promise<{ addPage(size: [number, number]): { drawText(text: string, options: object): void }; save(): Promise<Uint8Array> }> };
};

/**
 * Every violation any frame of the context reports: the `securitypolicyviolation` event (by an
 * init script, which the page's policy does not govern) and Chromium's console line for it.
 */
async function watchPolicy(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeBinding('__reportPolicyViolation', ({ frame }, text: string) => void seen.push(`${frame.url()}: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation?: (text: string) => void }).__reportPolicyViolation;
      report?.(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
    });
  });
  const listen = (page: Page) =>
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to (load|execute|apply|frame|connect|create|evaluate)/i.test(message.text())) seen.push(`${page.url()} console: ${message.text()}`);
    });
  context.pages().forEach(listen);
  context.on('page', listen);
  return seen;
}

async function printedPage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="160"><rect width="100%" height="100%" fill="#fff"/><text x="40" y="100" font-size="48" font-family="Noto Sans CJK SC" fill="#1f2329">内容安全策略</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function threePagePdf(): Promise<Buffer> {
  const doc = await pdfLib.PDFDocument.create();
  for (let i = 1; i <= 3; i++) doc.addPage([595, 842]).drawText(`Policy ${i}`, { x: 40, y: 760, size: 28 });
  return Buffer.from(await doc.save());
}

test('every kind of page works under its policy, with no violation reported', async ({ page, context }) => {
  test.setTimeout(240_000);
  const violations = await watchPolicy(context);
  const remoteFiles: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/remotes/')) remoteFiles.push(request.url());
  });

  // Home: the catalog, and a tool's remote preloaded on hover.
  await page.goto('/');
  const mortgage = page.getByRole('link', { name: '房贷计算器' }).first();
  await expect(mortgage).toBeVisible();
  await mortgage.hover();
  await page.waitForLoadState('networkidle');
  expect(violations, 'home').toEqual([]);

  // Finance: the remote's module, its styles, the chrome around it.
  await page.goto('/mortgage-calculator.html');
  await expect(page.locator('[data-tool-ready]')).toBeVisible();
  expect(remoteFiles.some((url) => url.includes('/remotes/finance/'))).toBe(true);
  expect(violations, 'finance').toEqual([]);

  // The login panel, with WeChat's QR page in its frame and the "phone" confirming.
  await page.getByRole('button', { name: '开通会员', exact: true }).click();
  await logInWithWx(page, context, '策略旅程');
  await expect(page.getByRole('banner').getByRole('button', { name: '账号：策略旅程' })).toBeVisible();
  expect(violations, 'login').toEqual([]);

  // The pay overlay (the same host's pay page in a frame: its script, its QR code) and the cashier.
  await page.getByRole('button', { name: '开通会员', exact: true }).click();
  await payAtCashier(page, context, 'VIP 连续包月');
  await expect(page.getByRole('dialog', { name: '开通会员' })).toBeHidden();
  expect(violations, 'pay').toEqual([]);

  // OCR: a preview of the visitor's file, the upload to storage, the result drawn over the preview.
  await page.goto('/basic-ocr.html');
  const ocr = page.locator('[data-tool-ready="ocr/BasicOcr"]');
  await expect(ocr).toBeVisible();
  await chooseFile(page, '点击选择文件', { name: 'policy.png', mimeType: 'image/png', buffer: await printedPage() }, { agree: true });
  await expect(ocr.getByRole('img', { name: '待识别的图片：policy.png' })).toBeVisible();
  await ocr.getByRole('button', { name: '识别图片' }).click();
  await expect(ocr.getByRole('status')).toHaveText('识别成功', { timeout: 60_000 });
  expect(violations, 'ocr').toEqual([]);

  // PDF: pdf.js and its worker draw the pages in the browser.
  let workers = 0;
  page.on('worker', () => workers++);
  await page.goto('/pdf-split.html');
  const pdf = page.locator('[data-tool-ready="pdf/PdfSplit"]');
  await expect(pdf).toBeVisible();
  await chooseFile(page, '点击选择文件', { name: 'policy.pdf', mimeType: 'application/pdf', buffer: await threePagePdf() }, { agree: true });
  await expect(pdf.getByRole('listitem').filter({ hasText: 'policy.pdf' }).first()).toContainText('3 页', { timeout: 20_000 });
  await expect(pdf.getByRole('list', { name: '拆分预览' }).locator('img').first()).toBeVisible();
  expect(workers).toBeGreaterThan(0);
  expect(violations, 'pdf').toEqual([]);

  // Image effects: the photo's preview, the result beside it in the comparison, its download link.
  await page.goto('/anime-filter.html');
  const image = page.locator('[data-tool-ready="image/AnimeFilter"]');
  await expect(image).toBeVisible();
  await chooseFile(page, '点击选择文件', { name: 'policy.png', mimeType: 'image/png', buffer: await printedPage() }, { agree: true });
  await expect(image.getByText('已上传')).toBeVisible();
  await image.getByRole('button', { name: '开始转换' }).click();
  await expect(image.getByRole('img', { name: '处理后的图片：policy-anime.png' })).toBeVisible({ timeout: 60_000 });
  expect(violations, 'image').toEqual([]);

  // /ops: signed in, its console and its engines, and not one remote file fetched.
  remoteFiles.length = 0;
  await page.goto('/ops');
  // Break-glass: the admin token behind the sign-in form's switch (issue 22).
  await signInWithToken(page);
  await expect(page.getByRole('heading', { name: '远程模块 × 环境' })).toBeVisible();
  await expect(page.getByRole('region', { name: '引擎' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(remoteFiles).toEqual([]);
  expect(violations, 'ops').toEqual([]);
});

/** Where each frame ended up: a page refused by frame-ancestors is replaced by Chromium's error page. */
async function framedUrls(page: Page, sources: string[]): Promise<Record<string, string>> {
  const ids = await page.evaluate(
    (urls) =>
      Promise.all(
        urls.map(
          (src, index) =>
            new Promise<string>((resolve) => {
              const frame = document.createElement('iframe');
              frame.id = `framed-${index}-${Date.now()}`;
              frame.src = src;
              frame.addEventListener('load', () => resolve(frame.id), { once: true });
              document.body.append(frame);
            }),
        ),
      ),
    sources,
  );
  const urls: Record<string, string> = {};
  for (const [index, id] of ids.entries()) {
    const frame = await (await page.$(`#${id}`))?.contentFrame();
    urls[sources[index]] = frame?.url() ?? 'no frame';
  }
  return urls;
}

const REFUSED = 'chrome-error://chromewebdata/';

test('/ops cannot be framed, by another site nor by the hub; the hub frames its own pay page, and only the hub does', async ({ page }) => {
  const ops = `${BASE_URL}/ops`;
  const pay = `${BASE_URL}/pay?appid=tool&scene=new_pc_entry_bangxm&from=web`;
  const home = `${BASE_URL}/`;

  // Another site.
  await page.route('http://attacker.example/', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>elsewhere</title><body></body>' }));
  await page.goto('http://attacker.example/');
  expect(await framedUrls(page, [ops, pay, home])).toEqual({ [ops]: REFUSED, [pay]: REFUSED, [home]: REFUSED });

  // The hub itself: a page of the shell, whose policy lets it frame the hub's pages.
  await page.goto('/');
  expect(await framedUrls(page, [ops, pay])).toEqual({ [ops]: REFUSED, [pay]: pay });
});
