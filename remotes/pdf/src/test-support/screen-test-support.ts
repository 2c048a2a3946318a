/**
 * What the PDF screens' tests share: the page's language, a clean slate after each test, a
 * finished task's answer, and choosing files as a visitor does (the upload box's input).
 */
import type { PdfResult, TaskFile } from '@toolhub/contracts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { runTask, setLocale, useLogin, type TaskResult } from '@toolhub/sdk';
import { afterEach, beforeEach, vi } from 'vitest';

export function screenTestSetup() {
  beforeEach(() => {
    setLocale('zh-CN');
    // No network in a screen test: a result's download (read back for its preview) is not there.
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new Error('offline'))));
  });
  afterEach(() => {
    cleanup();
    // Back to the answers the fake SDK starts with (a test may have logged the visitor in).
    vi.resetAllMocks();
    vi.unstubAllGlobals();
  });
}

/** Lets the fake reads and uploads (a timer each) run to their end. */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

/** Chooses `files` with the input labelled `label` (the upload box's, or the add-more picker's), then lets them read and upload. */
export async function chooseFiles(files: File[], label = '点击选择文件') {
  const input = screen.getByLabelText(label);
  await act(async () => fireEvent.change(input, { target: { files } }));
  for (let i = 0; i < files.length + 1; i++) await settle();
}

/** The row of a chosen file, by its name. */
export const rowOf = (name: string) => within(screen.getByRole('list', { name: '已选择的文件' })).getByText(name).closest('li') as HTMLElement;

/** A task that finished with `summary` and `files`; the engine's progress comes in halfway first. */
export function taskFinishes(summary: PdfResult, files: TaskFile[]) {
  vi.mocked(runTask).mockImplementation(async (options) => {
    options.onProgress?.(50);
    return { ok: true, taskId: 'task-1', data: summary, files } satisfies TaskResult;
  });
}

/** A task that failed the way the SDK says it: `<tool name>失败！<detail>`, with the catalogue code. */
export function taskFails(message: string, code = 1300) {
  vi.mocked(runTask).mockResolvedValue({ ok: false, taskId: 'task-1', message, code });
}

/** The `data` the screen gave the task on its last run. */
export const lastTaskInput = () => vi.mocked(runTask).mock.lastCall?.[0];

export const downloadFile = (name: string, url = `https://hub.example/files/${name}`): TaskFile => ({ name, cos_name: `results/${name}`, url });

/** The visitor is logged in (a charged tool lets them run). */
export const logIn = () => vi.mocked(useLogin).mockReturnValue({ isLogin: true, qbid: 'q1' } as ReturnType<typeof useLogin>);
