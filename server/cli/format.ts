/** How figures, times and releases read on the terminal. */
import type { Release } from '@toolhub/contracts';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb < 10 ? kb.toFixed(1) : Math.round(kb)} KB`;
  return `${(kb / 1024).toFixed(1)} MB`;
}

/** Registry times are epoch milliseconds (the server's clock); shown in the operator's time zone. */
export function formatTime(epochMs: number): string {
  const at = new Date(epochMs);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}`;
}

export const canaryText = (release: Pick<Release, 'canary' | 'percent'>) =>
  release.canary ? `${release.canary} @ ${release.percent}%` : '-';

/** One sentence of what visitors of an environment get from a remote. */
export function describeRelease(release: Release): string {
  const parts = [`stable ${release.stable ?? 'none'}`];
  if (release.canary) {
    const allowed = release.allow.length ? ` and ${release.allow.length} allowlisted` : '';
    parts.push(`canary ${release.canary} for ${release.percent}% of visitors${allowed}`);
  }
  const state = release.enabled ? 'enabled' : 'DISABLED (its tools are hidden)';
  return `${release.remote} in ${release.env}: ${state}; ${parts.join(', ')}`;
}

/** What an audited change did to a release, e.g. `stable 1.0.0 → 1.1.0, canary 1.1.0 @ 10% → -`. */
export function describeChange(before: Release | null, after: Release | null): string {
  if (!after) return '';
  const fields: [string, (r: Release) => string][] = [
    ['enabled', (r) => (r.enabled ? 'yes' : 'no')],
    ['stable', (r) => r.stable ?? '-'],
    ['canary', canaryText],
    ['allowlist', (r) => String(r.allow.length)],
  ];
  return fields
    .filter(([, read]) => !before || read(before) !== read(after))
    .map(([name, read]) => (before ? `${name} ${read(before)} → ${read(after)}` : `${name} ${read(after)}`))
    .join(', ');
}
