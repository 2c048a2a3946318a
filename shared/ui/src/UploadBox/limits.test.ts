import { describe, expect, it, vi } from 'vitest';
import { BYTES_PER_MB, checkPick, countOrSizeRefusal, imageRefusal, imageSizeRefusal, isImageFile, type ImageReading } from './limits';

/** A file that says it has `size` bytes (nothing that large is allocated). */
const fileOf = (size: number, name = 'photo.png', type = 'image/png') => Object.defineProperty(new File([], name, { type }), 'size', { value: size });
const reader = (reading: ImageReading) => vi.fn(async () => reading);

describe('countOrSizeRefusal', () => {
  it('counts an MB as exactly 1e6 bytes, and refuses a file not smaller than maxMB (spec §5)', () => {
    expect(BYTES_PER_MB).toBe(1_000_000);
    expect(countOrSizeRefusal([fileOf(1_000_000)], { maxMB: 1 })).toBe('fileTooLarge');
    expect(countOrSizeRefusal([fileOf(999_999)], { maxMB: 1 })).toBeUndefined();
    // 1 MiB is more than 1 MB.
    expect(countOrSizeRefusal([fileOf(1024 * 1024)], { maxMB: 1.04 })).toBe('fileTooLarge');
  });

  it('refuses a file smaller than minMB, and takes one of exactly minMB', () => {
    expect(countOrSizeRefusal([fileOf(499_999)], { minMB: 0.5 })).toBe('fileTooSmall');
    expect(countOrSizeRefusal([fileOf(500_000)], { minMB: 0.5 })).toBeUndefined();
  });

  it('judges every file', () => {
    expect(countOrSizeRefusal([fileOf(10), fileOf(3_000_000, 'b.png')], { maxMB: 2 })).toBe('fileTooLarge');
    expect(countOrSizeRefusal([fileOf(1_500_000), fileOf(10, 'b.png')], { minMB: 1, maxMB: 2 })).toBe('fileTooSmall');
  });

  it('refuses too many and too few files, before any size', () => {
    const three = [fileOf(1), fileOf(2), fileOf(3)];
    expect(countOrSizeRefusal(three, { maxFiles: 2, minMB: 1 })).toBe('tooManyFiles');
    expect(countOrSizeRefusal(three, { maxFiles: 3 })).toBeUndefined();
    expect(countOrSizeRefusal(three, { minFiles: 4 })).toBe('tooFewFiles');
    expect(countOrSizeRefusal(three, { minFiles: 3 })).toBeUndefined();
  });

  it('takes anything without limits', () => {
    expect(countOrSizeRefusal([fileOf(0), fileOf(10 ** 10)], {})).toBeUndefined();
  });
});

describe('imageSizeRefusal', () => {
  const bounds = { minWidth: 16, minHeight: 16, maxWidth: 6000, maxHeight: 6000 };
  it('holds each side to its bounds, the bounds themselves included', () => {
    expect(imageSizeRefusal({ width: 16, height: 6000 }, bounds)).toBeUndefined();
    expect(imageSizeRefusal({ width: 6001, height: 100 }, bounds)).toBe('imageTooLarge');
    expect(imageSizeRefusal({ width: 100, height: 6001 }, bounds)).toBe('imageTooLarge');
    expect(imageSizeRefusal({ width: 15, height: 100 }, bounds)).toBe('imageTooSmall');
    expect(imageSizeRefusal({ width: 100, height: 15 }, bounds)).toBe('imageTooSmall');
  });
  it('leaves an unset bound open', () => {
    expect(imageSizeRefusal({ width: 1, height: 99_999 }, { maxWidth: 100 })).toBeUndefined();
    expect(imageSizeRefusal({ width: 1, height: 99_999 }, { minHeight: 100_000 })).toBe('imageTooSmall');
  });
});

describe('imageRefusal', () => {
  const bounds = { maxWidth: 100, maxHeight: 100 };

  it('answers the reader\'s failure: the image not loaded, or the file not readable', async () => {
    expect(await imageRefusal([fileOf(10)], bounds, reader({ failure: 'imageNotLoaded' }))).toBe('imageNotLoaded');
    expect(await imageRefusal([fileOf(10)], bounds, reader({ failure: 'readerError' }))).toBe('readerError');
    expect(await imageRefusal([fileOf(10)], bounds, () => Promise.reject(new Error('NotFoundError')))).toBe('readerError');
  });

  it('reads only images, one after another, and stops at the first refusal', async () => {
    const sizes: Record<string, ImageReading> = { 'a.png': { width: 50, height: 50 }, 'b.png': { width: 101, height: 50 }, 'c.png': { width: 50, height: 50 } };
    const read = vi.fn(async (file: File) => sizes[file.name]);
    const files = [fileOf(1, 'a.png'), fileOf(1, 'notes.pdf', 'application/pdf'), fileOf(1, 'b.png'), fileOf(1, 'c.png')];
    expect(await imageRefusal(files, bounds, read)).toBe('imageTooLarge');
    expect(read.mock.calls.map(([file]) => file.name)).toEqual(['a.png', 'b.png']);
  });
});

describe('checkPick', () => {
  it('answers count and size without reading anything', async () => {
    const read = reader({ width: 1, height: 1 });
    expect(await checkPick([fileOf(2_000_000)], { maxMB: 1, image: { minWidth: 10 } }, read)).toBe('fileTooLarge');
    expect(read).not.toHaveBeenCalled();
  });

  it('reads images only when image limits are set', async () => {
    const read = reader({ width: 1, height: 1 });
    expect(await checkPick([fileOf(10)], { maxMB: 1 }, read)).toBeUndefined();
    expect(read).not.toHaveBeenCalled();
    expect(await checkPick([fileOf(10)], { image: { minWidth: 10 } }, read)).toBe('imageTooSmall');
    expect(await checkPick([fileOf(10)], { image: { maxWidth: 10 } }, read)).toBeUndefined();
  });
});

describe('isImageFile', () => {
  it('knows an image by its type, or by its name when it has no type', () => {
    expect(isImageFile({ name: 'photo', type: 'image/heic' })).toBe(true);
    expect(isImageFile({ name: 'photo.jxl', type: '' })).toBe(true);
    expect(isImageFile({ name: 'notes.pdf', type: 'application/pdf' })).toBe(false);
  });
});
