import { LIFE_FAILURES, calorieEstimateInputSchema } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { estimate } from './estimate';
import { foodTable } from './food-table';

const { byId } = foodTable();

describe('a calorie estimate', () => {
  it('adds up the chosen foods by grams and by household measure', () => {
    const outcome = estimate([{ food: 'rice-cooked', measure: 'bowl', count: 1 }, { food: 'egg', grams: 100 }, { food: 'banana', measure: 'piece', count: 2 }], byId);
    if (!outcome.ok) throw new Error(outcome.failure);
    // 150 g rice at 116 kcal, 100 g egg at 139, 240 g banana at 93 per 100 g.
    expect(outcome.items.map((i) => [i.Food, i.Grams, i.Kcal])).toEqual([
      ['rice-cooked', 150, 174],
      ['egg', 100, 139],
      ['banana', 240, 223],
    ]);
    // The total adds the items as shown, each rounded to 0.1 g: carbohydrate 38.8 + 2.4 + 52.8
    // (rice's 25.9 × 1.5 is just under 38.85 in floating point).
    expect(outcome.total).toEqual({ grams: 490, kcal: 536, protein: 20.4, fat: 9.6, carbohydrate: 94 });
    expect(outcome.items[0].Source).toBe('CFCT6');
  });

  it('names the first wrong item: an unknown food, a measure the food has none of, grams and a measure at once', () => {
    expect(estimate([{ food: 'egg', grams: 50 }, { food: 'unicorn', grams: 10 }], byId)).toEqual({ ok: false, failure: LIFE_FAILURES.unknownFood, item: 1 });
    expect(estimate([{ food: 'egg', measure: 'bowl', count: 1 }], byId)).toEqual({ ok: false, failure: LIFE_FAILURES.unknownMeasure, item: 0 });
    expect(estimate([{ food: 'egg', grams: 50, measure: 'piece', count: 1 }], byId)).toEqual({ ok: false, failure: LIFE_FAILURES.badRequest, item: 0 });
  });

  it('refuses a negative or zero portion before anything is looked up', () => {
    expect(calorieEstimateInputSchema.safeParse({ items: [{ food: 'egg', grams: -50 }] }).success).toBe(false);
    expect(calorieEstimateInputSchema.safeParse({ items: [{ food: 'egg', measure: 'piece', count: 0 }] }).success).toBe(false);
  });
});
