/**
 * Bookmarks (the document outline, PDF 32000-1 §12.3.3): one top-level entry per merged
 * source file, leading to its first page; the viewer opens with them showing
 * (/PageMode /UseOutlines).
 *
 * They are appended to the file qpdf joined as an incremental update (§7.5.6): a new version
 * of the catalog that points at the outline, the outline's objects, and a cross-reference
 * stream (§7.5.8) for those, whose /Prev leads to the joined file's own. Readers take the
 * newest version of each object, so the file is the joined file with an outline, and its
 * megabytes are neither read into JavaScript nor written again. qpdf tells what the update
 * needs (the trailer, the catalog, the page tree's root) with `--show-object`, about 12 ms
 * each, right after the join while the sources are still being checked. Rewriting the whole
 * file through qpdf JSON, as this first did, took two JSON reads and a second write: longer
 * than the join itself (600 pages: about 450 ms against 40).
 */
import fs from 'node:fs/promises';
import { qpdfMust, type QpdfRunOptions } from './qpdf';
import { asReference, dictionaryEntries, referenceText, referencesIn, textString, type PdfReference } from './pdf-syntax';

export interface Bookmark {
  title: string;
  /** 1-based page of the file it leads to. */
  page: number;
}

/** Where readers find the last cross-reference section: `startxref` in the file's last bytes (§7.5.5). */
const LAST_XREF = /startxref\s+(\d+)\s+%%EOF\s*$/;
const TAIL_BYTES = 1024;

/** One object of qpdf's joined file, as a dictionary of PDF texts. */
async function shownDictionary(file: string, object: string, options: QpdfRunOptions) {
  const { stdout } = await qpdfMust({ inputFile: file, showObject: object }, options);
  return dictionaryEntries(stdout);
}

async function lastXrefOffset(file: string): Promise<number> {
  const handle = await fs.open(file);
  try {
    const { size } = await handle.stat();
    const tail = Buffer.alloc(Math.min(TAIL_BYTES, size));
    await handle.read(tail, 0, tail.length, size - tail.length);
    const match = LAST_XREF.exec(tail.toString('latin1'));
    if (!match) throw new Error('the joined file has no startxref');
    return Number(match[1]);
  } finally {
    await handle.close();
  }
}

const requireReference = (value: string | undefined, what: string): PdfReference => {
  const reference = asReference(value);
  if (!reference) throw new Error(`the joined file's ${what} is not a reference`);
  return reference;
};

/** The outline's objects, numbered from `firstId`: the outline dictionary, then one item per bookmark. */
export function outlineObjects(bookmarks: Bookmark[], pages: PdfReference[], firstId: number): { id: number; body: string }[] {
  const ref = (id: number) => `${id} 0 R`;
  const itemId = (i: number) => firstId + 1 + i;
  const outline = { id: firstId, body: `<< /Type /Outlines /First ${ref(itemId(0))} /Last ${ref(itemId(bookmarks.length - 1))} /Count ${bookmarks.length} >>` };
  const items = bookmarks.map((bookmark, i) => {
    const siblings = `${i > 0 ? ` /Prev ${ref(itemId(i - 1))}` : ''}${i < bookmarks.length - 1 ? ` /Next ${ref(itemId(i + 1))}` : ''}`;
    const page = pages[bookmark.page - 1];
    if (!page) throw new Error(`a bookmark leads to page ${bookmark.page} of ${pages.length}`);
    return { id: itemId(i), body: `<< /Title ${textString(bookmark.title)} /Parent ${ref(firstId)} /Dest [ ${referenceText(page)} /Fit ]${siblings} >>` };
  });
  return [outline, ...items];
}

/** A cross-reference stream's rows (§7.5.8.3, /W [1 4 2]): type 1, the byte offset, the generation. */
function xrefRows(entries: { offset: number; generation: number }[]): Buffer {
  const rows = Buffer.alloc(entries.length * 7);
  entries.forEach(({ offset, generation }, i) => {
    rows.writeUInt8(1, i * 7);
    rows.writeUInt32BE(offset, i * 7 + 1);
    rows.writeUInt16BE(generation, i * 7 + 5);
  });
  return rows;
}

/** What the update needs to know of the joined file: its trailer, catalog and pages, and where its last xref is. */
export interface JoinedFile {
  file: string;
  root: PdfReference;
  catalog: Map<string, string>;
  pages: PdfReference[];
  /** The trailer's /Size: the first free object number. */
  size: number;
  id?: string;
  lastXref: number;
}

/** Reads what the update needs of `file`, a PDF qpdf wrote from whole pages (`--empty --pages`). */
export async function readJoinedFile(file: string, options: QpdfRunOptions): Promise<JoinedFile> {
  const trailer = await shownDictionary(file, 'trailer', options);
  const root = requireReference(trailer.get('/Root'), 'catalog');
  const catalog = await shownDictionary(file, `${root.id},${root.generation}`, options);
  const pageTreeRoot = requireReference(catalog.get('/Pages'), 'page tree');
  const pageTree = await shownDictionary(file, `${pageTreeRoot.id},${pageTreeRoot.generation}`, options);
  // qpdf keeps the page tree flat once it has added pages: every kid is a page.
  const pages = referencesIn(pageTree.get('/Kids') ?? '');
  if (pages.length !== Number(pageTree.get('/Count'))) throw new Error('the joined file’s page tree is not flat');
  if (catalog.has('/Outlines')) throw new Error('the joined file already has an outline');
  return { file, root, catalog, pages, size: Number(trailer.get('/Size')), id: trailer.get('/ID'), lastXref: await lastXrefOffset(file) };
}

/** Appends `bookmarks` to the joined file as its outline. */
export async function appendBookmarks({ file, root, catalog, pages, size, id, lastXref }: JoinedFile, bookmarks: Bookmark[]): Promise<void> {
  const outline = outlineObjects(bookmarks, pages, size);
  const xrefId = size + outline.length;
  const catalogText = [...catalog, ['/Outlines', `${size} 0 R`], ['/PageMode', '/UseOutlines']].map(([key, value]) => `${key} ${value}`).join(' ');

  const { size: start } = await fs.stat(file);
  const chunks: Buffer[] = [];
  let length = 0;
  const append = (text: string | Buffer) => {
    const chunk = typeof text === 'string' ? Buffer.from(text, 'latin1') : text;
    chunks.push(chunk);
    length += chunk.length;
  };
  const offsets: { offset: number; generation: number }[] = [];
  const writeObject = (objectId: number, generation: number, body: string) => {
    offsets.push({ offset: start + length, generation });
    append(`${objectId} ${generation} obj\n${body}\nendobj\n`);
  };

  append('\n');
  writeObject(root.id, root.generation, `<< ${catalogText} >>`);
  for (const object of outline) writeObject(object.id, 0, object.body);
  const xrefOffset = start + length;
  const rows = xrefRows([...offsets, { offset: xrefOffset, generation: 0 }]);
  append(
    `${xrefId} 0 obj\n<< /Type /XRef /Size ${xrefId + 1} /Root ${referenceText(root)} /Prev ${lastXref}` +
      `${id ? ` /ID ${id}` : ''} /Index [ ${root.id} 1 ${size} ${outline.length + 1} ] /W [ 1 4 2 ] /Length ${rows.length} >>\nstream\n`,
  );
  append(rows);
  append(`\nendstream\nendobj\nstartxref\n${xrefOffset}\n%%EOF\n`);
  await fs.appendFile(file, Buffer.concat(chunks, length));
}
