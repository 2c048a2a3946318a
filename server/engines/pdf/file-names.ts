/**
 * The names results download under. A part of a split is named after the visitor's file and
 * its pages (`report-1-3.pdf`, `report-5.pdf`); the other tools' outputs have fixed names.
 */

export const RESULT_NAMES = {
  merged: 'merged.pdf',
  encrypted: 'encrypted.pdf',
  decrypted: 'decrypted.pdf',
  compressed: 'compressed.pdf',
} as const;

const DEFAULT_BASE = 'document';

/** The visitor's file name without its folder and `.pdf`, safe as part of a name; `document` when there is none. */
export function baseName(name: string | undefined): string {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  // Control characters and the characters file systems refuse would spoil the download's name.
  // eslint-disable-next-line no-control-regex
  const cleaned = last.replace(/\.pdf$/i, '').replace(/[\u0000-\u001f<>:"|?*]+/g, '').trim();
  return cleaned.slice(0, 120) || DEFAULT_BASE;
}

/** `report-1-3.pdf` for pages 1 to 3, `report-5.pdf` for page 5, `report-3-1.pdf` for 3, 2, 1. */
export function partName(base: string, pages: number[]): string {
  const [first, last] = [pages[0], pages[pages.length - 1]];
  return pages.length === 1 ? `${base}-${first}.pdf` : `${base}-${first}-${last}.pdf`;
}

/** Names made unique in order: a second `report-1-3.pdf` becomes `report-1-3 (2).pdf`. */
export function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : name.replace(/(\.[^.]*)?$/, (extension) => ` (${count})${extension}`);
  });
}

/** A bookmark's title: the visitor's name of the source file, without `.pdf`. */
export const bookmarkTitle = (name: string) => name.replace(/\.pdf$/i, '').trim() || name;

export const zipName = (base: string) => `${base}-split.zip`;
