import { describe, expect, it } from 'vitest';
import { hexToRgba, isValidQrVersion, normalizeQrOptions, qrSymbolSize } from './qr-options';

describe('QR version', () => {
  it('is a whole number from 1 to 40', () => {
    expect(isValidQrVersion(1)).toBe(true);
    expect(isValidQrVersion(40)).toBe(true);
    for (const version of [0, 41, 1.5, '5', NaN, undefined]) expect(isValidQrVersion(version)).toBe(false);
  });
  it('gives a symbol of 4 * version + 17 modules', () => {
    expect(qrSymbolSize(1)).toBe(21);
    expect(qrSymbolSize(40)).toBe(177);
    expect(() => qrSymbolSize(41)).toThrow(RangeError);
  });
});

describe('hexToRgba', () => {
  it('accepts 3, 4, 6, 7 and 8 characters, counting the #', () => {
    expect(hexToRgba('fff')).toMatchObject({ r: 255, g: 255, b: 255, a: 255, hex: '#ffffff' });
    expect(hexToRgba('#abc')).toMatchObject({ r: 0xaa, g: 0xbb, b: 0xcc, a: 255 });
    expect(hexToRgba('f008')).toMatchObject({ r: 255, g: 0, b: 0, a: 0x88 });
    expect(hexToRgba('1A2B3C')).toMatchObject({ r: 0x1a, g: 0x2b, b: 0x3c, a: 255, hex: '#1a2b3c' });
    expect(hexToRgba('#1a2b3c')).toMatchObject({ r: 0x1a, g: 0x2b, b: 0x3c, a: 255 });
    expect(hexToRgba('1a2b3c80')).toMatchObject({ a: 0x80 });
    // With the '#', as a visitor types them (spec §5 counts the digits).
    expect(hexToRgba('#ffff')).toMatchObject({ r: 255, g: 255, b: 255, a: 255 });
    expect(hexToRgba('#f008')).toMatchObject({ r: 255, a: 0x88 });
    expect(hexToRgba('#1a2b3c80')).toMatchObject({ r: 0x1a, a: 0x80 });
    expect(hexToRgba('#1a2b3c8')).toMatchObject({ b: 0x3c, a: 0x88 });
  });
  it("throws 'Invalid hex color' for any other length or non-hex digits", () => {
    for (const color of ['', 'ff', '#ff', 'fffff', '#fffff', '123456789', '#123456789', '#12345g', '##fff']) {
      expect(() => hexToRgba(color)).toThrow('Invalid hex color');
    }
  });
});

describe('normalizeQrOptions', () => {
  it('defaults margin and scale to 4, level M, black on white', () => {
    const options = normalizeQrOptions();
    expect(options).toMatchObject({ margin: 4, scale: 4, errorCorrectionLevel: 'M', version: undefined, width: undefined });
    expect(options.color.dark.hex).toBe('#000000');
    expect(options.color.light.hex).toBe('#ffffff');
  });
  it('replaces a margin below zero by 4 and keeps 0', () => {
    expect(normalizeQrOptions({ margin: -1 }).margin).toBe(4);
    expect(normalizeQrOptions({ margin: 0 }).margin).toBe(0);
    expect(normalizeQrOptions({ margin: 2 }).margin).toBe(2);
  });
  it('ignores a width below 21', () => {
    expect(normalizeQrOptions({ width: 20 }).width).toBeUndefined();
    expect(normalizeQrOptions({ width: 21 }).width).toBe(21);
  });
  it('keeps a valid version and level, drops the rest', () => {
    expect(normalizeQrOptions({ version: 10, errorCorrectionLevel: 'h' })).toMatchObject({ version: 10, errorCorrectionLevel: 'H' });
    expect(normalizeQrOptions({ errorCorrectionLevel: 'quartile' }).errorCorrectionLevel).toBe('Q');
    expect(normalizeQrOptions({ version: 41, errorCorrectionLevel: 'X' })).toMatchObject({ version: undefined, errorCorrectionLevel: 'M' });
  });
  it('throws on a bad colour', () => {
    expect(() => normalizeQrOptions({ color: { dark: '#12345' } })).toThrow('Invalid hex color');
  });
});
