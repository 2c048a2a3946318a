/**
 * The life family's task handlers (issue 19), spread into ENGINES of server/src/tasks/registry.ts:
 * one TaskHandlerSpec per request type, its module named by URL so the server process imports
 * none of the engines' code. Keep this file free of engine imports.
 */
import { LIFE_TYPES } from '@toolhub/contracts';
import type { TaskHandlerSpec } from '../../src/tasks/handler';
import { calorieEstimateObjects } from './calories/input-objects';

const life = (file: string) => new URL(`./${file}`, import.meta.url).href;

export const lifeHandlers: TaskHandlerSpec[] = [
  // One use per estimate: the photo's detector is the costly part, the table is arithmetic.
  // No warm-up: NanoDet loads in about a second on the first photo, as for image recognition.
  { type: LIFE_TYPES.CalorieEstimate, name: 'CalorieEstimate', module: life('calories/task.ts'), exportName: 'calorieEstimate', timeoutMs: 60_000, metered: true, inputObjects: calorieEstimateObjects },
  // Free: a look-up in two tables, nothing worth a daily quota.
  { type: LIFE_TYPES.Location, name: 'Location', module: life('location/task.ts'), exportName: 'locate', timeoutMs: 30_000, metered: false },
];
