/**
 * Which reader a document goes to: by its bytes first (a PDF, an OPC package, a compound file
 * of Office 97–2003), by its name for text and HTML. A renamed file is read as what it is;
 * bytes that fit no reader are refused as unsupported.
 */
import { TEXT_FAILURES } from '@toolhub/contracts';
import { textFailure } from '../common/failures';
import { checkZipPackage, isZip } from './zip-guard';

export type DocumentKind = 'pdf' | 'docx' | 'xlsx' | 'pptx' | 'office' | 'txt' | 'html';

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Office 2007+ saves a password-protected file as a compound file with this stream (MS-OFFCRYPTO §2.3.4). */
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');
/** Other formats LibreOffice reads (through PDF). */
const OFFICE_EXTENSIONS = new Set(['doc', 'xls', 'ppt', 'odt', 'ods', 'odp', 'rtf']);

export const extensionOf = (name: string) => (/\.([a-z0-9]+)$/i.exec(name)?.[1] ?? '').toLowerCase();

export function documentKindOf(bytes: Buffer, name: string): DocumentKind {
  const extension = extensionOf(name);
  if (bytes.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  if (bytes.subarray(0, 8).equals(OLE_SIGNATURE)) {
    if (bytes.includes(ENCRYPTED_PACKAGE)) throw textFailure(TEXT_FAILURES.encrypted);
    if (OFFICE_EXTENSIONS.has(extension)) return 'office';
    throw textFailure(TEXT_FAILURES.unsupported);
  }
  if (isZip(bytes)) {
    const names = new Set(checkZipPackage(bytes));
    if (names.has('word/document.xml')) return 'docx';
    if (names.has('xl/workbook.xml')) return 'xlsx';
    if (names.has('ppt/presentation.xml')) return 'pptx';
    if (names.has('content.xml') && OFFICE_EXTENSIONS.has(extension)) return 'office';
    throw textFailure(TEXT_FAILURES.unsupported);
  }
  if (extension === 'rtf' && bytes.subarray(0, 5).toString('latin1') === '{\\rtf') return 'office';
  if (extension === 'html' || extension === 'htm' || /^\s*(<!doctype html|<html)/i.test(bytes.subarray(0, 512).toString('latin1'))) return 'html';
  if (extension === 'txt' || extension === 'md' || extension === 'csv' || extension === '') return 'txt';
  throw textFailure(TEXT_FAILURES.unsupported);
}
