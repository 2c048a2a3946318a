/**
 * Okapi BM25 (Robertson & Zaragoza, "The Probabilistic Relevance Framework", 2009) over jieba
 * content words: the index is built once per document (index-cache.ts), a question is then a
 * walk over its words' postings — a few milliseconds for thousands of passages.
 */
import { contentWords } from '../common/tokens';

const K1 = 1.2;
const B = 0.75;

export interface Bm25Index {
  /** word → [passage, count, passage, count, …] */
  postings: Map<string, number[]>;
  lengths: Float64Array;
  averageLength: number;
}

export function buildIndex(texts: string[]): Bm25Index {
  const postings = new Map<string, number[]>();
  const lengths = new Float64Array(texts.length);
  texts.forEach((text, passage) => {
    const words = contentWords(text);
    lengths[passage] = words.length;
    const counts = new Map<string, number>();
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
    for (const [word, count] of counts) {
      let list = postings.get(word);
      if (!list) postings.set(word, (list = []));
      list.push(passage, count);
    }
  });
  const total = lengths.reduce((sum, length) => sum + length, 0);
  return { postings, lengths, averageLength: texts.length ? total / texts.length : 0 };
}

export interface Hit {
  passage: number;
  score: number;
}

/** Passages that share a word with the query, best first. */
export function search(index: Bm25Index, query: string, limit: number): Hit[] {
  const n = index.lengths.length;
  const scores = new Map<number, number>();
  for (const word of new Set(contentWords(query))) {
    const list = index.postings.get(word);
    if (!list) continue;
    const documents = list.length / 2;
    const idf = Math.log(1 + (n - documents + 0.5) / (documents + 0.5));
    for (let at = 0; at < list.length; at += 2) {
      const passage = list[at]!;
      const count = list[at + 1]!;
      const norm = count + K1 * (1 - B + (B * index.lengths[passage]!) / (index.averageLength || 1));
      scores.set(passage, (scores.get(passage) ?? 0) + (idf * (count * (K1 + 1))) / norm);
    }
  }
  return [...scores.entries()]
    .map(([passage, score]) => ({ passage, score }))
    .sort((a, b) => b.score - a.score || a.passage - b.passage)
    .slice(0, limit);
}
