/**
 * The telemetry queue: events gathered for TELEMETRY_FLUSH_MS, then sent in batches with
 * `navigator.sendBeacon` (which outlives the page), and at once when the page is hidden or left —
 * the last chance a phone gives. Nothing is queued until the shell starts telemetry, so a tool's
 * unit test or a Node client of the SDK sends nothing.
 */
import { TELEMETRY_BATCH_MAX, TELEMETRY_FLUSH_MS, TELEMETRY_PATH, type TelemetryEvent } from '@toolhub/contracts';
import { sdkConfig } from '../config';
import { telemetryContext } from './context';

export type OutgoingEvent = Omit<TelemetryEvent, 'at' | 'context'>;
/** Every event queued is also dispatched on window under this name (the debug console lists them). */
export const TELEMETRY_EVENT = 'toolhub:telemetry';

let started = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const queue: TelemetryEvent[] = [];

function post(events: TelemetryEvent[]) {
  const url = `${sdkConfig.baseURL}${TELEMETRY_PATH}`;
  // A string body goes as text/plain: a simple request, which the server reads as JSON (http/body.ts).
  const body = JSON.stringify({ events });
  if (globalThis.navigator?.sendBeacon?.(url, body)) return;
  // No beacon, or its quota is spent: a keep-alive fetch carries the same batch.
  void globalThis.fetch?.(url, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'Content-Type': 'text/plain;charset=UTF-8' } }).catch(() => undefined);
}

/** Sends everything queued now, in batches the server takes. */
export function flushTelemetry(): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) post(queue.splice(0, TELEMETRY_BATCH_MAX));
}

export function sendTelemetry(event: OutgoingEvent): void {
  if (!started) return;
  const full = { ...event, at: Date.now(), context: telemetryContext() };
  queue.push(full);
  globalThis.dispatchEvent?.(new CustomEvent(TELEMETRY_EVENT, { detail: full }));
  // A hidden page may never run a timer again: what comes then (the last vitals) goes at once.
  if (queue.length >= TELEMETRY_BATCH_MAX || globalThis.document?.visibilityState === 'hidden') flushTelemetry();
  else timer ??= setTimeout(flushTelemetry, TELEMETRY_FLUSH_MS);
}

/** Called once by the shell: from now on events are queued and sent. */
export function startBeacon(): void {
  if (started) return;
  started = true;
  globalThis.document?.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushTelemetry();
  });
  globalThis.addEventListener?.('pagehide', flushTelemetry);
}

/** For tests: forget the queue and stop. */
export function resetBeacon(): void {
  clearTimeout(timer);
  timer = undefined;
  queue.length = 0;
  started = false;
}
