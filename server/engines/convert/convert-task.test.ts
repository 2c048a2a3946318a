/**
 * The conversions through the real task engine, as the PDF screens call them: the file
 * uploaded to the hub's storage, `/api/pdfconvert/createPdfTask` with a conversion type, the
 * engine in a worker, the result downloaded by its URL. A success takes one use of the
 * scene; a file the engine cannot convert takes none and leaves no result object behind.
 */
import { CONTENT_TYPE_OF_FILE_TYPE, CONVERT_TYPES, FILE_TOO_LARGE, FILE_TYPE_MISMATCH, pdfResultSchema, taskViewResponseSchema, type TaskView } from '@toolhub/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { postCall } from '../../src/equity/test-support/calls';
import { createRegistry } from '../../src/tasks/registry';
import { leftUses, sceneOfType, uploadAsPage, uploadPageCall, type UploadOptions } from '../../src/tasks/test-support/calls';
import { engineTestAppForFile, type TaskTestApp } from '../../src/tasks/test-support/harness';
import { loginAs } from '../../src/test-support';
import { hugePng } from './test-support/documents';
import { CHINESE_PAGES, blankPdf, docxUpload, encryptedPdf, passesQpdfCheck, pdfFonts, pdfText, squeezed } from './test-support/runs';
import { zip } from '../files/zip';

type Headers = Record<string, string>;

let t: TaskTestApp;
engineTestAppForFile((hub) => (t = hub));

const upload = (name: string): UploadOptions => {
  const fileType = name.split('.').pop() as keyof typeof CONTENT_TYPE_OF_FILE_TYPE;
  return { fileType, contentType: CONTENT_TYPE_OF_FILE_TYPE[fileType], name };
};

/** Creates the conversion as the screen does and waits for its end: the task, and the uses it took. */
async function converted(h: Headers, type: number, data: unknown) {
  const scene = await sceneOfType(t, type);
  const before = await leftUses(t, h, scene);
  const res = await postCall(t, h, '/api/pdfconvert/createPdfTask', { type, tool_id: 9100, scene, data: JSON.stringify(data), is_async: false });
  expect(res.statusCode, res.body).toBe(200);
  let view: TaskView = taskViewResponseSchema.parse(res.json()).data;
  for (let i = 0; i < 600 && view.state !== 'done' && view.state !== 'failed'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    view = taskViewResponseSchema.parse((await postCall(t, h, '/api/pdfconvert/queryPdfTask', { task_id: view.task_id })).json()).data;
  }
  return { view, used: before - (await leftUses(t, h, scene)) };
}

