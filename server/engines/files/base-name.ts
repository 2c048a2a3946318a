/**
 * The visitor's file name without its extension, safe to name a download: no folders, no
 * control characters, not too long. `报告 (终稿).docx` → `报告 (终稿)`; the fallback when
 * nothing is left.
 */
export function baseNameOf(name: string, fallback = 'document'): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const stem = last.replace(/\.[^.]*$/, '');
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = stem.replace(/[\u0000-\u001f\u007f<>:"|?*]+/g, '').trim().slice(0, 100);
  return clean || fallback;
}
