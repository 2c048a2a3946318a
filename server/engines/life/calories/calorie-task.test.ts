/**
 * The calorie estimate through the real task engine, as its screen and the spec's calls use it:
 * a logged-in visitor's photo uploaded to the hub's storage, the estimate in a worker thread (NanoDet looking at
 * the photo), one use taken; a wrong food or portion fails clearly and takes nothing. The thin
 * `/cgi-bin/tools/calories` and `food_calories` routes run the same task. Needs remotes/life
 * built, whose catalog lists the tool.
 */
import fs from 'node:fs';
import { LIFE_SCENES, LIFE_TYPES, taskViewResponseSchema, type CalorieEstimateResult, type TaskView } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { getCall, postCall } from '../../../src/equity/test-support/calls';
import { created, leftUses, untilEnded, uploadAsPage } from '../../../src/tasks/test-support/calls';
import { engineTestAppForFile, type TaskTestApp } from '../../../src/tasks/test-support/harness';
import { loginAs } from '../../../src/test-support';

const FRUITS = fs.readFileSync(new URL('../test-data/fruits.jpg', import.meta.url));
const scene = LIFE_SCENES.CalorieEstimate;

let t: TaskTestApp;
engineTestAppForFile((hub) => (t = hub));

type Headers = Awaited<ReturnType<typeof loginAs>>;

async function estimateAsScreen(h: Headers, data: unknown) {
  const task = await created(t, h, { type: LIFE_TYPES.CalorieEstimate, data, scene, toolId: 141 });
  return untilEnded(t, h, task.common_rsp.task_id);
}

async function endedAt(h: Headers, call: string, taskId: string): Promise<TaskView> {
  for (let pause = 20; ; pause = Math.min(200, pause * 2)) {
    const { data } = taskViewResponseSchema.parse((await getCall(t, h, `/cgi-bin/tools/${call}?task_id=${taskId}`)).json());
    if (data.state === 'done' || data.state === 'failed') return data;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

describe('calorie estimate task', () => {
  it('suggests the fruit in an uploaded photo and adds up the chosen foods, for one use', async () => {
    const h = await loginAs(t);
    const photo = await uploadAsPage(t, h, FRUITS, { fileType: 'jpg', contentType: 'image/jpeg', name: 'fruits.jpg' });
    const before = await leftUses(t, h, scene);
    const answer = await estimateAsScreen(h, { photo, items: [{ food: 'orange', measure: 'piece', count: 2 }, { food: 'banana', grams: 100 }] });
    expect(answer.common_rsp.state, JSON.stringify(answer.rsp_header)).toBe('done');
    const result = JSON.parse(answer.business_data.data) as CalorieEstimateResult;
    expect(result.PhotoEngine).toBe('nanodet-coco');
    expect(result.Suggestions?.map((s) => s.Food)).toContain('orange');
    // 300 g orange at 48 kcal and 100 g banana at 93 (China Food Composition Tables).
    expect(result.Items.map((i) => [i.Food, i.Grams, i.Kcal, i.Source])).toEqual([
      ['orange', 300, 144, 'CFCT6'],
      ['banana', 100, 93, 'CFCT6'],
    ]);
    expect(result.Total).toEqual({ Grams: 400, Kcal: 237, Protein: 3.8, Fat: 0.8, Carbohydrate: 55.3 });
    expect(await leftUses(t, h, scene)).toBe(before - 1);
  }, 60_000);

  it('fails an unknown food or a negative portion clearly, taking nothing', async () => {
    const h = await loginAs(t);
    const before = await leftUses(t, h, scene);
    const unknown = await estimateAsScreen(h, { items: [{ food: 'unicorn-steak', grams: 100 }] });
    expect(unknown.common_rsp.state).toBe('failed');
    expect(unknown.rsp_header.reason).toContain('unknown food');
    const negative = await estimateAsScreen(h, { items: [{ food: 'egg', grams: -50 }] });
    expect(negative.common_rsp.state).toBe('failed');
    expect(negative.rsp_header.reason).toContain('invalid request');
    expect(await leftUses(t, h, scene)).toBe(before);
  }, 60_000);

  it('answers the spec’s calories and food_calories calls with the same estimate', async () => {
    const h = await loginAs(t);
    for (const call of ['calories', 'food_calories']) {
      const res = await postCall(t, h, `/cgi-bin/tools/${call}`, { items: [{ food: 'rice-cooked', measure: 'bowl', count: 1 }] });
      expect(res.statusCode, res.body).toBe(200);
      const done = await endedAt(h, call, taskViewResponseSchema.parse(res.json()).data.task_id);
      expect(done.state, JSON.stringify(done)).toBe('done');
      expect((JSON.parse(done.result ?? '{}') as CalorieEstimateResult).Total).toMatchObject({ Grams: 150, Kcal: 174 });
    }
  }, 60_000);
});
