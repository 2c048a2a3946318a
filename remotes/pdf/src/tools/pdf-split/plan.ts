/**
 * Which pages go into which file, for the preview and the main button: the contracts'
 * `parsePageRanges` for ranges (the engine reads the text with the same function), fixed-size
 * runs for "every N", one page each for "single".
 */
import { parsePageRanges, type PdfSplitInput } from '@toolhub/contracts';

export type SplitMode = PdfSplitInput['mode'];

export type SplitPlan = { ok: true; groups: number[][] } | { ok: false; error: 'badRange' | 'noPages' | 'beyondLastPage' | 'badEvery' };

export interface SplitChoice {
  mode: SplitMode;
  ranges: string;
  every: string;
}

/** The highest page number written: the page count to check against when the file's is unknown. */
const highestWritten = (text: string) => Math.max(1, ...(text.match(/\d+/g) ?? []).map(Number));

const pagesUpTo = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** `pageCount` undefined: the browser could not count the pages; only the form of the input is checked. */
export function splitPlan({ mode, ranges, every }: SplitChoice, pageCount: number | undefined): SplitPlan {
  if (mode === 'ranges') return parsePageRanges(ranges, pageCount ?? highestWritten(ranges));
  if (mode === 'every') {
    const size = Number(every.trim());
    if (!/^\d+$/.test(every.trim()) || size < 1) return { ok: false, error: 'badEvery' };
    if (pageCount === undefined) return { ok: true, groups: [] };
    const pages = pagesUpTo(pageCount);
    return { ok: true, groups: Array.from({ length: Math.ceil(pageCount / size) }, (_, i) => pages.slice(i * size, (i + 1) * size)) };
  }
  return { ok: true, groups: pageCount === undefined ? [] : pagesUpTo(pageCount).map((page) => [page]) };
}

/** For each page, the 1-based numbers of the files it goes into (a page in two ranges goes into both). */
export function partsOfPages(groups: number[][]): Map<number, number[]> {
  const parts = new Map<number, number[]>();
  groups.forEach((group, index) => {
    for (const page of group) parts.set(page, [...(parts.get(page) ?? []), index + 1]);
  });
  return parts;
}
