/**
 * Every change to the registry, each in one transaction with its audit entry (who, when,
 * what, before, after): publishing a version, releasing it, promoting, rolling back,
 * switching a remote on or off, adding an environment.
 */
import { ENVIRONMENTS, ERROR_CODES, unreleased, type AuditAction, type Release, type SharedDep } from '@toolhub/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Db, Database } from '../db';
import { isSqlite } from '../db/portable';
import { ApiError } from '../http/errors';
import type { Build } from './build';
import { describeIncompatibility, incompatibilities } from './compat';
import type { Manifest } from './manifest';
import { foreignSources } from './sources';
import { releaseOf } from './state';

/** How many earlier stables a release remembers for `rollback`. */
const HISTORY_LENGTH = 20;

export const notFound = (detail: string) => new ApiError(404, ERROR_CODES.BAD_REQUEST, detail);
export const conflict = (detail: string) => new ApiError(409, ERROR_CODES.BAD_REQUEST, detail);

export interface AuditFields {
  actor: string;
  action: AuditAction;
  env: string | null;
  remote: string;
  version: string | null;
  before: unknown;
  after: unknown;
  reason?: string | null;
  /** What an automatic change was decided on (RollbackEvidence). */
  evidence?: unknown;
  now: number;
}

/** Writes one audit entry, inside the transaction of the change it records. */
export async function audit(trx: Transaction<Database>, entry: AuditFields) {
  await trx
    .insertInto('registry_audit')
    .values({
      at: entry.now,
      actor: entry.actor,
      action: entry.action,
      env: entry.env,
      remote: entry.remote,
      version: entry.version,
      before: entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
      reason: entry.reason ?? null,
      evidence: entry.evidence === undefined ? null : JSON.stringify(entry.evidence),
    })
    .execute();
}

/** The environments every registry has, plus this server's own. */
export async function ensureEnvironments(db: Db, names: string[], now: number) {
  for (const name of new Set([...ENVIRONMENTS, ...names])) {
    await db.insertInto('registry_env').values({ name, shell_shared: null, shell_seen_at: null, created_at: now }).onConflict((oc) => oc.column('name').doNothing()).execute();
  }
}

/** Records the shared packages of the shell running in `env`: releases there are checked against them. */
export async function recordShell(db: Db, env: string, shared: SharedDep[], now: number) {
  await ensureEnvironments(db, [env], now);
  await db.updateTable('registry_env').set({ shell_shared: JSON.stringify(shared), shell_seen_at: now }).where('name', '=', env).execute();
}

export async function addEnvironment(db: Db, name: string, actor: string, now: number) {
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('registry_env').select('name').where('name', '=', name).executeTakeFirst();
    if (existing) throw conflict(`environment ${name} exists`);
    await trx.insertInto('registry_env').values({ name, shell_shared: null, shell_seen_at: null, created_at: now }).execute();
    await audit(trx, { actor, action: 'add-env', env: name, remote: '*', version: null, before: null, after: { name }, now });
  });
}

/** The shell packages a version released in `env` must satisfy: that environment's, else this server's. */
export async function shellSharedOf(db: Db | Transaction<Database>, env: string, fallback: SharedDep[]): Promise<SharedDep[]> {
  const row = await db.selectFrom('registry_env').select('shell_shared').where('name', '=', env).executeTakeFirst();
  return row?.shell_shared ? (JSON.parse(row.shell_shared) as SharedDep[]) : fallback;
}

export function refuseIncompatible(what: string, env: string, remoteShared: SharedDep[], shellShared: SharedDep[]) {
  const problems = incompatibilities(remoteShared, shellShared);
  if (problems.length) throw new ApiError(422, ERROR_CODES.BAD_REQUEST, problems.map((p) => describeIncompatibility(what, env, p)).join('; '));
}

export interface PublishInput {
  build: Build;
  version: string;
  team?: string;
  description?: string;
  actor: string;
  now: number;
  /** The shell of the publishing server's environment, for the compatibility gate. */
  shell: { env: string; shared: SharedDep[] };
  /** Stores the files; called before the version is registered, so a visitor never sees a version without its files. */
  storeFiles: () => Promise<void>;
}

export async function publishVersion(db: Db, input: PublishInput) {
  const { build, version, actor, now } = input;
  refuseIncompatible(`${build.name} ${version}`, input.shell.env, build.shared, input.shell.shared);
  const exists = await db.selectFrom('registry_version').select('digest').where('remote', '=', build.name).where('version', '=', version).executeTakeFirst();
  if (exists) throw conflict(`version ${version} of ${build.name} is already published; versions are immutable, publish a new one`);
  await refuseTakenTools(db, build);
  await input.storeFiles();
  await db.transaction().execute(async (trx) => {
    const remote = await trx.selectFrom('registry_remote').selectAll().where('name', '=', build.name).executeTakeFirst();
    if (!remote) {
      await trx.insertInto('registry_remote').values({ name: build.name, team: input.team ?? '', description: input.description ?? '', created_at: now }).execute();
    } else if (input.team !== undefined || input.description !== undefined) {
      await trx.updateTable('registry_remote').set({ team: input.team ?? remote.team, description: input.description ?? remote.description }).where('name', '=', build.name).execute();
    }
    const row = {
      remote: build.name,
      version,
      digest: build.digest,
      manifest: JSON.stringify(build.manifest),
      catalog: JSON.stringify(build.catalog),
      shared: JSON.stringify(build.shared),
      files: build.files.length,
      bytes: build.bytes,
      published_by: actor,
      published_at: now,
      file_hashes: JSON.stringify(build.fileHashes),
    };
    // The primary key refuses a publish of the same version that raced this one.
    await trx.insertInto('registry_version').values(row).execute();
    await audit(trx, { actor, action: 'publish', env: null, remote: build.name, version, before: null, after: { digest: build.digest, files: row.files, bytes: row.bytes, shared: build.shared }, now });
  });
}

