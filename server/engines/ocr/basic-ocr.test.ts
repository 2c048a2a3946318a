/**
 * Basic text recognition through the real task engine, as a recognition screen calls it:
 * a page uploaded to the hub's storage, the cloud-proxy OCR call (type 55, sub type 15),
 * PP-OCRv4 in a worker. Uses are consumed only by a reading that found text.
 */
import { FILE_TOO_LARGE, FILE_TYPE_MISMATCH, REQ_TYPES, textRecognitionResultSchema, type TextRecognitionResult } from '@toolhub/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionHeaders } from '../../src/test-support';
import { leftUses, queried, uploadAndRecognise, uploadPageCall, type UploadOptions } from '../../src/tasks/test-support/calls';
import { startTaskTestApp, type TaskTestApp } from '../../src/tasks/test-support/harness';
import { characterErrorRate, printedPage } from './test-support/pages';

const LINES = ['文字识别测试：今天天气很好，适合出门散步。', 'The quick brown fox jumps over 13 lazy dogs.', '发票号码 12345678 金额 ¥1,234.56'];

let t: TaskTestApp;
beforeAll(async () => {
  t = await startTaskTestApp({ tasks: { syncWaitMs: 60_000 } });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A new visitor uploads the image and makes the cloud-proxy OCR call; the ended task and the uses it took. */
async function recognise(image: Buffer, upload: UploadOptions = {}) {
  const { answer, used, h, taskId } = await uploadAndRecognise(t, image, { subReqType: REQ_TYPES.BasicOcr }, upload);
  return { answer, used, again: () => queried(t, h, taskId) };
}

const textOf = (result: TextRecognitionResult) => result.TextDetections.map((d) => d.DetectedText).join('\n');

describe('basic text recognition', () => {
  it('reads a printed Chinese and English page within 2 % character errors, with boxes on the lines, for one use', async () => {
    const { answer, used } = await recognise(await printedPage(LINES));
    expect(answer.common_rsp.state, JSON.stringify(answer.rsp_header)).toBe('done');
    const result = textRecognitionResultSchema.parse(JSON.parse(answer.business_data.data));
    expect(characterErrorRate(textOf(result), LINES.join('\n'))).toBeLessThanOrEqual(0.02);
    expect(result.TextDetections).toHaveLength(3);
    // Each line's box sits where it was drawn (baseline at 120 + 88 i, 40 px text).
    result.TextDetections.forEach((line, i) => {
      const ys = line.Polygon.map((p) => p.Y);
      expect(Math.min(...ys)).toBeGreaterThan(120 + 88 * i - 50);
      expect(Math.max(...ys)).toBeLessThan(120 + 88 * i + 20);
      expect(line.Confidence).toBeGreaterThan(80);
    });
    expect(used).toBe(1);
  }, 60_000);

  it('reads a page photographed on its side, with the boxes in the uploaded image', async () => {
    const upright = await printedPage(LINES);
    const turned = await sharp(upright).rotate(90).png().toBuffer();
    const { answer } = await recognise(turned);
    expect(answer.common_rsp.state, JSON.stringify(answer.rsp_header)).toBe('done');
    const result = textRecognitionResultSchema.parse(JSON.parse(answer.business_data.data));
    expect(characterErrorRate(textOf(result), LINES.join('\n'))).toBeLessThanOrEqual(0.02);
    // Turned clockwise, the first line runs down the right-hand side: x near 1000 - 120.
    const firstXs = result.TextDetections[0].Polygon.map((p) => p.X);
    expect(Math.min(...firstXs)).toBeGreaterThan(800);
    expect(Math.max(...firstXs)).toBeLessThanOrEqual(1000);
  }, 60_000);

  it('answers a clear failure and consumes nothing for a truncated image, an empty page, a 1x1 image and an animation', async () => {
    const jpeg = await sharp(await printedPage(LINES)).jpeg().toBuffer();
    const page = await printedPage(LINES);
    const frame = (color: string) => sharp({ create: { width: 40, height: 40, channels: 3, background: color } });
    const gif = await sharp([await frame('#f00').png().toBuffer(), await frame('#00f').png().toBuffer()], { join: { animated: true } }).gif().toBuffer();
    const cases = [
      { what: 'truncated', image: page.subarray(0, Math.floor(page.length / 2)), reason: 'err is error reading file' },
      { what: 'truncated JPEG', image: jpeg.subarray(0, Math.floor(jpeg.length / 2)), reason: 'err is error reading file', upload: { fileType: 'jpg', contentType: 'image/jpeg', name: 'a.jpg' } },
      { what: 'empty page', image: await printedPage([]), reason: 'err is no text recognised' },
      { what: '1x1', image: await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } }).png().toBuffer(), reason: 'err is no text recognised' },
      { what: 'animation', image: gif, reason: 'err is error reading file', upload: { fileType: 'gif', contentType: 'image/gif', name: 'a.gif' } },
    ];
    for (const c of cases) {
      const { answer, used } = await recognise(c.image, c.upload);
      expect(answer.common_rsp.state, c.what).toBe('failed');
      expect(answer.rsp_header.reason, c.what).toBe(c.reason);
      expect(used, c.what).toBe(0);
    }
  }, 120_000);

  it('refuses a 20,000 x 20,000 PNG and a PDF named .png at the upload, with a clear message, and consumes nothing', async () => {
    const h = await sessionHeaders(t.app);
    const scene = 'basic_ocr';
    const before = await leftUses(t, h, scene);
    // 400 megapixels of white: a small file, a canvas far over the hub's limit.
    const huge = await sharp({ create: { width: 20_000, height: 20_000, channels: 3, background: '#fff' }, limitInputPixels: false }).greyscale().png({ compressionLevel: 9 }).toBuffer();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    for (const [what, file, message] of [['20000x20000', huge, FILE_TOO_LARGE], ['pdf as png', pdf, FILE_TYPE_MISMATCH]] as const) {
      const res = await uploadPageCall(t, h, file);
      expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(res.body, what).toContain(message);
    }
    expect(await leftUses(t, h, scene)).toBe(before);
  }, 60_000);
});
