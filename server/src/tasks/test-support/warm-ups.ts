/**
 * Warm-ups for the tests of the worker threads' warm-up (warm-up.test.ts), and a handler that
 * tells what they did in its thread. Imported by worker threads: module state is per thread.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { EngineWarmUp, TaskHandler, WarmUpSpec } from '../handler';

let warmed = 0;

/** Takes a moment, as loading a model would, and counts itself. */
export const warmUp: EngineWarmUp = async () => {
  await sleep(300);
  warmed += 1;
};

/** Fails, as a warm-up with a missing model file would. */
export const failingWarmUp: EngineWarmUp = async () => {
  throw new Error('model file missing');
};

/** Answers how many times this thread's warm-up ran. */
export const warmUps: TaskHandler = async () => ({ data: { warmed } });

export const warmUpOf = (exportName: string): WarmUpSpec => ({ module: import.meta.url, exportName });
