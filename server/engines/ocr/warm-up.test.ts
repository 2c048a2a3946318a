/**
 * The OCR engine's warm-up in a worker thread, as the task engine runs it: the thread loads
 * the model as it starts, so the first recognition finds it loaded and loads nothing.
 */
import { REQ_TYPES, textRecognitionResultSchema } from '@toolhub/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createRegistry } from '../../src/tasks/registry';
import { recognitionInput } from '../../src/tasks/test-support/engine-context';
import { ThreadPool, type WarmUpReport } from '../../src/tasks/thread-pool';
import { MODEL_LOADS } from './test-support/model-loads';
import { printedPage } from './test-support/pages';

let pool: ThreadPool | undefined;
afterAll(async () => {
  await pool?.close();
});

describe('the OCR warm-up', () => {
  it('a worker thread loads the OCR model as it starts, once: its first recognition loads nothing', async () => {
    const registry = createRegistry();
    const page = await printedPage(['文字识别测试：今天天气很好。', 'The quick brown fox jumps over 13 lazy dogs.']);
    let warm: (report: WarmUpReport) => void = () => undefined;
    const warmedUp = new Promise<WarmUpReport>((resolve) => (warm = resolve));
    pool = new ThreadPool(1, { warmUps: registry.warmUps(), onWarmedUp: (report) => warm(report) });
    const threads = pool;
    const run = async (spec = MODEL_LOADS, input: unknown = {}) => {
      const outcome = await threads.run(spec, input, { scene: 'basic_ocr', onProgress: () => undefined, readObject: async () => page }).outcome;
      if (!outcome.ok) throw new Error(outcome.detail);
      return outcome.output.data;
    };

    pool.start();
    const report = await warmedUp;
    expect(report.failures).toEqual([]);
    // Warm before any task came: the model was loaded by the warm-up.
    expect(await run()).toEqual({ loads: 1 });
    const recognition = registry.spec(REQ_TYPES.CloudProxyOCR);
    if (!recognition) throw new Error('no recognition engine');
    const result = textRecognitionResultSchema.parse(await run(recognition, recognitionInput(REQ_TYPES.BasicOcr)));
    expect(result.TextDetections.length).toBeGreaterThan(0);
    // The recognition used the warm model: still one load.
    expect(await run()).toEqual({ loads: 1 });
  }, 120_000);
});
