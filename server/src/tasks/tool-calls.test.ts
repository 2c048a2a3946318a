/**
 * The spec's `/cgi-bin/tools/<name>` calls of the image family (spec §7 "Tools"), as a caller
 * of the plain API uses them — and as one who tries to break them: the route only names the
 * request type, the tool and its quota come from the catalog, someone else's upload is not
 * read, and a failed run costs nothing. Runs the real anime filter (a classical filter, fast)
 * in the task engine; needs remotes/image built, whose catalog lists the tool.
 */
import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_EFFECT_SCENES, IMAGE_TOOL_CALLS, imageEffectResultSchema, taskViewResponseSchema, type TaskView } from '@toolhub/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { getCall, postCall } from '../equity/test-support/calls';
import { sessionHeaders } from '../test-support';
import { leftUses, uploadAsPage } from './test-support/calls';
import { engineTestAppForFile, type TaskTestApp } from './test-support/harness';

const CAT = fs.readFileSync(path.join(import.meta.dirname, '../../engines/image-recognition/test-data/cat.jpg'));
const scene = IMAGE_EFFECT_SCENES.AnimeFilter;

let t: TaskTestApp;
engineTestAppForFile((hub) => (t = hub));

type Headers = Awaited<ReturnType<typeof sessionHeaders>>;

/** Reads the task at the call's own path until it has ended. */
async function ended(h: Headers, call: string, taskId: string): Promise<TaskView> {
  for (let pause = 20; ; pause = Math.min(200, pause * 2)) {
    const res = await getCall(t, h, `/cgi-bin/tools/${call}?task_id=${taskId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = taskViewResponseSchema.parse(res.json());
    if (data.state === 'done' || data.state === 'failed') return data;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

describe('/cgi-bin/tools/<name>', () => {
  it('names a route for each image effect the spec lists', () => {
    expect(Object.keys(IMAGE_TOOL_CALLS).sort()).toEqual(['anime_filter', 'face', 'hs', 'is', 'text_removal']);
  });

  it('runs the anime filter from its input as JSON, read back at the same path, one use taken', async () => {
    const h = await sessionHeaders(t.app);
    const file = await uploadAsPage(t, h, CAT, { fileType: 'jpg', contentType: 'image/jpeg', name: '猫.jpg' });
    const before = await leftUses(t, h, scene);
    const res = await postCall(t, h, '/cgi-bin/tools/anime_filter', { file, name: '猫.jpg', style: 'pencil' });
    expect(res.statusCode, res.body).toBe(200);
    const { data: view } = taskViewResponseSchema.parse(res.json());
    const done = await ended(h, 'anime_filter', view.task_id);
    expect(done.state, JSON.stringify(done)).toBe('done');
    expect(imageEffectResultSchema.parse(JSON.parse(done.result ?? '{}'))).toMatchObject({ Engine: 'stylisation', Width: 451, Height: 300 });
    expect(done.files.map((made) => made.name)).toEqual(['猫-anime.jpg']);
    const { pathname, search } = new URL(done.files[0].url);
    const image = await t.app.inject({ method: 'GET', url: `${pathname}${search}` });
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 451, height: 300 });
    expect(await leftUses(t, h, scene)).toBe(before - 1);
  }, 60_000);

  it("waits for the result when asked (is_async false), and never reads another visitor's upload", async () => {
    const owner = await sessionHeaders(t.app);
    const file = await uploadAsPage(t, owner, CAT, { fileType: 'jpg', contentType: 'image/jpeg', name: 'cat.jpg' });
    const waited = await postCall(t, owner, '/cgi-bin/tools/anime_filter', { file, name: 'cat.jpg', style: 'cel', is_async: false });
    expect(taskViewResponseSchema.parse(waited.json()).data.state).toBe('done');

    const stranger = await sessionHeaders(t.app);
    const before = await leftUses(t, stranger, scene);
    const stolen = await postCall(t, stranger, '/cgi-bin/tools/anime_filter', { file, name: 'cat.jpg', style: 'cel' });
    expect(stolen.statusCode).toBeGreaterThanOrEqual(400);
    expect(await leftUses(t, stranger, scene)).toBe(before);
  }, 60_000);

  it('refuses a bad input without charging, and knows no made-up call', async () => {
    const h = await sessionHeaders(t.app);
    const file = await uploadAsPage(t, h, CAT, { fileType: 'jpg', contentType: 'image/jpeg', name: 'cat.jpg' });
    const before = await leftUses(t, h, scene);
    // A style the filter does not have; and a scene of a charged tool, which the route ignores.
    const res = await postCall(t, h, '/cgi-bin/tools/anime_filter', { file, name: 'cat.jpg', style: 'oil', scene: 'ai_art' });
    const failed = await ended(h, 'anime_filter', taskViewResponseSchema.parse(res.json()).data.task_id);
    expect(failed).toMatchObject({ state: 'failed', error_code: 1300, reason: 'err is the anime filter request is not valid', files: [] });
    expect(await leftUses(t, h, scene)).toBe(before);

    expect((await postCall(t, h, '/cgi-bin/tools/anime_filter', { file, name: 'cat.jpg', style: 'cel', is_async: 'yes' })).statusCode).toBe(400);
    expect((await postCall(t, h, '/cgi-bin/tools/ai_art', { prompt: 'moon', style: 'ink' })).statusCode).toBe(404);
  }, 60_000);
});
