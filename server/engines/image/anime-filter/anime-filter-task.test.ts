/**
 * The anime filter through the real task engine, as its screen calls it: a photo uploaded to
 * the hub's storage, a task of the family's type, the filter in a worker thread, the result
 * downloaded by its URL — named after the upload, the same size, in the upload's format.
 * Needs the image remote's catalog (remotes/image built) to list the tool.
 */
import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_EFFECT_SCENES, IMAGE_EFFECT_TYPES, imageEffectResultSchema } from '@toolhub/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { created, untilEnded, uploadAsPage } from '../../../src/tasks/test-support/calls';
import { engineTestAppForFile, type TaskTestApp } from '../../../src/tasks/test-support/harness';
import { sessionHeaders } from '../../../src/test-support';

const CAT = fs.readFileSync(path.join(import.meta.dirname, '../../image-recognition/test-data/cat.jpg'));

let t: TaskTestApp;
engineTestAppForFile((hub) => (t = hub));

describe('anime filter task', () => {
  it('turns an uploaded JPEG into a comic panel of the same size, named after it', async () => {
    const h = await sessionHeaders(t.app);
    const key = await uploadAsPage(t, h, CAT, { fileType: 'jpg', contentType: 'image/jpeg', name: '猫.jpg' });
    const task = await created(t, h, { type: IMAGE_EFFECT_TYPES.AnimeFilter, data: { file: key, name: '猫.jpg', style: 'comic' }, scene: IMAGE_EFFECT_SCENES.AnimeFilter });
    const answer = await untilEnded(t, h, task.common_rsp.task_id);
    expect(answer.common_rsp.state, JSON.stringify(answer.rsp_header)).toBe('done');
    expect(imageEffectResultSchema.parse(JSON.parse(answer.business_data.data))).toEqual({ Engine: 'stylisation', InputWidth: 451, InputHeight: 300, Width: 451, Height: 300 });
    const [file] = answer.business_data.files;
    expect(file.name).toBe('猫-anime.jpg');
    const { pathname, search } = new URL(file.url);
    const res = await t.app.inject({ method: 'GET', url: `${pathname}${search}` });
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 451, height: 300 });
  }, 60_000);
});
