/**
 * The whole registry as one value, read from the database and kept in memory: every page
 * load resolves against it without a query. It is read again after this process changes it
 * and at most `maxAgeMs` after another process did.
 */
import {
  MANIFEST_FILE,
  remoteFilesBase,
  type Environment,
  type HubTool,
  type Release,
  type Remote,
  type RemoteVersion,
} from '@toolhub/contracts';
import type { Db } from '../db';
import type { RegistryReleaseTable } from '../db/tables/registry';
import type { Manifest } from './manifest';

export interface VersionEntry extends RemoteVersion {
  manifest: Manifest;
  /** sha256 (hex) of each published file by path; null for versions published before they were kept. */
  file_hashes: Record<string, string> | null;
  /** The catalog as hub tools (with their remote), made once per version instead of per page. */
  tools: HubTool[];
}

export interface RegistryState {
  remotes: Remote[];
  versions: Map<string, VersionEntry>;
  environments: Environment[];
  /** Per environment, per remote. */
  releases: Map<string, Map<string, Release>>;
}

export const versionKey = (remote: string, version: string) => `${remote}@${version}`;
export const manifestUrlOf = (remote: string, version: string) => `${remoteFilesBase(remote, version)}${MANIFEST_FILE}`;

const json = <T>(text: string | null, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);

export async function readState(db: Db): Promise<RegistryState> {
  const [remotes, versions, environments, releases] = await Promise.all([
    db.selectFrom('registry_remote').selectAll().orderBy('name').execute(),
    db.selectFrom('registry_version').selectAll().orderBy('published_at').execute(),
    db.selectFrom('registry_env').selectAll().orderBy('created_at').orderBy('name').execute(),
    db.selectFrom('registry_release').selectAll().orderBy('remote').execute(),
  ]);
  const state: RegistryState = {
    remotes: remotes.map((r) => ({ ...r, created_at: Number(r.created_at) })),
    versions: new Map(),
    environments: environments.map((e) => ({ name: e.name, shell_shared: json(e.shell_shared, null), shell_seen_at: e.shell_seen_at === null ? null : Number(e.shell_seen_at) })),
    releases: new Map(),
  };
  for (const row of versions) {
    const catalog = json<VersionEntry['catalog']>(row.catalog, []);
    state.versions.set(versionKey(row.remote, row.version), {
      remote: row.remote,
      version: row.version,
      digest: row.digest,
      shared: json(row.shared, []),
      catalog,
      manifest_url: manifestUrlOf(row.remote, row.version),
      files: row.files,
      bytes: Number(row.bytes),
      published_by: row.published_by,
      published_at: Number(row.published_at),
      manifest: json(row.manifest, {} as Manifest),
      file_hashes: json<Record<string, string> | null>(row.file_hashes, null),
      tools: catalog.map((tool) => ({ ...tool, remote: row.remote })),
    });
  }
  for (const env of state.environments) state.releases.set(env.name, new Map());
  for (const row of releases) state.releases.get(row.env)?.set(row.remote, releaseOf(row));
  return state;
}

export function releaseOf(row: RegistryReleaseTable): Release {
  return {
    env: row.env,
    remote: row.remote,
    enabled: Boolean(row.enabled),
    stable: row.stable,
    canary: row.canary,
    percent: row.percent,
    allow: json(row.allow, []),
    history: json(row.history, []),
    updated_at: Number(row.updated_at),
  };
}

/** The state, read again when stale. Concurrent readers share one read. */
export class StateCache {
  private current?: { state: RegistryState; at: number };
  private reading?: Promise<RegistryState>;
  /** Bumped by every change, so a read begun before it is not kept as current. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly maxAgeMs = 1000,
  ) {}

  /** The last state read, however old, or undefined before the first read. */
  peek(): RegistryState | undefined {
    return this.current?.state;
  }

  async get(): Promise<RegistryState> {
    if (this.current && Date.now() - this.current.at < this.maxAgeMs) return this.current.state;
    if (!this.reading) {
      const generation = this.generation;
      const reading = readState(this.db)
        .then((state) => {
          if (generation === this.generation) this.current = { state, at: Date.now() };
          return state;
        })
        .finally(() => {
          if (this.reading === reading) this.reading = undefined;
        });
      this.reading = reading;
    }
    return this.reading;
  }

  invalidate() {
    this.generation++;
    this.current = undefined;
    this.reading = undefined;
  }
}
