/**
 * The SDK as the recognition screens' tests give it: the real one, but for the calls that
 * would reach the hub (upload, the task, login, equity and quota), which the test answers.
 * Used as `vi.mock('@toolhub/sdk', (original) => import('../../test-support/sdk-without-server').then((m) => m.sdkWithoutServer(original)))`:
 * a file of its own, because a mock's factory must not import the module it mocks.
 */
import { vi } from 'vitest';

export async function sdkWithoutServer(importOriginal: <T>() => Promise<T>) {
  return {
    ...(await importOriginal<typeof import('@toolhub/sdk')>()),
    upload: vi.fn(async () => ({ cosName: 'uploads/x/page.png' })),
    runTask: vi.fn(),
    ensureCompliance: vi.fn(async () => true),
    loadQuota: vi.fn(async () => ({})),
    useEquityTip: vi.fn(() => ({ state: 'no_login', text: '登录后每天可免费使用3次' })),
    // compressorjs never answers in happy-dom: a chosen image is sent as it is.
    fitForUpload: vi.fn(async (file: File) => ({ ok: true as const, file })),
    tellRefusedUse: vi.fn(async () => undefined),
    clickEquityTip: vi.fn(),
    useLogin: vi.fn(() => ({ isLogin: false })),
    useEquity: vi.fn(() => ({ loaded: false, level: 'none' })),
    useQuota: vi.fn(() => ({ leftCount: 1, isPaid: false })),
    toast: vi.fn(),
  };
}
