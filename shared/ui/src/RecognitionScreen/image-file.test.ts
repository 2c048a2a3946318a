import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_ACCEPT, imageRefusalOf, isRecognisableImage, maxImageBytes, readPreviewImage } from './image-file';

const MAX = 7340032;

describe('recognisable images', () => {
  it("takes the spec's types by extension, in any case", () => {
    for (const name of ['a.png', 'a.GIF', 'a.jpg', 'a.jpeg', 'a.avif', 'a.jxl', 'a.webp', 'a.wp2', 'a.bmp']) {
      expect(isRecognisableImage({ name, type: '' })).toBe(true);
    }
    for (const name of ['a.svg', 'a.tiff', 'a.heic', 'a.pdf', 'notes.txt', 'a.png.exe']) {
      expect(isRecognisableImage({ name, type: 'image/png' })).toBe(false);
    }
  });

  it('reads the media type of a file without an extension (a pasted image)', () => {
    expect(isRecognisableImage({ name: 'image', type: 'image/png' })).toBe(true);
    expect(isRecognisableImage({ name: 'image', type: 'image/svg+xml' })).toBe(false);
  });

  it("refuses other files at once; an image is judged after its compression, unless too large to try", () => {
    expect(imageRefusalOf({ name: 'a.pdf', type: 'application/pdf', size: 10 }, MAX)).toBe('notAnImage');
    // A 9.6 MB photo may compress to well under 7 MB: not refused before it is tried.
    expect(imageRefusalOf({ name: 'IMG_0001.jpg', type: 'image/jpeg', size: Math.round(9.6 * 1024 * 1024) }, MAX)).toBeUndefined();
    expect(imageRefusalOf({ name: 'a.png', type: 'image/png', size: MAX }, MAX)).toBeUndefined();
    expect(imageRefusalOf({ name: 'huge.jpg', type: 'image/jpeg', size: 200 * 1024 * 1024 }, MAX)).toBe('fileTooLarge');
    // A type the browser does not redraw (jxl) is held to the limit as it is.
    expect(imageRefusalOf({ name: 'a.jxl', type: 'image/jxl', size: MAX }, MAX)).toBe('fileTooLarge');
  });

  it("uses the tool's maxsize, else 7340032 bytes", () => {
    expect(maxImageBytes({})).toBe(MAX);
    expect(maxImageBytes({ maxsize: 1000 })).toBe(1000);
  });

  it('offers the picker the extensions and their media types', () => {
    expect(IMAGE_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.png', '.jxl', '.wp2', '.bmp', 'image/png', 'image/jpeg']));
  });
});

describe('reading the preview', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** An Image that loads with the given size, or fails when it is undefined. */
  function stubImage(size: { width: number; height: number } | undefined) {
    vi.stubGlobal(
      'Image',
      class {
        onload?: () => void;
        onerror?: () => void;
        naturalWidth = size?.width ?? 0;
        naturalHeight = size?.height ?? 0;
        set src(_: string) {
          setTimeout(() => (size ? this.onload?.() : this.onerror?.()), 0);
        }
      },
    );
  }

  it('answers the natural size and keeps the object URL', async () => {
    stubImage({ width: 800, height: 300 });
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const image = await readPreviewImage(new File(['x'], 'page.png', { type: 'image/png' }));
    expect(image).toMatchObject({ width: 800, height: 300, name: 'page.png' });
    expect(image.url).toMatch(/^blob:/);
    expect(revoke).not.toHaveBeenCalled();
  });

  it('rejects what the browser cannot decode, and lets its URL go', async () => {
    stubImage(undefined);
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    await expect(readPreviewImage(new File(['not a png'], 'fake.png', { type: 'image/png' }))).rejects.toThrow();
    expect(revoke).toHaveBeenCalledTimes(1);
  });
});
