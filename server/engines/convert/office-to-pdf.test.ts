/**
 * Word, Excel and PowerPoint → PDF through LibreOffice, called as a task runs it. The
 * documents are written by the test (Chinese in 宋体 and 微软雅黑, fonts this machine lacks);
 * each PDF must give its text back to pdftotext, carry only embedded fonts with a Noto CJK
 * face for the Chinese (no tofu), and pass `qpdf --check`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_MAX_BYTES, PDF_FAILURES } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { officeToPdf } from './office-to-pdf';
import { docx, docxWithLinkedPicture, pptx, xlsx } from './test-support/documents';
import { CHINESE_PAGES, convert, docxUpload, failureOf, passesQpdfCheck, pdfFonts, pdfPages, pdfText, processesMentioning, squeezed, workDirsLeft } from './test-support/runs';
import { zip } from '../files/zip';

const LIBREOFFICE_MS = 60_000;

/** The Chinese came out of a Noto CJK face (LibreOffice embeds only faces it drew glyphs from), and every font is embedded. */
function expectChineseFonts(pdf: Uint8Array, face: 'Serif' | 'Sans') {
  const fonts = pdfFonts(pdf);
  expect(fonts.every((font) => font.embedded), JSON.stringify(fonts)).toBe(true);
  expect(fonts.map((font) => font.name).join(' ')).toMatch(new RegExp(`Noto${face}CJK`));
}

