import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_DECODED_BYTES, checkImageSizes, colourComponents, decodedImageBytes } from './image-limits';
import { PdfObjects, type QpdfDict, type QpdfObject } from './qpdf-json';

/** A file's objects as qpdf's JSON gives them: `objects` by number. */
function objectsOf(objects: Record<number, QpdfObject>): PdfObjects {
  const byKey = Object.fromEntries(Object.entries(objects).map(([id, object]) => [`obj:${id} 0 R`, object]));
  return new PdfObjects({ jsonversion: 2, pushedinheritedpageresources: false, calledgetallpages: false, maxobjectid: 99 }, byKey);
}

const image = (dict: QpdfDict): QpdfObject => ({ stream: { dict: { '/Type': '/XObject', '/Subtype': '/Image', ...dict } } });

describe('what an image decodes to, from its dictionary alone', () => {
  const objects = objectsOf({
    1: { stream: { dict: { '/N': 3 } } },
    2: { value: 2000 },
    3: { value: ['/ICCBased', '1 0 R'] },
  });

  it('counts the components of every kind of colour space, through references', () => {
    expect(colourComponents(objects, '/DeviceGray')).toBe(1);
    expect(colourComponents(objects, '/DeviceRGB')).toBe(3);
    expect(colourComponents(objects, '/DeviceCMYK')).toBe(4);
    expect(colourComponents(objects, '3 0 R')).toBe(3);
    expect(colourComponents(objects, ['/Indexed', '/DeviceRGB', 255, 'b:00'])).toBe(1);
    expect(colourComponents(objects, ['/DeviceN', ['/Cyan', '/Spot'], '/DeviceCMYK', null])).toBe(2);
    expect(colourComponents(objects, ['/Separation', '/Gold', '/DeviceCMYK', null])).toBe(1);
    // Unknown or missing: the most a PDF colour space has.
    expect(colourComponents(objects, undefined)).toBe(4);
  });

  it('multiplies width, height, components and bits, rounding rows up to whole bytes', () => {
    expect(decodedImageBytes(objects, { '/Width': '2 0 R', '/Height': 1000, '/ColorSpace': '/DeviceRGB', '/BitsPerComponent': 8 })).toBe(6_000_000);
    expect(decodedImageBytes(objects, { '/Width': 9, '/Height': 10, '/ImageMask': true })).toBe(20);
    expect(decodedImageBytes(objects, { '/Width': 100, '/Height': 100, '/Filter': '/JPXDecode' })).toBe(80_000);
    expect(decodedImageBytes(objects, { '/Width': -5, '/Height': 100, '/ColorSpace': '/DeviceGray', '/BitsPerComponent': 8 })).toBe(0);
  });

  it('refuses one image past the limit, or many that are together, and takes a file of ordinary scans', () => {
    const scan = image({ '/Width': 2480, '/Height': 3508, '/ColorSpace': '/DeviceRGB', '/BitsPerComponent': 8 });
    expect(checkImageSizes(objectsOf({ 1: scan, 2: scan, 3: { value: { '/Type': '/Page' } } }))).toEqual({ ok: true, totalBytes: 2 * 2480 * 3508 * 3 });
    const huge = image({ '/Width': 100_000, '/Height': 100_000, '/ColorSpace': '/DeviceRGB', '/BitsPerComponent': 8 });
    expect(checkImageSizes(objectsOf({ 1: huge })).ok).toBe(false);
    const justUnder = Math.floor(Math.sqrt(MAX_IMAGE_DECODED_BYTES));
    const large = image({ '/Width': justUnder, '/Height': justUnder, '/ColorSpace': '/DeviceGray', '/BitsPerComponent': 8 });
    expect(checkImageSizes(objectsOf({ 1: large })).ok).toBe(true);
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [i + 1, large]));
    expect(checkImageSizes(objectsOf(many)).ok).toBe(false);
  });
});
