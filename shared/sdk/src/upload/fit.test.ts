// @vitest-environment happy-dom
/**
 * The size rule around compression. compressorjs cannot run here (happy-dom decodes no image:
 * it never calls back), so it is replaced by one that shrinks a file to a size the test sets;
 * the real one runs in Chromium in e2e/tests/upload-size.spec.ts.
 */
import { DEFAULT_MAX_UPLOAD_BYTES } from '@toolhub/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DECODE_LIMIT_FACTOR, fitForUpload, tooLargeToTry } from './fit';

const seen = vi.hoisted(() => ({ compressed: [] as { name: string; mimeType: string; quality: number }[], size: 0, fail: false }));

vi.mock('compressorjs', () => ({
  default: class {
    constructor(file: File, options: { mimeType: string; quality: number; success: (blob: Blob) => void; error: (error: Error) => void }) {
      seen.compressed.push({ name: file.name, mimeType: options.mimeType, quality: options.quality });
      setTimeout(() => (seen.fail ? options.error(new Error('cannot decode')) : options.success(new Blob([new Uint8Array(seen.size)], { type: options.mimeType }))), 0);
    }
  },
}));

const MAX = DEFAULT_MAX_UPLOAD_BYTES;
const MB = 1024 * 1024;
/** A file that says it has `size` bytes: the rule reads only the size (and nothing of 200 MB is held here). */
const file = (size: number, name = 'photo.jpg', type = 'image/jpeg') => Object.defineProperty(new File([], name, { type }), 'size', { value: size });

beforeEach(() => Object.assign(seen, { compressed: [], size: 1 * MB, fail: false }));

describe('fitForUpload', () => {
  it('takes a 9.6 MB photo that compresses to 1 MB: the size is judged after the compression', async () => {
    const result = await fitForUpload(file(Math.round(9.6 * MB)), { compress: true, maxSize: MAX });
    expect(seen.compressed).toEqual([{ name: 'photo.jpg', mimeType: 'image/jpeg', quality: 0.3 }]);
    expect(result).toMatchObject({ ok: true, file: { name: 'photo.jpg', size: 1 * MB, type: 'image/jpeg' } });
  });

  it('refuses what is still not smaller than the limit once compressed', async () => {
    seen.size = MAX;
    expect(await fitForUpload(file(Math.round(9.6 * MB)), { compress: true, maxSize: MAX })).toEqual({ ok: false, reason: 'tooLarge' });
    seen.size = MAX - 1;
    expect((await fitForUpload(file(Math.round(9.6 * MB)), { compress: true, maxSize: MAX })).ok).toBe(true);
  });

  it('refuses a 200 MB file at once, without decoding it', async () => {
    expect(await fitForUpload(file(200 * MB), { compress: true, maxSize: MAX })).toEqual({ ok: false, reason: 'tooLarge' });
    expect(await fitForUpload(file(MAX * DECODE_LIMIT_FACTOR), { compress: true, maxSize: MAX })).toEqual({ ok: false, reason: 'tooLarge' });
    expect(seen.compressed).toEqual([]);
    // Just under the bound is still tried.
    expect((await fitForUpload(file(MAX * DECODE_LIMIT_FACTOR - 1), { compress: true, maxSize: MAX })).ok).toBe(true);
  });

  it('keeps a png a png', async () => {
    const result = await fitForUpload(file(9 * MB, 'shot.png', 'image/png'), { compress: true, maxSize: MAX });
    expect(seen.compressed[0].mimeType).toBe('image/png');
    expect(result).toMatchObject({ ok: true, file: { name: 'shot.png', type: 'image/png' } });
  });

  it('judges a file that cannot be redrawn as it is', async () => {
    seen.fail = true;
    expect(await fitForUpload(file(9 * MB), { compress: true, maxSize: MAX })).toEqual({ ok: false, reason: 'tooLarge' });
    const small = file(2 * MB);
    expect(await fitForUpload(small, { compress: true, maxSize: MAX })).toEqual({ ok: true, file: small });
  });

  it("'whenTooLarge' leaves a picture that fits untouched and compresses one that does not", async () => {
    const fitting = file(5 * MB);
    expect(await fitForUpload(fitting, { compress: 'whenTooLarge', maxSize: MAX })).toEqual({ ok: true, file: fitting });
    expect(seen.compressed).toEqual([]);
    expect((await fitForUpload(file(9 * MB), { compress: 'whenTooLarge', maxSize: MAX })).ok).toBe(true);
    expect(seen.compressed).toHaveLength(1);
  });

  it('does not compress a file twice: the upload after the screen fitted it sends it as it is', async () => {
    const first = await fitForUpload(file(9 * MB), { compress: true, maxSize: MAX });
    if (!first.ok) throw new Error('expected the photo to fit');
    expect(await fitForUpload(first.file, { compress: true, maxSize: MAX })).toEqual({ ok: true, file: first.file });
    expect(seen.compressed).toHaveLength(1);
  });

  it('holds a file that is not an image to the limit as it is', async () => {
    const pdf = file(MAX, 'a.pdf', 'application/pdf');
    expect(await fitForUpload(pdf, { compress: true, maxSize: MAX })).toEqual({ ok: false, reason: 'tooLarge' });
    expect((await fitForUpload(file(MAX - 1, 'a.pdf', 'application/pdf'), { compress: true, maxSize: MAX })).ok).toBe(true);
    expect(seen.compressed).toEqual([]);
  });
});

describe('tooLargeToTry', () => {
  it('lets an image that will be compressed reach the compressor up to the decode bound, and nothing else past the limit', () => {
    expect(tooLargeToTry(file(Math.round(9.6 * MB)), { compress: true, maxSize: MAX })).toBe(false);
    expect(tooLargeToTry(file(200 * MB), { compress: true, maxSize: MAX })).toBe(true);
    expect(tooLargeToTry(file(Math.round(9.6 * MB)), { compress: false, maxSize: MAX })).toBe(true);
    expect(tooLargeToTry(file(MAX, 'a.pdf', 'application/pdf'), { compress: true, maxSize: MAX })).toBe(true);
    expect(tooLargeToTry(file(200 * MB), {})).toBe(false);
  });
});
