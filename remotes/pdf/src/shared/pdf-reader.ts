/**
 * Reading a PDF in the visitor's browser with pdf.js: how many pages it has, whether it needs
 * a password, and its pages drawn small. pdf.js and its worker are large (see the report of
 * the build), so they load on the first PDF a visitor chooses and never with a tool's first
 * paint; the legacy build, because the hub runs inside chat apps and browsers whose engines
 * lag behind the newest Chrome.
 *
 * Nothing here is needed to use a tool: when pdf.js cannot load, a file is still uploaded and
 * the server judges it (`unavailable`).
 */
import type { PDFDocumentLoadingTask, PDFDocumentProxy, PDFWorker } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfDocument {
  pageCount: number;
  /**
   * Page `pageNumber` (1-based) drawn `cssWidth` CSS pixels wide, sharp on the visitor's
   * screen, as an image URL. Drawn once and kept: the same page shows in a file's row and in
   * its page grid.
   */
  pageImage(pageNumber: number, cssWidth: number): Promise<string>;
  /** Frees the document in the worker and its images; the file can be opened again. */
  close(): void;
}

export type PdfOpenFailure = 'needsPassword' | 'wrongPassword' | 'damaged' | 'unavailable';
export type PdfOpening = { ok: true; document: PdfDocument } | { ok: false; reason: PdfOpenFailure };

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let pdfJs: Promise<{ lib: PdfJs; worker: PDFWorker }> | undefined;

/**
 * pdf.js with one worker for every document of the page (a merge of ten files must not start
 * ten workers). The worker file is emitted beside the remote's chunks, so its URL follows
 * wherever the remote is served from; pdf.js itself wraps a cross-origin URL for the Worker.
 */
function loadPdfJs() {
  pdfJs ??= import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist/legacy/build/pdf.mjs').then(
    (lib) => {
      lib.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/legacy/build/pdf.worker.min.mjs', import.meta.url).href;
      return { lib, worker: new lib.PDFWorker() };
    },
    (error: unknown) => {
      // Forgotten, so the next file tries again (a deploy in between, a flaky network).
      pdfJs = undefined;
      throw error;
    },
  );
  return pdfJs;
}

/** Opens `file` (with `password` when it has one) and answers its reader, or why it cannot be read. */
export async function openPdf(file: Blob, password?: string): Promise<PdfOpening> {
  let loaded: Awaited<ReturnType<typeof loadPdfJs>>;
  let data: ArrayBuffer;
  try {
    [loaded, data] = await Promise.all([loadPdfJs(), file.arrayBuffer()]);
  } catch (error) {
    console.warn('[pdf] pdf.js did not load; pages are not previewed', error);
    return { ok: false, reason: 'unavailable' };
  }
  const { lib, worker } = loaded;
  const task = lib.getDocument({ data, password, worker, verbosity: lib.VerbosityLevel.ERRORS });
  try {
    return { ok: true, document: readerOf(await task.promise, task) };
  } catch (error) {
    void task.destroy();
    if (error instanceof lib.PasswordException) {
      return { ok: false, reason: error.code === lib.PasswordResponses.INCORRECT_PASSWORD ? 'wrongPassword' : 'needsPassword' };
    }
    return { ok: false, reason: 'damaged' };
  }
}

/** `task` frees the document: the loading task owns it (and its share of the worker). */
function readerOf(pdf: PDFDocumentProxy, task: PDFDocumentLoadingTask): PdfDocument {
  const images = new Map<string, Promise<string>>();
  // One page at a time: drawing runs on the page's own thread, and a grid of a hundred pages
  // drawn at once would freeze it.
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;

  const draw = async (pageNumber: number, cssWidth: number): Promise<string> => {
    const page = await pdf.getPage(pageNumber);
    const natural = page.getViewport({ scale: 1 });
    // At most twice the CSS size: a thumbnail gains nothing from a 3× screen but memory.
    const density = Math.min(globalThis.devicePixelRatio || 1, 2);
    const viewport = page.getViewport({ scale: (cssWidth / natural.width) * density });
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.floor(viewport.width));
    canvas.height = Math.max(1, Math.floor(viewport.height));
    await page.render({ canvas, viewport }).promise;
    page.cleanup();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob) throw new Error('the page could not be drawn');
    return URL.createObjectURL(blob);
  };

  return {
    pageCount: pdf.numPages,
    pageImage(pageNumber, cssWidth) {
      const key = `${pageNumber}@${cssWidth}`;
      let image = images.get(key);
      if (!image) {
        image = queue.then(() => (closed ? Promise.reject(new Error('closed')) : draw(pageNumber, cssWidth)));
        queue = image.catch(() => undefined);
        images.set(key, image);
      }
      return image;
    },
    close() {
      closed = true;
      for (const image of images.values()) image.then(URL.revokeObjectURL, () => undefined);
      images.clear();
      void task.destroy();
    },
  };
}
