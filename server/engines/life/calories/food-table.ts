/**
 * The hub's nutrition table (foods.tsv beside this file): about 180 common foods, per 100 g of
 * the edible part, each row naming its source (README.md in the family's folder says how it
 * was made). Read once per process; nothing is fetched at run time.
 */
import fs from 'node:fs';
import { FOOD_CATEGORIES, FOOD_MEASURES, FOOD_SOURCES, type Food, type FoodCategory, type FoodMeasure, type FoodSource } from '@toolhub/contracts';

export const FOOD_TABLE_FILE = new URL('./foods.tsv', import.meta.url);

const COLUMNS = ['id', 'zh', 'en', 'synonyms', 'category', 'kcal', 'protein', 'fat', 'carbohydrate', 'source', 'reference', 'measures'] as const;

const oneOf = <T extends string>(allowed: readonly T[], value: string, what: string): T => {
  if (!(allowed as readonly string[]).includes(value)) throw new Error(`foods.tsv: unknown ${what} "${value}"`);
  return value as T;
};

const figure = (value: string, what: string) => {
  const number = Number(value);
  if (value === '' || !Number.isFinite(number) || number < 0) throw new Error(`foods.tsv: ${what} "${value}" is not a figure`);
  return number;
};

/** Parses the table; a malformed row stops the load, so a bad edit fails the tests, not a visitor. */
export function parseFoodTable(text: string): Food[] {
  const [header, ...lines] = text.trimEnd().split('\n');
  if (header !== COLUMNS.join('\t')) throw new Error('foods.tsv: unexpected header');
  const seen = new Set<string>();
  return lines.map((line) => {
    const cells = line.split('\t');
    if (cells.length !== COLUMNS.length) throw new Error(`foods.tsv: ${cells.length} cells in "${line}"`);
    const row = Object.fromEntries(COLUMNS.map((column, i) => [column, cells[i]])) as Record<(typeof COLUMNS)[number], string>;
    if (seen.has(row.id)) throw new Error(`foods.tsv: ${row.id} twice`);
    seen.add(row.id);
    return {
      id: row.id,
      zh: row.zh,
      en: row.en,
      synonyms: row.synonyms ? row.synonyms.split(',') : [],
      category: oneOf<FoodCategory>(FOOD_CATEGORIES, row.category, 'category'),
      per100g: { kcal: figure(row.kcal, 'kcal'), protein: figure(row.protein, 'protein'), fat: figure(row.fat, 'fat'), carbohydrate: figure(row.carbohydrate, 'carbohydrate') },
      source: oneOf<FoodSource>(FOOD_SOURCES, row.source, 'source'),
      reference: row.reference,
      measures: row.measures.split(',').map((pair) => {
        const [measure, grams] = pair.split(':');
        return { measure: oneOf<FoodMeasure>(FOOD_MEASURES, measure, 'measure'), grams: figure(grams, 'grams') };
      }),
    };
  });
}

let table: { foods: Food[]; byId: Map<string, Food> } | undefined;

export function foodTable(): { foods: Food[]; byId: Map<string, Food> } {
  if (!table) {
    const foods = parseFoodTable(fs.readFileSync(FOOD_TABLE_FILE, 'utf8'));
    table = { foods, byId: new Map(foods.map((food) => [food.id, food])) };
  }
  return table;
}
