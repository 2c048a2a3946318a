/**
 * Posts a signed notification to the merchant, retrying a few times as the provider does
 * (the real one keeps trying for a day; the sandbox only briefly, while the payer waits).
 */
import type { SignedNotification } from './notification';

const RETRY_DELAYS_MS = [0, 300, 1500];
const ATTEMPT_TIMEOUT_MS = 5000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** True once the merchant answered 2xx. */
export async function deliverNotification(
  url: string,
  notification: SignedNotification,
  log: { warn: (details: object, message: string) => void },
): Promise<boolean> {
  for (const [attempt, delay] of RETRY_DELAYS_MS.entries()) {
    if (delay) await sleep(delay);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: notification.headers,
        body: notification.body,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      if (response.ok) return true;
      log.warn({ url, attempt, status: response.status, answer: (await response.text()).slice(0, 200) }, 'sandbox notification refused');
    } catch (error) {
      log.warn({ url, attempt, err: error }, 'sandbox notification not delivered');
    }
  }
  return false;
}
