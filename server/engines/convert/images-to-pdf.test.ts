/**
 * Images → PDF, called as a task runs it: a page per image on A4, upright whatever way the
 * phone held it, pictures kept as sharp as print needs and no sharper.
 */
import { PDF_FAILURES } from '@toolhub/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { A4 } from './image-pages';
import { imagesToPdf } from './images-to-pdf';
import { bmp, hugePng } from './test-support/documents';
import { convert, failureOf, pagePicture, passesQpdfCheck, pdfImages, pdfPages, workDirsLeft, type Upload } from './test-support/runs';

const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 220 };

/** An upright 300 × 400 picture, red above and blue below. */
const redOverBlue = () =>
  sharp({ create: { width: 300, height: 400, channels: 3, background: BLUE } })
    .composite([{ input: { create: { width: 300, height: 200, channels: 3, background: RED } }, top: 0, left: 0 }])
    .png()
    .toBuffer();

/** The colour at (x, y) of a PNG. */
async function colourAt(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.round(y) * info.width + Math.round(x)) * info.channels;
  return { r: data[at], g: data[at + 1], b: data[at + 2] };
}

const near = (colour: { r: number; g: number; b: number }, expected: typeof RED) =>
  Math.abs(colour.r - expected.r) + Math.abs(colour.g - expected.g) + Math.abs(colour.b - expected.b) < 60;