async function download(url: string) {
  const { pathname, search } = new URL(url);
  const res = await t.app.inject({ method: 'GET', url: `${pathname}${search}` });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** Result objects the task left in storage. */
const resultObjectsOf = (taskId: string) => t.db.selectFrom('stored_object').select('key').where('key', 'like', `results/${taskId}/%`).execute();

describe('conversions through the task engine', () => {
  it('registers the five conversions under their CONVERT_TYPES, each taking a use', () => {
    const registry = createRegistry();
    for (const [tool, type] of Object.entries(CONVERT_TYPES)) expect(registry.lookup(type)).toMatchObject({ kind: 'ready', spec: { name: tool, metered: true } });
  });

  it('converts an uploaded Word document with Chinese text to a PDF to download, for one use', async () => {
    const h = await loginAs(t);
    const docx = docxUpload();
    const key = await uploadAsPage(t, h, docx.bytes, upload('中文文档.docx'));
    const { view, used } = await converted(h, CONVERT_TYPES.OfficeToPdf, { files: [{ file: key, name: '中文文档.docx' }] });
    expect(view.state, view.reason).toBe('done');
    const result = pdfResultSchema.parse(JSON.parse(view.result ?? 'null'));
    expect(view.files.map((file) => file.name)).toEqual(['中文文档.pdf']);
    const pdf = await download(view.files[0].url);
    expect(result.Files).toEqual([{ Name: '中文文档.pdf', Bytes: pdf.length, Pages: 2 }]);
    const text = squeezed(pdfText(pdf));
    for (const line of CHINESE_PAGES.flat()) expect(text).toContain(squeezed(line));
    expect(pdfFonts(pdf).some((font) => /NotoSerifCJK/.test(font.name))).toBe(true);
    expect(passesQpdfCheck(pdf)).toBe(true);
    expect(used).toBe(1);
  }, 60_000);

  it('turns the pages of an uploaded PDF into text and into a ZIP of pictures, with its password', async () => {
    const h = await loginAs(t);
    const office = await converted(h, CONVERT_TYPES.OfficeToPdf, { files: [{ file: await uploadAsPage(t, h, docxUpload().bytes, upload('a.docx')), name: 'a.docx' }] });
    const pdf = encryptedPdf(await download(office.view.files[0].url), '口令');
    const key = await uploadAsPage(t, h, pdf, upload('锁定.pdf'));
    const files = [{ file: key, name: '锁定.pdf' }];
    const text = await converted(h, CONVERT_TYPES.PdfToText, { files, password: '口令' });
    expect(text.view.state, text.view.reason).toBe('done');
    expect(squeezed((await download(text.view.files[0].url)).toString('utf8'))).toContain(squeezed(CHINESE_PAGES[1][0]));
    const images = await converted(h, CONVERT_TYPES.PdfToImages, { files, password: '口令', imageFormat: 'jpeg' });
    expect(images.view.files.map((file) => file.name)).toEqual(['锁定.zip']);
    expect(pdfResultSchema.parse(JSON.parse(images.view.result ?? 'null')).Files.map((file) => file.Name)).toEqual(['锁定-1.jpg', '锁定-2.jpg']);
    expect([text.used, images.used]).toEqual([1, 1]);
  }, 60_000);

  it('puts uploaded images into one PDF, for one use', async () => {
    const h = await loginAs(t);
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c33' } }).jpeg().toBuffer();
    const files = [
      { file: await uploadAsPage(t, h, photo, upload('第一张.jpg')), name: '第一张.jpg' },
      { file: await uploadAsPage(t, h, await sharp(photo).png().toBuffer(), upload('second.png')), name: 'second.png' },
    ];
    const { view, used } = await converted(h, CONVERT_TYPES.ImagesToPdf, { files });
    expect(view.state, view.reason).toBe('done');
    expect(pdfResultSchema.parse(JSON.parse(view.result ?? 'null')).Files).toMatchObject([{ Name: '第一张.pdf', Pages: 2 }]);
    expect(passesQpdfCheck(await download(view.files[0].url))).toBe(true);
    expect(used).toBe(1);
  }, 60_000);

  it('fails clearly, takes no use and leaves no result behind for a ZIP named .docx and a locked PDF without or with a wrong password', async () => {
    const h = await loginAs(t);
    const notADocument = zip([{ name: 'photo.txt', bytes: Buffer.from('holiday') }]);
    const locked = encryptedPdf(await blankPdf(1), 'secret');
    const cases = [
      { what: 'zip as docx', type: CONVERT_TYPES.OfficeToPdf, bytes: notADocument, name: 'bad.docx', password: undefined, reason: 'err is cannot convert this file' },
      { what: 'no password', type: CONVERT_TYPES.PdfToText, bytes: locked, name: 'locked.pdf', password: undefined, reason: 'err is password required' },
      { what: 'wrong password', type: CONVERT_TYPES.PdfToWord, bytes: locked, name: 'locked.pdf', password: 'guess', reason: 'err is wrong password' },
    ];
    for (const c of cases) {
      const key = await uploadAsPage(t, h, c.bytes, upload(c.name));
      const { view, used } = await converted(h, c.type, { files: [{ file: key, name: c.name }], password: c.password });
      expect([view.state, view.reason], c.what).toEqual(['failed', c.reason]);
      expect(view.files, c.what).toEqual([]);
      expect(await resultObjectsOf(view.task_id), c.what).toEqual([]);
      expect(used, c.what).toBe(0);
    }
  }, 60_000);

  it("refuses at upload a PDF named .docx, an image over the pixel limit and an office file over the size limit; and a task on another visitor's file", async () => {
    const h = await loginAs(t);
    const pdf = await blankPdf(1);
    const docx = docxUpload().bytes;
    const oversized = Buffer.concat([docx, Buffer.alloc(50 * 1024 * 1024 + 1 - docx.length)]);
    for (const [what, bytes, name, message] of [
      ['pdf as docx', pdf, 'x.docx', FILE_TYPE_MISMATCH],
      ['20000x20000 png', hugePng(), 'x.png', FILE_TOO_LARGE],
      ['51 MB docx', oversized, 'x.docx', FILE_TOO_LARGE],
    ] as const) {
      const res = await uploadPageCall(t, h, bytes, upload(name));
      expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(res.body, what).toContain(message);
    }
    const key = await uploadAsPage(t, h, docx, upload('mine.docx'));
    const stranger = await loginAs(t);
    const scene = await sceneOfType(t, CONVERT_TYPES.OfficeToPdf);
    const before = await leftUses(t, stranger, scene);
    const res = await postCall(t, stranger, '/api/pdfconvert/createPdfTask', {
      type: CONVERT_TYPES.OfficeToPdf,
      tool_id: 9100,
      scene,
      data: JSON.stringify({ files: [{ file: key, name: 'mine.docx' }] }),
      is_async: false,
    });
    expect(res.statusCode).toBe(404);
    expect(await leftUses(t, stranger, scene)).toBe(before);
  }, 60_000);
});
