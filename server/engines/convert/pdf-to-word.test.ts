/**
 * PDF → Word through LibreOffice's PDF import, called as a task runs it, on a Chinese and
 * English PDF that LibreOffice printed in the test. The Word file must hold the text as text
 * and open again (LibreOffice prints it back to a PDF with the same words).
 */
import { PDF_FAILURES } from '@toolhub/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { officeToPdf } from './office-to-pdf';
import { pdfToWord } from './pdf-to-word';
import { CHINESE_PAGES, chinesePdf, convert, encryptedPdf, failureOf, pdfText, scannedPdf, workDirsLeft } from './test-support/runs';
import { readZipEntry } from './zip-entries';

let pdf: Buffer;
beforeAll(async () => {
  pdf = await chinesePdf();
}, 60_000);

/** The text runs of a Word document's body, in order. */
function wordTexts(docx: Uint8Array): string[] {
  const body = readZipEntry(Buffer.from(docx), 'word/document.xml')?.toString('utf8') ?? '';
  return [...body.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]);
}

/**
 * The words of a line: runs of Chinese, and the other words. LibreOffice keeps a line's text
 * in one box per font, so `发票号码 12345678，金额` comes back as `发票号码`, `12345678`, `，金额`.
 */
const wordsOf = (line: string) => line.match(/[\p{Script=Han}，。：]+|[^\s\p{Script=Han}，。：]+/gu) ?? [];

describe('PDF to Word', () => {
  it('makes a Word file of an encrypted PDF whose text is editable text and that opens again with the same words', async () => {
    const locked = encryptedPdf(pdf, '密码');
    const { data, files } = await convert(pdfToWord, [{ key: 'uploads/t/1.pdf', name: '合同.pdf', bytes: locked }], { password: '密码' });
    expect(files.map((file) => [file.name, file.contentType])).toEqual([['合同.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']]);
    const texts = wordTexts(files[0].bytes).join(' ');
    for (const word of CHINESE_PAGES.flat().flatMap(wordsOf)) expect(texts).toContain(word);
    expect(data).toMatchObject({ InputBytes: locked.length, InputPages: 2, Files: [{ Name: '合同.docx', Bytes: files[0].bytes.length }] });

    const again = await convert(officeToPdf, [{ key: 'uploads/t/again.docx', name: 'again.docx', bytes: Buffer.from(files[0].bytes) }]);
    const reprinted = pdfText(again.files[0].bytes);
    for (const word of CHINESE_PAGES.flat().flatMap(wordsOf)) expect(reprinted).toContain(word);
  }, 60_000);

  it('says a scan has no text to keep, and a locked PDF needs its password, leaving nothing behind', async () => {
    const before = workDirsLeft();
    expect(await failureOf(convert(pdfToWord, [{ key: 'uploads/t/2.pdf', name: 'scan.pdf', bytes: await scannedPdf() }]))).toBe(PDF_FAILURES.noText);
    expect(await failureOf(convert(pdfToWord, [{ key: 'uploads/t/3.pdf', name: 'locked.pdf', bytes: encryptedPdf(pdf, 'x') }], { password: 'y' }))).toBe(PDF_FAILURES.wrongPassword);
    expect(workDirsLeft()).toEqual(before);
  }, 30_000);
});