describe('office files to PDF', () => {
  it('turns a Word document with Chinese and English into a PDF of its two pages, text readable, fonts embedded, qpdf-clean', async () => {
    const { data, files, progressSeen } = await convert(officeToPdf, [docxUpload()]);
    expect(files).toHaveLength(1);
    const [pdf] = files;
    expect([pdf.name, pdf.contentType]).toEqual(['测试文档.pdf', 'application/pdf']);
    const text = squeezed(pdfText(pdf.bytes));
    for (const line of CHINESE_PAGES.flat()) expect(text).toContain(squeezed(line));
    // 宋体 is a serif (Song) face: it keeps its style in Noto Serif CJK.
    expectChineseFonts(pdf.bytes, 'Serif');
    expect(passesQpdfCheck(pdf.bytes)).toBe(true);
    const pages = pdfPages(pdf.bytes);
    expect(pages).toHaveLength(2);
    expect(pages[0].width).toBeCloseTo(595.3, 0); // A4, as the document asks
    expect(data).toEqual({ InputBytes: docxUpload().bytes.length, OutputBytes: pdf.bytes.length, InputPages: 0, Files: [{ Name: '测试文档.pdf', Bytes: pdf.bytes.length, Pages: 2 }] });
    expect(progressSeen.at(-1)).toBeGreaterThanOrEqual(90);
  }, LIBREOFFICE_MS);

  it('turns an Excel sheet into a PDF with its cells readable', async () => {
    const rows = [['产品', 'Product', '数量'], ['苹果', 'Apple', '12'], ['香蕉', 'Banana', '7']];
    const { files, data } = await convert(officeToPdf, [{ key: 'uploads/test/2.xlsx', name: '销售表.xlsx', bytes: xlsx('销售', rows) }]);
    const lines = pdfText(files[0].bytes, { layout: true }).split('\n').map(squeezed);
    for (const row of rows) expect(lines).toContain(row.join(' '));
    expect(passesQpdfCheck(files[0].bytes)).toBe(true);
    expect(data.Files).toEqual([{ Name: '销售表.pdf', Bytes: files[0].bytes.length, Pages: 1 }]);
  }, LIBREOFFICE_MS);

  it('turns a PowerPoint presentation into a landscape page per slide, the 微软雅黑 text in Noto Sans CJK', async () => {
    const slides = [['演示文稿标题', 'Presentation title'], ['第二张幻灯片', 'Second slide']];
    const { files } = await convert(officeToPdf, [{ key: 'uploads/test/3.pptx', name: 'slides.pptx', bytes: pptx(slides) }]);
    const pages = pdfPages(files[0].bytes);
    expect(pages).toHaveLength(2);
    expect(pages.every((page) => page.width > page.height)).toBe(true);
    expect(squeezed(pdfText(files[0].bytes))).toBe(squeezed(slides.flat().join(' ')));
    expectChineseFonts(files[0].bytes, 'Sans');
    expect(passesQpdfCheck(files[0].bytes)).toBe(true);
  }, LIBREOFFICE_MS);

  it('says it cannot convert a ZIP named .docx, a broken Word file or a PDF named .docx, and refuses a file over the size limit', async () => {
    const notADocument = zip([{ name: 'holiday.txt', bytes: Buffer.from('not a document') }]);
    const good = docx([['正文']]);
    // A real package whose main part is not XML: only LibreOffice can tell.
    const broken = zip([
      { name: '[Content_Types].xml', bytes: Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>') },
      { name: 'word/document.xml', bytes: Buffer.from('<w:document garbage') },
    ]);
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const oversized = Buffer.concat([good, Buffer.alloc(DEFAULT_MAX_BYTES.office + 1 - good.length)]);
    const before = workDirsLeft();
    const cases = [
      { what: 'zip', bytes: notADocument, key: 'uploads/t/a.docx', reason: PDF_FAILURES.notConvertible },
      { what: 'broken', bytes: broken, key: 'uploads/t/b.docx', reason: PDF_FAILURES.notConvertible },
      { what: 'pdf named docx', bytes: pdf, key: 'uploads/t/c.docx', reason: PDF_FAILURES.notConvertible },
      { what: 'pdf upload', bytes: pdf, key: 'uploads/t/c.pdf', reason: PDF_FAILURES.notConvertible },
      { what: 'over the limit', bytes: oversized, key: 'uploads/t/d.docx', reason: PDF_FAILURES.tooLarge },
    ];
    for (const c of cases) expect(await failureOf(convert(officeToPdf, [{ key: c.key, name: 'x.docx', bytes: c.bytes }])), c.what).toBe(c.reason);
    expect(workDirsLeft()).toEqual(before);
  }, LIBREOFFICE_MS);

  it("converts a document with a linked picture without fetching the picture's URL", async () => {
    const requests: string[] = [];
    const server = http.createServer((req, res) => {
      requests.push(req.url ?? '');
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tracker.png`;
      const { files } = await convert(officeToPdf, [{ key: 'uploads/t/linked.docx', name: 'linked.docx', bytes: docxWithLinkedPicture(url) }]);
      expect(squeezed(pdfText(files[0].bytes))).toContain('下面是一张链接的图片');
      expect(requests).toEqual([]);
    } finally {
      server.close();
    }
  }, LIBREOFFICE_MS);

  it('runs two conversions side by side, each LibreOffice with its own profile', async () => {
    const [first, second] = await Promise.all([
      convert(officeToPdf, [docxUpload([['第一份文档 First document']], 'one.docx')]),
      convert(officeToPdf, [docxUpload([['第二份文档 Second document']], 'two.docx')]),
    ]);
    expect(squeezed(pdfText(first.files[0].bytes))).toBe('第一份文档 First document');
    expect(squeezed(pdfText(second.files[0].bytes))).toBe('第二份文档 Second document');
  }, LIBREOFFICE_MS);

  it('stops LibreOffice and removes its files when the task is aborted', async () => {
    const long = Array.from({ length: 40 }, (_, page) => Array.from({ length: 30 }, (_, line) => `第 ${page + 1} 页第 ${line + 1} 行：长文档转换测试 Long document line.`));
    const upload = { key: 'uploads/t/long.docx', name: 'long.docx', bytes: docx(long) };
    const before = workDirsLeft();
    const controller = new AbortController();
    const running = convert(officeToPdf, [upload], {}, controller.signal);
    // Abort once LibreOffice is up: its profile is in the run's work dir, which its command line names.
    const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
    let workDir: string | undefined;
    for (let waited = 0; !workDir && waited < 10_000; waited += 20) {
      await pause();
      workDir = workDirsLeft().find((dir) => !before.includes(dir));
    }
    // soffice (a shell script) starts oosplash, which starts soffice.bin, the office itself.
    const office = (...program: string[]) => processesMentioning(`/${workDir}/`, ...program);
    for (let waited = 0; office('soffice.bin').length === 0 && waited < 10_000; waited += 20) await pause();
    expect(office('soffice.bin').length).toBeGreaterThan(0);
    controller.abort(new Error('timeout'));
    await expect(running).rejects.toThrow(/aborted/);
    expect(office()).toEqual([]);
    expect(workDirsLeft()).toEqual(before);
  }, LIBREOFFICE_MS);
});
