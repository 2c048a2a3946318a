/**
 * The calorie estimate's task (`food_calories`, `calories`): the chosen foods' energy and
 * macronutrients from the hub's table, and, when a photo is given, the foods the detector sees
 * in it as suggestions. No food classifier installs offline (DESIGN §5): the photo suggests,
 * the visitor chooses; the answer says which engine looked at the photo.
 */
import { LIFE_FAILURES, PHOTO_ENGINE, calorieEstimateInputSchema, type CalorieEstimateResult } from '@toolhub/contracts';
import type { TaskContext, TaskOutput } from '../../../src/tasks/handler';
import { lifeFailure } from '../failures';
import { estimate } from './estimate';
import { foodTable } from './food-table';
import { suggestFoods } from './photo-suggestions';

export async function calorieEstimate(input: unknown, ctx: TaskContext): Promise<TaskOutput> {
  const parsed = calorieEstimateInputSchema.safeParse(input);
  if (!parsed.success) throw lifeFailure(LIFE_FAILURES.badRequest);
  const { items, photo } = parsed.data;
  if (!items.length && !photo) throw lifeFailure(LIFE_FAILURES.noFood);
  // The foods are checked before the photo is looked at: a wrong id fails at once.
  const outcome = estimate(items, foodTable().byId);
  if (!outcome.ok) throw lifeFailure(outcome.failure);
  ctx.progress(10);
  const result: CalorieEstimateResult = {
    Items: outcome.items,
    Total: { Grams: outcome.total.grams, Kcal: outcome.total.kcal, Protein: outcome.total.protein, Fat: outcome.total.fat, Carbohydrate: outcome.total.carbohydrate },
  };
  if (photo) {
    result.Suggestions = await suggestFoods(await ctx.readObject(photo), ctx.signal);
    result.PhotoEngine = PHOTO_ENGINE;
  }
  ctx.progress(100);
  return { data: result };
}

