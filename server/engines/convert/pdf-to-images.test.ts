/**
 * PDF → images, called as a task runs it: each page a 150 dpi picture, several pages in one
 * ZIP, on a Chinese and English PDF that LibreOffice printed in the test.
 */
import { MAX_IMAGE_PIXELS, MAX_PAGES_AS_IMAGES, PDF_FAILURES } from '@toolhub/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { dpiOfPage, pdfToImages, renderRuns } from './pdf-to-images';
import { blankPdf, chinesePdf, convert, encryptedPdf, failureOf, workDirsLeft } from './test-support/runs';
import { readZipEntry, zipDirectory } from './zip-entries';

let pdf: Buffer;
beforeAll(async () => {
  pdf = await chinesePdf();
}, 60_000);

/** The share of a picture's pixels that are not white: ink where the text is. */
async function inkOf(picture: Buffer) {
  const { data } = await sharp(picture).greyscale().raw().toBuffer({ resolveWithObject: true });
  return data.filter((value) => value < 128).length / data.length;
}

describe('PDF to images', () => {
  it('hands back the pages of a two-page PDF as 150 dpi PNGs in one ZIP, named after the PDF in page order', async () => {
    const { data, files } = await convert(pdfToImages, [{ key: 'uploads/t/1.pdf', name: '报告.pdf', bytes: pdf }]);
    expect(files.map((file) => [file.name, file.contentType])).toEqual([['报告.zip', 'application/zip']]);
    const archive = Buffer.from(files[0].bytes);
    const names = zipDirectory(archive)?.map((entry) => entry.name);
    expect(names).toEqual(['报告-1.png', '报告-2.png']);
    for (const name of names ?? []) {
      const picture = readZipEntry(archive, name) as Buffer;
      const meta = await sharp(picture).metadata();
      // LibreOffice's A4 (595.304 × 841.89 pt) at 150 dpi, pdftoppm rounding up.
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1241, 1754]);
      expect(await inkOf(picture)).toBeGreaterThan(0.001);
    }
    const sizes = (names ?? []).map((name) => (readZipEntry(archive, name) as Buffer).length);
    expect(data).toEqual({
      InputBytes: pdf.length,
      OutputBytes: sizes[0] + sizes[1],
      InputPages: 2,
      Files: [{ Name: '报告-1.png', Bytes: sizes[0] }, { Name: '报告-2.png', Bytes: sizes[1] }],
    });
  }, 30_000);

  it('hands back the one page of an encrypted one-page PDF as a JPEG itself, with the password', async () => {
    const onePage = encryptedPdf(await blankPdf(1, [300, 200]), 'secret');
    const { files } = await convert(pdfToImages, [{ key: 'uploads/t/2.pdf', name: 'card.pdf', bytes: onePage }], { imageFormat: 'jpeg', password: 'secret' });
    expect(files.map((file) => [file.name, file.contentType])).toEqual([['card.jpg', 'image/jpeg']]);
    const meta = await sharp(files[0].bytes).metadata();
    // 300 × 200 pt at 150 dpi: 625 × 416.7, rounded up.
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 625, 417]);
  }, 30_000);

  it('draws a poster-sized page as fine as the pixel limit allows, and pages of other sizes in their own runs', () => {
    const poster = { width: 72 * 100, height: 72 * 100 }; // 100 × 100 inches
    const dpi = dpiOfPage(poster);
    expect(dpi).toBeLessThan(150);
    expect(100 * dpi * (100 * dpi)).toBeLessThanOrEqual(MAX_IMAGE_PIXELS);
    expect(100 * (dpi + 1) * (100 * (dpi + 1))).toBeGreaterThan(MAX_IMAGE_PIXELS);
    const a4 = { width: 595, height: 842 };
    expect(renderRuns([...Array(12).fill(a4), poster, a4])).toEqual([[1, 10, 150], [11, 12, 150], [13, 13, dpi], [14, 14, 150]]);
  });

  it(`refuses more than ${MAX_PAGES_AS_IMAGES} pages and a PDF it cannot open, and leaves nothing behind`, async () => {
    const before = workDirsLeft();
    const tooLong = await blankPdf(MAX_PAGES_AS_IMAGES + 1);
    expect(await failureOf(convert(pdfToImages, [{ key: 'uploads/t/3.pdf', name: 'long.pdf', bytes: tooLong }]))).toBe(PDF_FAILURES.tooManyPages);
    const locked = encryptedPdf(pdf, 'secret');
    expect(await failureOf(convert(pdfToImages, [{ key: 'uploads/t/4.pdf', name: 'locked.pdf', bytes: locked }]))).toBe(PDF_FAILURES.passwordRequired);
    expect(workDirsLeft()).toEqual(before);
  }, 30_000);
});
