/**
 * Bad inputs of the PDF family, made from the corpus, each with the failure a visitor should
 * read — and one that looks broken but is repaired.
 */
import { PDFDocument } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { CORPUS_FILES, decompressionBombPdf, readCorpus } from '../corpus/make-corpus';

/** The PDF 1.4 file of the corpus with its cross-reference table and trailer cut out (its %%EOF kept). */
export function withoutXref(): Buffer {
  const pdf = readCorpus(CORPUS_FILES.text14);
  return Buffer.concat([pdf.subarray(0, pdf.lastIndexOf('xref')), Buffer.from('%%EOF\n')]);
}

/** The PDF 1.4 file of the corpus broken off after 60 % of its bytes, as an interrupted upload. */
export function truncated(): Buffer {
  const pdf = readCorpus(CORPUS_FILES.text14);
  return pdf.subarray(0, Math.floor(pdf.length * 0.6));
}

/** A header, noise, and an end marker: nothing qpdf can rebuild a document from. */
export const garbage = () => Buffer.from(`%PDF-1.7\n${'not an object at all\n'.repeat(200)}%%EOF\n`);

export const pngImage = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } }).png().toBuffer();

/** A real PDF of 6 pages made `bytes` long (give or take a few) by an unused stream, whose data qpdf never reads. */
export async function paddedPdf(bytes: number): Promise<Buffer> {
  const padded = async (padding: number) => {
    const doc = await PDFDocument.load(readCorpus(CORPUS_FILES.text14), { updateMetadata: false });
    doc.context.register(doc.context.stream(new Uint8Array(padding)));
    return Buffer.from(await doc.save({ useObjectStreams: false }));
  };
  // The padding's length is written in the file too: measure once, then aim.
  const overhead = (await padded(bytes)).length - bytes;
  return padded(bytes - overhead);
}

export const bomb = async () => Buffer.from(await decompressionBombPdf());
