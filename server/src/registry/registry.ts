/**
 * The registry as the rest of the server uses it: resolve a visitor's remotes, publish and
 * release versions, take load reports. Wraps the state cache, the operations and the files.
 */
import { ERROR_CODES, type HubTool, type LoadStats, type Release, type RegistryOverview, type RemoteLoadReport, type ResolvedRemote, type SharedDep } from '@toolhub/contracts';
import type { Redis } from 'ioredis';
import type { Clock } from '../clock';
import type { CanaryPolicy } from '../config';
import type { Db } from '../db';
import { ApiError, badRequest } from '../http/errors';
import type { ObjectStore } from '../storage/types';
import { readBuild, type BuildFile } from './build';
import { storeVersionFiles } from './files';
import { loadStats, pruneLoads, recentFailures, recordLoad } from './loads';
import { networkOf } from '../http/client-network';
import { networkLimiter } from './network-limits';
import { rollbackEvidence, rollbackPolicyOf, rollbackReason } from './rollback-policy';
import { servedRecorder } from './served';
import { addEnvironment, changeRelease, publishVersion, recordShell, refuseForeignSources, refuseIncompatible, requireVersion, shellSharedOf, type ReleaseChange } from './operations';
import { normaliseAllow, promote, releaseVersion, rollback, rollbackTarget, setEnabled } from './releases';
import { createRamps } from './ramps';
import { resolveVisitor, toolsOfEnvironment, type Resolution, type Visitor } from './resolve';
import { StateCache, versionKey, type RegistryState, type VersionEntry } from './state';

export interface RegistryDeps {
  db: Db;
  store: ObjectStore;
  clock: Clock;
  /** The environment this server runs in. */
  env: string;
  /** The shared packages of the shell this server serves. */
  shellShared: SharedDep[];
  canary: CanaryPolicy;
  /** Origins besides the registry's own path that a manifest may load files from. */
  remoteOrigins?: string[];
  /** Shares the per-network budgets of load reports across instances. */
  redis?: Redis;
  log?: (message: string) => void;
}

export const SYSTEM_ACTOR = 'toolhub';

interface PublishCall {
  files: BuildFile[];
  version: string;
  team?: string;
  description?: string;
  actor: string;
  /** The remote the URL names: the build's manifest must name the same. */
  expectedName?: string;
}
const PRUNE_EVERY_MS = 10 * 60_000;

