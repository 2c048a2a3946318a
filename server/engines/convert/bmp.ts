/**
 * Windows bitmaps (BMP), which storage accepts as images but libvips (sharp) cannot read:
 * decoded here into raw pixels for sharp. Covers what scanners and Paint write — 1, 4 and 8
 * bits with a palette, 16, 24 and 32 bits, plain or with bit-field masks, bottom-up or
 * top-down rows. Compressed (RLE, embedded JPEG/PNG) bitmaps are refused. Layout after
 * Microsoft's BITMAPINFOHEADER / BITMAPV5HEADER documentation.
 */

export interface RawImage {
  width: number;
  height: number;
  channels: 3 | 4;
  data: Buffer;
}

export type BmpReading = { ok: true; image: RawImage } | { ok: false; reason: 'unreadable' | 'tooLarge' };

const [BI_RGB, BI_BITFIELDS, BI_ALPHABITFIELDS] = [0, 3, 6];

export const isBmp = (bytes: Buffer) => bytes.length >= 26 && bytes.toString('latin1', 0, 2) === 'BM';

/** A channel's value from a masked field, scaled to 0–255. */
function channel(value: number, mask: number): number {
  if (!mask) return 255;
  const shift = Math.log2(mask & -mask);
  const max = mask >>> shift;
  return Math.round((((value & mask) >>> shift) * 255) / max);
}

export function decodeBmp(bytes: Buffer, maxPixels: number): BmpReading {
  const unreadable = { ok: false, reason: 'unreadable' } as const;
  if (!isBmp(bytes)) return unreadable;
  const dataOffset = bytes.readUInt32LE(10);
  const headerSize = bytes.readUInt32LE(14);
  const core = headerSize === 12; // the old OS/2 header: 16-bit sizes, 3-byte palette entries
  if (!core && (headerSize < 40 || bytes.length < 14 + headerSize)) return unreadable;
  const width = core ? bytes.readUInt16LE(18) : bytes.readInt32LE(18);
  const rawHeight = core ? bytes.readInt16LE(20) : bytes.readInt32LE(22);
  const bits = bytes.readUInt16LE(core ? 24 : 28);
  const compression = core ? BI_RGB : bytes.readUInt32LE(30);
  const height = Math.abs(rawHeight);
  const topDown = rawHeight < 0;
  if (width <= 0 || height <= 0) return unreadable;
  if (width * height > maxPixels) return { ok: false, reason: 'tooLarge' };
  if (![1, 4, 8, 16, 24, 32].includes(bits) || ![BI_RGB, BI_BITFIELDS, BI_ALPHABITFIELDS].includes(compression)) return unreadable;

  // Masks: given after a 40-byte header, inside the larger ones; 5-5-5 or 8-8-8 when not given.
  let masks = bits === 16 ? [0x7c00, 0x03e0, 0x001f, 0] : [0xff0000, 0xff00, 0xff, 0];
  if (compression !== BI_RGB) {
    const at = 14 + 40;
    if (bytes.length < at + 12) return unreadable;
    masks = [bytes.readUInt32LE(at), bytes.readUInt32LE(at + 4), bytes.readUInt32LE(at + 8), headerSize >= 56 || compression === BI_ALPHABITFIELDS ? bytes.readUInt32LE(at + 12) : 0];
  }
  const paletteAt = 14 + headerSize + (compression !== BI_RGB && headerSize === 40 ? (compression === BI_ALPHABITFIELDS ? 16 : 12) : 0);
  const entrySize = core ? 3 : 4;
  const paletteSize = bits <= 8 ? Math.min(core ? 1 << bits : bytes.readUInt32LE(46) || 1 << bits, 1 << bits) : 0;
  if (paletteAt + paletteSize * entrySize > bytes.length) return unreadable;

  const stride = Math.floor((bits * width + 31) / 32) * 4;
  if (dataOffset + stride * height > bytes.length) return unreadable;
  const channels = masks[3] ? 4 : 3;
  const data = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    const row = dataOffset + stride * (topDown ? y : height - 1 - y);
    for (let x = 0; x < width; x++) {
      const out = (y * width + x) * channels;
      if (bits <= 8) {
        const bit = x * bits;
        const index = (bytes[row + (bit >> 3)] >> (8 - bits - (bit & 7))) & ((1 << bits) - 1);
        const entry = paletteAt + Math.min(index, paletteSize - 1) * entrySize;
        data[out] = bytes[entry + 2];
        data[out + 1] = bytes[entry + 1];
        data[out + 2] = bytes[entry];
      } else if (bits === 24) {
        const at = row + x * 3;
        data[out] = bytes[at + 2];
        data[out + 1] = bytes[at + 1];
        data[out + 2] = bytes[at];
      } else {
        const value = bits === 16 ? bytes.readUInt16LE(row + x * 2) : bytes.readUInt32LE(row + x * 4);
        data[out] = channel(value, masks[0]);
        data[out + 1] = channel(value, masks[1]);
        data[out + 2] = channel(value, masks[2]);
        if (channels === 4) data[out + 3] = channel(value, masks[3]);
      }
    }
  }
  return { ok: true, image: { width, height, channels, data } };
}
