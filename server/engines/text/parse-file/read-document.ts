/**
 * A document's text and structure, whatever its format (parse file's engine, and the reader of
 * the summary's and document AI's uploads): PDF by poppler, DOCX by mammoth, XLSX by exceljs,
 * PPTX and the older Office / OpenDocument formats by LibreOffice → PDF, HTML by linkedom,
 * text by its encoding. Encrypted, corrupt and zip-bomb packages are refused before any reader.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { TEXT_DOCUMENT_MAX_BYTES, TEXT_FAILURES, type ParseFileResult } from '@toolhub/contracts';
import mammoth from 'mammoth';
import { convertWithLibreOffice } from '../../convert/libreoffice';
import { withWorkDir } from '../../files/work-dir';
import { textFailure } from '../common/failures';
import { blocksText, htmlStructure } from './html-blocks';
import { pdfText } from './pdf-text';
import { decodeText } from './plain-text';
import { documentKindOf, extensionOf, type DocumentKind } from './sniff';
import { sheetsText, spreadsheetSheets } from './spreadsheet';
import { paragraphsOf } from '../common/sentences';

export const TEXT_WORK_DIR_PREFIX = 'toolhub-text-';

/** LibreOffice's import filter per extension (its filter names, as `--infilter` takes them). */
const OFFICE_FILTERS: Record<string, string> = {
  pptx: 'Impress MS PowerPoint 2007 XML',
  ppt: 'MS PowerPoint 97',
  doc: 'MS Word 97',
  xls: 'MS Excel 97',
  odt: 'writer8',
  ods: 'calc8',
  odp: 'impress8',
  rtf: 'Rich Text Format',
};

const withCount = (result: Omit<ParseFileResult, 'Characters'>): ParseFileResult => ({ ...result, Characters: [...result.Text.replace(/\s+/g, '')].length });

async function readPdfBytes(bytes: Buffer, signal: AbortSignal) {
  return withWorkDir(TEXT_WORK_DIR_PREFIX, async (dir) => {
    const file = path.join(dir, 'document.pdf');
    await fs.writeFile(file, bytes);
    return pdfText(file, signal);
  });
}

async function readThroughLibreOffice(bytes: Buffer, kind: DocumentKind, name: string, signal: AbortSignal) {
  const extension = kind === 'pptx' ? 'pptx' : extensionOf(name);
  const importFilter = OFFICE_FILTERS[extension];
  if (!importFilter) throw textFailure(TEXT_FAILURES.unsupported);
  return withWorkDir(TEXT_WORK_DIR_PREFIX, async (dir) => {
    const input = path.join(dir, `document.${extension}`);
    await fs.writeFile(input, bytes);
    let pdf: string;
    try {
      pdf = await convertWithLibreOffice({ input, workDir: dir, importFilter, convertTo: 'pdf', signal });
    } catch (error) {
      if (signal.aborted) throw error;
      throw textFailure(TEXT_FAILURES.unreadable);
    }
    return pdfText(pdf, signal);
  });
}

export async function readDocument(bytes: Buffer, name: string, signal: AbortSignal): Promise<ParseFileResult> {
  if (bytes.length > TEXT_DOCUMENT_MAX_BYTES) throw textFailure(TEXT_FAILURES.tooLarge);
  if (bytes.length === 0) throw textFailure(TEXT_FAILURES.noText);
  const kind = documentKindOf(bytes, name);
  switch (kind) {
    case 'pdf':
    case 'pptx':
    case 'office': {
      const { pages, title } = kind === 'pdf' ? await readPdfBytes(bytes, signal) : await readThroughLibreOffice(bytes, kind, name, signal);
      return withCount({ Format: kind, Text: pages.join('\n\n'), Pages: pages, ...(title ? { Title: title } : {}) });
    }
    case 'docx': {
      let html: string;
      try {
        // Images are left out: parse file answers text, and data: URIs of every picture would swell the answer.
        html = (await mammoth.convertToHtml({ buffer: bytes }, { convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })) })).value;
      } catch {
        throw textFailure(TEXT_FAILURES.unreadable);
      }
      const { blocks, title } = htmlStructure(html);
      return withCount({ Format: 'docx', Text: blocksText(blocks), Blocks: blocks, ...(title ? { Title: title } : {}) });
    }
    case 'xlsx': {
      const sheets = await spreadsheetSheets(bytes);
      return withCount({ Format: 'xlsx', Text: sheetsText(sheets), Sheets: sheets });
    }
    case 'html': {
      const { blocks, title } = htmlStructure(decodeText(bytes));
      return withCount({ Format: 'html', Text: blocksText(blocks), Blocks: blocks, ...(title ? { Title: title } : {}) });
    }
    case 'txt': {
      const text = decodeText(bytes);
      const blocks = paragraphsOf(text).map((paragraph) => ({ Kind: 'paragraph' as const, Text: paragraph }));
      return withCount({ Format: 'txt', Text: text.trim(), Blocks: blocks });
    }
  }
}
