/**
 * The estimate itself: each chosen food's portion in grams, its energy and macronutrients from
 * the table, and the total. Pure, so the unit tests and the bench call it without a task.
 */
import { LIFE_FAILURES, portionGrams, portionNutrients, totalOf, type EstimatedItem, type Food, type FoodPortion, type LifeFailure } from '@toolhub/contracts';

export type EstimateOutcome = { ok: true; items: EstimatedItem[]; total: ReturnType<typeof totalOf> } | { ok: false; failure: LifeFailure; item: number };

export function estimate(items: readonly FoodPortion[], byId: ReadonlyMap<string, Food>): EstimateOutcome {
  const estimated: EstimatedItem[] = [];
  for (const [index, item] of items.entries()) {
    const food = byId.get(item.food);
    if (!food) return { ok: false, failure: LIFE_FAILURES.unknownFood, item: index };
    const grams = portionGrams(food, item);
    if (typeof grams !== 'number') return { ok: false, failure: grams, item: index };
    const n = portionNutrients(food.per100g, grams);
    estimated.push({ Food: food.id, Zh: food.zh, En: food.en, Grams: grams, Kcal: n.kcal, Protein: n.protein, Fat: n.fat, Carbohydrate: n.carbohydrate, Source: food.source, Reference: food.reference });
  }
  const total = totalOf(estimated.map((e) => ({ grams: e.Grams, kcal: e.Kcal, protein: e.Protein, fat: e.Fat, carbohydrate: e.Carbohydrate })));
  return { ok: true, items: estimated, total };
}
