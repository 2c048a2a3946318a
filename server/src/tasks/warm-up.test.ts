/**
 * The worker threads' warm-up: a thread runs its engines' warm-ups as it starts, before it
 * takes a task, and reports when it is warm. (The OCR engine's own: engines/ocr/warm-up.test.ts.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaskHandlerSpec } from './handler';
import { ThreadPool, type ThreadOutcome, type WarmUpReport } from './thread-pool';
import { warmUpOf } from './test-support/warm-ups';

const probe: TaskHandlerSpec = { ...warmUpOf('warmUps'), type: 9900, name: 'WarmUpProbe', timeoutMs: 10_000, metered: false };
const hooks = { scene: 'warm_up_test', onProgress: () => undefined, readObject: async () => Buffer.alloc(0) };

let pool: ThreadPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

/** A pool of one thread, started; what its thread reported and answered, in the order received. */
function startPool(warmUps: ReturnType<typeof warmUpOf>[]) {
  const events: string[] = [];
  const reports: WarmUpReport[] = [];
  pool = new ThreadPool(1, {
    warmUps,
    onWarmedUp: (report) => {
      events.push('warmed up');
      reports.push(report);
    },
  });
  pool.start();
  const run = async (): Promise<ThreadOutcome> => {
    const outcome = await (pool as ThreadPool).run(probe, {}, hooks).outcome;
    events.push('task answered');
    return outcome;
  };
  return { events, reports, run };
}

describe('warming engines up in the worker threads', () => {
  it('a thread warms up as it starts: a task sent meanwhile waits for the warm-up, which runs once', async () => {
    const { events, reports, run } = startPool([warmUpOf('warmUp')]);
    // Sent at once, while the thread is still warming up: it runs after the warm-up.
    expect(await run()).toEqual({ ok: true, output: { data: { warmed: 1 } } });
    expect(await run()).toEqual({ ok: true, output: { data: { warmed: 1 } } });
    // The report comes on the thread's own channel, not necessarily before the answers.
    await vi.waitFor(() => expect(events).toContain('warmed up'));
    expect(reports).toHaveLength(1);
    expect(reports[0].failures).toEqual([]);
    // Importing the module, then the warm-up's 300 ms.
    expect(reports[0].ms).toBeGreaterThanOrEqual(295);
    expect(reports[0].rssMiB).toBeGreaterThan(0);
  }, 30_000);

  it('a failing warm-up is reported, and the thread still runs tasks', async () => {
    const { reports, run } = startPool([warmUpOf('failingWarmUp'), warmUpOf('noSuchExport'), warmUpOf('warmUp')]);
    expect(await run()).toEqual({ ok: true, output: { data: { warmed: 1 } } });
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0].failures).toEqual([expect.stringMatching(/#failingWarmUp: model file missing$/), expect.stringMatching(/#noSuchExport: no such function$/)]);
  }, 30_000);

  it('without warm-ups, the thread runs no warm-up and reports nothing', async () => {
    const { events, run } = startPool([]);
    expect(await run()).toEqual({ ok: true, output: { data: { warmed: 0 } } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events).toEqual(['task answered']);
  }, 30_000);
});