/** A tool path or id belongs to one remote: another remote publishing it would make its page ambiguous. */
async function refuseTakenTools(db: Db, build: Build) {
  const others = await db.selectFrom('registry_version').select(['remote', 'catalog']).where('remote', '!=', build.name).execute();
  for (const other of others) {
    for (const tool of JSON.parse(other.catalog) as Build['catalog']) {
      const clash = build.catalog.find((t) => t.path === tool.path || t.toolid === tool.toolid);
      if (clash) throw conflict(`tool ${clash.path} (id ${clash.toolid}) clashes with ${tool.path} (id ${tool.toolid}) of remote ${other.remote}`);
    }
  }
}

export interface ReleaseChange {
  env: string;
  remote: string;
  actor: string;
  action: AuditAction;
  now: number;
  reason?: string;
  /** The version the audit entry names. */
  version?: (before: Release) => string | null;
  /** The new release from the current one; throw to refuse. */
  change: (current: Release, trx: Transaction<Database>) => Release | Promise<Release>;
  /** An unchanged release is neither written nor audited (an auto-rollback that lost a race). */
  skipUnchanged?: boolean;
  /** For the audit entry: what an automatic change was decided on. */
  evidence?: unknown;
  /**
   * Run first in the transaction (so on SQLite it takes the write lock before anything is
   * read): a conditional update that claims the change for this process. False: another
   * process made it; nothing is changed or audited and the release is returned as it is.
   */
  claim?: (trx: Transaction<Database>) => Promise<boolean>;
}

const sameRelease = (a: Release, b: Release) =>
  a.enabled === b.enabled && a.stable === b.stable && a.canary === b.canary && a.percent === b.percent && JSON.stringify(a.allow) === JSON.stringify(b.allow) && JSON.stringify(a.history) === JSON.stringify(b.history);

/** Reads the release (locked on PostgreSQL), applies the change, writes it and its audit entry. */
export async function changeRelease(db: Db, input: ReleaseChange): Promise<Release> {
  return db.transaction().execute(async (trx) => {
    const claimed = input.claim ? await input.claim(trx) : true;
    const env = await trx.selectFrom('registry_env').select('name').where('name', '=', input.env).executeTakeFirst();
    if (!env) throw notFound(`no environment ${input.env}`);
    const remote = await trx.selectFrom('registry_remote').select('name').where('name', '=', input.remote).executeTakeFirst();
    if (!remote) throw notFound(`no remote ${input.remote}: publish it first`);
    let query = trx.selectFrom('registry_release').selectAll().where('env', '=', input.env).where('remote', '=', input.remote);
    if (!isSqlite(db as unknown as Kysely<unknown>)) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    const before = row ? releaseOf(row) : unreleased(input.env, input.remote, input.now);
    if (!claimed) return before;
    const changed = await input.change(before, trx);
    if (input.skipUnchanged && sameRelease(before, changed)) return before;
    const after: Release = { ...changed, history: changed.history.slice(-HISTORY_LENGTH), updated_at: input.now };
    const values = {
      enabled: after.enabled ? 1 : 0,
      stable: after.stable,
      canary: after.canary,
      percent: after.percent,
      allow: JSON.stringify(after.allow),
      history: JSON.stringify(after.history),
      updated_at: after.updated_at,
    };
    if (row) await trx.updateTable('registry_release').set(values).where('env', '=', input.env).where('remote', '=', input.remote).execute();
    else await trx.insertInto('registry_release').values({ env: input.env, remote: input.remote, ...values }).execute();
    await audit(trx, {
      actor: input.actor,
      action: input.action,
      env: input.env,
      remote: input.remote,
      version: input.version?.(before) ?? null,
      before: row ? before : null,
      after,
      reason: input.reason,
      evidence: input.evidence,
      now: input.now,
    });
    return after;
  });
}

export async function requireVersion(trx: Transaction<Database>, remote: string, version: string) {
  const row = await trx.selectFrom('registry_version').select(['shared', 'manifest']).where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
  if (!row) throw notFound(`${remote} has no published version ${version}`);
  return { shared: JSON.parse(row.shared) as SharedDep[], manifest: JSON.parse(row.manifest) as Manifest };
}

/**
 * A version published before the registry checked where manifests load from (or before ops
 * narrowed TOOLHUB_REMOTE_ORIGINS) is not released until it is published again, sound.
 */
export function refuseForeignSources(remote: string, version: string, manifest: Manifest, remoteOrigins: string[]) {
  const problems = foreignSources(manifest, { remote, version, remoteOrigins });
  if (problems.length) throw new ApiError(422, ERROR_CODES.BAD_REQUEST, `${remote} ${version} cannot be released: ${problems.join('; ')}`);
}

