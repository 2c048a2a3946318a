/**
 * A document's passages and their BM25 index, kept per stored file so the second question on
 * the same upload skips parsing and indexing. Keyed by the bytes' SHA-256 (a stored object's key
 * could in principle be written again); a worker keeps the last CACHED_DOCUMENTS.
 */
import crypto from 'node:crypto';
import { readDocument } from '../parse-file/read-document';
import { buildIndex, type Bm25Index } from './bm25';
import { passagesOf, type Passage } from './passages';

const CACHED_DOCUMENTS = 8;

export interface DocumentIndex {
  passages: Passage[];
  index: Bm25Index;
  pages?: number;
}

const cache = new Map<string, Promise<DocumentIndex>>();

async function indexDocument(bytes: Buffer, name: string, signal: AbortSignal): Promise<DocumentIndex> {
  const document = await readDocument(bytes, name, signal);
  const passages = passagesOf(document);
  return { passages, index: buildIndex(passages.map((passage) => passage.text)), ...(document.Pages ? { pages: document.Pages.length } : {}) };
}

export function documentIndex(bytes: Buffer, name: string, signal: AbortSignal): Promise<DocumentIndex> {
  const key = crypto.createHash('sha256').update(bytes).digest('hex');
  const cached = cache.get(key);
  if (cached) {
    // Most recently used last, so the oldest is the one dropped.
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const made = indexDocument(bytes, name, signal);
  cache.set(key, made);
  // A failed read is not kept: the next question tries again (or fails the same way).
  made.catch(() => cache.delete(key));
  while (cache.size > CACHED_DOCUMENTS) cache.delete(cache.keys().next().value!);
  return made;
}
