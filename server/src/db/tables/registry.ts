import type { Generated } from 'kysely';

/** Tables of the remote registry (migrations 008_registry, 009_registry_trust). JSON columns hold text. */
export interface RegistryTables {
  registry_remote: RegistryRemoteTable;
  registry_version: RegistryVersionTable;
  registry_env: RegistryEnvTable;
  registry_release: RegistryReleaseTable;
  registry_audit: RegistryAuditTable;
  remote_load: RemoteLoadTable;
  registry_ramp: RegistryRampTable;
}

export interface RegistryRemoteTable {
  name: string;
  team: string;
  description: string;
  created_at: number;
}

/** A published version: never updated once written. */
export interface RegistryVersionTable {
  remote: string;
  version: string;
  digest: string;
  /** The build's mf-manifest.json. */
  manifest: string;
  /** ToolMeta[] from the build's catalog.json. */
  catalog: string;
  /** SharedDep[] read from the manifest. */
  shared: string;
  files: number;
  bytes: number;
  published_by: string;
  published_at: number;
  /** { path: sha256 hex } of every file; null for versions published before 009_registry_trust. */
  file_hashes: string | null;
}

export interface RegistryEnvTable {
  name: string;
  /** SharedDep[] of the shell last started in this environment. */
  shell_shared: string | null;
  shell_seen_at: number | null;
  created_at: number;
}

export interface RegistryReleaseTable {
  env: string;
  remote: string;
  enabled: number;
  stable: string | null;
  canary: string | null;
  percent: number;
  /** string[] of qbids and guids that always get the canary. */
  allow: string;
  /** string[] of earlier stables, newest last. */
  history: string;
  updated_at: number;
}

export interface RegistryAuditTable {
  id: Generated<number>;
  at: number;
  actor: string;
  action: string;
  env: string | null;
  remote: string;
  version: string | null;
  before: string | null;
  after: string | null;
  reason: string | null;
  /** RollbackEvidence of an automatic rollback. */
  evidence: string | null;
}

/** One device and version: written when the version is served to it, updated by its load reports. */
export interface RemoteLoadTable {
  env: string;
  remote: string;
  version: string;
  guid: string;
  /** When a page or /api/remotes last named this version to the device; null on rows from before 009. */
  served_at: number | null;
  /** The client network (IPv4 /24, IPv6 /64) the device was last seen on. */
  network: string | null;
  last_ok_at: number | null;
  last_failed_at: number | null;
  phase: string | null;
  message: string | null;
}

/** The latest ramp of a remote in an environment (015_registry_ramps). */
export interface RegistryRampTable {
  env: string;
  remote: string;
  version: string;
  /** int[] of percents, the last 100. */
  steps: string;
  step: number;
  hold_ms: number;
  next_at: number | null;
  state: string;
  held_since: number | null;
  /** RampGate of the last check. */
  gate: string | null;
  ended: string | null;
  started_by: string;
  started_at: number;
  updated_at: number;
}
