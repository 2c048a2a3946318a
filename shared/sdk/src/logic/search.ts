/** Letters, digits, underscore, #, % and Chinese characters only (spec §5). */
const SEARCHABLE = /^[A-Za-z0-9_#%\p{Script=Han}]+$/u;

/** Whether a search input is processed at all; anything else (spaces, punctuation, empty) is not. */
export function isSearchableInput(text: string): boolean {
  return SEARCHABLE.test(text);
}

/** Tools whose name or keyword contains the input, ignoring case; none for an input that is not processed. */
export function searchTools<T extends { name: string; keyword: string }>(tools: readonly T[], text: string): T[] {
  if (!isSearchableInput(text)) return [];
  const needle = text.toLowerCase();
  return tools.filter((tool) => tool.name.toLowerCase().includes(needle) || tool.keyword.toLowerCase().includes(needle));
}
