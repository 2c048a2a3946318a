/**
 * Which version of each remote a visitor gets (DESIGN §2 "Ops release"). Pure and
 * synchronous: it runs on every page load against the in-memory state.
 *
 * A canary is chosen by a stable hash of (guid, remote) into [0, 100): the visitor gets the
 * canary when the hash is below the percentage. The same visitor keeps the same version while
 * the percentage stays, raising it only adds visitors, and each remote splits independently.
 */
import crypto from 'node:crypto';
import type { HubTool, Release, ResolvedRemote } from '@toolhub/contracts';
import { versionKey, type RegistryState, type VersionEntry } from './state';

export interface Visitor {
  guid: string;
  qbid?: string;
}

export interface Resolution {
  remotes: ResolvedRemote[];
  /** The tools of the versions this visitor gets. */
  tools: HubTool[];
  /** Tools of remotes switched off in this environment: their pages say the tool is unavailable. */
  unavailable: HubTool[];
  /** The version each remote serves this visitor, by remote name. */
  served: Map<string, VersionEntry>;
}

/** A number in [0, 100) fixed for a visitor and a remote. */
export function canaryBucket(guid: string, remote: string): number {
  const hash = crypto.hash('sha256', `${remote}\0${guid}`, 'buffer');
  return (hash.readUInt32BE(0) / 0x1_0000_0000) * 100;
}

export function getsCanary(release: Release, visitor: Visitor): boolean {
  if (!release.canary) return false;
  if (release.allow.includes(visitor.guid) || (visitor.qbid && release.allow.includes(visitor.qbid))) return true;
  return release.percent > 0 && canaryBucket(visitor.guid, release.remote) < release.percent;
}

export function resolveVisitor(state: RegistryState, env: string, visitor: Visitor): Resolution {
  const resolution: Resolution = { remotes: [], tools: [], unavailable: [], served: new Map() };
  for (const release of state.releases.get(env)?.values() ?? []) {
    const stable = release.stable ? state.versions.get(versionKey(release.remote, release.stable)) : undefined;
    if (!release.enabled) {
      if (stable) resolution.unavailable.push(...stable.tools);
      continue;
    }
    const canary = release.canary && getsCanary(release, visitor) ? state.versions.get(versionKey(release.remote, release.canary)) : undefined;
    const served = canary ?? stable;
    if (!served) continue;
    resolution.served.set(release.remote, served);
    resolution.remotes.push({
      name: release.remote,
      version: served.version,
      manifestUrl: served.manifest_url,
      ...(canary && stable ? { fallback: { version: stable.version, manifestUrl: stable.manifest_url } } : {}),
    });
    resolution.tools.push(...served.tools);
  }
  return resolution;
}

/** Every tool any visitor of the environment may use (stable and canary versions of enabled remotes). */
export function toolsOfEnvironment(state: RegistryState, env: string): HubTool[] {
  const tools = new Map<number, HubTool>();
  for (const release of state.releases.get(env)?.values() ?? []) {
    if (!release.enabled) continue;
    for (const version of [release.stable, release.canary]) {
      for (const tool of (version && state.versions.get(versionKey(release.remote, version))?.tools) || []) {
        if (!tools.has(tool.toolid)) tools.set(tool.toolid, tool);
      }
    }
  }
  return [...tools.values()];
}
