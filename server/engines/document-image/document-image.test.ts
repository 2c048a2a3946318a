/**
 * Handwriting erasure and word restoration through the real task engine, as their screens
 * call them: the page uploaded to the hub's storage, the cloud-proxy OCR call (type 55) with
 * the tool's sub_req_type, the engine in a worker. The result image comes back in
 * business_data.files and downloads; a success takes one use, a file the engine cannot
 * read takes none (and the engines, called directly, say why for each kind of bad file).
 */
import { DOCUMENT_IMAGE_FILES, REQ_TYPES, TOOL_IDS, handwritingErasureResultSchema, wordRestoreResultSchema, type ToolTaskResponse } from '@toolhub/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TaskFailure } from '../../src/tasks/handler';
import { engineContext, recognitionInput } from '../../src/tasks/test-support/engine-context';
import { uploadAndRecognise } from '../../src/tasks/test-support/calls';
import { engineTestAppForFile, type TaskTestApp } from '../../src/tasks/test-support/harness';
import { recognise } from '../ocr/recognise';
import { badInputs } from './test-support/bad-inputs';
import { annotatedPage, photographedPage } from './test-support/documents';

let t: TaskTestApp;
engineTestAppForFile((hub) => (t = hub));

type Upload = { fileType: string; contentType: string; name: string };
const PNG: Upload = { fileType: 'png', contentType: 'image/png', name: 'page.png' };
const JPEG: Upload = { fileType: 'jpg', contentType: 'image/jpeg', name: 'photo.jpg' };

/** A new visitor uploads the image and runs the tool as its screen does (or by its own request type, `direct`). */
const run = (image: Buffer, upload: Upload, subReqType: number, { direct = false } = {}) =>
  uploadAndRecognise(t, image, { subReqType, ...(direct ? { type: subReqType, toolId: subReqType === REQ_TYPES.WordRestore ? TOOL_IDS.WordRestore : TOOL_IDS.HandwritingErasure } : {}) }, upload);

/** Downloads a result file by the URL the task answered with. */
async function download(answer: ToolTaskResponse) {
  const [file] = answer.business_data.files;
  const url = new URL(file.url);
  const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(res.statusCode).toBe(200);
  return { file, bytes: res.rawPayload };
}

describe('document images through the task engine', () => {
  it('erases the handwriting of an uploaded page and hands the page back to download, for one use', async () => {
    const page = await annotatedPage(1);
    const { answer, used } = await run(page.annotated, PNG, REQ_TYPES.HandwritingErasure);
    expect(answer.common_rsp.state, JSON.stringify(answer.rsp_header)).toBe('done');
    const data = handwritingErasureResultSchema.parse(JSON.parse(answer.business_data.data));
    expect(answer.business_data.files).toHaveLength(1);
    const { file, bytes } = await download(answer);
    expect(file.name).toBe(`${DOCUMENT_IMAGE_FILES.handwritingErased}.png`);
    const image = await sharp(bytes).metadata();
    expect([image.format, image.width, image.height]).toEqual(['png', data.Width, data.Height]);
    expect(data.ErasedPercent).toBeGreaterThan(1);
    expect(used).toBe(1);
  }, 60_000);

  it('restores an uploaded photo and hands it back as a JPEG to download, also when asked by its own request type', async () => {
    const page = await photographedPage(3, 3.2);
    for (const direct of [false, true]) {
      const { answer, used } = await run(page.photo, JPEG, REQ_TYPES.WordRestore, { direct });
      expect(answer.common_rsp.state, JSON.stringify(answer.rsp_header)).toBe('done');
      const data = wordRestoreResultSchema.parse(JSON.parse(answer.business_data.data));
      expect(Math.abs(data.SkewDegrees - 3.2)).toBeLessThanOrEqual(0.5);
      const { file, bytes } = await download(answer);
      expect(file.name).toBe(`${DOCUMENT_IMAGE_FILES.restored}.jpg`);
      const image = await sharp(bytes).metadata();
      expect([image.format, image.width, image.height]).toEqual(['jpeg', data.Width, data.Height]);
      expect(used).toBe(1);
    }
  }, 60_000);

  it('says why the engines cannot work on a broken, tiny, huge, animated or disguised file, also one the storage would refuse', async () => {
    for (const bad of await badInputs()) {
      for (const subReqType of [REQ_TYPES.HandwritingErasure, REQ_TYPES.WordRestore]) {
        const failure = await recognise(recognitionInput(subReqType), engineContext(bad.bytes)).catch((error: unknown) => error);
        expect(failure, bad.what).toBeInstanceOf(TaskFailure);
        expect((failure as TaskFailure).detail, bad.what).toBe(bad.reason);
      }
    }
  }, 60_000);

  it('answers a clear failure, with no file and no use taken, for a truncated JPEG, a 1x1 image and an animation', async () => {
    for (const bad of (await badInputs()).filter((input) => input.upload)) {
      for (const subReqType of [REQ_TYPES.HandwritingErasure, REQ_TYPES.WordRestore]) {
        const { answer, used } = await run(bad.bytes, bad.upload as Upload, subReqType);
        expect(answer.common_rsp.state, bad.what).toBe('failed');
        expect(answer.rsp_header.reason, bad.what).toBe(`err is ${bad.reason}`);
        expect(answer.business_data.files, bad.what).toEqual([]);
        expect(used, bad.what).toBe(0);
      }
    }
  }, 60_000);
});
