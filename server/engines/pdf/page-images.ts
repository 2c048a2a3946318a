/**
 * Which images the pages show, and how large a page each appears on: the compressor's
 * measure for how many pixels an image needs.
 *
 * An image is drawn at most as large as its page (a larger one would be cut off), so
 * "the page's longer side at the level's dpi" is enough pixels for it, whatever the
 * content stream's transformation does — without parsing content streams. Images drawn
 * smaller than the page keep more pixels than they need, never fewer. Images in form
 * XObjects count for the pages that use the form; images reached only from elsewhere
 * (patterns, annotations) are left as they are.
 */
import type { PdfObjects, QpdfDict, QpdfPage, QpdfValue } from './qpdf-json';

/** Page dictionaries may inherit these from their /Pages ancestors (PDF 32000-1 §7.7.3.4). */
function inherited(objects: PdfObjects, page: QpdfDict, key: string): QpdfValue | undefined {
  let node: QpdfDict | undefined = page;
  for (let depth = 0; node && depth < 64; depth++) {
    if (node[key] !== undefined) return node[key];
    node = objects.dict(node['/Parent']);
  }
  return undefined;
}

/** The page's longer side in points (times /UserUnit), from its crop box or media box. */
export function pageLongSide(objects: PdfObjects, page: QpdfDict): number {
  const box = objects.array(inherited(objects, page, '/CropBox')) ?? objects.array(inherited(objects, page, '/MediaBox'));
  const [x1, y1, x2, y2] = (box ?? []).map((value) => objects.number(value) ?? 0);
  const unit = objects.number(page['/UserUnit']) ?? 1;
  const side = Math.max(Math.abs((x2 ?? 612) - (x1 ?? 0)), Math.abs((y2 ?? 792) - (y1 ?? 0)));
  return side * unit;
}

/** The images a resource dictionary draws, directly or through its form XObjects. */
function collectImages(objects: PdfObjects, resources: QpdfValue | undefined, found: Set<string>, seenForms: Set<string>): void {
  const xobjects = objects.dict(objects.dict(resources)?.['/XObject']);
  for (const reference of Object.values(xobjects ?? {})) {
    if (typeof reference !== 'string') continue;
    const dict = objects.streamDict(reference);
    if (dict?.['/Subtype'] === '/Image') found.add(reference);
    else if (dict?.['/Subtype'] === '/Form' && !seenForms.has(reference)) {
      seenForms.add(reference);
      collectImages(objects, dict['/Resources'], found, seenForms);
    }
  }
}

/** For every image a page shows: the longer side, in points, of the largest page it is on. */
export function imagePageSides(objects: PdfObjects, pages: QpdfPage[]): Map<string, number> {
  const sides = new Map<string, number>();
  for (const page of pages) {
    const dict = objects.dict(page.object);
    if (!dict) continue;
    const images = new Set<string>();
    collectImages(objects, inherited(objects, dict, '/Resources'), images, new Set());
    const side = pageLongSide(objects, dict);
    for (const image of images) sides.set(image, Math.max(sides.get(image) ?? 0, side));
  }
  return sides;
}
