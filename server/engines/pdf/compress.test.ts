/**
 * Compress: a scanned, image-heavy document shrinks by far more than 40 % at the recommended
 * level, its images downsampled to the level's dpi and its pages still reading the same;
 * no file of the corpus ever comes back larger than it went in.
 */
import { COMPRESS_LEVELS } from '@toolhub/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_FILES, ENCRYPTED_PASSWORDS, readCorpus, scannedPdf, transparentImagePdf } from './corpus/make-corpus';
import { COMPRESS_SETTINGS, pdfCompress } from './compress';
import { pdfEncrypt } from './encrypt';
import { callEngine, isolateTempDir, onlyFile } from './test-support/engine-calls';
import { decryptWith, encryptionOf, imagesOf, pageTexts, qpdfCheck, renderedGrey } from './test-support/pdfs';

isolateTempDir();

let scan: Buffer;
beforeAll(async () => {
  // Four A4 pages scanned in colour at 300 dpi, JPEG quality 90: about 12 MB.
  scan = Buffer.from(await scannedPdf({ pages: 4 }));
}, 60_000);

// Each test re-encodes every image of a scan at three levels: seconds of work, more on a busy machine.
describe('compress', { timeout: 60_000 }, () => {
  it('shrinks a scanned document by more than 40 % at the recommended level, pages and their text unchanged', async () => {
    const run = await callEngine(pdfCompress, { file: 'k', level: 'recommended' }, scan);
    const [name, compressed] = onlyFile(run);
    expect(name).toBe('compressed.pdf');
    expect(run.data).toEqual({ InputBytes: scan.length, OutputBytes: compressed.length, InputPages: 4, Files: [{ Name: 'compressed.pdf', Bytes: compressed.length, Pages: 4 }] });
    expect(compressed.length).toBeLessThan(scan.length * 0.6);
    expect((await qpdfCheck(compressed)).passes).toBe(true);
    expect(await pageTexts(compressed)).toEqual(await pageTexts(scan));

    const before = await imagesOf(scan);
    const after = await imagesOf(compressed);
    expect(after.map((image) => [image.page, image.colour, image.encoding])).toEqual(before.map((image) => [image.page, image.colour, 'jpeg']));
    // The page-sized scans are now at 150 dpi; the Flate photo on page 1 became a JPEG.
    const pageScans = after.filter((image) => image.width > 1000);
    expect(pageScans).toHaveLength(4);
    for (const image of pageScans) expect(image.xPpi).toBeLessThanOrEqual(COMPRESS_SETTINGS.recommended.dpi + 1);
  });

  it('compresses more at each stronger level, and keeps grey scans grey', async () => {
    const grey = Buffer.from(await scannedPdf({ pages: 2, grey: true, seed: 9 }));
    const colours = (await imagesOf(grey)).map((image) => image.colour);
    expect(colours).toEqual(['gray', 'rgb', 'gray']);
    const sizes: number[] = [];
    for (const level of COMPRESS_LEVELS) {
      const compressed = onlyFile(await callEngine(pdfCompress, { file: 'k', level }, grey))[1];
      expect((await qpdfCheck(compressed)).passes).toBe(true);
      expect((await imagesOf(compressed)).map((image) => image.colour)).toEqual(colours);
      sizes.push(compressed.length);
    }
    expect(sizes[0]).toBeLessThan(grey.length);
    expect(sizes[1]).toBeLessThan(sizes[0]);
    expect(sizes[2]).toBeLessThan(sizes[1]);
  });

  it('never answers a file larger than the upload, at any level, for every file of the corpus', async () => {
    for (const file of Object.values(CORPUS_FILES)) {
      const input = readCorpus(file);
      const password = file === CORPUS_FILES.encrypted ? ENCRYPTED_PASSWORDS.user : undefined;
      for (const level of COMPRESS_LEVELS) {
        const run = await callEngine(pdfCompress, { file: 'k', level, password }, input);
        const output = onlyFile(run)[1];
        expect(output.length, `${file} ${level}`).toBeLessThanOrEqual(input.length);
        expect(run.data.OutputBytes).toBe(output.length);
        expect((await qpdfCheck(output, password)).passes, `${file} ${level}`).toBe(true);
      }
    }
  });

  it('answers the upload itself when nothing can be saved', async () => {
    // Compressed once already: a second pass finds nothing more to take out.
    const once = onlyFile(await callEngine(pdfCompress, { file: 'k', level: 'strong' }, readCorpus(CORPUS_FILES.objectStreams17)))[1];
    const twice = onlyFile(await callEngine(pdfCompress, { file: 'k', level: 'strong' }, once))[1];
    expect(twice.equals(once)).toBe(true);
  });

  it('re-encodes a picture with transparency and keeps its soft mask: the page looks the same', async () => {
    const input = Buffer.from(await transparentImagePdf());
    const compressed = onlyFile(await callEngine(pdfCompress, { file: 'k', level: 'recommended' }, input))[1];
    expect(compressed.length).toBeLessThan(input.length * 0.6);
    expect((await imagesOf(compressed)).map((image) => [image.type, image.encoding])).toEqual([['image', 'jpeg'], ['smask', (await imagesOf(input))[1].encoding]]);
    const [before, after] = await Promise.all([renderedGrey(input, 1, 40), renderedGrey(compressed, 1, 40)]);
    expect([after.width, after.height]).toEqual([before.width, before.height]);
    let difference = 0;
    for (let i = 0; i < before.pixels.length; i++) difference += Math.abs(before.pixels[i] - after.pixels[i]);
    // On average within 2 of 255 grey levels: JPEG's loss, not a missing or misplaced mask.
    expect(difference / before.pixels.length).toBeLessThan(2);
  });

  it('stops when the task is aborted half-way, leaving no scratch folder', async () => {
    const abort = new AbortController();
    const seen: number[] = [];
    // Aborted once the file is read and the images are under way, as a timeout would.
    const onProgress = (percent: number) => {
      seen.push(percent);
      if (percent > 10) abort.abort(new Error('timed out'));
    };
    await expect(callEngine(pdfCompress, { file: 'k', level: 'light' }, scan, { signal: abort.signal, onProgress })).rejects.toThrow('timed out');
    // It stopped at the next image rather than finishing all five.
    expect(seen.filter((percent) => percent > 10)).toHaveLength(1);
  });

  it('keeps the encryption of an encrypted scan: the same password opens the smaller file', async () => {
    const small = Buffer.from(await scannedPdf({ pages: 1, seed: 3 }));
    const permissions = { print: true, copy: false, modify: false };
    const locked = onlyFile(await callEngine(pdfEncrypt, { file: 'k', userPassword: 'scan-pw', permissions }, small))[1];
    const compressed = onlyFile(await callEngine(pdfCompress, { file: 'k', level: 'recommended', password: 'scan-pw' }, locked))[1];
    expect(compressed.length).toBeLessThan(locked.length * 0.6);
    expect(await decryptWith(compressed, 'wrong')).toBeUndefined();
    expect(await encryptionOf(compressed, 'scan-pw')).toEqual({ encrypted: true, revision: 6, method: 'AESv3', ...permissions });
    expect(await pageTexts((await decryptWith(compressed, 'scan-pw')) as Buffer)).toEqual(await pageTexts(small));
  }, 30_000);
});
