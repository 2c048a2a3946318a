/**
 * Extractive summary by TextRank (Mihalcea & Tarau, 2004): sentences are nodes, linked by the
 * content words they share (normalised by their lengths' logs), ranked by PageRank; the best
 * are the summary, in the original's order. A small lead bonus keeps a news article's opening
 * sentence in when it ties. No sentence is written: every one comes from the text.
 */
import type { SummaryLength } from '@toolhub/contracts';
import { contentWords } from '../common/tokens';
import type { Sentence } from '../common/sentences';

const DAMPING = 0.85;
const ITERATIONS = 40;
/** Share of the sentences each length keeps, and its least number. */
const LENGTH_RULES: Record<SummaryLength, { share: number; least: number }> = {
  short: { share: 0.1, least: 1 },
  medium: { share: 0.2, least: 3 },
  long: { share: 0.34, least: 5 },
};

export interface RankedSummary {
  /** Indexes of the key sentences, ascending. */
  keys: number[];
  keywords: string[];
}

export function summaryCount(sentences: number, length: SummaryLength): number {
  const rule = LENGTH_RULES[length];
  return Math.min(sentences, Math.max(rule.least, Math.round(sentences * rule.share)));
}

/** Each sentence's words as sorted unique ids, so overlaps are a merge of two int arrays. */
function wordIds(sentences: Sentence[]) {
  const ids = new Map<string, number>();
  const counts = new Map<string, number>();
  const bags = sentences.map((sentence) => {
    const words = contentWords(sentence.text);
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
    const unique = [...new Set(words)].map((word) => {
      let id = ids.get(word);
      if (id === undefined) ids.set(word, (id = ids.size));
      return id;
    });
    return Int32Array.from(unique).sort();
  });
  return { bags, counts };
}

function overlap(a: Int32Array, b: Int32Array): number {
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      shared += 1;
      i += 1;
      j += 1;
    } else if (a[i]! < b[j]!) i += 1;
    else j += 1;
  }
  return shared;
}

export function rankSentences(sentences: Sentence[], length: SummaryLength): RankedSummary {
  const n = sentences.length;
  const { bags, counts } = wordIds(sentences);
  const weights: Float64Array[] = bags.map(() => new Float64Array(n));
  const totals = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const a = bags[i]!;
      const b = bags[j]!;
      if (a.length < 2 || b.length < 2) continue;
      const shared = overlap(a, b);
      if (shared === 0) continue;
      const weight = shared / (Math.log(a.length) + Math.log(b.length));
      weights[i]![j] = weight;
      weights[j]![i] = weight;
      totals[i]! += weight;
      totals[j]! += weight;
    }
  }
  let scores = new Float64Array(n).fill(1);
  for (let round = 0; round < ITERATIONS; round += 1) {
    const next = new Float64Array(n).fill(1 - DAMPING);
    for (let j = 0; j < n; j += 1) {
      if (totals[j] === 0) continue;
      const share = (DAMPING * scores[j]!) / totals[j]!;
      const row = weights[j]!;
      for (let i = 0; i < n; i += 1) if (row[i]! > 0) next[i]! += row[i]! * share;
    }
    scores = next;
  }
  // The lead bonus, and a penalty for fragments too short to stand alone in a summary.
  const ranked = sentences.map((sentence, index) => {
    const lead = index === 0 ? 1.1 : 1;
    const short = bags[index]!.length < 3 ? 0.5 : 1;
    return { index, score: scores[index]! * lead * short + (sentence.text.length > 0 ? 0 : -1) };
  });
  ranked.sort((a, b) => b.score - a.score || a.index - b.index);
  const keys = ranked.slice(0, summaryCount(n, length)).map((entry) => entry.index).sort((a, b) => a - b);
  const keywords = [...counts.entries()]
    .filter(([word, count]) => count > 1 && word.length > 1)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 8)
    .map(([word]) => word);
  return { keys, keywords };
}
