/**
 * What each conversion needs from the machine. They differ, so each is an engine of its
 * own: without LibreOffice, images still become PDFs.
 *  - qpdf opens every visitor's PDF (pdf-source.ts) and checks every PDF made (qpdf.ts);
 *  - poppler's pdfinfo counts pages, pdftoppm draws them, pdftotext reads their text;
 *  - LibreOffice (`soffice`) lays out office files and imports PDFs for Word;
 *  - LibreOffice and pdftoppm draw Chinese fonts a file names but does not embed with the Noto
 *    CJK faces chinese-fonts.ts maps them to.
 */
import { CONVERT_TYPES } from '@toolhub/contracts';
import { font, program, type EngineDeclaration } from '../../src/engine-check/needs';
import { QPDF } from '../pdf/requirements';
import { CHINESE_FACES } from './chinese-fonts';

const PDFINFO = program('pdfinfo', 'poppler-utils');
const PDFTOPPM = program('pdftoppm', 'poppler-utils');
const PDFTOTEXT = program('pdftotext', 'poppler-utils');
/** `soffice` alone cannot read Word, Excel or PowerPoint files: each has its part (Draw, for the PDF import, comes with Impress). */
export const SOFFICE = program('soffice', 'libreoffice-writer-nogui', 'libreoffice-calc-nogui', 'libreoffice-impress-nogui');
/** LibreOffice and poppler find fonts through fontconfig; the check lists them with its fc-list. */
export const FC_LIST = program('fc-list', 'fontconfig');
const CHINESE_FONTS = CHINESE_FACES.map((family) => font(family, 'fonts-noto-cjk'));

export const convertEngines: EngineDeclaration[] = [
  { engine: 'convert/office-to-pdf', runs: [{ reqType: CONVERT_TYPES.OfficeToPdf }], needs: [SOFFICE, QPDF, PDFINFO, FC_LIST, ...CHINESE_FONTS] },
  { engine: 'convert/images-to-pdf', runs: [{ reqType: CONVERT_TYPES.ImagesToPdf }], needs: [QPDF] },
  { engine: 'convert/pdf-to-images', runs: [{ reqType: CONVERT_TYPES.PdfToImages }], needs: [QPDF, PDFINFO, PDFTOPPM, FC_LIST, ...CHINESE_FONTS] },
  { engine: 'convert/pdf-to-text', runs: [{ reqType: CONVERT_TYPES.PdfToText }], needs: [QPDF, PDFINFO, PDFTOTEXT] },
  { engine: 'convert/pdf-to-word', runs: [{ reqType: CONVERT_TYPES.PdfToWord }], needs: [QPDF, PDFINFO, PDFTOTEXT, SOFFICE, FC_LIST, ...CHINESE_FONTS] },
];
