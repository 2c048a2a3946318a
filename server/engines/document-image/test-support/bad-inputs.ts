/**
 * Uploads no document-image tool can work on, for the tests: each with the reason the visitor
 * reads (`err is <reason>`), and how a page would upload it when the hub's storage takes it.
 */
import zlib from 'node:zlib';
import { RECOGNITION_FAILURES } from '@toolhub/contracts';
import sharp from 'sharp';
import { printedDocument } from './documents';

export interface BadInput {
  what: string;
  bytes: Buffer;
  reason: string;
  /** The upload as a page makes it; absent when the hub's storage refuses the file itself. */
  upload?: { fileType: string; contentType: string; name: string };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 20000 × 20000 PNG, black and white so it stays small to make and to send (about 50 kB). */
function hugePng(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bits per pixel
  header[9] = 0; // greyscale
  // Each row: filter byte 0, then side / 8 bytes of pixels.
  const pixels = zlib.deflateSync(Buffer.alloc(side * (1 + side / 8)));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), pngChunk('IHDR', header), pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))]);
}

export async function badInputs(): Promise<BadInput[]> {
  const jpeg = await sharp(await printedDocument()).jpeg().toBuffer();
  const frame = (colour: string) => sharp({ create: { width: 40, height: 40, channels: 3, background: colour } }).png().toBuffer();
  const animation = await sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } }).gif().toBuffer();
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const jpegUpload = { fileType: 'jpg', contentType: 'image/jpeg', name: 'page.jpg' };
  return [
    { what: 'a truncated JPEG', bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)), reason: RECOGNITION_FAILURES.unreadable, upload: jpegUpload },
    { what: 'a 1x1 image', bytes: await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } }).png().toBuffer(), reason: RECOGNITION_FAILURES.noText, upload: { fileType: 'png', contentType: 'image/png', name: 'dot.png' } },
    { what: 'a GIF animation', bytes: animation, reason: RECOGNITION_FAILURES.unreadable, upload: { fileType: 'gif', contentType: 'image/gif', name: 'moving.gif' } },
    // The hub's storage refuses these two at upload (too many pixels; not the type the name claims).
    { what: 'a 20000x20000 PNG', bytes: hugePng(), reason: RECOGNITION_FAILURES.unreadable },
    { what: 'a PDF renamed .png', bytes: pdf, reason: RECOGNITION_FAILURES.unreadable },
  ];
}
