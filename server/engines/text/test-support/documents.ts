/**
 * Documents for the text family's tests, written here rather than committed: PDFs with
 * pdf-lib (Latin text in Helvetica, one paragraph per block), a password-protected one by
 * qpdf, an Office file saved with a password (its compound-file shape), and zip bombs made
 * from a real DOCX — one whose directory admits a huge size, one whose directory lies — and
 * Chinese PDFs laid out by LibreOffice from a Word file, as a visitor's exported PDF is.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { convertWithLibreOffice } from '../../convert/libreoffice';
import { zip } from '../../files/zip';

export { docx, pptx, xlsx } from '../../convert/test-support/documents';

/** A PDF of the pages given, each a list of paragraphs, wrapped at about 90 characters a line. */
export async function pdfOfPages(pages: string[][]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.setTitle('Test handbook');
  for (const paragraphs of pages) {
    const page = document.addPage([595, 842]);
    let y = 800;
    for (const paragraph of paragraphs) {
      const words = paragraph.split(' ');
      let line = '';
      const lines: string[] = [];
      for (const word of words) {
        if ((line + word).length > 90) {
          lines.push(line.trim());
          line = '';
        }
        line += `${word} `;
      }
      if (line.trim()) lines.push(line.trim());
      for (const text of lines) {
        page.drawText(text, { x: 40, y, size: 10, font });
        y -= 14;
      }
      // A blank line between paragraphs, as a typeset document has space between them.
      y -= 14;
    }
  }
  return Buffer.from(await document.save());
}

/** The PDF encrypted by qpdf with a user password (AES-256): it does not open without it. */
export async function withPassword(pdf: Buffer, password = 'secret'): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'text-test-'));
  try {
    await fs.writeFile(path.join(dir, 'in.pdf'), pdf);
    await promisify(execFile)('qpdf', ['--encrypt', password, `${password}-owner`, '256', '--', path.join(dir, 'in.pdf'), path.join(dir, 'out.pdf')]);
    return await fs.readFile(path.join(dir, 'out.pdf'));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * What Office writes for a DOCX saved with a password (MS-OFFCRYPTO §2.3.4.1): a compound file
 * holding an `EncryptionInfo` and an `EncryptedPackage` stream — here its header and directory
 * names, which is what the reader goes by, and noise for the encrypted bytes.
 */
export function passwordProtectedDocx(): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  const directory = Buffer.alloc(512);
  Buffer.from('EncryptionInfo', 'utf16le').copy(directory, 128);
  Buffer.from('EncryptedPackage', 'utf16le').copy(directory, 256);
  return Buffer.concat([header, directory, Buffer.alloc(4096, 0x5a)]);
}

/** The offsets of a ZIP's central directory records. */
function directoryRecords(bytes: Buffer): number[] {
  const offsets: number[] = [];
  for (let at = 0; at < bytes.length - 4; at += 1) if (bytes.readUInt32LE(at) === 0x02014b50) offsets.push(at);
  return offsets;
}

/** A DOCX whose document part declares 300 MB unpacked: refused from its directory alone. */
export function bombByDeclaredSize(base: Buffer): Buffer {
  const bytes = Buffer.from(base);
  const record = directoryRecords(bytes).find((at) => bytes.toString('utf8', at + 46, at + 46 + bytes.readUInt16LE(at + 28)) === 'word/document.xml')!;
  bytes.writeUInt32LE(300 * 1024 * 1024, record + 24);
  return bytes;
}

/**
 * A DOCX with an extra part of 40 MB of spaces (40 KB deflated) whose headers say 1 KB: a reader
 * that trusts the directory would unpack it all.
 */
export function bombByLyingSize(): Buffer {
  const base = zip([
    { name: '[Content_Types].xml', bytes: Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>') },
    { name: 'word/document.xml', bytes: Buffer.from('<w:document/>') },
    { name: 'word/padding.xml', bytes: Buffer.alloc(40 * 1024 * 1024, 0x20) },
  ]);
  const bytes = Buffer.from(base);
  for (const at of directoryRecords(bytes)) {
    if (bytes.toString('utf8', at + 46, at + 46 + bytes.readUInt16LE(at + 28)) === 'word/padding.xml') bytes.writeUInt32LE(1024, at + 24);
  }
  return bytes;
}


/** The Word file as LibreOffice lays it out and exports it to PDF (Chinese in Noto CJK). */
export async function pdfFromWord(word: Buffer): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'text-test-'));
  try {
    await fs.writeFile(path.join(dir, 'document.docx'), word);
    const pdf = await convertWithLibreOffice({ input: path.join(dir, 'document.docx'), workDir: dir, importFilter: 'MS Word 2007 XML', convertTo: 'pdf', signal: new AbortController().signal });
    return await fs.readFile(pdf);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
