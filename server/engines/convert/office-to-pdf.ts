/**
 * Word, Excel and PowerPoint → PDF (CONVERT_TYPES.OfficeToPdf) through LibreOffice headless.
 * Chinese text renders in Noto CJK SC (see chinese-fonts.ts); the PDF is checked with qpdf
 * before it is handed back.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_TYPE_OF_FILE_TYPE, PDF_FAILURES, type FILE_KINDS } from '@toolhub/contracts';
import type { TaskContext, TaskOutput } from '../../src/tasks/handler';
import { convertFailure } from './failures';
import { convertWithLibreOffice } from './libreoffice';
import { pageCountOf } from './poppler';
import { passesQpdfCheck } from './qpdf';
import { baseNameOf, extensionOf, pdfResult, readSources, type SourceFile } from './sources';
import { withWorkDir } from './work-dir';
import { zipDirectory } from './zip-entries';

type OfficeType = (typeof FILE_KINDS.office)[number];

/** LibreOffice's import filter of each type (its filter names, as `soffice --convert-to` takes them). */
const IMPORT_FILTERS: Record<OfficeType, string> = {
  doc: 'MS Word 97',
  docx: 'MS Word 2007 XML',
  xls: 'MS Excel 97',
  xlsx: 'Calc MS Excel 2007 XML',
  ppt: 'MS PowerPoint 97',
  pptx: 'Impress MS PowerPoint 2007 XML',
};

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * The office type of the upload, from its key (the extension storage checked the bytes
 * against) or else the visitor's name, when the bytes are of that type's container: the
 * compound file of Office 97–2003, or an OPC package (a ZIP with `[Content_Types].xml`).
 * Anything else — a ZIP of holiday photos named `.docx` — is refused before LibreOffice starts.
 */
function officeTypeOf(source: SourceFile): OfficeType {
  const type = [extensionOf(source.key), extensionOf(source.name)].find((extension): extension is OfficeType => Object.hasOwn(IMPORT_FILTERS, extension));
  if (!type) throw convertFailure(PDF_FAILURES.notConvertible);
  const isPackage = type.endsWith('x');
  const fits = isPackage
    ? zipDirectory(source.bytes)?.some((entry) => entry.name === '[Content_Types].xml')
    : source.bytes.subarray(0, OLE_SIGNATURE.length).equals(OLE_SIGNATURE);
  if (!fits) throw convertFailure(PDF_FAILURES.notConvertible);
  return type;
}

export async function officeToPdf(raw: unknown, ctx: TaskContext): Promise<TaskOutput> {
  const { sources } = await readSources(raw, ctx, { single: true });
  const [source] = sources;
  const type = officeTypeOf(source);
  return withWorkDir(async (workDir) => {
    const input = path.join(workDir, `document.${type}`);
    await fs.writeFile(input, source.bytes);
    ctx.progress(10);
    const pdf = await convertWithLibreOffice({ input, workDir, importFilter: IMPORT_FILTERS[type], convertTo: 'pdf', signal: ctx.signal });
    ctx.progress(90);
    if (!(await passesQpdfCheck(pdf, ctx.signal))) throw convertFailure(PDF_FAILURES.notConvertible);
    const pages = await pageCountOf(pdf, ctx.signal);
    const made = { name: `${baseNameOf(source.name)}.pdf`, bytes: await fs.readFile(pdf), pages };
    // An office file has no pages of its own until it is laid out (pdfResultSchema).
    return { data: pdfResult(sources, 0, [made]), files: [{ name: made.name, contentType: CONTENT_TYPE_OF_FILE_TYPE.pdf, bytes: made.bytes }] };
  });
}
