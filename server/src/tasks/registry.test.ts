import { REQ_TYPES } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { createRegistry, engine } from './registry';
import { TEST_TASK_HANDLERS, TEST_TASK_TYPES } from './test-support/handlers';

describe('the handler registry', () => {
  it("knows every type of the spec's table: not open until its engine is registered", () => {
    const registry = createRegistry([], []);
    for (const [tool, type] of Object.entries(REQ_TYPES)) expect(registry.lookup(type)).toEqual({ kind: 'not-open', tool });
    expect(registry.lookup(1234)).toEqual({ kind: 'unknown' });
  });

  it("the hub runs an engine for every tool of the spec's table, each use metered", () => {
    const registry = createRegistry();
    for (const [tool, type] of Object.entries(REQ_TYPES)) expect(registry.lookup(type), tool).toMatchObject({ kind: 'ready', spec: { name: tool, metered: true } });
  });

  it('an engine registered in one line takes its type and name from the table', () => {
    const basicOcr = engine('BasicOcr', new URL('./test-support/handlers.ts', import.meta.url), 'echo', { timeoutMs: 1000, metered: true });
    const registry = createRegistry([], [basicOcr]);
    expect(registry.lookup(REQ_TYPES.BasicOcr)).toEqual({ kind: 'ready', spec: { ...basicOcr, type: 15, name: 'BasicOcr' } });
  });

  it('extra handlers add types; two handlers for one type are refused', () => {
    const registry = createRegistry(TEST_TASK_HANDLERS);
    expect(registry.spec(TEST_TASK_TYPES.noop)?.metered).toBe(false);
    expect(() => createRegistry([...TEST_TASK_HANDLERS, TEST_TASK_HANDLERS[0]])).toThrow(/two task handlers for request type 9001/);
  });

  it("warms up each module once: the hub's one warm-up is the recognitions' module; handlers without one add none", () => {
    expect(createRegistry().warmUps()).toEqual([{ module: new URL('../../engines/ocr/recognise.ts', import.meta.url).href, exportName: 'warmUp' }]);
    expect(createRegistry(TEST_TASK_HANDLERS, []).warmUps()).toEqual([]);
  });
});
