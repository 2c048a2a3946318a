/**
 * What the debug console shows: the page's console output and its telemetry, kept from the
 * moment the console's chunk runs (up to MAX_ENTRIES, the oldest dropped). Wrapping console is
 * done only here, only when a debug flag asked for the console.
 */
import { TELEMETRY_EVENT } from '@toolhub/sdk';
import type { TelemetryEvent } from '@toolhub/contracts';

export type LogLevel = 'log' | 'info' | 'warn' | 'error';

export interface LogEntry {
  at: number;
  level: LogLevel;
  text: string;
}

const MAX_ENTRIES = 500;
const NOTIFY_MS = 50;

export const logs: LogEntry[] = [];
export const events: TelemetryEvent[] = [];
const listeners = new Set<() => void>();

let notifying: ReturnType<typeof setTimeout> | undefined;

/**
 * Tells the console a little later, once for many entries: a warning React logs while the console
 * renders must not render it again at once (a loop), and a burst of logs is one render.
 */
function notifySoon() {
  notifying ??= setTimeout(() => {
    notifying = undefined;
    listeners.forEach((listener) => listener());
  }, NOTIFY_MS);
}

const push = <T>(list: T[], item: T) => {
  list.push(item);
  if (list.length > MAX_ENTRIES) list.shift();
  notifySoon();
};

function textOf(part: unknown): string {
  if (typeof part === 'string') return part;
  if (part instanceof Error) return part.stack ?? `${part.name}: ${part.message}`;
  try {
    return JSON.stringify(part);
  } catch {
    return String(part);
  }
}

/** Re-renders of the console: called after every new entry. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function clearEntries(): void {
  logs.length = 0;
  events.length = 0;
  listeners.forEach((listener) => listener());
}

let started = false;

export function startCapture(): void {
  if (started) return;
  started = true;
  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    // The console shows everything the page writes, console.log included: it is what it is for.
    // eslint-disable-next-line no-console
    const original = console[level].bind(console);
    // eslint-disable-next-line no-console
    console[level] = (...parts: unknown[]) => {
      push(logs, { at: Date.now(), level, text: parts.map(textOf).join(' ') });
      original(...parts);
    };
  }
  addEventListener('error', (event: ErrorEvent) => event.message && push(logs, { at: Date.now(), level: 'error', text: event.message }));
  addEventListener(TELEMETRY_EVENT, (event) => push(events, (event as CustomEvent<TelemetryEvent>).detail));
}
