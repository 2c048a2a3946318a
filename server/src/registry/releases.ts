/**
 * What each ops action does to a release (DESIGN §2 "Ops release"). `release` at 100 %
 * makes a version stable and remembers the one it replaces; below 100 % it becomes the
 * canary for that share of visitors — for a remote with no stable version yet too: its first
 * version then shows to that share, and the rest simply have no such tool (resolve.ts). `promote` makes the canary stable; `rollback` drops the
 * canary, or, without one, returns to the previous stable.
 */
import { parseAllowlist, type Release } from '@toolhub/contracts';
import { badRequest } from '../http/errors';

export function releaseVersion(current: Release, version: string, percent = 100, allow?: string[]): Release {
  if (percent === 100) {
    const history = current.stable && current.stable !== version ? [...current.history, current.stable] : current.history;
    return { ...current, stable: version, canary: null, percent: 0, allow: allow ?? current.allow, history };
  }
  if (current.stable === version) throw badRequest(`${version} is already the stable version of ${current.remote} in ${current.env}`);
  return { ...current, canary: version, percent, allow: allow ?? current.allow };
}

export function promote(current: Release): Release {
  if (!current.canary) throw badRequest(`${current.remote} has no canary in ${current.env} to promote`);
  return releaseVersion(current, current.canary, 100);
}

export function rollback(current: Release): Release {
  if (current.canary) return { ...current, canary: null, percent: 0 };
  const previous = current.history.at(-1);
  if (!previous) throw badRequest(`${current.remote} has no earlier stable version in ${current.env} to roll back to`);
  return { ...current, stable: previous, history: current.history.slice(0, -1) };
}

/** The version a rollback leaves visitors on, for the audit entry. */
export const rollbackTarget = (current: Release) => (current.canary ? current.stable : (current.history.at(-1) ?? null));

export const setEnabled = (current: Release, enabled: boolean): Release => ({ ...current, enabled });

/** An allowlist as sent (ids, or ids run together with separators), each id once. */
export const normaliseAllow = (ids: string[]): string[] => parseAllowlist(ids.join(','));

