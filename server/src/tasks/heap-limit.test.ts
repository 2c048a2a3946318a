/**
 * A task that grows its thread's JavaScript heap past the pool's limit fails on its own: its
 * thread ends, the process (and its other tasks) carry on, and the next task gets a new thread.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { TaskHandlerSpec } from './handler';
import { ThreadPool } from './thread-pool';

const module = new URL('./test-support/heap-hog.ts', import.meta.url).href;
const spec = (exportName: string): TaskHandlerSpec => ({ type: 9950, name: exportName, module, exportName, timeoutMs: 60_000, metered: false });
const hooks = { scene: 'heap_test', onProgress: () => undefined, readObject: async () => Buffer.alloc(0) };

let pool: ThreadPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('the task threads’ heap limit', () => {
  it('ends a thread whose task outgrows it, as a failure of that task only', async () => {
    pool = new ThreadPool(1, { heapMb: 64 });
    const started = process.memoryUsage().rss;
    const outcome = await pool.run(spec('heapHog'), {}, hooks).outcome;
    expect(outcome.ok).toBe(false);
    expect(outcome.ok === false && outcome.detail).toMatch(/memory|heap/i);
    // The process is fine and the pool runs the next task on a fresh thread.
    expect(await pool.run(spec('small'), {}, hooks).outcome).toEqual({ ok: true, output: { data: { ok: true } } });
    expect(process.memoryUsage().rss - started).toBeLessThan(512 * 1024 * 1024);
  }, 60_000);
});
