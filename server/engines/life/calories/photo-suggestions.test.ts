import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foodTable } from './food-table';
import { FOOD_OF_COCO_CLASS, suggestFoods } from './photo-suggestions';

const FRUITS = fs.readFileSync(new URL('../test-data/fruits.jpg', import.meta.url));

describe('food suggestions from a photo', () => {
  it('suggests the fruit the detector sees in a still life', async () => {
    const suggestions = await suggestFoods(FRUITS, new AbortController().signal);
    expect(suggestions.map((s) => s.Food)).toContain('orange');
    for (const s of suggestions) expect(s.Confidence).toBeGreaterThanOrEqual(25);
  }, 60_000);

  it('suggests only foods of the table', () => {
    for (const food of Object.values(FOOD_OF_COCO_CLASS)) expect(foodTable().byId.has(food), food).toBe(true);
  });

  it('refuses a file that is no image', async () => {
    await expect(suggestFoods(Buffer.from('not a photo'), new AbortController().signal)).rejects.toMatchObject({ code: 1201, detail: 'error reading file' });
  });
});
