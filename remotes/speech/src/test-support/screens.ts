/**
 * What the speech screens' tests share: the page's language, a clean slate after each test,
 * the tool of the catalog, and the task's answers. The SDK is the test's mock
 * (@toolhub/sdk/test-support/sdk-without-server), so `runTask` here is its mock.
 */
import type { TaskFile, ToolMeta } from '@toolhub/contracts';
import { act, cleanup } from '@testing-library/react';
import { runTask, setLocale, type TaskResult } from '@toolhub/sdk';
import { afterEach, beforeEach, vi } from 'vitest';
import { catalog } from '../catalog';

export function screenTestSetup() {
  beforeEach(() => setLocale('zh-CN'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.resetAllMocks();
  });
}

export const toolOf = (module: string): ToolMeta => {
  const tool = catalog.find((entry) => entry.module === module);
  if (!tool) throw new Error(`no tool ${module} in the catalog`);
  return tool;
};

export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

export const resultFile = (name: string): TaskFile => ({ name, cos_name: `results/${name}`, url: `https://hub.example/files/${name}` });

/** The task finishes with `data` and `files`, the engine's progress coming in halfway first. */
export function taskFinishes(data: unknown, files: TaskFile[]) {
  vi.mocked(runTask).mockImplementation(async (options) => {
    options.onProgress?.(50);
    return { ok: true, taskId: 'task-1', data, files } satisfies TaskResult;
  });
}

export function taskFails(message: string, code = 1300) {
  vi.mocked(runTask).mockResolvedValue({ ok: false, taskId: 'task-1', message, code });
}

export const lastTaskInput = () => vi.mocked(runTask).mock.lastCall?.[0];
