/** The visitor's own score of a tool, kept locally so each tool is rated once (spec §3). */
const keyOf = (toolid: number) => `qbtool_${toolid}_score`;

export function readStoredScore(toolid: number): number | undefined {
  try {
    const score = Number(globalThis.localStorage?.getItem(keyOf(toolid)));
    return Number.isInteger(score) && score >= 1 && score <= 5 ? score : undefined;
  } catch {
    return undefined;
  }
}

export function storeScore(toolid: number, score: number): void {
  try {
    globalThis.localStorage?.setItem(keyOf(toolid), String(score));
  } catch {
    // Storage can be disabled; the server still counted the vote.
  }
}
