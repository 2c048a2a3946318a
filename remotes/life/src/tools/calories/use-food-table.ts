/**
 * The hub's nutrition table, fetched once per page (GET LIFE_API.foods): the picker searches it
 * and the portions are added up from it in the browser, with the contracts' arithmetic — the
 * same figures and rounding the calorie task answers.
 */
import { LIFE_API, type Food, type FoodTable } from '@toolhub/contracts';
import { api, isApiFailure } from '@toolhub/sdk';
import { useEffect, useState } from 'react';

export type FoodTableState = { status: 'loading' } | { status: 'ready'; foods: Food[] } | { status: 'failed' };

let cached: Promise<Food[] | undefined> | undefined;

async function fetchFoods(): Promise<Food[] | undefined> {
  const answer = await api.get<{ ret: number; data: FoodTable }>(LIFE_API.foods, undefined, { silent: true });
  return isApiFailure(answer) || answer.ret !== 0 ? undefined : answer.data.foods;
}

export function useFoodTable(): FoodTableState {
  const [state, setState] = useState<FoodTableState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    cached ??= fetchFoods();
    void cached.then((foods) => {
      // A failed load may succeed on the next visit to the screen.
      if (!foods) cached = undefined;
      if (live) setState(foods ? { status: 'ready', foods } : { status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** Forgets the fetched table (tests). */
export const forgetFoodTable = () => {
  cached = undefined;
};
