import type { ToolMeta } from '@toolhub/contracts';
import { basicOcrEntry } from './tools/basic-ocr/entry';
import { tableOcrEntry } from './tools/table/entry';
import { invoiceEntry } from './tools/invoice/entry';
import { imageRecognizeEntry } from './tools/image-recognize/entry';
import { handwritingErasureEntry } from './tools/handwriting-erasure/entry';
import { wordRestoreEntry } from './tools/word-restore/entry';
import { adFontEntry } from './tools/ad-font/entry';
import { idCardEntry } from './tools/id-card/entry';
import { bankCardEntry } from './tools/bank-card/entry';
import { businessLicenceEntry } from './tools/business-licence/entry';

/**
 * The text recognition family's tools, read by the shell (and by the build, in Node: so type
 * imports only). Each tool's entry lives in its own folder beside its screen.
 */
export const catalog: ToolMeta[] = [
  basicOcrEntry,
  invoiceEntry,
  idCardEntry,
  bankCardEntry,
  businessLicenceEntry,
  tableOcrEntry,
  imageRecognizeEntry,
  handwritingErasureEntry,
  wordRestoreEntry,
  adFontEntry,
];

export default catalog;
