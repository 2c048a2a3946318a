/** The object a calorie estimate reads: its photo, when given (server process; no engine code). */
import { calorieEstimateInputSchema } from '@toolhub/contracts';

export function calorieEstimateObjects(input: unknown): string[] {
  const parsed = calorieEstimateInputSchema.safeParse(input);
  return parsed.success && parsed.data.photo ? [parsed.data.photo] : [];
}
