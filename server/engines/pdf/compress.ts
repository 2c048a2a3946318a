/**
 * PDF compress (REQ_TYPES.PdfCompress). Embedded images are what makes most PDFs large, so:
 *
 * 1. the images that can take it (recompressible-images.ts) are decoded by qpdf — lossless
 *    ones to pixels, JPEGs as they are — a batch at a time into the task's folder;
 * 2. sharp downsamples each to the level's dpi at its page's size and re-encodes it as JPEG
 *    (jpeg-reencode.ts); a result that is not smaller than the stored image is dropped;
 * 3. qpdf writes the file with the new images (`--update-from-json`), unreferenced
 *    resources and objects left out, objects packed into object streams and every Flate
 *    stream recompressed at level 9.
 *
 * An encrypted input keeps its encryption (qpdf writes it back with the same passwords and
 * permissions): a compressed document is the same document, smaller. When the result is not
 * smaller than the upload, the upload itself is the answer, so a file never grows.
 *
 * The levels (dpi at the page's size / JPEG quality):
 * - light 200 / 85: for printing; text in scans stays crisp;
 * - recommended 150 / 70: reads well on any screen and prints acceptably;
 * - strong 100 / 50: smallest; scans are still legible on screen, photos get soft.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pdfCompressInputSchema, type CompressLevel } from '@toolhub/contracts';
import type { TaskContext, TaskOutput } from '../../src/tasks/handler';
import { badInput } from './failures';
import { RESULT_NAMES } from './file-names';
import { MAX_IMAGE_DECODED_BYTES, decodedImageBytes } from './image-limits';
import { reencodeAsJpeg, type CompressSettings } from './jpeg-reencode';
import { openPdf, type OpenedPdf } from './open-pdf';
import { qpdfMust } from './qpdf';
import { parseQpdfJson, type QpdfDict, type QpdfHeader, type QpdfObject } from './qpdf-json';
import { recompressibleImages, type RecompressibleImage } from './recompressible-images';
import { pdfAnswer } from './results';
import { withWorkDir } from './work-dir';

export const COMPRESS_SETTINGS: Record<CompressLevel, CompressSettings> = {
  light: { dpi: 200, quality: 85 },
  recommended: { dpi: 150, quality: 70 },
  strong: { dpi: 100, quality: 50 },
};

/** Decoded bytes qpdf extracts to disk at once: one batch of images, then their files go. */
const BATCH_DECODED_BYTES = 2 * MAX_IMAGE_DECODED_BYTES;

function batches(objects: OpenedPdf['objects'], images: RecompressibleImage[]): RecompressibleImage[][] {
  const result: RecompressibleImage[][] = [];
  let current: RecompressibleImage[] = [];
  let size = 0;
  for (const image of images) {
    const bytes = decodedImageBytes(objects, image.dict);
    if (current.length && size + bytes > BATCH_DECODED_BYTES) {
      result.push(current);
      [current, size] = [[], 0];
    }
    current.push(image);
    size += bytes;
  }
  if (current.length) result.push(current);
  return result;
}

/** The image dictionary for the new JPEG data: the old one's other entries (colour space, soft mask, …) kept. */
export function jpegImageDict(old: QpdfDict, width: number, height: number): QpdfDict {
  const dict: QpdfDict = { ...old };
  for (const key of ['/Filter', '/DecodeParms', '/Length', '/DL', '/Width', '/Height', '/BitsPerComponent']) delete dict[key];
  return { ...dict, '/Width': width, '/Height': height, '/BitsPerComponent': 8, '/Filter': '/DCTDecode' };
}

/** Re-encodes what it can; answers the replaced objects, in qpdf JSON, with their data in files. */
async function reencodeImages(source: OpenedPdf, settings: CompressSettings, dir: string, ctx: TaskContext): Promise<Record<string, QpdfObject>> {
  const images = recompressibleImages(source.objects, source.pages);
  const replaced: Record<string, QpdfObject> = {};
  const imageDir = path.join(dir, 'images');
  await fs.mkdir(imageDir);
  let done = 0;
  for (const [n, batch] of batches(source.objects, images).entries()) {
    const prefix = path.join(imageDir, `batch-${n}`);
    const extraction = await qpdfMust(
      { inputFile: source.path, password: source.password, json: '2', jsonKey: ['qpdf'], jsonObject: batch.map((image) => image.reference), jsonStreamData: 'file', jsonStreamPrefix: prefix },
      { dir, signal: ctx.signal },
    );
    const extracted = parseQpdfJson(extraction.stdout).qpdf?.[1] ?? {};
    for (const image of batch) {
      ctx.signal.throwIfAborted();
      const object = extracted[`obj:${image.reference}`];
      if (object && 'stream' in object && object.stream.datafile) {
        // After qpdf's decoding, no filter means pixels; a DCT filter left means the JPEG as stored.
        const filter = object.stream.dict['/Filter'];
        const isJpeg = filter === '/DCTDecode' || filter === '/DCT';
        const readable = filter === undefined || isJpeg;
        const bytes = readable ? await fs.readFile(object.stream.datafile) : undefined;
        await fs.rm(object.stream.datafile, { force: true });
        const jpeg = bytes && (await reencodeAsJpeg(image, { bytes, isJpeg }, settings));
        if (jpeg) {
          const datafile = path.join(imageDir, `new-${image.reference.split(' ')[0]}.jpg`);
          await fs.writeFile(datafile, jpeg.jpeg);
          replaced[`obj:${image.reference}`] = { stream: { dict: jpegImageDict(image.dict, jpeg.width, jpeg.height), datafile } };
        }
      }
      ctx.progress(10 + Math.round((75 * ++done) / images.length));
    }
  }
  return replaced;
}

export async function pdfCompress(input: unknown, ctx: TaskContext): Promise<TaskOutput> {
  const parsed = pdfCompressInputSchema.safeParse(input);
  if (!parsed.success) throw badInput('compress');
  const request = parsed.data;
  const bytes = await ctx.readObject(request.file);
  return withWorkDir(async (dir) => {
    const source = await openPdf(bytes, { dir, path: path.join(dir, 'input.pdf'), password: request.password, signal: ctx.signal });
    ctx.progress(10);
    const replaced = await reencodeImages(source, COMPRESS_SETTINGS[request.level], dir, ctx);

    let updateFromJson: string | undefined;
    if (Object.keys(replaced).length) {
      updateFromJson = path.join(dir, 'images.json');
      const header: QpdfHeader = source.objects.header;
      await fs.writeFile(updateFromJson, JSON.stringify({ qpdf: [header, replaced] }));
    }
    const output = path.join(dir, RESULT_NAMES.compressed);
    await qpdfMust(
      {
        inputFile: source.path,
        password: source.password,
        updateFromJson,
        objectStreams: 'generate',
        recompressFlate: '',
        compressionLevel: '9',
        removeUnreferencedResources: 'yes',
        outputFile: output,
      },
      { dir, signal: ctx.signal },
    );
    const compressedBytes = (await fs.stat(output)).size;
    const pages = source.pages.length;
    // Never larger than the upload: then the upload, untouched, is the answer.
    const result = compressedBytes < source.bytes ? output : bytes;
    return pdfAnswer({ inputBytes: source.bytes, inputPages: pages, made: [{ name: RESULT_NAMES.compressed, source: result, pages }] });
  });
}
