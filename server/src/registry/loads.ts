/**
 * Load outcomes reported by the shell, and the automatic rollback of a failing canary.
 * Each visitor counts once per version (one row, its latest good and failed load), so the
 * failure rate is the share of visitors who could not load it, and one device that reports
 * over and over weighs no more than any other.
 */
import type { LoadFailure, LoadStats, RemoteLoadReport } from '@toolhub/contracts';
import { sql } from 'kysely';
import type { CanaryPolicy } from '../config';
import type { Db } from '../db';

/** Rows untouched for this long are deleted: far older than any failure window. */
const KEEP_MS = 24 * 3600 * 1000;

export async function recordLoad(db: Db, env: string, guid: string, report: RemoteLoadReport, now: number) {
  const outcome = report.ok
    ? { last_ok_at: now }
    : { last_failed_at: now, phase: report.phase ?? null, message: report.message?.slice(0, 1000) ?? null };
  await db
    .insertInto('remote_load')
    .values({ env, remote: report.remote, version: report.version, guid, last_ok_at: null, last_failed_at: null, phase: null, message: null, ...outcome })
    .onConflict((oc) => oc.columns(['env', 'remote', 'version', 'guid']).doUpdateSet(outcome))
    .execute();
}

export async function pruneLoads(db: Db, now: number) {
  const before = now - KEEP_MS;
  await db
    .deleteFrom('remote_load')
    .where((eb) => eb.and([eb.or([eb('last_ok_at', 'is', null), eb('last_ok_at', '<', before)]), eb.or([eb('last_failed_at', 'is', null), eb('last_failed_at', '<', before)])]))
    .execute();
}

/** Visitors who loaded each version within the window, and how many of them failed. */
export async function loadStats(db: Db, env: string, policy: CanaryPolicy, now: number, only?: { remote: string; version: string }): Promise<LoadStats[]> {
  const since = now - policy.windowMs;
  let query = db
    .selectFrom('remote_load')
    .select(['remote', 'version'])
    .select((eb) => [
      eb.fn.countAll<number>().as('loads'),
      eb.fn.sum<number>(sql<number>`case when last_failed_at >= ${since} then 1 else 0 end`).as('failures'),
    ])
    .where('env', '=', env)
    .where((eb) => eb.or([eb('last_ok_at', '>=', since), eb('last_failed_at', '>=', since)]))
    .groupBy(['remote', 'version']);
  if (only) query = query.where('remote', '=', only.remote).where('version', '=', only.version);
  const rows = await query.execute();
  return rows.map((row) => ({ env, remote: row.remote, version: row.version, loads: Number(row.loads), failures: Number(row.failures ?? 0), window_ms: policy.windowMs }));
}

/** The latest failures within the window, newest first: what ops read to see why a version fails. */
export async function recentFailures(db: Db, policy: CanaryPolicy, now: number, limit = 50): Promise<LoadFailure[]> {
  const rows = await db
    .selectFrom('remote_load')
    .select(['env', 'remote', 'version', 'phase', 'message', 'last_failed_at'])
    .where('last_failed_at', '>=', now - policy.windowMs)
    .orderBy('last_failed_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ env: row.env, remote: row.remote, version: row.version, phase: row.phase, message: row.message, at: Number(row.last_failed_at) }));
}

/** Why a canary with these figures must be rolled back, or undefined while it may stay. */
export function rollbackReason(stats: LoadStats | undefined, policy: CanaryPolicy): string | undefined {
  if (!stats || stats.loads < policy.minLoads) return undefined;
  const rate = stats.failures / stats.loads;
  if (rate <= policy.maxFailureRate) return undefined;
  const percent = (value: number) => `${Math.round(value * 1000) / 10} %`;
  const minutes = Math.round(policy.windowMs / 60_000);
  return (
    `canary ${stats.version} failed to load for ${stats.failures} of ${stats.loads} visitors (${percent(rate)}) ` +
    `in the last ${minutes > 0 ? `${minutes} min` : `${policy.windowMs} ms`}, above the limit of ${percent(policy.maxFailureRate)} with at least ${policy.minLoads} loads`
  );
}
