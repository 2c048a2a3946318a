/**
 * A 500-page document, made at test time (about 1.3 MB), through every tool of the family:
 * split into ten, merged after another file, encrypted and decrypted, compressed. Pages and
 * their text must come through whole and in order. (Times go in `pnpm bench`, not here.)
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_FILES, readCorpus, textPdf } from './corpus/make-corpus';
import { pdfCompress } from './compress';
import { pdfDecrypt } from './decrypt';
import { pdfEncrypt } from './encrypt';
import { pdfMerge } from './merge';
import { pdfSplit } from './split';
import { callEngine, isolateTempDir, onlyFile } from './test-support/engine-calls';
import { encryptionOf, pageTexts, qpdfCheck, unzip } from './test-support/pdfs';

isolateTempDir();

const PAGES = 500;
let large: Buffer;
let texts: string[];
beforeAll(async () => {
  large = Buffer.from(await textPdf({ label: 'Large handbook', pages: PAGES, seed: 500 }));
  texts = await pageTexts(large);
}, 60_000);

describe('a 500-page document', () => {
  it('splits into ten files of 50 pages, each with its pages', async () => {
    const run = await callEngine(pdfSplit, { file: 'k', mode: 'every', every: 50, name: 'handbook.pdf' }, large);
    const parts = unzip(onlyFile(run)[1]);
    expect(parts.map((part) => part.name)).toEqual(Array.from({ length: 10 }, (_, i) => `handbook-${i * 50 + 1}-${i * 50 + 50}.pdf`));
    for (const [i, part] of parts.entries()) {
      expect((await qpdfCheck(part.bytes)).passes).toBe(true);
      expect(await pageTexts(part.bytes)).toEqual(texts.slice(i * 50, i * 50 + 50));
    }
    expect(run.progress.at(-1)).toBeGreaterThanOrEqual(10);
  }, 60_000);

  it('merges after another file, concatenated', async () => {
    const other = readCorpus(CORPUS_FILES.text14);
    const merged = onlyFile(await callEngine(pdfMerge, { files: [{ file: 'o', name: 'o.pdf' }, { file: 'l', name: 'l.pdf' }] }, { o: other, l: large }))[1];
    expect((await qpdfCheck(merged)).passes).toBe(true);
    expect(await pageTexts(merged)).toEqual([...(await pageTexts(other)), ...texts]);
  }, 60_000);

  it('encrypts and decrypts back to the same pages', async () => {
    const locked = onlyFile(await callEngine(pdfEncrypt, { file: 'k', userPassword: 'big', permissions: { print: true, copy: true, modify: false } }, large))[1];
    expect(await encryptionOf(locked, 'big')).toMatchObject({ encrypted: true, revision: 6, modify: false });
    const plain = onlyFile(await callEngine(pdfDecrypt, { file: 'k', password: 'big' }, locked))[1];
    expect((await qpdfCheck(plain)).passes).toBe(true);
    expect(await pageTexts(plain)).toEqual(texts);
  }, 60_000);

  it('compresses without losing a page or growing', async () => {
    const compressed = onlyFile(await callEngine(pdfCompress, { file: 'k', level: 'strong' }, large))[1];
    expect(compressed.length).toBeLessThanOrEqual(large.length);
    expect((await qpdfCheck(compressed)).passes).toBe(true);
    expect(await pageTexts(compressed)).toEqual(texts);
  }, 60_000);
});
