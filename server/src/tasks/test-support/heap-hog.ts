/**
 * A handler that keeps every object it makes: the JavaScript heap of its thread grows until
 * the thread's limit ends it. Imported by a worker thread in the heap-limit test only.
 */
import type { TaskHandler } from '../handler';

export const heapHog: TaskHandler = async () => {
  const kept: { index: number; text: string }[][] = [];
  for (let round = 0; ; round++) {
    kept.push(Array.from({ length: 100_000 }, (_, index) => ({ index, text: `row ${round}-${index}` })));
    // Let the thread hear a soft abort, as a real engine would between steps.
    if (round % 10 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
};

export const small: TaskHandler = async () => ({ data: { ok: true } });
