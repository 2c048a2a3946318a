/**
 * Every engine of the family says clearly why it cannot work on a bad file — not a PDF,
 * cut off, damaged beyond repair, locked without (or with the wrong) password, too large,
 * a decompression bomb, pages that are not there — and leaves no scratch folder behind.
 * A file whose cross-reference table is broken is repaired instead.
 */
import type { TaskHandler } from '../../src/tasks/handler';
import { describe, expect, it } from 'vitest';
import { CORPUS_FILES, ENCRYPTED_PASSWORDS, readCorpus } from './corpus/make-corpus';
import { pdfCompress } from './compress';
import { pdfDecrypt } from './decrypt';
import { pdfEncrypt } from './encrypt';
import { MAX_MERGE_BYTES, pdfMerge } from './merge';
import { MAX_PDF_BYTES } from './open-pdf';
import { pdfSplit } from './split';
import { bomb, garbage, paddedPdf, pngImage, truncated, withoutXref } from './test-support/bad-pdfs';
import { callEngine, failureOf, isolateTempDir, onlyFile } from './test-support/engine-calls';
import { decryptWith, pageTexts, qpdfCheck, unzip } from './test-support/pdfs';

isolateTempDir();

const PERMISSIONS = { print: true, copy: true, modify: true };

/** Each tool's request for the file under key `k`, with an optional password for its input. */
const TOOLS: { name: string; handler: TaskHandler; input: (password?: string) => unknown }[] = [
  { name: 'split', handler: pdfSplit, input: (password) => ({ file: 'k', mode: 'single', password }) },
  { name: 'merge', handler: pdfMerge, input: (password) => ({ files: [{ file: 'k', name: 'a.pdf', password }, { file: 'k', name: 'b.pdf', password }] }) },
  { name: 'encrypt', handler: pdfEncrypt, input: (password) => ({ file: 'k', userPassword: 'u', permissions: PERMISSIONS, password }) },
  { name: 'decrypt', handler: pdfDecrypt, input: (password) => ({ file: 'k', password: password ?? '' }) },
  { name: 'compress', handler: pdfCompress, input: (password) => ({ file: 'k', level: 'recommended', password }) },
];

