import { FOOD_CATEGORIES, searchFoods } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { foodTable, parseFoodTable } from './food-table';

const { foods, byId } = foodTable();

describe('the nutrition table', () => {
  it('holds the common foods of every category, each with a source and a household measure', () => {
    expect(foods.length).toBeGreaterThanOrEqual(150);
    for (const category of FOOD_CATEGORIES) expect(foods.some((f) => f.category === category), category).toBe(true);
    for (const food of foods) {
      expect(food.measures.length, food.id).toBeGreaterThan(0);
      expect(food.reference, food.id).not.toBe('');
    }
    // Most rows are China Food Composition Tables figures.
    expect(foods.filter((f) => f.source.startsWith('CFCT6')).length / foods.length).toBeGreaterThan(0.85);
  });

  it("gives figures whose energy agrees with their protein, fat and carbohydrate (4/9/4 kcal per gram)", () => {
    // Nori is a fifth fibre, which the tables count at 2 kcal per gram, not 4.
    const highFibre = new Set(['nori']);
    for (const food of foods.filter((f) => !highFibre.has(f.id))) {
      const { kcal, protein, fat, carbohydrate } = food.per100g;
      expect(Math.abs(4 * protein + 9 * fat + 4 * carbohydrate - kcal), food.id).toBeLessThanOrEqual(Math.max(12, kcal * 0.12));
    }
  });

  it('keeps the China Food Composition Tables values of familiar foods', () => {
    expect(byId.get('rice-cooked')?.per100g).toEqual({ kcal: 116, protein: 2.6, fat: 0.3, carbohydrate: 25.9 });
    expect(byId.get('egg')?.per100g).toEqual({ kcal: 139, protein: 13.1, fat: 8.6, carbohydrate: 2.4 });
    expect(byId.get('banana')?.reference).toMatch(/^065033 香蕉/);
  });

  it('finds a food by its Chinese name, English name or another name, best match first', () => {
    expect(searchFoods(foods, '香蕉')[0].id).toBe('banana');
    expect(searchFoods(foods, 'Banana')[0].id).toBe('banana');
    expect(searchFoods(foods, '番茄')[0].id).toBe('tomato');
    expect(searchFoods(foods, '土豆').map((f) => f.id)).toEqual(expect.arrayContaining(['potato', 'potato-boiled']));
    expect(searchFoods(foods, '  ')).toEqual([]);
    expect(searchFoods(foods, 'no such food')).toEqual([]);
  });

  it('refuses a malformed row rather than serving it', () => {
    const header = 'id\tzh\ten\tsynonyms\tcategory\tkcal\tprotein\tfat\tcarbohydrate\tsource\treference\tmeasures';
    expect(() => parseFoodTable(`${header}\nx\t甲\tX\t\tfruit\t-1\t0\t0\t0\tCFCT6\tref\tpiece:10\n`)).toThrow(/not a figure/);
    expect(() => parseFoodTable(`${header}\nx\t甲\tX\t\tfruit\t1\t0\t0\t0\tCFCT6\tref\tbarrel:10\n`)).toThrow(/unknown measure/);
  });
});
