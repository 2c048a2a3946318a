/**
 * The foods the visitor chose and how much of each: a portion is an amount of grams or of one
 * of the food's household measures. Worked out with the contracts' own arithmetic.
 */
import { MAX_MEASURE_COUNT, MAX_PORTION_GRAMS, portionGrams, portionNutrients, totalOf, type Food, type FoodMeasure, type Nutrients } from '@toolhub/contracts';

export interface ChosenFood {
  key: number;
  food: Food;
  unit: 'grams' | FoodMeasure;
  /** As typed. */
  amount: string;
}

/** A new row: one of the food's first measure (1 碗 of rice, 1 个 apple). */
export function chosen(food: Food, key: number): ChosenFood {
  const [first] = food.measures;
  return first ? { key, food, unit: first.measure, amount: '1' } : { key, food, unit: 'grams', amount: '100' };
}

export type Worked = (Nutrients & { grams: number }) | undefined;

/** The row's grams and nutrients, or undefined while its amount is not a usable portion. */
export function worked(row: ChosenFood): Worked {
  const amount = Number(row.amount);
  const limit = row.unit === 'grams' ? MAX_PORTION_GRAMS : MAX_MEASURE_COUNT;
  if (row.amount.trim() === '' || !Number.isFinite(amount) || amount <= 0 || amount > limit) return undefined;
  const grams = portionGrams(row.food, row.unit === 'grams' ? { grams: amount } : { measure: row.unit, count: amount });
  return typeof grams === 'number' ? { grams, ...portionNutrients(row.food.per100g, grams) } : undefined;
}

export const totalOfRows = (rows: readonly ChosenFood[]) => totalOf(rows.map(worked).filter((w): w is NonNullable<Worked> => w !== undefined));
