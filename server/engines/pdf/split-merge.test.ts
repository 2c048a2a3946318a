/**
 * Split and merge on the corpus (corpus/README.md), called as the task engine calls them:
 * every output passes `qpdf --check`, and its pages read (pdftotext) as the input pages the
 * visitor asked for, in the order asked.
 */
import { describe, expect, it } from 'vitest';
import { CORPUS_FILES, ENCRYPTED_PASSWORDS, formPdf, pageHeading, readCorpus, hexEncodedPdf, textPdf } from './corpus/make-corpus';
import { pdfMerge } from './merge';
import { pdfSplit } from './split';
import { callEngine, isolateTempDir, onlyFile } from './test-support/engine-calls';
import { bookmarksAsPopplerReads, bookmarksOf, decryptWith, encryptionOf, formFieldsOf, pageCount, pageTexts, qpdfCheck, renderedGrey, streamFiltersOf, unzip } from './test-support/pdfs';

isolateTempDir();

/** Checks a produced PDF: it passes qpdf --check and its pages read as `expected`. */
async function expectPages(bytes: Buffer, expected: string[], what: string) {
  const check = await qpdfCheck(bytes);
  expect(check.passes, `${what}: ${check.output}`).toBe(true);
  expect(await pageTexts(bytes), what).toEqual(expected);
}

const pick = (texts: string[], pages: number[]) => pages.map((page) => texts[page - 1]);

describe('split', () => {
  it('cuts a PDF 1.4 by typed ranges into a ZIP of parts named after the file, each with exactly its pages', async () => {
    const input = readCorpus(CORPUS_FILES.text14);
    const texts = await pageTexts(input);
    const run = await callEngine(pdfSplit, { file: 'k', mode: 'ranges', ranges: '1-3, 5，4-', name: '年度报告.pdf' }, input);
    const [zipName, archive] = onlyFile(run);
    expect(zipName).toBe('年度报告-split.zip');
    const parts = unzip(archive);
    expect(parts.map((part) => part.name)).toEqual(['年度报告-1-3.pdf', '年度报告-5.pdf', '年度报告-4-6.pdf']);
    const asked = [[1, 2, 3], [5], [4, 5, 6]];
    for (const [i, part] of parts.entries()) await expectPages(part.bytes, pick(texts, asked[i]), part.name);
    expect(run.data).toMatchObject({ InputBytes: input.length, InputPages: 6, OutputBytes: parts.reduce((sum, part) => sum + part.bytes.length, 0) });
    expect(run.data.Files).toEqual(parts.map((part, i) => ({ Name: part.name, Bytes: part.bytes.length, Pages: asked[i].length })));
  });

  it('cuts a PDF 1.7 with object streams every 3 pages, the last part shorter', async () => {
    const input = readCorpus(CORPUS_FILES.objectStreams17);
    const texts = await pageTexts(input);
    const run = await callEngine(pdfSplit, { file: 'k', mode: 'every', every: 3, name: 'notes.pdf' }, input);
    const parts = unzip(onlyFile(run)[1]);
    expect(parts.map((part) => part.name)).toEqual(['notes-1-3.pdf', 'notes-4-6.pdf', 'notes-7-8.pdf']);
    for (const [i, part] of parts.entries()) await expectPages(part.bytes, texts.slice(i * 3, i * 3 + 3), part.name);
  });

  it('makes one file per page of a real-world pdfTeX document', async () => {
    const input = readCorpus(CORPUS_FILES.realTex);
    const texts = await pageTexts(input);
    const parts = unzip(onlyFile(await callEngine(pdfSplit, { file: 'k', mode: 'single', name: 'spec.pdf' }, input))[1]);
    expect(parts).toHaveLength(17);
    for (const [i, part] of parts.entries()) {
      expect(part.name).toBe(`spec-${i + 1}.pdf`);
      await expectPages(part.bytes, [texts[i]], part.name);
    }
  });

  it('answers a single part as the PDF itself, keeping its form fields', async () => {
    const input = readCorpus(CORPUS_FILES.form);
    const run = await callEngine(pdfSplit, { file: 'k', mode: 'ranges', ranges: '2' }, input);
    const [name, part] = onlyFile(run);
    expect(name).toBe('document-2.pdf');
    await expectPages(part, [(await pageTexts(input))[1]], name);
    expect(await formFieldsOf(part)).toEqual(['membership.plan', 'membership.agree']);
  });

  it('opens an encrypted file with its password; the parts are not encrypted', async () => {
    const input = readCorpus(CORPUS_FILES.encrypted);
    const texts = await pageTexts((await decryptWith(input, ENCRYPTED_PASSWORDS.user)) as Buffer);
    const parts = unzip(onlyFile(await callEngine(pdfSplit, { file: 'k', mode: 'ranges', ranges: '3,1-2', password: ENCRYPTED_PASSWORDS.user }, input))[1]);
    expect(parts.map((part) => part.name)).toEqual(['document-3.pdf', 'document-1-2.pdf']);
    await expectPages(parts[0].bytes, [texts[2]], 'page 3');
    await expectPages(parts[1].bytes, texts.slice(0, 2), 'pages 1-2');
    expect((await encryptionOf(parts[0].bytes)).encrypted).toBe(false);
  });
});