export function createRegistry(deps: RegistryDeps) {
  const { db, clock, env } = deps;
  const cache = new StateCache(db);
  let lastPrune = 0;
  /**
   * Old load rows go at most every PRUNE_EVERY_MS, started by whichever path writes them and
   * left to run: a page or a load report never waits on the delete.
   */
  const pruneSometimes = (now: number) => {
    if (now - lastPrune <= PRUNE_EVERY_MS) return;
    lastPrune = now;
    pruneLoads(db, now).catch((error: unknown) => deps.log?.(`could not delete old load rows: ${error instanceof Error ? error.message : String(error)}`));
  };
  const allow = networkLimiter({ clock, redis: deps.redis, perMinute: deps.canary.perNetworkPerMinute, log: (message) => deps.log?.(message) });
  const served = servedRecorder({ db, env, clock, allow });

  const changed = <T>(result: T) => {
    cache.invalidate();
    return result;
  };

  const releaseChange = (input: Omit<ReleaseChange, 'now'>) => changeRelease(db, { ...input, now: clock() }).then(changed);

  /** The change that releases `version` to `percent` of visitors, once it passes the release's checks. */
  const releasing =
    (targetEnv: string, remote: string, version: string, percent: number, allowed?: string[]): ReleaseChange['change'] =>
    async (current, trx) => {
      const { shared, manifest } = await requireVersion(trx, remote, version);
      refuseForeignSources(remote, version, manifest, deps.remoteOrigins ?? []);
      refuseIncompatible(`${remote} ${version}`, targetEnv, shared, await shellSharedOf(trx, targetEnv, deps.shellShared));
      return releaseVersion(current, version, percent, allowed && normaliseAllow(allowed));
    };

  const ramps = createRamps({
    db,
    clock,
    canary: deps.canary,
    changeRelease: (input) => changeRelease(db, input).then(changed),
    releasing,
    log: deps.log,
  });

  async function publish(input: PublishCall): Promise<VersionEntry> {
    const build = readBuild(input.files, { version: input.version, remoteOrigins: deps.remoteOrigins ?? [] });
    if (input.expectedName && build.name !== input.expectedName) {
      throw badRequest(`the build's manifest names remote ${build.name}, not ${input.expectedName}`);
    }
    await publishVersion(db, {
      build,
      version: input.version,
      team: input.team,
      description: input.description,
      actor: input.actor,
      now: clock(),
      shell: { env, shared: deps.shellShared },
      storeFiles: () => storeVersionFiles(deps.store, build.name, input.version, build.files),
    });
    cache.invalidate();
    const entry = (await cache.get()).versions.get(versionKey(build.name, input.version));
    if (!entry) throw new Error(`published ${build.name} ${input.version} is not in the registry`);
    return entry;
  }

  let publishing: Promise<unknown> = Promise.resolve();

  return {
    env,
    state: () => cache.get(),

    async resolve(visitor: Visitor): Promise<Resolution> {
      return resolveVisitor(await cache.get(), env, visitor);
    },

    /** Every tool a visitor of this environment may use: for task scenes, upload limits and the gateway. */
    async tools(): Promise<HubTool[]> {
      return toolsOfEnvironment(await cache.get(), env);
    },

    /**
     * The files of a published version and their sha256, null for a version published before
     * they were kept, undefined for no such version. Another instance's publish is seen within
     * the cache's second; a miss never forces a read.
     */
    async publishedFiles(remote: string, version: string): Promise<Record<string, string> | null | undefined> {
      return (await cache.get()).versions.get(versionKey(remote, version))?.file_hashes;
    },

    /** Who last changed which version a remote's visitors get in an environment. */
    async lastReleaseActor(targetEnv: string, remote: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('registry_audit')
        .select('actor')
        .where('env', '=', targetEnv)
        .where('remote', '=', remote)
        .where('action', 'in', ['release', 'promote', 'rollback', 'auto-rollback'])
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.actor;
    },

    async recordShell() {
      await recordShell(db, env, deps.shellShared, clock());
      cache.invalidate();
    },

    /**
     * One publish at a time in this process: two racing publishes of one version must not
     * interleave their files before the database refuses the second.
     */
    publish(input: PublishCall): Promise<VersionEntry> {
      const run = publishing.then(() => publish(input));
      publishing = run.catch(() => undefined);
      return run;
    },

    release(targetEnv: string, remote: string, input: { version: string; percent?: number; allow?: string[] }, actor: string, reason?: string): Promise<Release> {
      return releaseChange({
        env: targetEnv,
        remote,
        actor,
        reason,
        action: 'release',
        version: () => input.version,
        change: releasing(targetEnv, remote, input.version, input.percent ?? 100, input.allow),
      });
    },

    /** Scheduled ramps (ramps.ts): start, stop, list, and the tick that takes their steps. */
    ramps,

    promote: (targetEnv: string, remote: string, actor: string, reason?: string) =>
      releaseChange({ env: targetEnv, remote, actor, reason, action: 'promote', version: (r) => r.canary, change: promote }),

    rollback: (targetEnv: string, remote: string, actor: string, reason?: string) =>
      releaseChange({ env: targetEnv, remote, actor, reason, action: 'rollback', version: rollbackTarget, change: rollback }),

    setEnabled: (targetEnv: string, remote: string, enabled: boolean, actor: string, reason?: string) =>
      releaseChange({ env: targetEnv, remote, actor, reason, action: enabled ? 'enable' : 'disable', version: (r) => r.stable, change: (r) => setEnabled(r, enabled) }),

    async addEnvironment(name: string, actor: string) {
      await addEnvironment(db, name, actor, clock());
      cache.invalidate();
    },

    /**
     * Remembers that a page (or /api/remotes) named these versions to the device: only then
     * do its load reports count. Never in the way of the page: a failure is logged.
     */
    async recordServed(guid: string, ip: string, remotes: ResolvedRemote[]): Promise<void> {
      try {
        await served.record(guid, networkOf(ip), remotes);
        pruneSometimes(clock());
      } catch (error) {
        deps.log?.(`could not record the versions served to a device: ${error instanceof Error ? error.message : String(error)}`);
      }
    },

    /**
     * A load outcome from a visitor's page on `ip`. It counts only when the version was served
     * to this device, and once per device; each network has a budget of reports a minute. A
     * failure of this environment's canary may roll it back (rollback-policy.ts).
     */
    async reportLoad(visitor: Visitor, ip: string, report: RemoteLoadReport): Promise<{ counted: boolean; rolledBack?: string }> {
      const now = clock();
      const network = networkOf(ip);
      if (!(await allow('report', env, network))) throw new ApiError(429, ERROR_CODES.RATE_TOO_HIGH);
      const counted = await recordLoad(db, env, visitor.guid, network, report, now);
      pruneSometimes(now);
      if (!counted) return { counted: false };
      if (report.ok || (await cache.get()).releases.get(env)?.get(report.remote)?.canary !== report.version) return { counted: true };
      const [stats] = await loadStats(db, env, deps.canary, now, { remote: report.remote, version: report.version });
      const reason = rollbackReason(stats, deps.canary);
      if (!stats || !reason) return { counted: true };
      const release = await releaseChange({
        env,
        remote: report.remote,
        actor: SYSTEM_ACTOR,
        action: 'auto-rollback',
        reason,
        evidence: await rollbackEvidence(db, stats, deps.canary, now),
        version: () => report.version,
        // Another report may have rolled it back already: then nothing changes and nothing is logged.
        change: (current) => (current.canary === report.version ? rollback(current) : current),
        skipUnchanged: true,
      });
      if (release.canary === report.version) return { counted: true };
      deps.log?.(`rolled back ${report.remote} ${report.version} in ${env}: ${reason}`);
      return { counted: true, rolledBack: reason };
    },

    async overview(): Promise<RegistryOverview> {
      const state = await cache.get();
      const now = clock();
      const loads: LoadStats[] = [];
      for (const environment of state.environments) loads.push(...(await loadStats(db, environment.name, deps.canary, now)));
      return {
        env,
        environments: state.environments,
        remotes: state.remotes,
        versions: [...state.versions.values()].map(publicVersion),
        releases: [...state.releases.values()].flatMap((byRemote) => [...byRemote.values()]),
        loads,
        recent_failures: await recentFailures(db, deps.canary, now),
        rollback_policy: rollbackPolicyOf(deps.canary),
        ramps: await ramps.list(),
      };
    },
  };
}

export type Registry = ReturnType<typeof createRegistry>;

/** A version as the admin API shows it: without the in-memory extras. */
export function publicVersion(entry: VersionEntry) {
  const { manifest: _manifest, tools: _tools, file_hashes: _hashes, ...version } = entry;
  return version;
}

export type { RegistryState };
