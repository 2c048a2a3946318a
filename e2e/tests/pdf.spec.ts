import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInWithQq } from './journeys';

/**
 * The PDF and document family through the real engines: every file goes through the upload
 * box with its progress, every result is downloaded and read back. The test documents are
 * made here with the server's own pdf-lib (and sharp for a photo).
 */
const serverRequire = createRequire(path.join(import.meta.dirname, '../../server/package.json'));

interface PdfPage {
  getSize(): { width: number; height: number };
  drawText(text: string, options: object): void;
  drawImage(image: unknown, options: object): void;
}
interface PdfDoc {
  addPage(size: [number, number]): PdfPage;
  getPages(): PdfPage[];
  getPageCount(): number;
  embedFont(name: string): Promise<unknown>;
  embedJpg(bytes: Buffer): Promise<unknown>;
  save(): Promise<Uint8Array>;
}
const pdfLib = serverRequire('@cantoo/pdf-lib') as {
  PDFDocument: { create(): Promise<PdfDoc>; load(bytes: Uint8Array | Buffer, options?: object): Promise<PdfDoc> };
  StandardFonts: { Helvetica: string };
};
const sharp = serverRequire('sharp') as (input: object) => { jpeg(options: object): { toBuffer(): Promise<Buffer> } };

/** A PDF of `pages` pages of one size, each page saying its title and number: page sizes tell the sources apart after a merge. */
async function numberedPdf(title: string, pages: number, size: [number, number] = [595, 842]): Promise<Buffer> {
  const doc = await pdfLib.PDFDocument.create();
  const font = await doc.embedFont(pdfLib.StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) doc.addPage(size).drawText(`${title} ${i}`, { x: 40, y: size[1] - 80, size: 28, font });
  return Buffer.from(await doc.save());
}

/** Three pages of a camera-like photo at the highest JPEG quality: a file compression can shrink. */
async function photoPdf(): Promise<Buffer> {
  const photo = await sharp({ create: { width: 1400, height: 1000, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).jpeg({ quality: 100 }).toBuffer();
  const doc = await pdfLib.PDFDocument.create();
  const image = await doc.embedJpg(photo);
  for (let i = 0; i < 3; i++) doc.addPage([595, 842]).drawImage(image, { x: 40, y: 300, width: 515, height: 368 });
  return Buffer.from(await doc.save());
}

/** A zip of the entries as they are (stored): all a .docx needs. */
function storedZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A Word document of Chinese paragraphs. */
function chineseDocx(paragraphs: string[]): Buffer {
  const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
  const body = paragraphs.map((text) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`).join('');
  return storedZip({
    '[Content_Types].xml': `${xml}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    '_rels/.rels': `${xml}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    'word/document.xml': `${xml}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  });
}

type TestFile = { name: string; mimeType: string; buffer: Buffer };
const pdf = (name: string, buffer: Buffer): TestFile => ({ name, mimeType: 'application/pdf', buffer });

async function openTool(page: Page, path: string, module: string): Promise<Locator> {
  await page.goto(`/${path}.html`);
  const tool = page.locator(`[data-tool-ready="pdf/${module}"]`);
  await expect(tool).toBeVisible();
  return tool;
}

/**
 * Chooses files through the upload box's button (the compliance agreement first, when asked),
 * with the storage held back a moment so each file's progress bar is seen, then waits until
 * every row says it is uploaded.
 */
async function chooseFiles(page: Page, tool: Locator, files: TestFile[], { agree = true, button = '点击选择文件' } = {}) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/cos/**', async (route) => {
    if (route.request().method() === 'PUT') await held;
    await route.fallback();
  });
  const chooser = page.waitForEvent('filechooser');
  await tool.getByRole('button', { name: button }).click();
  if (agree) {
    const dialog = page.getByRole('dialog', { name: '温馨提示' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '同意并继续' }).click();
  }
  await (await chooser).setFiles(files);
  await expect(tool.getByRole('progressbar', { name: `${files[0].name} 上传进度` })).toBeVisible();
  release();
  await page.unroute('**/cos/**');
  const list = tool.getByRole('list', { name: '已选择的文件' });
  for (const file of files) await expect(list.getByRole('listitem').filter({ hasText: file.name }).first()).toContainText('已上传', { timeout: 20_000 });
}

/** Presses the main button and waits through the status line to the result card. */
async function run(tool: Locator, button: string): Promise<Locator> {
  await tool.getByRole('button', { name: button }).click();
  const result = tool.getByRole('region', { name: '处理完成' });
  await expect(result).toBeVisible({ timeout: 90_000 });
  await expect(tool.getByRole('alert')).toHaveCount(0);
  return result;
}

/** Downloads the result's main file; answers its name and bytes. */
async function download(page: Page, result: Locator): Promise<{ name: string; bytes: Buffer }> {
  const started = page.waitForEvent('download');
  await result.getByRole('link', { name: /^下载 / }).first().click();
  const file = await started;
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(await file.path()) };
}

