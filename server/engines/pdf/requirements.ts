/**
 * What the PDF tools (split, merge, encrypt, decrypt, compress) need from the machine: every
 * one runs qpdf (qpdf.ts); pages and images are handled in Node (pdf-lib, sharp).
 */
import { REQ_TYPES } from '@toolhub/contracts';
import { program, type EngineDeclaration } from '../../src/engine-check/needs';

export const QPDF = program('qpdf', 'qpdf');

export const pdfEngines: EngineDeclaration[] = [
  {
    engine: 'pdf',
    runs: [REQ_TYPES.PdfSplit, REQ_TYPES.PdfMerge, REQ_TYPES.PdfEncrypt, REQ_TYPES.PdfDecrypt, REQ_TYPES.PdfCompress].map((reqType) => ({ reqType })),
    needs: [QPDF],
  },
];
