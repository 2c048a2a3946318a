/**
 * Text removal through the real task engine, as its screen calls it: a captioned photo
 * uploaded to the hub's storage, a task of the family's type, the detector and the fill in a
 * worker thread, the result downloaded — and a photo without text failing with `no text found`
 * for no use. Needs the image remote's catalog (remotes/image built) to list the tool.
 */
import path from 'node:path';
import { IMAGE_EFFECT_SCENES, IMAGE_EFFECT_TYPES, imageEffectResultSchema } from '@toolhub/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { created, leftUses, untilEnded, uploadAsPage } from '../../../src/tasks/test-support/calls';
import { engineTestAppForFile, type TaskTestApp } from '../../../src/tasks/test-support/harness';
import { sessionHeaders } from '../../../src/test-support';
import { captionedPhoto } from './test-support/captioned-photo';

const PHOTOS = path.join(import.meta.dirname, '../../image-recognition/test-data');
const scene = IMAGE_EFFECT_SCENES.TextRemoval;

let t: TaskTestApp;
engineTestAppForFile((hub) => (t = hub));

async function removal(h: Record<string, string>, jpeg: Buffer, name: string) {
  const before = await leftUses(t, h, scene);
  const key = await uploadAsPage(t, h, jpeg, { fileType: 'jpg', contentType: 'image/jpeg', name });
  const task = await created(t, h, { type: IMAGE_EFFECT_TYPES.TextRemoval, data: { file: key, name }, scene });
  const answer = await untilEnded(t, h, task.common_rsp.task_id);
  return { answer, used: before - (await leftUses(t, h, scene)) };
}

describe('text removal task', () => {
  it('removes the caption of an uploaded photo and gives it back, named after it, for one use', async () => {
    const h = await sessionHeaders(t.app);
    const photo = await captionedPhoto(path.join(PHOTOS, 'coffee-cup.jpg'), [{ text: '周末咖啡时光 Coffee Time', x: 0.08, y: 0.9, size: 40, look: 'subtitle' }], { width: 600, height: 400 });
    const { answer, used } = await removal(h, photo.jpeg, '咖啡.jpg');
    expect(answer.common_rsp.state, JSON.stringify(answer.rsp_header)).toBe('done');
    const result = imageEffectResultSchema.parse(JSON.parse(answer.business_data.data));
    expect(result).toMatchObject({ Engine: 'detector-inpaint', Width: 600, Height: 400 });
    expect(result.Found).toBeGreaterThanOrEqual(1);
    const [file] = answer.business_data.files;
    expect(file.name).toBe('咖啡-no-text.jpg');
    const { pathname, search } = new URL(file.url);
    const res = await t.app.inject({ method: 'GET', url: `${pathname}${search}` });
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 400 });
    expect(used).toBe(1);
  }, 60_000);

  it('answers "no text found" for a photo without text, for no use', async () => {
    const h = await sessionHeaders(t.app);
    const cat = await sharp(path.join(PHOTOS, 'cat.jpg')).jpeg({ quality: 60 }).toBuffer();
    const { answer, used } = await removal(h, cat, 'cat.jpg');
    expect(answer.common_rsp.state).toBe('failed');
    expect(answer.rsp_header.reason).toBe('err is no text found');
    expect(used).toBe(0);
  }, 60_000);
});
