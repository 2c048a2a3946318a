/**
 * Load outcomes reported by the shell, counted only for devices the server served the version
 * to. Serving writes the row (a page's snapshot or /api/remotes named the version to this
 * device); a report can only update a row that serving wrote, so posting never creates a
 * device that counts. Each device counts once per version (its latest good and failed load),
 * and the network it reported from is kept so that one network's many devices weigh as one.
 */
import type { LoadFailure, LoadStats, RemoteLoadReport } from '@toolhub/contracts';
import { sql } from 'kysely';
import type { CanaryPolicy } from '../config';
import type { Db } from '../db';

/** Rows untouched for this long are deleted: far older than any failure window. */
const KEEP_MS = 24 * 3600 * 1000;

export interface ServedVersion {
  remote: string;
  version: string;
}

/** Records that these versions were named to the device `guid` on `network`. */
export async function recordServed(db: Db, env: string, guid: string, network: string, versions: ServedVersion[], now: number) {
  if (versions.length === 0) return;
  await db
    .insertInto('remote_load')
    .values(versions.map(({ remote, version }) => ({ env, remote, version, guid, served_at: now, network, last_ok_at: null, last_failed_at: null, phase: null, message: null })))
    .onConflict((oc) => oc.columns(['env', 'remote', 'version', 'guid']).doUpdateSet({ served_at: now, network }))
    .execute();
}

/** Records a report on the device's served row; false when the version was never served to it. */
export async function recordLoad(db: Db, env: string, guid: string, network: string, report: RemoteLoadReport, now: number): Promise<boolean> {
  const outcome = report.ok
    ? { last_ok_at: now }
    : { last_failed_at: now, phase: report.phase ?? null, message: report.message?.slice(0, 1000) ?? null };
  const result = await db
    .updateTable('remote_load')
    .set({ ...outcome, network })
    .where('env', '=', env)
    .where('remote', '=', report.remote)
    .where('version', '=', report.version)
    .where('guid', '=', guid)
    .where('served_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function pruneLoads(db: Db, now: number) {
  const before = now - KEEP_MS;
  const stale = (column: 'served_at' | 'last_ok_at' | 'last_failed_at') => sql<boolean>`(${sql.ref(column)} is null or ${sql.ref(column)} < ${before})`;
  await db
    .deleteFrom('remote_load')
    .where((eb) => eb.and([stale('served_at'), stale('last_ok_at'), stale('last_failed_at')]))
    .execute();
}

/** Devices that loaded each version within the window, how many failed, and from how many networks. */
export async function loadStats(db: Db, env: string, policy: CanaryPolicy, now: number, only?: ServedVersion): Promise<LoadStats[]> {
  const since = now - policy.windowMs;
  let query = db
    .selectFrom('remote_load')
    .select(['remote', 'version'])
    .select((eb) => [
      eb.fn.countAll<number>().as('loads'),
      eb.fn.sum<number>(sql<number>`case when last_failed_at >= ${since} then 1 else 0 end`).as('failures'),
      sql<number>`count(distinct network)`.as('networks'),
      sql<number>`count(distinct case when last_failed_at >= ${since} then network end)`.as('failing_networks'),
    ])
    .where('env', '=', env)
    .where('served_at', 'is not', null)
    .where((eb) => eb.or([eb('last_ok_at', '>=', since), eb('last_failed_at', '>=', since)]))
    .groupBy(['remote', 'version']);
  if (only) query = query.where('remote', '=', only.remote).where('version', '=', only.version);
  const rows = await query.execute();
  return rows.map((row) => ({
    env,
    remote: row.remote,
    version: row.version,
    loads: Number(row.loads),
    failures: Number(row.failures ?? 0),
    networks: Number(row.networks),
    failing_networks: Number(row.failing_networks),
    window_ms: policy.windowMs,
  }));
}

/** The latest failures within the window, newest first: what ops read to see why a version fails. */
export async function recentFailures(db: Db, policy: CanaryPolicy, now: number, limit = 50): Promise<LoadFailure[]> {
  const rows = await db
    .selectFrom('remote_load')
    .select(['env', 'remote', 'version', 'phase', 'message', 'network', 'last_failed_at'])
    .where('last_failed_at', '>=', now - policy.windowMs)
    .where('served_at', 'is not', null)
    .orderBy('last_failed_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ env: row.env, remote: row.remote, version: row.version, phase: row.phase, message: row.message, network: row.network, at: Number(row.last_failed_at) }));
}
