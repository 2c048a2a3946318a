/**
 * Image recognition through the real task engine, as its screen calls it: a photo uploaded to
 * the hub's storage, the cloud-proxy OCR call (type 55) with the tool's scene
 * `image_recognize` and sub_req_type 0, the detector in a worker. A use is consumed only by a
 * recognition that found something.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SCENE_RECOGNITIONS, cosCredentialResponseSchema, imageRecognitionResultSchema } from '@toolhub/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { postCall } from '../../src/equity/test-support/calls';
import { upload2CosFieldsOf } from '../../src/storage/test-support/client';
import { sessionHeaders } from '../../src/test-support';
import { leftUses, recognitionCall, uploadAsPage } from '../../src/tasks/test-support/calls';
import { engineTestAppForFile, type TaskTestApp } from '../../src/tasks/test-support/harness';

const { scene, subReqType } = SCENE_RECOGNITIONS.imageRecognize;
const CAT = fs.readFileSync(path.join(import.meta.dirname, 'test-data', 'cat.jpg'));
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

let t: TaskTestApp;
engineTestAppForFile((hub) => (t = hub));

/** The screen's call on an uploaded object: the ended task and the uses it took. */
const recogniseObject = (h: Record<string, string>, key: string) => recognitionCall(t, h, key, { subReqType, scene });

describe('image recognition task', () => {
  it('labels the cat in a photo, with its box in the photo, for one use', async () => {
    const h = await sessionHeaders(t.app);
    const key = await uploadAsPage(t, h, CAT, { fileType: 'jpg', contentType: 'image/jpeg', name: 'cat.jpg' });
    const { answer, used } = await recogniseObject(h, key);
    expect(answer.common_rsp.state, JSON.stringify(answer.rsp_header)).toBe('done');
    const { Labels } = imageRecognitionResultSchema.parse(JSON.parse(answer.business_data.data));
    expect(Labels[0]).toMatchObject({ Name: 'cat' });
    expect(Labels[0].Confidence).toBeGreaterThan(40);
    // The cat fills the 451 × 300 photo.
    expect(Labels[0].Box.Width).toBeGreaterThan(350);
    expect(Labels[0].Box.X + Labels[0].Box.Width).toBeLessThanOrEqual(451);
    expect(used).toBe(1);
  }, 60_000);

  it('answers "no object recognised" for a photo of nothing it knows, for no use', async () => {
    const h = await sessionHeaders(t.app);
    const sky = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8fb3d9' } }).jpeg().toBuffer();
    const key = await uploadAsPage(t, h, sky, { fileType: 'jpg', contentType: 'image/jpeg', name: 'sky.jpg' });
    const { answer, used } = await recogniseObject(h, key);
    expect(answer.common_rsp.state).toBe('failed');
    expect(answer.rsp_header.reason).toBe('err is no object recognised');
    expect(used).toBe(0);
  }, 60_000);

  it('takes no use for a PDF renamed .png: storage refuses it as an image, and the engine cannot read it as one', async () => {
    const h = await sessionHeaders(t.app);
    const before = await leftUses(t, h, scene);
    // As the page uploads a .png: the store reads the bytes, not the name.
    const credential = cosCredentialResponseSchema.parse((await postCall(t, h, '/api/getcoscredential', { fileType: 'png' })).json()).data;
    const form = new FormData();
    for (const [field, value] of Object.entries(upload2CosFieldsOf(credential))) form.append(field, value);
    form.append('file', new Blob([new Uint8Array(PDF)], { type: 'image/png' }), 'scan.png');
    const encoded = new Response(form);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/pdfconvert/upload2cos',
      headers: { ...h, 'content-type': encoded.headers.get('content-type') as string },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(refused.statusCode).not.toBe(200);

    // Stored as the PDF it is, then asked for as the photo: a read failure.
    const key = await uploadAsPage(t, h, PDF, { fileType: 'pdf', contentType: 'application/pdf', name: 'scan.png' });
    const { answer, used } = await recogniseObject(h, key);
    expect(answer.common_rsp.state).toBe('failed');
    expect(answer.rsp_header.reason).toBe('err is error reading file');
    expect(used).toBe(0);
    expect(await leftUses(t, h, scene)).toBe(before);
  }, 60_000);
});
