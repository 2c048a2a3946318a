/**
 * The SDK as the file tools' screen tests give it (the recognition, PDF, image, speech and
 * text families): the real one
 * (messages, locale, task failure text), but for the calls that would reach the hub — upload,
 * the task, login, equity, quota, the panels — which the test answers. Used as
 * `vi.mock('@toolhub/sdk', (original) => import('@toolhub/sdk/test-support/sdk-without-server').then((m) => m.sdkWithoutServer(original)))`:
 * a file of its own, because a mock's factory must not import the module it mocks.
 */
import type { UploadOptions } from '@toolhub/sdk';
import { vi } from 'vitest';

/** An upload that reports half its bytes, then the rest, and stores the file under its own name. */
async function fakeUpload(file: File, options: UploadOptions = {}) {
  options.onProgress?.({ phase: 'uploading', loaded: file.size / 2, total: file.size, ratio: 0.5 });
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (options.signal?.aborted) return { cosName: '', failure: { reason: 'aborted' as const, message: '上传已取消' } };
  options.onProgress?.({ phase: 'done', loaded: file.size, total: file.size, ratio: 1 });
  return { cosName: `uploads/visitor/${file.name}`, file };
}

export async function sdkWithoutServer(importOriginal: <T>() => Promise<T>) {
  return {
    ...(await importOriginal<typeof import('@toolhub/sdk')>()),
    upload: vi.fn(fakeUpload),
    // compressorjs never answers in happy-dom: a chosen image is sent as it is.
    fitForUpload: vi.fn(async (file: File) => ({ ok: true as const, file })),
    runTask: vi.fn(),
    ensureCompliance: vi.fn(async () => true),
    loadQuota: vi.fn(async () => ({})),
    useEquityTip: vi.fn(() => ({ state: 'no_login', text: '登录后每天可免费使用3次' })),
    tellRefusedUse: vi.fn(async () => undefined),
    clickEquityTip: vi.fn(),
    openLoginPanel: vi.fn(async () => ({ isLogin: false })),
    openPayPanel: vi.fn(),
    useLogin: vi.fn(() => ({ isLogin: false })),
    useEquity: vi.fn(() => ({ loaded: true, level: 'none' })),
    useQuota: vi.fn(() => ({ leftCount: 1, isPaid: false })),
    toast: vi.fn(),
  };
}

/** The real upload fake, for a test that made `upload` fail and wants it back. */
export { fakeUpload };
