/**
 * What the text screens' tests share: the page's language, a clean slate after each test,
 * the catalog's tools, choosing a document as a visitor does, and a finished task's answer.
 * The SDK is the test's mock (@toolhub/sdk/test-support/sdk-without-server).
 */
import type { TaskFile, ToolMeta } from '@toolhub/contracts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { runTask, setLocale, useLogin } from '@toolhub/sdk';
import { afterEach, beforeEach, vi } from 'vitest';
import { catalog } from '../catalog';

export function screenTestSetup() {
  beforeEach(() => setLocale('zh-CN'));
  afterEach(() => {
    cleanup();
    vi.resetAllMocks();
  });
}

export const toolOf = (module: string): ToolMeta => {
  const tool = catalog.find((entry) => entry.module === module);
  if (!tool) throw new Error(`no tool ${module} in the catalog`);
  return tool;
};

export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

export const loggedIn = () => vi.mocked(useLogin).mockReturnValue({ isLogin: true, qbid: 'q1' } as ReturnType<typeof useLogin>);

export const documentFile = (name: string, size = 20_000) => new File([new Uint8Array(size)], name, { type: name.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream' });

/** Chooses `file` with the upload box's input, then lets it upload. */
export async function chooseDocument(file: File, label = '点击选择文件') {
  await act(async () => fireEvent.change(screen.getAllByLabelText(label)[0]!, { target: { files: [file] } }));
  await settle();
  await settle();
}

export const resultFile = (name: string): TaskFile => ({ name, cos_name: `results/${name}`, url: `https://hub.example/files/${name}` });

export function taskFinishes(data: unknown, files: TaskFile[] = []) {
  vi.mocked(runTask).mockImplementation(async (options) => {
    options.onProgress?.(50);
    return { ok: true, taskId: 'task-1', data, files };
  });
}

export const taskFails = (message: string, code = 1300) => vi.mocked(runTask).mockResolvedValue({ ok: false, taskId: 'task-1', message, code });

export const lastTaskInput = () => vi.mocked(runTask).mock.lastCall?.[0];

export const press = (name: string | RegExp) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
