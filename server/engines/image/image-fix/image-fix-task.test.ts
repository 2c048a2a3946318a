/**
 * Image fix through the real task engine, as its screen calls it: a photo uploaded to the
 * hub's storage, a task of the family's type under the tool's scene, the network in a worker
 * thread, the result downloaded by its URL. The tool is charged (its catalog entry): a
 * visitor logs in, a result takes one use, a refusal none. Needs the image remote's catalog
 * (remotes/image built) to list the tool.
 */
import { IMAGE_EFFECT_SCENES, IMAGE_EFFECT_TYPES, imageEffectResultSchema, type ImageFixInput } from '@toolhub/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createCall, created, leftUses, untilEnded, uploadAsPage } from '../../../src/tasks/test-support/calls';
import { engineTestAppForFile, type TaskTestApp } from '../../../src/tasks/test-support/harness';
import { loginAs, sessionHeaders } from '../../../src/test-support';
import { sharpOfPicture } from '../picture';
import { bicubic, original } from './test-support/quality';

let t: TaskTestApp;
engineTestAppForFile((hub) => (t = hub));

const scene = IMAGE_EFFECT_SCENES.ImageFix;
const fixTask = (data: ImageFixInput) => ({ type: IMAGE_EFFECT_TYPES.ImageFix, data, scene });

describe('image fix task', () => {
  it('gives a logged-in visitor the photo twice as large, named after the upload, for one use', async () => {
    const user = await loginAs(t);
    const chelsea = await original('chelsea', 2);
    const upload = await sharpOfPicture(await bicubic(chelsea, 225, 150)).png().toBuffer();
    const key = await uploadAsPage(t, user, upload, { name: '猫.png' });
    const before = await leftUses(t, user, scene);
    const task = await created(t, user, fixTask({ file: key, name: '猫.png', scale: 2, denoise: false }));
    const answer = await untilEnded(t, user, task.common_rsp.task_id);
    expect(answer.common_rsp.state, JSON.stringify(answer.rsp_header)).toBe('done');
    expect(imageEffectResultSchema.parse(JSON.parse(answer.business_data.data))).toEqual({ Engine: 'esrgan', InputWidth: 225, InputHeight: 150, Width: 450, Height: 300 });
    const [file] = answer.business_data.files;
    expect(file.name).toBe('猫-fixed.png');
    const { pathname, search } = new URL(file.url);
    const res = await t.app.inject({ method: 'GET', url: `${pathname}${search}` });
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 450, height: 300 });
    expect(await leftUses(t, user, scene)).toBe(before - 1);
  }, 90_000);

  it('refuses a 4× past the output bound as "image too large", for no use', async () => {
    const user = await loginAs(t);
    const large = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#6a8caf' } }).jpeg().toBuffer();
    const key = await uploadAsPage(t, user, large, { fileType: 'jpg', contentType: 'image/jpeg', name: 'wide.jpg' });
    const before = await leftUses(t, user, scene);
    const task = await created(t, user, fixTask({ file: key, name: 'wide.jpg', scale: 4, denoise: false }));
    const answer = await untilEnded(t, user, task.common_rsp.task_id);
    expect(answer.common_rsp.state).toBe('failed');
    expect(answer.rsp_header.reason).toBe('err is image too large');
    expect(await leftUses(t, user, scene)).toBe(before);
  }, 90_000);

  it('asks an anonymous visitor to log in', async () => {
    const anonymous = await sessionHeaders(t.app);
    const res = await createCall(t, anonymous, fixTask({ file: 'uploads/x/1.png', name: 'a.png', scale: 2, denoise: true }));
    expect(res.statusCode, res.body).toBe(403);
    expect(res.body).toBe('1101,请登录后使用');
  });
});