const A4: [number, number] = [595, 842];
const SQUARE: [number, number] = [500, 500];
const LANDSCAPE: [number, number] = [842, 595];
const sizesOf = async (bytes: Buffer) => (await pdfLib.PDFDocument.load(bytes)).getPages().map((page) => [page.getSize().width, page.getSize().height]);

test('merge: three files reordered, one with a page left out, come back as one PDF in that order', async ({ page }) => {
  test.setTimeout(120_000);
  const tool = await openTool(page, 'pdf-merge', 'PdfMerge');
  const files = [pdf('alpha.pdf', await numberedPdf('Alpha', 2, A4)), pdf('beta.pdf', await numberedPdf('Beta', 3, SQUARE)), pdf('gamma.pdf', await numberedPdf('Gamma', 1, LANDSCAPE))];
  await chooseFiles(page, tool, files);
  await expect(tool.getByText('将合并 3 个文件，共 6 页')).toBeVisible();

  // Gamma to the top, by the keyboard's buttons; beta's second page left out.
  await tool.getByRole('button', { name: '上移 gamma.pdf' }).click();
  await tool.getByRole('button', { name: '上移 gamma.pdf' }).click();
  await expect(tool.getByText('gamma.pdf 已移到第 1 位')).toBeAttached();
  const betaRow = tool.getByRole('listitem').filter({ hasText: 'beta.pdf' }).first();
  await betaRow.getByRole('button', { name: /调整页面/ }).click();
  // The pages are drawn in the browser by pdf.js.
  await expect(betaRow.getByRole('list', { name: 'beta.pdf 的页面' }).locator('img')).toHaveCount(3);
  await betaRow.getByRole('checkbox', { name: '保留第 2 页' }).uncheck();
  await expect(tool.getByText('将合并 3 个文件，共 5 页')).toBeVisible();

  const result = await run(tool, '开始合并');
  await expect(result).toContainText('5 页');
  const merged = await download(page, result);
  expect(merged.name).toMatch(/\.pdf$/);
  expect(await sizesOf(merged.bytes)).toEqual([LANDSCAPE, A4, A4, SQUARE, SQUARE]);
});

test('split: a range typed and checked as typed, the parts in one zip', async ({ page }) => {
  test.setTimeout(120_000);
  const tool = await openTool(page, 'pdf-split', 'PdfSplit');
  await chooseFiles(page, tool, [pdf('report.pdf', await numberedPdf('Report', 12))]);
  // pdf.js counted the pages and draws them.
  await expect(tool.getByRole('listitem').filter({ hasText: 'report.pdf' })).toContainText('12 页');
  await expect(tool.getByRole('list', { name: '拆分预览' }).locator('img').first()).toBeVisible();

  const ranges = tool.getByRole('textbox', { name: '页码范围' });
  await ranges.fill('2-4,20');
  await expect(ranges).toHaveAttribute('aria-invalid', 'true');
  await expect(tool.getByText('页码超出了总页数（共 12 页）')).toBeVisible();
  await expect(tool.getByRole('button', { name: '开始拆分' })).toBeDisabled();
  await ranges.fill('2-4,9-');
  await expect(tool.getByRole('img', { name: '第 10 页，进入第 2 个文件' })).toBeVisible();

  const result = await run(tool, '开始拆分');
  await expect(result).toContainText('共 2 个文件');
  const zip = await download(page, result);
  expect(zip.name).toMatch(/\.zip$/);
  expect(zip.bytes.subarray(0, 2).toString()).toBe('PK');
  await result.getByText(/压缩包里的文件/).click();
  await expect(result.getByRole('listitem').filter({ hasText: /2-4\.pdf/ })).toContainText('3 页');
  await expect(result.getByRole('listitem').filter({ hasText: /9-12\.pdf/ })).toContainText('4 页');
});