describe('images to PDF', () => {
  it('makes a page per image in order, on A4 in each picture’s orientation, a sideways phone photo upright', async () => {
    // The phone stored the picture turned a quarter left and says so in EXIF (orientation 6: turn right to view).
    const sideways = await sharp(await redOverBlue()).rotate(-90).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer();
    const transparentPng = await sharp({ create: { width: 800, height: 500, channels: 4, background: { r: 0, g: 160, b: 0, alpha: 0.5 } } }).png().toBuffer();
    const bitmap = bmp({ width: 60, height: 40, bits: 24, rows: Array.from({ length: 40 }, () => Array.from({ length: 60 }, () => [20, 20, 220]).flat()) });
    const webp = await sharp({ create: { width: 200, height: 200, channels: 3, background: RED } }).webp().toBuffer();
    const uploads: Upload[] = [
      { key: 'uploads/t/1.jpg', name: '手机照片.jpg', bytes: sideways },
      { key: 'uploads/t/2.png', name: 'logo.png', bytes: transparentPng },
      { key: 'uploads/t/3.bmp', name: 'scan.bmp', bytes: bitmap },
      { key: 'uploads/t/4.webp', name: 'web.webp', bytes: webp },
    ];
    const { data, files } = await convert(imagesToPdf, uploads);
    expect(files.map((file) => [file.name, file.contentType])).toEqual([['手机照片.pdf', 'application/pdf']]);
    const pdf = files[0].bytes;
    expect(passesQpdfCheck(pdf)).toBe(true);
    const portrait = { width: A4.short, height: A4.long };
    const landscape = { width: A4.long, height: A4.short };
    expect(pdfPages(pdf).map((page) => ({ width: Math.round(page.width), height: Math.round(page.height) }))).toEqual(
      [portrait, landscape, landscape, portrait].map((page) => ({ width: Math.round(page.width), height: Math.round(page.height) })),
    );
    // Page 1, drawn at 30 dpi: the picture (225 × 300 pt at 96 dpi) in the middle, red above blue.
    const first = await pagePicture(pdf, 1);
    const [middleX, middleY, quarter] = [(A4.short / 72) * 30 * 0.5, (A4.long / 72) * 30 * 0.5, (75 / 72) * 30];
    expect(near(await colourAt(first, middleX, middleY - quarter), RED)).toBe(true);
    expect(near(await colourAt(first, middleX, middleY + quarter), BLUE)).toBe(true);
    // The PNG keeps its transparency (a soft mask); the bitmap and the WebP became pictures of their own size.
    const images = pdfImages(pdf);
    expect(images.filter((image) => image.page === 2).map((image) => image.type)).toEqual(['image', 'smask']);
    expect(images.filter((image) => image.page === 3).map(({ width, height }) => [width, height])).toEqual([[60, 40]]);
    expect(images.filter((image) => image.page === 4).map(({ width, encoding }) => [width, encoding])).toEqual([[200, 'jpeg']]);
    const inputBytes = uploads.reduce((sum, upload) => sum + upload.bytes.length, 0);
    expect(data).toEqual({ InputBytes: inputBytes, OutputBytes: pdf.length, InputPages: 4, Files: [{ Name: '手机照片.pdf', Bytes: pdf.length, Pages: 4 }] });
  }, 30_000);

  it('embeds an upright JPEG byte for byte, and brings a 4000 × 3000 photo down to 300 dpi on its page', async () => {
    const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } }).jpeg({ quality: 80 }).toBuffer();
    const [small, large] = [await photo(640, 480), await photo(4000, 3000)];
    const { files } = await convert(imagesToPdf, [
      { key: 'uploads/t/a.jpg', name: 'a.jpg', bytes: small },
      { key: 'uploads/t/b.jpg', name: 'b.jpg', bytes: large },
    ]);
    const pdf = Buffer.from(files[0].bytes);
    expect(pdf.indexOf(small)).toBeGreaterThan(0);
    expect(pdf.indexOf(large)).toBe(-1);
    expect(pdfImages(pdf).map(({ page, width, height, encoding }) => ({ page, width, height, encoding }))).toEqual([
      { page: 1, width: 640, height: 480, encoding: 'jpeg' },
      // A 4:3 photo on a landscape A4 page fills its height, 595.28 pt: 2480 px at 300 dpi.
      { page: 2, width: 3307, height: 2480, encoding: 'jpeg' },
    ]);
    expect(passesQpdfCheck(pdf)).toBe(true);
  }, 30_000);

  it('passes on a JPEG tagged sRGB, and converts one in Display P3 (a PDF would show its colours as sRGB)', async () => {
    const photo = (profile: string) => sharp({ create: { width: 320, height: 240, channels: 3, background: '#d04020' } }).jpeg().withIccProfile(profile).toBuffer();
    const [srgb, p3] = [await photo('srgb'), await photo('p3')];
    const { files } = await convert(imagesToPdf, [
      { key: 'uploads/t/s.jpg', name: 's.jpg', bytes: srgb },
      { key: 'uploads/t/p.jpg', name: 'p.jpg', bytes: p3 },
    ]);
    const pdf = Buffer.from(files[0].bytes);
    expect([pdf.indexOf(srgb) > 0, pdf.indexOf(p3) > 0]).toEqual([true, false]);
  }, 30_000);

  it('says why it cannot: a PDF among the images, a truncated JPEG, an RLE bitmap, a canvas over the pixel limit', async () => {
    const jpeg = await sharp(await redOverBlue()).jpeg().toBuffer();
    const good: Upload = { key: 'uploads/t/ok.jpg', name: 'ok.jpg', bytes: jpeg };
    const rle = bmp({ width: 2, height: 2, bits: 8, rows: [[0, 0], [0, 0]], palette: [[0, 0, 0]] });
    rle.writeUInt32LE(1, 30);
    const hugeBmp = bmp({ width: 1, height: 1, bits: 24, rows: [[0, 0, 0]] });
    hugeBmp.writeInt32LE(10_000, 18);
    hugeBmp.writeInt32LE(10_000, 22);
    const cases = [
      { what: 'a PDF', upload: { key: 'uploads/t/x.pdf', name: 'x.pdf', bytes: Buffer.from('%PDF-1.7\n%%EOF\n') }, reason: PDF_FAILURES.notConvertible },
      { what: 'truncated JPEG', upload: { key: 'uploads/t/t.jpg', name: 't.jpg', bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)) }, reason: PDF_FAILURES.notConvertible },
      { what: 'RLE bitmap', upload: { key: 'uploads/t/r.bmp', name: 'r.bmp', bytes: rle }, reason: PDF_FAILURES.notConvertible },
      { what: '20000 × 20000 PNG', upload: { key: 'uploads/t/h.png', name: 'h.png', bytes: hugePng() }, reason: PDF_FAILURES.tooLarge },
      { what: '10000 × 10000 bitmap', upload: { key: 'uploads/t/h.bmp', name: 'h.bmp', bytes: hugeBmp }, reason: PDF_FAILURES.tooLarge },
    ];
    const before = workDirsLeft();
    for (const c of cases) expect(await failureOf(convert(imagesToPdf, [good, c.upload])), c.what).toBe(c.reason);
    expect(workDirsLeft()).toEqual(before);
  }, 30_000);
});
