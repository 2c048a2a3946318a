/**
 * What each conversion needs from the machine. They differ, so each is an engine of its
 * own: without LibreOffice, images still become PDFs.
 *  - qpdf opens every visitor's PDF (pdf-source.ts) and checks every PDF made (qpdf.ts);
 *  - poppler's pdfinfo counts pages, pdftoppm draws them, pdftotext reads their text;
 *  - LibreOffice (`soffice`) lays out office files and imports PDFs for Word, with its Writer,
 *    Calc and Impress parts for Word, Excel and PowerPoint files;
 *  - LibreOffice and pdftoppm draw Chinese fonts a file names but does not embed with the Noto
 *    CJK faces chinese-fonts.ts maps them to.
 */
import { CONVERT_TYPES } from '@toolhub/contracts';
import { font, program, programPart, type EngineDeclaration } from '../../src/engine-check/needs';
import { QPDF } from '../pdf/requirements';
import { CHINESE_FACES } from './chinese-fonts';

const PDFINFO = program('pdfinfo', 'poppler-utils');
const PDFTOPPM = program('pdftoppm', 'poppler-utils');
const PDFTOTEXT = program('pdftotext', 'poppler-utils');
/** `soffice` alone cannot read Word, Excel or PowerPoint files: each has its part (Draw, for the PDF import, comes with Impress). */
export const SOFFICE = program('soffice', 'libreoffice-writer-nogui', 'libreoffice-calc-nogui', 'libreoffice-impress-nogui');
/**
 * `soffice` itself comes from libreoffice-common, so it is on PATH with any part missing, and a
 * file that part opens then fails to convert. Each part is found by the registry file its own
 * package installs (`dpkg -S` on Debian 12), which registers the part's import filters and PDF
 * export: Impress's PowerPoint filters are in impress.xcd, while the library that lays slides
 * out (libsdlo.so) comes from libreoffice-draw-nogui, which Impress depends on.
 */
const LIBREOFFICE_REGISTRY = '/usr/lib/libreoffice/share/.registry';
const WRITER = programPart('LibreOffice Writer', `${LIBREOFFICE_REGISTRY}/writer.xcd`, 'libreoffice-writer-nogui');
const CALC = programPart('LibreOffice Calc', `${LIBREOFFICE_REGISTRY}/calc.xcd`, 'libreoffice-calc-nogui');
const IMPRESS = programPart('LibreOffice Impress', `${LIBREOFFICE_REGISTRY}/impress.xcd`, 'libreoffice-impress-nogui');
/** LibreOffice and poppler find fonts through fontconfig; the check lists them with its fc-list. */
export const FC_LIST = program('fc-list', 'fontconfig');
const CHINESE_FONTS = CHINESE_FACES.map((family) => font(family, 'fonts-noto-cjk'));

export const convertEngines: EngineDeclaration[] = [
  { engine: 'convert/office-to-pdf', runs: [{ reqType: CONVERT_TYPES.OfficeToPdf }], needs: [SOFFICE, WRITER, CALC, IMPRESS, QPDF, PDFINFO, FC_LIST, ...CHINESE_FONTS] },
  { engine: 'convert/images-to-pdf', runs: [{ reqType: CONVERT_TYPES.ImagesToPdf }], needs: [QPDF] },
  { engine: 'convert/pdf-to-images', runs: [{ reqType: CONVERT_TYPES.PdfToImages }], needs: [QPDF, PDFINFO, PDFTOPPM, FC_LIST, ...CHINESE_FONTS] },
  { engine: 'convert/pdf-to-text', runs: [{ reqType: CONVERT_TYPES.PdfToText }], needs: [QPDF, PDFINFO, PDFTOTEXT] },
  // The PDF import is LibreOffice's own; Writer writes the .docx.
  { engine: 'convert/pdf-to-word', runs: [{ reqType: CONVERT_TYPES.PdfToWord }], needs: [QPDF, PDFINFO, PDFTOTEXT, SOFFICE, WRITER, FC_LIST, ...CHINESE_FONTS] },
];
