/**
 * What the life screens' tests share: the page's language, a clean slate after each test,
 * pictures that "load" (happy-dom decodes none), a small food table the mocked `api.get`
 * serves, and a finished task's answer. The SDK is the test's mock, so `runTask`, `upload`
 * and `api` here are its mocks.
 */
import { LIFE_API, type Food, type ToolMeta } from '@toolhub/contracts';
import { act, cleanup } from '@testing-library/react';
import { api, runTask, setLocale, type TaskResult } from '@toolhub/sdk';
import { afterEach, beforeEach, vi } from 'vitest';
import { catalog } from '../catalog';
import { forgetFoodTable } from '../tools/calories/use-food-table';

class LoadedPicture {
  onload?: () => void;
  onerror?: () => void;
  naturalWidth = 640;
  naturalHeight = 480;
  set src(url: string) {
    setTimeout(() => (url.includes('broken') ? this.onerror?.() : this.onload?.()), 0);
  }
}

export function screenTestSetup() {
  beforeEach(() => {
    setLocale('zh-CN');
    forgetFoodTable();
    vi.stubGlobal('Image', LoadedPicture);
    vi.stubGlobal('URL', Object.assign(Object.create(URL), { createObjectURL: (file: File) => `blob:${file.name}`, revokeObjectURL: () => undefined }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.resetAllMocks();
  });
}

export const toolOf = (module: string): ToolMeta => {
  const tool = catalog.find((entry) => entry.module === module);
  if (!tool) throw new Error(`no tool ${module} in the catalog`);
  return tool;
};

export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

const food = (id: string, zh: string, en: string, synonyms: string[], category: Food['category'], kcal: number, protein: number, fat: number, carbohydrate: number, measures: Food['measures'], reference: string): Food => ({
  id,
  zh,
  en,
  synonyms,
  category,
  per100g: { kcal, protein, fat, carbohydrate },
  source: 'CFCT6',
  reference,
  measures,
});

/** Three rows of the real table (server/engines/life/calories/foods.tsv). */
export const FOODS: Food[] = [
  food('rice-cooked', '米饭', 'Steamed rice', ['白米饭', 'rice'], 'staple', 116, 2.6, 0.3, 25.9, [{ measure: 'bowl', grams: 150 }, { measure: 'spoon', grams: 15 }], '012001x 米饭（蒸，代表值）'),
  food('banana', '香蕉', 'Banana', ['甘蕉', 'banana'], 'fruit', 93, 1.4, 0.2, 22, [{ measure: 'piece', grams: 120 }], '065033 香蕉[甘蕉]'),
  food('egg', '鸡蛋', 'Egg', ['蛋', 'egg'], 'egg', 139, 13.1, 8.6, 2.4, [{ measure: 'piece', grams: 50 }], '111101x 鸡蛋（代表值）'),
];

/** The mocked `api.get`: the food table, and the visitor's own address. */
export function serverAnswers({ ip = '120.24.78.68' } = {}) {
  vi.mocked(api.get).mockImplementation(async (url: string) => {
    if (url === LIFE_API.foods) return { ret: 0, data: { foods: FOODS } };
    if (url === LIFE_API.whereAmI) return { ret: 0, data: { ip } };
    throw new Error(`unexpected call ${url}`);
  });
}

export function taskFinishes(data: unknown) {
  vi.mocked(runTask).mockResolvedValue({ ok: true, taskId: 'task-1', data, files: [] } satisfies TaskResult);
}

export function taskFails(message: string, code = 1300) {
  vi.mocked(runTask).mockResolvedValue({ ok: false, taskId: 'task-1', message, code });
}

export const lastTaskInput = () => vi.mocked(runTask).mock.lastCall?.[0];