test('encrypt, then decrypt: a wrong password is refused with 密码错误, the right one opens the file', async ({ page }) => {
  test.setTimeout(120_000);
  let tool = await openTool(page, 'pdf-encrypt', 'PdfEncrypt');
  await chooseFiles(page, tool, [pdf('contract.pdf', await numberedPdf('Contract', 3))]);
  await tool.getByLabel('打开密码', { exact: true }).fill('open-4321');
  await tool.getByLabel('再次输入打开密码').fill('open-4321');
  await tool.getByRole('checkbox', { name: '复制文字和图片' }).uncheck();
  let result = await run(tool, '加密 PDF');
  await expect(result).toContainText('已限制：复制文字和图片');
  const encrypted = await download(page, result);
  expect(encrypted.bytes.includes('/Encrypt')).toBe(true);
  await expect(pdfLib.PDFDocument.load(encrypted.bytes)).rejects.toThrow();

  tool = await openTool(page, 'pdf-decrypt', 'PdfDecrypt');
  await chooseFiles(page, tool, [pdf(encrypted.name, encrypted.bytes)]);
  const password = tool.getByLabel('文件的打开密码');
  await password.fill('guess');
  await tool.getByRole('button', { name: '解除密码' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(tool.getByText('密码错误')).toBeVisible();
  await password.fill('open-4321');
  result = await run(tool, '解除密码');
  const decrypted = await download(page, result);
  expect(decrypted.bytes.includes('/Encrypt')).toBe(false);
  expect((await pdfLib.PDFDocument.load(decrypted.bytes)).getPageCount()).toBe(3);
});

test('compress, a charged tool: an anonymous visitor is asked to log in, then sees the size drop', async ({ page }) => {
  test.setTimeout(180_000);
  const tool = await openTool(page, 'pdf-compress', 'PdfCompress');
  // On a charged tool the login panel opens on arrival (spec §4 "Charging flow").
  await expect(page.getByRole('dialog', { name: '请先登录' })).toBeVisible();
  await logInWithQq(page, `压缩${Date.now() % 100000}`);
  await expect(page).toHaveURL(/\/pdf-compress\.html$/);
  await expect(tool.getByRole('button', { name: /今日剩余/ })).toBeVisible();

  const photos = await photoPdf();
  await chooseFiles(page, tool, [pdf('photos.pdf', photos)]);
  await tool.getByRole('radio', { name: /推荐/ }).check();
  // The task is polled: held back a moment, its progress shows.
  await page.route('**/toolproxy/v1/query', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.fallback();
  });
  await tool.getByRole('button', { name: '开始压缩' }).click();
  await expect(tool.getByRole('status')).toHaveText('处理中，请稍候...');
  await expect(tool.getByRole('progressbar', { name: '处理进度' })).toBeVisible();
  const result = tool.getByRole('region', { name: '处理完成' });
  await expect(result).toBeVisible({ timeout: 120_000 });
  await expect(result.getByText(/^减小 \d+%$/)).toBeVisible();
  const compressed = await download(page, result);
  expect(compressed.bytes.length).toBeLessThan(photos.length * 0.8);
  expect((await pdfLib.PDFDocument.load(compressed.bytes)).getPageCount()).toBe(3);
});

test('a Word document with Chinese text becomes a PDF whose text reads back', async ({ page }) => {
  test.setTimeout(180_000);
  const tool = await openTool(page, 'office-to-pdf', 'OfficeToPdf');
  await expect(page.getByRole('dialog', { name: '请先登录' })).toBeVisible();
  await logInWithQq(page, `转换${Date.now() % 100000}`);
  await expect(page).toHaveURL(/\/office-to-pdf\.html$/);

  const docx = chineseDocx(['季度工作报告', '本季度营业收入同比增长百分之十二。']);
  await chooseFiles(page, tool, [{ name: '季度报告.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: docx }]);
  const result = await run(tool, '开始转换');
  const converted = await download(page, result);
  expect(converted.name).toMatch(/\.pdf$/);
  // poppler reads the text back: the Chinese came through with its fonts.
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-e2e-')), 'converted.pdf');
  fs.writeFileSync(file, converted.bytes);
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
  expect(text).toContain('季度工作报告');
  expect(text).toContain('本季度营业收入同比增长百分之十二');
});
