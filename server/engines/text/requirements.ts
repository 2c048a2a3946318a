/**
 * What the text family's engines need from the machine (issue 19), checked at start-up:
 *  - poppler's pdfinfo and pdftotext read every PDF (parse file, and the uploads of the summary
 *    and document AI);
 *  - LibreOffice (`soffice` with Impress, Writer and Calc) reads PPTX and the older Office and
 *    OpenDocument formats for parse file;
 *  - jieba, linkedom, Readability, mammoth and exceljs are npm packages (installed with the server);
 *  - the web-page tool needs nothing but the network.
 */
import { TEXT_TYPES } from '@toolhub/contracts';
import { program, programPart, type EngineDeclaration } from '../../src/engine-check/needs';
import { SOFFICE } from '../convert/requirements';

const PDFINFO = program('pdfinfo', 'poppler-utils');
const PDFTOTEXT = program('pdftotext', 'poppler-utils');
const IMPRESS = programPart('LibreOffice Impress', '/usr/lib/libreoffice/share/.registry/impress.xcd', 'libreoffice-impress-nogui');

export const textEngines: EngineDeclaration[] = [
  { engine: 'text/documents', runs: [{ reqType: TEXT_TYPES.Summary }, { reqType: TEXT_TYPES.DocAi }], needs: [PDFINFO, PDFTOTEXT] },
  { engine: 'text/parse-file', runs: [{ reqType: TEXT_TYPES.ParseFile }], needs: [PDFINFO, PDFTOTEXT, SOFFICE, IMPRESS] },
  { engine: 'text/web-page', runs: [{ reqType: TEXT_TYPES.WebPage }], needs: [] },
];
