import { act, cleanup } from '@testing-library/react';
import { dialogsAtom, sdkStore, toastsAtom } from '@toolhub/sdk';
import { vi } from 'vitest';

/** After each ops page test: the rendered page, the stubbed fetch, and any dialog or toast it left open. */
export function clearOpsPage() {
  cleanup();
  vi.unstubAllGlobals();
  act(() => {
    sdkStore.set(dialogsAtom, []);
    sdkStore.set(toastsAtom, []);
  });
}
