/**
 * AI art as the task engine runs it: the registry's handler for its request type, in a worker
 * thread of the engine's own pool, progress and answer crossing the thread's port. The Stable
 * Diffusion service is switched on by the environment the thread starts with.
 */
import { ART_CHOICES, ERROR_CODES, IMAGE_EFFECT_TYPES, aiArtResultSchema } from '@toolhub/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TaskOutput } from '../../../src/tasks/handler';
import { createRegistry } from '../../../src/tasks/registry';
import { ThreadPool } from '../../../src/tasks/thread-pool';
import { SD_URL_VARIABLE } from './stable-diffusion';
import { startFakeSd, type FakeSdService } from './test-support/fake-sd-process';

const spec = createRegistry().spec(IMAGE_EFFECT_TYPES.AiArt);
let pool: ThreadPool | undefined;
let service: FakeSdService;

beforeAll(async () => {
  service = await startFakeSd();
}, 30_000);
afterAll(async () => {
  await service?.stop();
});
afterEach(async () => {
  await pool?.close();
  pool = undefined;
  delete process.env[SD_URL_VARIABLE];
});

/** Runs one task on a fresh one-thread pool (a thread takes the environment as it starts). */
async function run(input: unknown) {
  if (!spec) throw new Error('no handler is registered for AI art');
  pool = new ThreadPool(1);
  const progress: number[] = [];
  const outcome = await pool.run(spec, input, { scene: 'ai_art', onProgress: (percent) => progress.push(percent), readObject: async () => Buffer.alloc(0) }).outcome;
  return { outcome, progress };
}

describe('the AI art task in a worker thread', () => {
  it('answers four pictures with progress as each is painted', async () => {
    const { outcome, progress } = await run({ prompt: 'moonlit sea with a boat', style: 'watercolour', seed: 31 });
    expect(outcome.ok).toBe(true);
    const { data, files } = (outcome as { output: TaskOutput }).output;
    expect(aiArtResultSchema.parse(data)).toMatchObject({ Engine: 'procedural', Seeds: [31, 32, 33, 34] });
    expect(files).toHaveLength(ART_CHOICES);
    expect(new Set(progress).size).toBeGreaterThanOrEqual(ART_CHOICES + 1);
  }, 120_000);

  it('refuses a bad request with the catalogue code', async () => {
    const { outcome } = await run({ prompt: '', style: 'ink' });
    expect(outcome).toEqual({ ok: false, code: ERROR_CODES.BAD_REQUEST, detail: 'the AI art request is not valid' });
  }, 60_000);

  it('uses the Stable Diffusion service the environment names', async () => {
    process.env[SD_URL_VARIABLE] = `${service.origin}/ok`;
    const { outcome } = await run({ prompt: 'sea', style: 'oil', seed: 3 });
    expect(aiArtResultSchema.parse((outcome as { output: TaskOutput }).output.data)).toMatchObject({ Engine: 'stable-diffusion', Seeds: [3, 4, 5, 6] });
  }, 60_000);
});
