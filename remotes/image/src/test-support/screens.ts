/**
 * What the image screens' tests share: pictures that "load" (happy-dom decodes none), the
 * page's language, a clean slate after each test, choosing a picture as a visitor does, and a
 * finished effect's answer. The SDK is the test's mock (@toolhub/sdk/test-support), so
 * `runTask` and `upload` here are its mocks.
 */
import type { ImageEffectResult, TaskFile, ToolMeta } from '@toolhub/contracts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { runTask, setLocale, type TaskResult } from '@toolhub/sdk';
import { afterEach, beforeEach, vi } from 'vitest';
import { catalog } from '../catalog';

/** Every picture the screen decodes "loads" at this size; a name with `broken` in it does not. */
function loadPicturesAt(width: number, height: number) {
  return class LoadedPicture {
    onload?: () => void;
    onerror?: () => void;
    naturalWidth = width;
    naturalHeight = height;
    set src(url: string) {
      setTimeout(() => (url.includes('broken') ? this.onerror?.() : this.onload?.()), 0);
    }
  };
}

export function screenTestSetup({ width = 640, height = 480 } = {}) {
  beforeEach(() => {
    setLocale('zh-CN');
    vi.stubGlobal('Image', loadPicturesAt(width, height));
    // Object URLs name the file, so a test can make one that will not decode.
    vi.stubGlobal('URL', Object.assign(Object.create(URL), { createObjectURL: (file: File) => `blob:${file.name}`, revokeObjectURL: () => undefined }));
  });
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

export const photoFile = (name = 'photo.jpg', type = 'image/jpeg', size = 200_000) => new File([new Uint8Array(size)], name, { type });

/** Chooses `file` with the upload box's input, then lets it load and upload. */
export async function choosePicture(file: File, label = '点击选择文件') {
  await act(async () => fireEvent.change(screen.getAllByLabelText(label)[0], { target: { files: [file] } }));
  await settle();
  await settle();
}

export const resultFile = (name: string): TaskFile => ({ name, cos_name: `results/${name}`, url: `https://hub.example/files/${name}` });

/** The effect finishes with `result` and one file, the engine's progress coming in halfway first. */
export function effectFinishes(result: Partial<ImageEffectResult>, file: TaskFile) {
  vi.mocked(runTask).mockImplementation(async (options) => {
    options.onProgress?.(50);
    return { ok: true, taskId: 'task-1', data: { Engine: 'stylisation', InputWidth: 640, InputHeight: 480, Width: 640, Height: 480, ...result }, files: [file] } satisfies TaskResult;
  });
}

export function effectFails(message: string, code = 1300) {
  vi.mocked(runTask).mockResolvedValue({ ok: false, taskId: 'task-1', message, code });
}

export const lastTaskInput = () => vi.mocked(runTask).mock.lastCall?.[0];
