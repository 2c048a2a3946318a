/**
 * The error and performance reporting service the page initialiser starts (spec §7 "Events"):
 * uncaught errors and rejected promises, remotes that fail to load and screens that fail to
 * render (the shell reports those two), and the page load's Web Vitals — each an event of the
 * telemetry queue, under the page's tag.
 */
import { TELEMETRY_PATH, type ErrorSource, type WebVital } from '@toolhub/contracts';
import { getEnv } from '../env';
import { trackingFields } from '../track';
import { sendTelemetry, startBeacon } from './beacon';
import { setPageTag, tagOfPage } from './context';
import { observeLogEvents } from './log-events';
import { observeVitals } from './vitals';

/** One page load sends at most this many errors: a loop that throws must not flood the server. */
const MAX_ERRORS = 20;
const MESSAGE_LENGTH = 500;

let errorsSent = 0;
const sentMessages = new Set<string>();

const fieldsFor = (act_module: string) => trackingFields({ act_type: 'expose', page_module: 'reporter', act_module });

/** Reports an error once per page load and message. */
export function reportError(source: ErrorSource, message: string): void {
  const text = message.slice(0, MESSAGE_LENGTH) || 'unknown error';
  const key = `${source}|${text}`;
  if (errorsSent >= MAX_ERRORS || sentMessages.has(key)) return;
  errorsSent += 1;
  sentMessages.add(key);
  if (getEnv().pageFlags.isDebug) console.info('[toolhub] error reported', source, text);
  sendTelemetry({ name: 'error', fields: fieldsFor(source), error: { source, message: text } });
}

function reportVital(metric: WebVital, value: number) {
  sendTelemetry({ name: 'vital', fields: fieldsFor(metric), vital: { metric, value } });
}

const messageOf = (reason: unknown) => (reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason));

let running = false;

/**
 * Starts the service for this page load, tagged with the page name (or the last path segment,
 * 'homepage' at the root): telemetry is sent from now on. Later calls only change the tag (a
 * route change in the single-page shell).
 */
export function startReporter(pageName?: string): void {
  setPageTag(tagOfPage(pageName));
  if (running) return;
  running = true;
  startBeacon();
  addEventListener('error', (event: ErrorEvent) => {
    // A failed <script> or <img> is an Event without a message: a remote's failure is reported by the shell.
    if (!event.message) return;
    // The beacon's own failures are never reported back to it.
    if (event.filename?.includes(TELEMETRY_PATH)) return;
    const where = event.filename ? ` (${event.filename.split('?')[0]}:${event.lineno})` : '';
    reportError('window', `${event.message}${where}`);
  });
  addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => reportError('promise', messageOf(event.reason)));
  observeVitals(reportVital);
  observeLogEvents();
}