describe('bad PDFs', () => {
  it('each tool names what is wrong with a file that is not a PDF, cut off, damaged, too large or a decompression bomb', async () => {
    const cases = [
      { what: 'a PNG image', bytes: await pngImage(), detail: 'not a PDF' },
      { what: 'a text file', bytes: Buffer.from('hello, this is not a PDF\n'), detail: 'not a PDF' },
      { what: 'a PDF broken off at 60 %', bytes: truncated(), detail: 'damaged PDF' },
      { what: 'noise between a header and an end marker', bytes: garbage(), detail: 'damaged PDF' },
      { what: 'a PDF just over the limit', bytes: await paddedPdf(MAX_PDF_BYTES + 16), detail: 'file too large' },
      { what: 'a 100 000² pixel image in 1 KB', bytes: await bomb(), detail: 'images too large' },
    ];
    expect(cases[4].bytes.length).toBeGreaterThan(MAX_PDF_BYTES);
    for (const bad of cases) {
      for (const tool of TOOLS) expect(await failureOf(tool.handler, tool.input(), bad.bytes), `${tool.name}: ${bad.what}`).toBe(bad.detail);
    }
  }, 60_000);

  it('a PDF just under the limit is taken', async () => {
    const largest = await paddedPdf(MAX_PDF_BYTES - 16);
    expect(largest.length).toBeLessThanOrEqual(MAX_PDF_BYTES);
    expect(largest.length).toBeGreaterThan(MAX_PDF_BYTES - 64);
    const run = await callEngine(pdfSplit, { file: 'k', mode: 'ranges', ranges: '1' }, largest);
    expect(run.data.InputBytes).toBe(largest.length);
  }, 60_000);

  it('repairs a file whose cross-reference table is gone: every tool works and its pages read as before', async () => {
    const broken = withoutXref();
    const expected = await pageTexts(readCorpus(CORPUS_FILES.text14));
    for (const tool of TOOLS.filter((t) => t.name !== 'decrypt')) {
      const [name, output] = onlyFile(await callEngine(tool.handler, tool.input(), broken));
      const pdfs = name.endsWith('.zip') ? unzip(output).map((entry) => entry.bytes) : [output];
      const password = tool.name === 'encrypt' ? 'u' : undefined;
      const plain = password ? [(await decryptWith(output, password)) as Buffer] : pdfs;
      for (const pdf of pdfs) expect((await qpdfCheck(pdf, password)).passes, `${tool.name} ${name}`).toBe(true);
      const texts = (await Promise.all(plain.map(pageTexts))).flat();
      // A merge of the file with itself reads it twice.
      expect(texts, tool.name).toEqual(tool.name === 'merge' ? [...expected, ...expected] : expected);
    }
  });

  it('asks for the password of an encrypted file, and says when it is wrong', async () => {
    const encrypted = readCorpus(CORPUS_FILES.encrypted);
    for (const tool of TOOLS) {
      expect(await failureOf(tool.handler, tool.input(), encrypted), tool.name).toBe('password required');
      expect(await failureOf(tool.handler, tool.input('Open-Sesame'), encrypted), tool.name).toBe('wrong password');
      await callEngine(tool.handler, tool.input(ENCRYPTED_PASSWORDS.user), encrypted);
    }
  });

  it('opens a file locked only against changes whatever password is guessed for it, and the parts are its pages', async () => {
    const restricted = readCorpus(CORPUS_FILES.restricted);
    const expected = await pageTexts(restricted);
    // Split and merge start on the file while qpdf checks it: with the wrong guess that start fails and is made again.
    for (const tool of TOOLS.filter((t) => t.name === 'split' || t.name === 'merge')) {
      const [name, output] = onlyFile(await callEngine(tool.handler, tool.input('a wrong guess'), restricted));
      const pdfs = name.endsWith('.zip') ? unzip(output).map((entry) => entry.bytes) : [output];
      const texts = (await Promise.all(pdfs.map(pageTexts))).flat();
      expect(texts, tool.name).toEqual(tool.name === 'merge' ? [...expected, ...expected] : expected);
    }
  });

  it('refuses pages that are not there and page choices that leave nothing', async () => {
    const six = readCorpus(CORPUS_FILES.text14);
    expect(await failureOf(pdfSplit, { file: 'k', mode: 'ranges', ranges: '5-9' }, six)).toBe('range beyond last page');
    expect(await failureOf(pdfSplit, { file: 'k', mode: 'ranges', ranges: ' , ' }, six)).toBe('no pages in range');
    expect(await failureOf(pdfSplit, { file: 'k', mode: 'ranges', ranges: '3-1' }, six)).toBe('bad page range');
    const merge = (pages: number[]) => ({ files: [{ file: 'k', name: 'a.pdf' }, { file: 'k', name: 'b.pdf', pages }] });
    expect(await failureOf(pdfMerge, merge([2, 7]), six)).toBe('range beyond last page');
    expect(await failureOf(pdfMerge, merge([]), six)).toBe('no pages in range');
  });

  it('refuses a merge whose files together pass the limit, and a request its screen would never send', async () => {
    const big = await paddedPdf(MAX_PDF_BYTES - 16);
    const count = Math.floor(MAX_MERGE_BYTES / big.length) + 1;
    const files = Array.from({ length: count }, (_, i) => ({ file: 'k', name: `${i}.pdf` }));
    expect(await failureOf(pdfMerge, { files }, big)).toBe('file too large');
    expect(await failureOf(pdfMerge, { files: [{ file: 'k', name: 'alone.pdf' }] }, big)).toBe('the merge request is not valid');
    expect(await failureOf(pdfSplit, { file: 'k', mode: 'halves' }, big)).toBe('the split request is not valid');
  }, 60_000);
});
