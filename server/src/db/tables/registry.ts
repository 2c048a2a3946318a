import type { Generated } from 'kysely';

/** Tables of the remote registry (migration 008_registry). JSON columns hold text. */
export interface RegistryTables {
  registry_remote: RegistryRemoteTable;
  registry_version: RegistryVersionTable;
  registry_env: RegistryEnvTable;
  registry_release: RegistryReleaseTable;
  registry_audit: RegistryAuditTable;
  remote_load: RemoteLoadTable;
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
}

export interface RemoteLoadTable {
  env: string;
  remote: string;
  version: string;
  guid: string;
  last_ok_at: number | null;
  last_failed_at: number | null;
  phase: string | null;
  message: string | null;
}
