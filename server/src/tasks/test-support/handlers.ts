/**
 * Handlers for the tests and the bench, on request types outside the spec's table. A process
 * started by `main.ts` or `worker-main.ts` loads them when TOOLHUB_TASK_HANDLERS names this
 * file (never in prod). This module is imported by worker threads too: keep it free of
 * server state.
 */
import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { TaskFailure, type TaskContext, type TaskHandler, type TaskHandlerSpec, type TaskOutput } from '../handler';

export const TEST_TASK_TYPES = {
  /** Answers `{}` at once: the bench's round trip. Not metered. */
  noop: 9001,
  /** Answers its input back. Metered. */
  echo: 9002,
  /** Sleeps `ms`, reporting progress, stopping when aborted. Metered; 30 s to finish. */
  slow: 9003,
  /** The slow handler with a timeout of 300 ms. Metered. */
  slowTimedOut: 9004,
  /** Fails with 1201 (no image detected). Metered. */
  fails: 9005,
  /** Throws an error that is not a TaskFailure. Metered. */
  crashes: 9006,
  /** Reads the object `key` of its input and writes `digest.txt` with its size and sha256. Metered. */
  digestFile: 9007,
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export const noop: TaskHandler = async () => ({ data: {} });

export const echo: TaskHandler = async (input) => ({ data: { echo: input } });

export const slow: TaskHandler = async (input, ctx: TaskContext): Promise<TaskOutput> => {
  const ms = isRecord(input) && typeof input.ms === 'number' ? input.ms : 1000;
  const steps = 10;
  for (let step = 1; step <= steps; step++) {
    // Rejects with the abort reason as soon as the engine aborts: the handler stops there.
    await sleep(ms / steps, undefined, { signal: ctx.signal });
    ctx.progress((step * 100) / steps);
  }
  return { data: { slept: ms } };
};

export const fails: TaskHandler = async () => {
  throw new TaskFailure(1201, 'test image is blank');
};

export const crashes: TaskHandler = async () => {
  throw new Error('the engine fell over');
};

export const digestFile: TaskHandler = async (input, ctx) => {
  const key = isRecord(input) && typeof input.key === 'string' ? input.key : '';
  const bytes = await ctx.readObject(key);
  const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
  const text = `${bytes.length} ${sha256}\n`;
  return {
    data: { size: bytes.length, sha256 },
    files: [{ name: 'digest.txt', contentType: 'text/plain; charset=utf-8', bytes: new TextEncoder().encode(text) }],
  };
};

/**
 * The tool every test handler stands for: no remote's catalog lists these types, so the
 * handlers declare it (task-tool.ts). One scene for all, so a test sees one quota across types.
 */
export const TEST_TOOL = { toolid: 9100, scene: 'task_test', needCharge: false } as const;

const here = import.meta.url;
const spec = (type: number, name: string, exportName: string, options: Partial<TaskHandlerSpec> = {}): TaskHandlerSpec => ({
  type,
  name,
  module: here,
  exportName,
  timeoutMs: 30_000,
  metered: true,
  tools: [TEST_TOOL],
  ...options,
});

export const TEST_TASK_HANDLERS: TaskHandlerSpec[] = [
  spec(TEST_TASK_TYPES.noop, 'TestNoop', 'noop', { metered: false }),
  spec(TEST_TASK_TYPES.echo, 'TestEcho', 'echo'),
  spec(TEST_TASK_TYPES.slow, 'TestSlow', 'slow'),
  spec(TEST_TASK_TYPES.slowTimedOut, 'TestSlowTimedOut', 'slow', { timeoutMs: 300 }),
  spec(TEST_TASK_TYPES.fails, 'TestFails', 'fails'),
  spec(TEST_TASK_TYPES.crashes, 'TestCrashes', 'crashes'),
  spec(TEST_TASK_TYPES.digestFile, 'TestDigestFile', 'digestFile', {
    inputObjects: (input) => (isRecord(input) && typeof input.key === 'string' ? [input.key] : []),
  }),
];

/** What TOOLHUB_TASK_HANDLERS loads: the default export. */
export default TEST_TASK_HANDLERS;
