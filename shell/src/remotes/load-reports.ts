/**
 * Sends load outcomes to `/api/remote_loads`. A good load is sent once per version and
 * browser session (the server counts visitors, not page views); every failure is sent.
 * Reports never get in the visitor's way: they are silent and their own failures ignored.
 */
import type { RemoteLoadReport } from '@toolhub/contracts';
import { api, reportError } from '@toolhub/sdk';

const SENT_KEY = 'toolhub-load-ok';

function alreadySent(key: string): boolean {
  try {
    const sent = new Set<string>(JSON.parse(sessionStorage.getItem(SENT_KEY) ?? '[]') as string[]);
    if (sent.has(key)) return true;
    sent.add(key);
    sessionStorage.setItem(SENT_KEY, JSON.stringify([...sent]));
  } catch {
    // no session storage (private mode): send it
  }
  return false;
}

export function reportLoad(report: RemoteLoadReport) {
  // A failure is an error of the page too: the error reporter counts it per page for ops.
  if (!report.ok) reportError('remote', `remote ${report.remote}@${report.version} failed (${report.phase ?? 'load'}): ${report.message ?? ''}`);
  if (report.ok && alreadySent(`${report.remote}@${report.version}`)) return;
  void api.post('/api/remote_loads', report, { silent: true }).catch(() => undefined);
}
