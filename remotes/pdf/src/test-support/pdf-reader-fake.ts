/**
 * pdf.js stands in for the screens' tests (happy-dom draws nothing, and pdf.js wants a newer
 * Node than the tests run on). A test PDF is a File whose text says what it is — its pages and
 * its password — or anything else for a damaged one: see `pdfFile`. Used as
 * `vi.mock('../../shared/pdf-reader', () => import('../../test-support/pdf-reader-fake'))`.
 */
import type { PdfDocument, PdfOpening } from '../shared/pdf-reader';

interface FakePdf {
  pages: number;
  password?: string;
}

const MARK = 'fake-pdf:';

/** A "PDF" of `pages` pages (locked with `password` when given) for the screens to read. */
export function pdfFile(name: string, { pages, password, size }: FakePdf & { size?: number }): File {
  const text = `${MARK}${JSON.stringify({ pages, password })}`;
  // Padded to `size` bytes, for the sizes the rows show.
  return new File([text.padEnd(size ?? text.length, ' ')], name, { type: 'application/pdf' });
}

export async function openPdf(file: Blob, password?: string): Promise<PdfOpening> {
  const text = (await file.text()).trim();
  if (!text.startsWith(MARK)) return { ok: false, reason: 'damaged' };
  const fake = JSON.parse(text.slice(MARK.length)) as FakePdf;
  if (fake.password && password === undefined) return { ok: false, reason: 'needsPassword' };
  if (fake.password && password !== fake.password) return { ok: false, reason: 'wrongPassword' };
  const document: PdfDocument = {
    pageCount: fake.pages,
    pageImage: async (page) => `blob:page-${page}`,
    close: () => undefined,
  };
  return { ok: true, document };
}