describe('merge', () => {
  it('concatenates the files in the arranged order with the kept pages, a bookmark per file, and the form fields of all', async () => {
    const files = {
      report: readCorpus(CORPUS_FILES.text14),
      form: readCorpus(CORPUS_FILES.form),
      secret: readCorpus(CORPUS_FILES.encrypted),
      spec: readCorpus(CORPUS_FILES.realTex),
      office: readCorpus(CORPUS_FILES.realOffice),
    };
    const texts = {
      report: await pageTexts(files.report),
      form: await pageTexts(files.form),
      secret: await pageTexts((await decryptWith(files.secret, ENCRYPTED_PASSWORDS.user)) as Buffer),
      spec: await pageTexts(files.spec),
      office: await pageTexts(files.office),
    };
    const run = await callEngine(
      pdfMerge,
      {
        files: [
          { file: 'spec', name: 'MIME 规范.pdf', pages: [2, 1] },
          { file: 'report', name: 'report.pdf', pages: [6, 1, 1] },
          { file: 'secret', name: 'salary.pdf', password: ENCRYPTED_PASSWORDS.user },
          { file: 'form', name: 'form.pdf' },
          { file: 'office', name: 'office.pdf' },
        ],
      },
      files,
    );
    const [name, merged] = onlyFile(run);
    expect(name).toBe('merged.pdf');
    await expectPages(merged, [...pick(texts.spec, [2, 1]), ...pick(texts.report, [6, 1, 1]), ...texts.secret, ...texts.form, ...texts.office], name);
    const bookmarks = [
      { title: 'MIME 规范', page: 1 },
      { title: 'report', page: 3 },
      { title: 'salary', page: 6 },
      { title: 'form', page: 9 },
      { title: 'office', page: 11 },
    ];
    expect(await bookmarksOf(merged)).toEqual(bookmarks);
    // The bookmarks are an update appended to qpdf's file: a second reader and qpdf's check take it too.
    expect(await bookmarksAsPopplerReads(merged)).toEqual(bookmarks);
    expect((await qpdfCheck(merged)).passes).toBe(true);
    expect(await formFieldsOf(merged)).toEqual(expect.arrayContaining(['applicant.name', 'applicant.email', 'membership.plan', 'membership.agree']));
    expect((await encryptionOf(merged)).encrypted).toBe(false);
    expect(run.data).toEqual({
      InputBytes: Object.values(files).reduce((sum, bytes) => sum + bytes.length, 0),
      OutputBytes: merged.length,
      InputPages: 6 + 2 + 3 + 17 + 1,
      Files: [{ Name: 'merged.pdf', Bytes: merged.length, Pages: 11 }],
    });
  });

  it('merges a file with itself and two forms that share field names, keeping every field', async () => {
    const form = Buffer.from(await formPdf());
    const merged = onlyFile(await callEngine(pdfMerge, { files: [{ file: 'a', name: 'a.pdf' }, { file: 'a', name: 'b.pdf' }] }, { a: form }))[1];
    expect((await qpdfCheck(merged)).passes).toBe(true);
    expect(await pageCount(merged)).toBe(4);
    // Two fields cannot share a name in one form: qpdf renames the second file's.
    expect(await formFieldsOf(merged)).toHaveLength(8);
  });

  it('merges generated documents whose pages say where they came from', async () => {
    const first = Buffer.from(await textPdf({ label: 'First', pages: 2 }));
    const second = Buffer.from(await textPdf({ label: 'Second', pages: 3, seed: 2 }));
    const merged = onlyFile(await callEngine(pdfMerge, { files: [{ file: 's', name: 's.pdf', pages: [3] }, { file: 'f', name: 'f.pdf' }] }, { f: first, s: second }))[1];
    const texts = await pageTexts(merged);
    const startingWith = (heading: string) => expect.stringMatching(new RegExp(`^${heading} `));
    expect(texts).toEqual([startingWith(pageHeading('Second', 3, 3)), startingWith(pageHeading('First', 1, 2)), startingWith(pageHeading('First', 2, 2))]);
  });

  it('copies every stream as it is: split and merge decode none (SECURITY.md), and the pages look the same', async () => {
    const input = Buffer.from(await hexEncodedPdf(3));
    // The page drawings; the files made also hold object and cross-reference streams of their own.
    const hexStreams = async (bytes: Buffer) => (await streamFiltersOf(bytes)).filter((filter) => filter === '/ASCIIHexDecode').length;
    expect(await hexStreams(input)).toBe(3);
    const merged = onlyFile(await callEngine(pdfMerge, { files: [{ file: 'k', name: 'a.pdf' }, { file: 'k', name: 'b.pdf', pages: [2] }] }, input))[1];
    const parts = unzip(onlyFile(await callEngine(pdfSplit, { file: 'k', mode: 'every', every: 2 }, input))[1]).map((entry) => entry.bytes);
    expect(await hexStreams(merged)).toBe(4);
    expect(await Promise.all(parts.map(hexStreams))).toEqual([2, 1]);
    expect((await qpdfCheck(merged)).passes).toBe(true);
    expect(await renderedGrey(merged, 4, 20)).toEqual(await renderedGrey(input, 2, 20));
    expect(await renderedGrey(parts[1], 1, 20)).toEqual(await renderedGrey(input, 3, 20));
  });
});
