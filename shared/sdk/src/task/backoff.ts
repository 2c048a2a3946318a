/** How often a task is asked about: exponential from RETRY_BASE_DELAY_MS (spec §9), capped. */
import { RETRY_BASE_DELAY_MS } from '@toolhub/contracts';

/** No wait between two queries grows beyond this: a finished task is seen within 2 s. */
export const TASK_POLL_MAX_DELAY_MS = 2000;
/** The whole wait for a task, unless the caller sets its own. */
export const TASK_WAIT_TIMEOUT_MS = 10 * 60_000;

export const pollDelay = (attempt: number) => Math.min(RETRY_BASE_DELAY_MS * 2 ** attempt, TASK_POLL_MAX_DELAY_MS);

/** Waits `ms`; resolves false at once when the signal aborts. */
export function pause(ms: number, signal?: AbortSignal): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
