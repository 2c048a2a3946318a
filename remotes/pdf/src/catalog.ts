import type { ToolMeta } from '@toolhub/contracts';
import { pdfSplitEntry } from './tools/pdf-split/entry';
import { pdfMergeEntry } from './tools/pdf-merge/entry';
import { pdfEncryptEntry } from './tools/pdf-encrypt/entry';
import { pdfDecryptEntry } from './tools/pdf-decrypt/entry';
import { pdfCompressEntry } from './tools/pdf-compress/entry';
import { officeToPdfEntry } from './tools/office-to-pdf/entry';
import { imageToPdfEntry } from './tools/image-to-pdf/entry';
import { pdfToImageEntry } from './tools/pdf-to-image/entry';
import { pdfToTextEntry } from './tools/pdf-to-text/entry';
import { pdfToWordEntry } from './tools/pdf-to-word/entry';

/**
 * The PDF and document family's tools, read by the shell (and by the build, in Node: so type
 * imports only). Each tool's entry lives in its own folder beside its screen.
 */
export const catalog: ToolMeta[] = [
  pdfMergeEntry,
  pdfSplitEntry,
  pdfCompressEntry,
  pdfEncryptEntry,
  pdfDecryptEntry,
  officeToPdfEntry,
  imageToPdfEntry,
  pdfToWordEntry,
  pdfToImageEntry,
  pdfToTextEntry,
];

export default catalog;
