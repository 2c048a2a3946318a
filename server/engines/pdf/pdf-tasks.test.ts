/**
 * The PDF family through the real task engine, as its screens call it (compression is a
 * charged tool, so the visitors are logged in): the files uploaded to
 * the hub's storage, the task created with the tool's request type, the engine in a worker,
 * the result downloaded by the URL the task answers. A success takes one use and stores its
 * download; a bad file fails with its reason, takes no use and leaves no result behind.
 */
import { REQ_TYPES, TOOL_IDS, pdfResultSchema, toolTaskResponseSchema, type ToolTaskResponse } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../src/test-support';
import { createCall, leftUses, sceneOfType, untilEnded, uploadAsPage, type UploadOptions } from '../../src/tasks/test-support/calls';
import { engineTestAppForFile, type TaskTestApp } from '../../src/tasks/test-support/harness';
import { CORPUS_FILES, ENCRYPTED_PASSWORDS, readCorpus, scannedPdf } from './corpus/make-corpus';
import { bomb, pngImage, truncated } from './test-support/bad-pdfs';
import { decryptWith, pageTexts, qpdfCheck, unzip } from './test-support/pdfs';

let t: TaskTestApp;
engineTestAppForFile((hub) => (t = hub));

type Headers = Awaited<ReturnType<typeof loginAs>>;
type PdfTool = 'PdfSplit' | 'PdfMerge' | 'PdfEncrypt' | 'PdfDecrypt' | 'PdfCompress';

const PDF_UPLOAD: UploadOptions = { fileType: 'pdf', contentType: 'application/pdf', name: 'file.pdf' };

/** Uploads each file as the visitor `h`: their storage keys. */
const upload = (h: Headers, ...files: Buffer[]) => Promise.all(files.map((file) => uploadAsPage(t, h, file, PDF_UPLOAD)));

/** Runs a PDF tool as its screen does: the ended task, the uses it took, and the visitor's stored results. */
async function runTool(h: Headers, tool: PdfTool, data: unknown) {
  const scene = await sceneOfType(t, REQ_TYPES[tool]);
  const before = await leftUses(t, h, scene);
  const res = await createCall(t, h, { type: REQ_TYPES[tool], toolId: TOOL_IDS[tool], scene, data, isAsync: false });
  expect(res.statusCode, res.body).toBe(200);
  const answer = await untilEnded(t, h, toolTaskResponseSchema.parse(res.json()).common_rsp.task_id);
  const results = await t.db.selectFrom('stored_object').select('key').where('owner', 'in', [`g:${h.guid}`, `u:${h.qbid}`]).where('kind', '=', 'result').execute();
  return { answer, used: before - (await leftUses(t, h, scene)), results };
}

/** Downloads the task's one result file by its URL. */
async function download(answer: ToolTaskResponse) {
  expect(answer.business_data.files).toHaveLength(1);
  const [file] = answer.business_data.files;
  const url = new URL(file.url);
  const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(res.statusCode).toBe(200);
  return { name: file.name, bytes: res.rawPayload };
}

function expectDone(answer: ToolTaskResponse) {
  expect(answer.common_rsp.state, JSON.stringify(answer.rsp_header)).toBe('done');
  return pdfResultSchema.parse(JSON.parse(answer.business_data.data));
}

