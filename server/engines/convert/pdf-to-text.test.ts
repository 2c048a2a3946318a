/**
 * PDF → text, called as a task runs it, on a Chinese and English PDF that LibreOffice printed
 * in the test; and what every PDF conversion does with a PDF it cannot open (they share the
 * opening step: a password, a damaged file, something that is not a PDF).
 */
import { PDF_FAILURES } from '@toolhub/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfToText } from './pdf-to-text';
import { CHINESE_PAGES, chinesePdf, convert, encryptedPdf, failureOf, scannedPdf, squeezed, workDirsLeft, type Upload } from './test-support/runs';

let pdf: Buffer;
beforeAll(async () => {
  pdf = await chinesePdf();
}, 60_000);

const upload = (bytes: Buffer, name = '合同.pdf'): Upload => ({ key: 'uploads/t/1.pdf', name, bytes });
const BOM = '\ufeff';

describe('PDF to text', () => {
  it('hands back the text of every page as UTF-8 (with a byte-order mark for old Notepad), named after the PDF', async () => {
    const { data, files } = await convert(pdfToText, [upload(pdf)]);
    expect(files).toHaveLength(1);
    const [file] = files;
    expect([file.name, file.contentType]).toEqual(['合同.txt', 'text/plain; charset=utf-8']);
    const text = Buffer.from(file.bytes).toString('utf8');
    expect(text.startsWith(BOM)).toBe(true);
    expect(text).not.toContain('\f');
    // The first page's lines before the second page's, each line whole.
    const lines = text.slice(1).split('\n').map(squeezed).filter(Boolean);
    expect(lines).toEqual(CHINESE_PAGES.flat().map(squeezed));
    expect(data).toEqual({ InputBytes: pdf.length, OutputBytes: file.bytes.length, InputPages: 2, Files: [{ Name: '合同.txt', Bytes: file.bytes.length }] });
  }, 30_000);

  it('opens an encrypted PDF with its password, also a Chinese one, and one that needs none despite a password typed', async () => {
    for (const [what, bytes, password] of [
      ['Chinese password', encryptedPdf(pdf, '中文密码'), '中文密码'],
      ['owner password only', encryptedPdf(pdf, ''), 'typed anyway'],
    ] as const) {
      const { files } = await convert(pdfToText, [upload(bytes)], { password });
      expect(squeezed(Buffer.from(files[0].bytes).toString('utf8')), what).toContain(squeezed(CHINESE_PAGES[0][0]));
    }
  }, 30_000);

  it('says why it cannot: no or a wrong password, a damaged or truncated PDF, not a PDF at all, a scan without text', async () => {
    const locked = encryptedPdf(pdf, 'open-sesame');
    const cases = [
      { what: 'no password', bytes: locked, password: undefined, reason: PDF_FAILURES.passwordRequired },
      { what: 'empty password', bytes: locked, password: '', reason: PDF_FAILURES.passwordRequired },
      { what: 'wrong password', bytes: locked, password: 'open-barley', reason: PDF_FAILURES.wrongPassword },
      { what: 'truncated', bytes: pdf.subarray(0, 3000), password: undefined, reason: PDF_FAILURES.damaged },
      { what: 'header only', bytes: Buffer.from('%PDF-1.7\nnothing else'), password: undefined, reason: PDF_FAILURES.damaged },
      { what: 'a PNG named .pdf', bytes: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), password: undefined, reason: PDF_FAILURES.notPdf },
      { what: 'a scan', bytes: await scannedPdf(), password: undefined, reason: PDF_FAILURES.noText },
    ];
    const before = workDirsLeft();
    for (const c of cases) expect(await failureOf(convert(pdfToText, [upload(c.bytes)], { password: c.password })), c.what).toBe(c.reason);
    expect(workDirsLeft()).toEqual(before);
  }, 30_000);

  it('takes one PDF: a request of two is a bad request', async () => {
    const request = convert(pdfToText, [upload(pdf), { ...upload(pdf), key: 'uploads/t/2.pdf' }]);
    expect(await failureOf(request)).toBe('the conversion request is not valid');
  });
});
