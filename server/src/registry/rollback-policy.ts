/**
 * When a canary is rolled back without a person, and what ops are shown of why. A rollback
 * needs failures from enough devices the canary was served to AND from enough networks:
 * one network can make devices by the hundred (a guid is a cookie away), so its many failing
 * devices weigh as one network and can never roll a canary back on their own.
 */
import { mustRollBack, type LoadStats, type RollbackEvidence, type RollbackPolicy } from '@toolhub/contracts';
import { sql } from 'kysely';
import type { CanaryPolicy } from '../config';
import type { Db } from '../db';

/** How many devices and networks the evidence lists. */
const EVIDENCE_ROWS = 20;

export const rollbackPolicyOf = (policy: CanaryPolicy): RollbackPolicy => ({
  max_failure_rate: policy.maxFailureRate,
  min_loads: policy.minLoads,
  min_networks: policy.minNetworks,
  window_ms: policy.windowMs,
});

/** Why a canary with these figures must be rolled back, or undefined while it may stay. */
export function rollbackReason(stats: LoadStats | undefined, policy: CanaryPolicy): string | undefined {
  // The rule itself lives in @toolhub/contracts: the ops page flags a canary by the same one.
  if (!stats || !mustRollBack(stats, rollbackPolicyOf(policy))) return undefined;
  const rate = stats.failures / stats.loads;
  const percent = (value: number) => `${Math.round(value * 1000) / 10} %`;
  const minutes = Math.round(policy.windowMs / 60_000);
  return (
    `canary ${stats.version} failed to load for ${stats.failures} of ${stats.loads} visitors (${percent(rate)}) ` +
    `on ${stats.failing_networks} of ${stats.networks} networks in the last ${minutes > 0 ? `${minutes} min` : `${policy.windowMs} ms`}, ` +
    `above the limit of ${percent(policy.maxFailureRate)} with at least ${policy.minLoads} visitors on ${policy.minNetworks} networks`
  );
}

/** The figures and failing devices behind a rollback of `stats.version`, for its audit entry. */
export async function rollbackEvidence(db: Db, stats: LoadStats, policy: CanaryPolicy, now: number): Promise<RollbackEvidence> {
  const since = now - policy.windowMs;
  const failing = db
    .selectFrom('remote_load')
    .where('env', '=', stats.env)
    .where('remote', '=', stats.remote)
    .where('version', '=', stats.version)
    .where('served_at', 'is not', null)
    .where('last_failed_at', '>=', since);
  const [devices, networks, phases] = await Promise.all([
    failing.select(['guid', 'network', 'phase', 'message', 'last_failed_at']).orderBy('last_failed_at', 'desc').limit(EVIDENCE_ROWS).execute(),
    failing
      .select(['network', sql<number>`count(*)`.as('devices')])
      .where('network', 'is not', null)
      .groupBy('network')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('network')
      .limit(EVIDENCE_ROWS)
      .execute(),
    failing.select(['phase', sql<number>`count(*)`.as('devices')]).groupBy('phase').execute(),
  ]);
  return {
    loads: stats.loads,
    failures: stats.failures,
    networks: stats.networks,
    failing_networks: stats.failing_networks,
    window_ms: policy.windowMs,
    policy: rollbackPolicyOf(policy),
    phases: Object.fromEntries(phases.map((row) => [row.phase ?? 'unknown', Number(row.devices)])),
    failing_network_list: networks.map((row) => ({ network: row.network as string, devices: Number(row.devices) })),
    devices: devices.map((row) => ({ guid: row.guid, network: row.network, phase: row.phase, message: row.message, at: Number(row.last_failed_at) })),
  };
}