describe('the PDF tools through the task engine', () => {
  it('splits an uploaded PDF into a ZIP of its parts, for one use', async () => {
    const h = await loginAs(t);
    const input = readCorpus(CORPUS_FILES.text14);
    const [file] = await upload(h, input);
    const { answer, used, results } = await runTool(h, 'PdfSplit', { file, mode: 'ranges', ranges: '1-2,4', name: '报告.pdf' });
    const data = expectDone(answer);
    const { name, bytes } = await download(answer);
    expect(name).toBe('报告-split.zip');
    const parts = unzip(bytes);
    expect(data.Files).toEqual(parts.map((part, i) => ({ Name: part.name, Bytes: part.bytes.length, Pages: [2, 1][i] })));
    const texts = await pageTexts(input);
    expect(await pageTexts(parts[0].bytes)).toEqual(texts.slice(0, 2));
    expect(await pageTexts(parts[1].bytes)).toEqual([texts[3]]);
    expect(used).toBe(1);
    expect(results).toHaveLength(1);
  }, 60_000);

  it('merges two uploads, one of them encrypted, for one use', async () => {
    const h = await loginAs(t);
    const [plain, secret] = [readCorpus(CORPUS_FILES.objectStreams17), readCorpus(CORPUS_FILES.encrypted)];
    const [a, b] = await upload(h, plain, secret);
    const { answer, used } = await runTool(h, 'PdfMerge', { files: [{ file: b, name: 'salary.pdf', password: ENCRYPTED_PASSWORDS.user }, { file: a, name: 'notes.pdf', pages: [8] }] });
    expect(expectDone(answer).Files).toEqual([expect.objectContaining({ Name: 'merged.pdf', Pages: 4 })]);
    const merged = (await download(answer)).bytes;
    expect((await qpdfCheck(merged)).passes).toBe(true);
    expect(await pageTexts(merged)).toEqual([...(await pageTexts((await decryptWith(secret, ENCRYPTED_PASSWORDS.user)) as Buffer)), (await pageTexts(plain))[7]]);
    expect(used).toBe(1);
  }, 60_000);

  it('encrypts, then decrypts what it encrypted, a use each', async () => {
    const h = await loginAs(t);
    const [file] = await upload(h, readCorpus(CORPUS_FILES.form));
    const encrypted = await runTool(h, 'PdfEncrypt', { file, userPassword: '1234', permissions: { print: false, copy: false, modify: false } });
    expectDone(encrypted.answer);
    const locked = (await download(encrypted.answer)).bytes;
    expect(await decryptWith(locked, '')).toBeUndefined();
    const [lockedKey] = await upload(h, locked);
    const decrypted = await runTool(h, 'PdfDecrypt', { file: lockedKey, password: '1234' });
    const plain = (await download(decrypted.answer)).bytes;
    expect((await qpdfCheck(plain)).passes).toBe(true);
    expect(await pageTexts(plain)).toEqual(await pageTexts(readCorpus(CORPUS_FILES.form)));
    expect([encrypted.used, decrypted.used]).toEqual([1, 1]);
  }, 60_000);

  it('compresses an uploaded scan to less than 60 % of its size and reports both sizes', async () => {
    const h = await loginAs(t);
    const scan = Buffer.from(await scannedPdf({ pages: 2, seed: 11 }));
    const [file] = await upload(h, scan);
    const { answer, used } = await runTool(h, 'PdfCompress', { file, level: 'recommended' });
    const data = expectDone(answer);
    const compressed = (await download(answer)).bytes;
    expect(data).toMatchObject({ InputBytes: scan.length, OutputBytes: compressed.length, InputPages: 2 });
    expect(compressed.length).toBeLessThan(scan.length * 0.6);
    expect(used).toBe(1);
  }, 60_000);

  it('fails a bad file with its reason, takes no use and stores nothing', async () => {
    const h = await loginAs(t);
    const [cut, secret, six, bombed] = await upload(h, truncated(), readCorpus(CORPUS_FILES.encrypted), readCorpus(CORPUS_FILES.text14), await bomb());
    const image = await uploadAsPage(t, h, await pngImage(), { fileType: 'png', contentType: 'image/png', name: 'photo.png' });
    const cases: { tool: PdfTool; data: unknown; reason: string }[] = [
      { tool: 'PdfSplit', data: { file: cut, mode: 'single' }, reason: 'damaged PDF' },
      { tool: 'PdfSplit', data: { file: image, mode: 'single' }, reason: 'not a PDF' },
      { tool: 'PdfSplit', data: { file: secret, mode: 'single' }, reason: 'password required' },
      { tool: 'PdfMerge', data: { files: [{ file: six, name: 'a.pdf' }, { file: secret, name: 'b.pdf' }] }, reason: 'password required' },
      { tool: 'PdfCompress', data: { file: secret, level: 'light' }, reason: 'password required' },
      { tool: 'PdfDecrypt', data: { file: secret, password: 'guess' }, reason: 'wrong password' },
      { tool: 'PdfSplit', data: { file: six, mode: 'ranges', ranges: '6-8' }, reason: 'range beyond last page' },
      { tool: 'PdfSplit', data: { file: six, mode: 'ranges', ranges: '' }, reason: 'no pages in range' },
      { tool: 'PdfCompress', data: { file: bombed, level: 'strong' }, reason: 'images too large' },
    ];
    for (const bad of cases) {
      const { answer, used, results } = await runTool(h, bad.tool, bad.data);
      const what = `${bad.tool} ${JSON.stringify(bad.data)}`;
      expect(answer.common_rsp.state, what).toBe('failed');
      expect(answer.rsp_header.reason, what).toBe(`err is ${bad.reason}`);
      expect(answer.business_data.files, what).toEqual([]);
      expect(used, what).toBe(0);
      expect(results, what).toEqual([]);
    }
  }, 120_000);

  it("refuses to work on another visitor's file before anything runs", async () => {
    const owner = await loginAs(t);
    const [file] = await upload(owner, readCorpus(CORPUS_FILES.text14));
    const stranger = await loginAs(t);
    const res = await createCall(t, stranger, { type: REQ_TYPES.PdfMerge, toolId: TOOL_IDS.PdfMerge, scene: 'pdf_merge', data: { files: [{ file, name: 'a.pdf' }, { file, name: 'b.pdf' }] } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(`no such file ${file}`);
  }, 60_000);
});
