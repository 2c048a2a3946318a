/**
 * The SDK mock of the life screens' tests: the file tools' one, with `api` answered by the test
 * (see serverAnswers). A file of its own, importing nothing of the SDK at run time: a mock's
 * factory must not import the module it mocks.
 */
import { vi } from 'vitest';

export async function sdkForLifeScreens(importOriginal: <T>() => Promise<T>) {
  const { sdkWithoutServer } = await import('@toolhub/sdk/test-support/sdk-without-server');
  return { ...(await sdkWithoutServer(importOriginal)), api: { get: vi.fn(), post: vi.fn(), request: vi.fn() } };
}
