/**
 * Which pages go in which part of a split, and pages as qpdf's page ranges.
 */
import { parsePageRanges, type PdfSplitInput } from '@toolhub/contracts';
import { badInput, pdfFailure } from './failures';

/** Consecutive pages of `count`, `size` at a time; the last group takes what is left. */
export function chunks(count: number, size: number): number[][] {
  const groups: number[][] = [];
  for (let first = 1; first <= count; first += size) groups.push(Array.from({ length: Math.min(size, count - first + 1) }, (_, i) => first + i));
  return groups;
}

/** The parts a split request asks for, as 1-based page lists; a PDF failure for ranges that make no sense. */
export function splitGroups(request: Pick<PdfSplitInput, 'mode' | 'ranges' | 'every'>, pageCount: number): number[][] {
  switch (request.mode) {
    case 'single':
      return chunks(pageCount, 1);
    case 'every':
      if (!request.every) throw badInput('split');
      return chunks(pageCount, request.every);
    case 'ranges': {
      const ranges = parsePageRanges(request.ranges ?? '', pageCount);
      if (!ranges.ok) throw pdfFailure(ranges.error);
      return ranges.groups;
    }
  }
}

/** Pages as qpdf's range syntax, runs folded: [1, 2, 3, 7, 5] → `1-3,7,5`. */
export function qpdfRange(pages: number[]): string {
  const runs: string[] = [];
  for (let i = 0; i < pages.length; ) {
    let end = i;
    while (end + 1 < pages.length && pages[end + 1] === pages[end] + 1) end++;
    runs.push(end === i ? `${pages[i]}` : `${pages[i]}-${pages[end]}`);
    i = end + 1;
  }
  return runs.join(',');
}
