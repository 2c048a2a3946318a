import { describe, expect, it } from 'vitest';
import { EXTRA_HANDLERS_ENV, loadExtraHandlers } from './extra-handlers';
import { TEST_TASK_HANDLERS } from './test-support/handlers';

const testHandlers = new URL('./test-support/handlers.ts', import.meta.url).href;

describe('extra handlers of a process', () => {
  it('are loaded from the module TOOLHUB_TASK_HANDLERS names', async () => {
    const loaded = await loadExtraHandlers({ [EXTRA_HANDLERS_ENV]: testHandlers }, { env: 'test' });
    expect(loaded.map((spec) => spec.type)).toEqual(TEST_TASK_HANDLERS.map((spec) => spec.type));
    expect(await loadExtraHandlers({}, { env: 'prod' })).toEqual([]);
  });

  it('are refused in prod', async () => {
    await expect(loadExtraHandlers({ [EXTRA_HANDLERS_ENV]: testHandlers }, { env: 'prod' })).rejects.toThrow(/refused when TOOLHUB_ENV=prod/);
  });
});
