/**
 * Bookmarks (the document outline, PDF 32000-1 §12.3.3) written with qpdf: one top-level
 * entry per merged source file, leading to its first page. qpdf reads the merged file's page
 * list and catalog as JSON; the outline's objects are added under new object numbers and
 * the catalog points at them (`--update-from-json`), so the file is never loaded into
 * JavaScript whole. The viewer opens with the bookmarks showing (/PageMode /UseOutlines).
 */
import path from 'node:path';
import fs from 'node:fs/promises';
import { qpdfMust, type QpdfRunOptions } from './qpdf';
import { PdfObjects, isDict, isReference, parseQpdfJson, type QpdfDict, type QpdfHeader, type QpdfObject } from './qpdf-json';

export interface Bookmark {
  title: string;
  /** 1-based page of the file it leads to. */
  page: number;
}

async function readJson(file: string, keys: string[], objects: string[], options: QpdfRunOptions) {
  const outcome = await qpdfMust({ inputFile: file, json: '2', jsonKey: keys, jsonObject: objects, jsonStreamData: 'none' }, options);
  return parseQpdfJson(outcome.stdout);
}

/** The outline's objects, numbered from `firstId`: the outline dictionary, then one item per bookmark. */
export function outlineObjects(bookmarks: Bookmark[], pageObjects: string[], firstId: number): { root: string; objects: Record<string, QpdfObject> } {
  const ref = (id: number) => `${id} 0 R`;
  const root = ref(firstId);
  const itemRef = (i: number) => ref(firstId + 1 + i);
  const objects: Record<string, QpdfObject> = {
    [`obj:${root}`]: { value: { '/Type': '/Outlines', '/First': itemRef(0), '/Last': itemRef(bookmarks.length - 1), '/Count': bookmarks.length } },
  };
  bookmarks.forEach((bookmark, i) => {
    const item: QpdfDict = { '/Title': `u:${bookmark.title}`, '/Parent': root, '/Dest': [pageObjects[bookmark.page - 1], '/Fit'] };
    if (i > 0) item['/Prev'] = itemRef(i - 1);
    if (i < bookmarks.length - 1) item['/Next'] = itemRef(i + 1);
    objects[`obj:${itemRef(i)}`] = { value: item };
  });
  return { root, objects };
}

/** Writes `input` with `bookmarks` as its outline to `output`, object streams generated. */
export async function writeWithBookmarks(input: string, output: string, bookmarks: Bookmark[], options: QpdfRunOptions): Promise<void> {
  const pagesAndTrailer = await readJson(input, ['qpdf', 'pages'], ['trailer'], options);
  const { header, trailer } = PdfObjects.of(pagesAndTrailer);
  const rootRef = trailer?.['/Root'];
  const pageObjects = (pagesAndTrailer.pages ?? []).map((page) => page.object);
  if (!isReference(rootRef)) throw new Error('the merged file has no catalog');
  const catalog = (await readJson(input, ['qpdf'], [rootRef], options)).qpdf?.[1][`obj:${rootRef}`];
  if (!catalog || !('value' in catalog) || !isDict(catalog.value)) throw new Error('the merged file has no catalog');

  const outline = outlineObjects(bookmarks, pageObjects, header.maxobjectid + 1);
  const updateHeader: QpdfHeader = { ...header, maxobjectid: header.maxobjectid + 1 + bookmarks.length };
  const update = {
    qpdf: [updateHeader, { [`obj:${rootRef}`]: { value: { ...catalog.value, '/Outlines': outline.root, '/PageMode': '/UseOutlines' } }, ...outline.objects }],
  };
  const updateFile = path.join(options.dir, 'bookmarks.json');
  await fs.writeFile(updateFile, JSON.stringify(update));
  await qpdfMust({ inputFile: input, updateFromJson: updateFile, objectStreams: 'generate', outputFile: output }, options);
}
