/**
 * Remembers which versions the server named to which device (the page's snapshot, or
 * `/api/remotes`), the proof a load report needs to count (loads.ts). A device that keeps
 * browsing costs one write per version every few minutes, not one per page: this process
 * remembers what it wrote lately.
 */
import type { ResolvedRemote } from '@toolhub/contracts';
import type { Db } from '../db';
import { recordServed, type ServedVersion } from './loads';
import type { NetworkLimiter } from './network-limits';

/** A device's served row is written again after this long, so it stays within the kept day. */
const REWRITE_AFTER_MS = 10 * 60_000;
/** Devices × versions remembered; the oldest are forgotten first. */
const REMEMBERED = 50_000;

export interface ServedRecorder {
  record(guid: string, network: string, remotes: ResolvedRemote[]): Promise<void>;
}

export function servedRecorder(deps: { db: Db; env: string; clock: () => number; allow: NetworkLimiter }): ServedRecorder {
  const written = new Map<string, number>();
  const remember = (key: string, at: number) => {
    written.delete(key);
    written.set(key, at);
    for (const oldest of written.keys()) {
      if (written.size <= REMEMBERED) break;
      written.delete(oldest);
    }
  };

  return {
    async record(guid, network, remotes) {
      const now = deps.clock();
      // The canary and its fallback are both named to the device: a report of either counts.
      const versions: ServedVersion[] = remotes.flatMap((r) => [{ remote: r.name, version: r.version }, ...(r.fallback ? [{ remote: r.name, version: r.fallback.version }] : [])]);
      const key = (v: ServedVersion) => `${guid}\0${v.remote}@${v.version}`;
      const fresh = versions.filter((v) => now - (written.get(key(v)) ?? -Infinity) >= REWRITE_AFTER_MS);
      if (fresh.length === 0 || !(await deps.allow('served', deps.env, network))) return;
      await recordServed(deps.db, deps.env, guid, network, fresh, now);
      for (const v of fresh) remember(key(v), now);
    },
  };
}
