/**
 * The remote registry (DESIGN §2 "A tool team ships", "Ops release"): remotes, their
 * immutable versions, and per environment which version visitors get. The admin API
 * (`/admin/api/…`, bearer `TOOLHUB_ADMIN_TOKEN`) is spoken by the `pnpm toolhub` CLI and
 * the `/ops` page; `/api/remotes` and `/api/remote_loads` by the shell.
 */
import { z } from 'zod/mini';
import { deferred } from './deferred';
import { envelope } from './api';
import { resolvedRemoteSchema } from './snapshot';
import { catalogSchema, hubToolSchema } from './tools';

/** A federation name: also the URL segment of the remote's files and the `<remote>/` of its module ids. */
export const REMOTE_NAME_PATTERN = /^[a-z][a-z0-9_]{1,39}$/;
/** Semantic versions (semver.org 2.0.0), build metadata included (`0.1.0+3f9a2c1d`). */
export const VERSION_PATTERN = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;
export const ENVIRONMENT_PATTERN = /^[a-z][a-z0-9-]{1,19}$/;

/** The shared singletons a remote must take from the shell; the compatibility gate checks these. */
export const GATED_SINGLETONS = ['react', 'react-dom', 'jotai', '@toolhub/sdk', '@toolhub/ui'] as const;

/** Where every published version's files are served: `/remotes/<name>/<version>/<file>`. */
export const REMOTE_FILES_PREFIX = '/remotes/';
export const remoteFilesBase = (name: string, version: string) => `${REMOTE_FILES_PREFIX}${name}/${version}/`;
/** The federation manifest of every build (Module Federation 2.0). */
export const MANIFEST_FILE = 'mf-manifest.json';
/** The catalog a build writes beside its manifest, so the server lists tools without running the remote. */
export const CATALOG_FILE = 'catalog.json';
/**
 * Optional, beside the manifest: each tool's first view (issue 21), keyed by the tool's path —
 * its HTML in each language as the tool first renders, and the CSS it needs. The hub puts it
 * into the tool page's first response, inert, until the remote's code replaces it.
 */
export const FIRST_VIEWS_FILE = 'first-views.json';
export const firstViewsSchema = deferred(() => z.record(z.string(), z.object({ css: z.string(), html: z.record(z.string(), z.string()) })));
export type FirstViews = z.infer<typeof firstViewsSchema>;
/** The largest publish the admin API takes (all files, base64 in JSON). */
export const MAX_PUBLISH_BYTES = 40 * 1024 * 1024;

/** One shared package as a manifest declares it: the version it brings and the range it needs. */
export const sharedDepSchema = deferred(() => z.object({
  name: z.string(),
  version: z.string(),
  /** Absent or `*` when the remote takes any version. */
  requiredVersion: z.optional(z.string()),
  singleton: z.optional(z.boolean()),
}));
export type SharedDep = z.infer<typeof sharedDepSchema>;

const slug = (pattern: RegExp, what: string) => z.string().check(z.regex(pattern, `not a valid ${what}`));
export const remoteNameSchema = deferred(() => slug(REMOTE_NAME_PATTERN, 'remote name (a–z, 0–9, _; 2–40 characters)'));
export const versionSchema = deferred(() => slug(VERSION_PATTERN, 'version (semver, e.g. 1.4.0)'));
export const environmentNameSchema = deferred(() => slug(ENVIRONMENT_PATTERN, 'environment name (a–z, 0–9, -)'));

export const remoteSchema = deferred(() => z.object({
  name: z.string(),
  team: z.string(),
  description: z.string(),
  created_at: z.int(),
}));
export type Remote = z.infer<typeof remoteSchema>;

/** An immutable published version. */
export const remoteVersionSchema = deferred(() => z.object({
  remote: z.string(),
  version: z.string(),
  /** sha256 over every file's path and bytes: two publishes of the same build have the same digest. */
  digest: z.string(),
  shared: z.array(sharedDepSchema),
  catalog: catalogSchema,
  manifest_url: z.string(),
  files: z.int(),
  bytes: z.int(),
  published_by: z.string(),
  published_at: z.int(),
}));
export type RemoteVersion = z.infer<typeof remoteVersionSchema>;

export const environmentSchema = deferred(() => z.object({
  name: z.string(),
  /** The shared singletons of the shell last started in this environment (null: none has run). */
  shell_shared: z.nullable(z.array(sharedDepSchema)),
  shell_seen_at: z.nullable(z.int()),
}));
export type Environment = z.infer<typeof environmentSchema>;

/** Which version of a remote visitors of one environment get. */
export const releaseSchema = deferred(() => z.object({
  env: z.string(),
  remote: z.string(),
  enabled: z.boolean(),
  stable: z.nullable(z.string()),
  canary: z.nullable(z.string()),
  /** Share of visitors (0–100) who get the canary, by a stable hash of (guid, remote). */
  percent: z.int().check(z.gte(0), z.lte(100)),
  /** qbids and guids that always get the canary. */
  allow: z.array(z.string()),
  /** Earlier stables, newest last: `rollback` returns to the last of them. */
  history: z.array(z.string()),
  updated_at: z.int(),
}));
export type Release = z.infer<typeof releaseSchema>;

/** A remote not released in an environment yet: on, with no version. */
export const unreleased = (env: string, remote: string, at: number): Release => ({
  env,
  remote,
  enabled: true,
  stable: null,
  canary: null,
  percent: 0,
  allow: [],
  history: [],
  updated_at: at,
});

/** Load outcomes of one version in one environment over the failure window. */
export const loadStatsSchema = deferred(() => z.object({
  env: z.string(),
  remote: z.string(),
  version: z.string(),
  /** Visitors who loaded it (or tried to) within the window. */
  loads: z.int(),
  /** Of those, visitors whose load failed. */
  failures: z.int(),
  /** Client networks (IPv4 /24, IPv6 /64) those visitors reported from: one network weighs as one. */
  networks: z.int(),
  /** Of those, networks with at least one failed visitor. */
  failing_networks: z.int(),
  window_ms: z.int(),
}));
export type LoadStats = z.infer<typeof loadStatsSchema>;

/** One reported load failure, as the shell sent it. */
export const loadFailureSchema = deferred(() => z.object({
  env: z.string(),
  remote: z.string(),
  version: z.string(),
  phase: z.nullable(z.string()),
  message: z.nullable(z.string()),
  /** The client network it came from (`203.0.113.0/24`, `2001:db8:1:2::/64`). */
  network: z.optional(z.nullable(z.string())),
  at: z.int(),
}));
export type LoadFailure = z.infer<typeof loadFailureSchema>;

/**
 * The automatic-rollback policy: a canary is rolled back when more than `max_failure_rate` of
 * at least `min_loads` visitors it was served to failed to load it within `window_ms`, and
 * those failures came from at least `min_networks` networks that are also more than
 * `max_failure_rate` of the networks reporting.
 */
export const rollbackPolicySchema = deferred(() => z.object({
  max_failure_rate: z.number(),
  min_loads: z.int(),
  min_networks: z.int(),
  window_ms: z.int(),
}));
export type RollbackPolicy = z.infer<typeof rollbackPolicySchema>;

/**
 * Whether a canary with these load figures must be rolled back under `policy` (the rule above):
 * the server rolls back by it, and the ops page flags a canary by it, so the two never disagree.
 */
export function mustRollBack(
  stats: Pick<LoadStats, 'loads' | 'failures' | 'networks' | 'failing_networks'>,
  policy: Pick<RollbackPolicy, 'max_failure_rate' | 'min_loads' | 'min_networks'>,
): boolean {
  if (stats.loads < policy.min_loads || stats.failing_networks < policy.min_networks) return false;
  const rate = stats.failures / stats.loads;
  const networkRate = stats.networks > 0 ? stats.failing_networks / stats.networks : 0;
  // Within the limit on either count: the canary stays.
  if (rate <= policy.max_failure_rate || networkRate <= policy.max_failure_rate) return false;
  return true;
}

/**
 * Whether a ramp's canary may take its next step (issue 22), by the rollback policy's own
 * numbers over the ramp's hold window: at least `min_loads` visitors loaded it, from at least
 * `min_networks` networks, and no more than `max_failure_rate` of them failed — the share above
 * which mustRollBack would roll it back. Too few reports hold the ramp as failures do: a step
 * nobody loaded has shown nothing.
 */
export type RampGateReason = 'ok' | 'too-few-loads' | 'too-few-networks' | 'failing';
export function rampGate(
  stats: Pick<LoadStats, 'loads' | 'failures' | 'networks'> | undefined,
  policy: Pick<RollbackPolicy, 'max_failure_rate' | 'min_loads' | 'min_networks'>,
): RampGateReason {
  if (!stats || stats.loads < policy.min_loads) return 'too-few-loads';
  if (stats.networks < policy.min_networks) return 'too-few-networks';
  if (stats.failures / stats.loads > policy.max_failure_rate) return 'failing';
  return 'ok';
}

/** One failing device behind an automatic rollback. */
const failingDeviceSchema = z.object({
  guid: z.string(),
  network: z.nullable(z.string()),
  phase: z.nullable(z.string()),
  message: z.nullable(z.string()),
  at: z.int(),
});

/** What an automatic rollback was decided on, kept in its audit entry. */
export const rollbackEvidenceSchema = deferred(() => z.object({
  loads: z.int(),
  failures: z.int(),
  networks: z.int(),
  failing_networks: z.int(),
  window_ms: z.int(),
  policy: rollbackPolicySchema,
  /** Failed visitors per phase. */
  phases: z.record(z.string(), z.int()),
  /** The networks with the most failed visitors (at most 20), most first. */
  failing_network_list: z.array(z.object({ network: z.string(), devices: z.int() })),
  /** The latest failed visitors (at most 20), newest first. */
  devices: z.array(failingDeviceSchema),
}));
export type RollbackEvidence = z.infer<typeof rollbackEvidenceSchema>;

export const AUDIT_ACTIONS = [
  'publish',
  'release',
  'promote',
  'rollback',
  'auto-rollback',
  'enable',
  'disable',
  'add-env',
  // People, teams and tokens (issue 22): `remote` is `*`, or the team's remotes joined by `,`.
  'add-person',
  'change-person',
  'remove-person',
  'add-team',
  'change-team',
  'remove-team',
  'issue-token',
  'revoke-token',
  // Finance data loaded from a CSV (issue 22): `remote` is `finance`, `version` the kind
  // (lpr, banks, cities); `before`/`after` the rows changed and added.
  'import-data',
  // Scheduled ramps (issue 22): started by a person; its steps are `release`s and its last a
  // `promote`, each under that person with the reason `ramp`. A gate that holds a step is
  // `ramp-hold`; a ramp stopped by a person, by a gate held too long or by its canary going
  // away is `ramp-stop`.
  'ramp-start',
  'ramp-hold',
  'ramp-stop',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = deferred(() => z.object({
  id: z.int(),
  at: z.int(),
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  env: z.nullable(z.string()),
  remote: z.string(),
  version: z.nullable(z.string()),
  /** The release (or version) before and after the change; null where there was none. */
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
  reason: z.nullable(z.string()),
  /** What an automatic rollback was decided on; absent on changes made by a person. */
  evidence: z.optional(z.nullable(rollbackEvidenceSchema)),
}));
export type AuditEntry = z.infer<typeof auditEntrySchema>;

// ---- scheduled ramps (issue 22) ----------------------------------------------------------

/** The steps (percent of visitors) and the hold between them of a ramp not told otherwise. */
export const DEFAULT_RAMP_STEPS = [10, 50, 100];
export const DEFAULT_RAMP_HOLD_MS = 30 * 60_000;
/** A step whose gate still holds this many holds after it was due stops the ramp. */
export const RAMP_MAX_HOLDS = 3;
export const MIN_RAMP_HOLD_MS = 1000;
export const MAX_RAMP_HOLD_MS = 7 * 24 * 3600 * 1000;

/** running: waiting for its next step; holding: the next step is due but its gate fails; done: promoted; stopped: ended without. */
export const RAMP_STATES = ['running', 'holding', 'done', 'stopped'] as const;
export type RampState = (typeof RAMP_STATES)[number];

/** The last health gate a ramp checked before its next step. */
export const rampGateSchema = deferred(() => z.object({
  result: z.enum(['ok', 'too-few-loads', 'too-few-networks', 'failing']),
  loads: z.int(),
  failures: z.int(),
  networks: z.int(),
  at: z.int(),
}));
export type RampGate = z.infer<typeof rampGateSchema>;

/** A canary taken through its steps on a schedule, the last (100) a promote. */
export const rampSchema = deferred(() => z.object({
  env: z.string(),
  remote: z.string(),
  version: z.string(),
  steps: z.array(z.int()),
  /** The index in `steps` of the step visitors are on now. */
  step: z.int(),
  hold_ms: z.int(),
  /** When the next step is due (its gate is checked then and after); null once ended. */
  next_at: z.nullable(z.int()),
  state: z.enum(RAMP_STATES),
  /** Since when the gate holds the next step. */
  held_since: z.nullable(z.int()),
  gate: z.nullable(rampGateSchema),
  /** Why it ended, when it did. */
  ended: z.nullable(z.string()),
  started_by: z.string(),
  started_at: z.int(),
  updated_at: z.int(),
}));
export type Ramp = z.infer<typeof rampSchema>;

const rampStepsSchema = z
  .array(z.int().check(z.gte(1), z.lte(100)))
  .check(
    z.minLength(1),
    z.maxLength(10),
    z.refine((steps) => steps.every((step, i) => i === 0 || step > steps[i - 1]), 'steps must rise'),
    z.refine((steps) => steps.at(-1) === 100, 'the last step must be 100 (the promote)'),
  );

/** POST /admin/api/envs/:env/remotes/:name/ramp: start a ramp of `version` (its first step at once). */
export const rampRequestSchema = deferred(() => z.object({
  version: versionSchema,
  steps: z.optional(rampStepsSchema),
  hold_ms: z.optional(z.int().check(z.gte(MIN_RAMP_HOLD_MS), z.lte(MAX_RAMP_HOLD_MS))),
  reason: z.optional(z.string().check(z.maxLength(500))),
}));
export type RampRequest = z.infer<typeof rampRequestSchema>;
/** POST /admin/api/envs/:env/remotes/:name/ramp/stop */
export const rampStopRequestSchema = deferred(() => z.object({ reason: z.optional(z.string().check(z.maxLength(500))) }));
export const rampResponseSchema = deferred(() => envelope(rampSchema));

// ---- admin API (bearer TOOLHUB_ADMIN_TOKEN) -------------------------------------------

/** GET /admin/api/registry: everything the ops page and `toolhub status` show. */
export const registryOverviewSchema = deferred(() => z.object({
  /** The environment of the server answering. */
  env: z.string(),
  environments: z.array(environmentSchema),
  remotes: z.array(remoteSchema),
  versions: z.array(remoteVersionSchema),
  releases: z.array(releaseSchema),
  loads: z.array(loadStatsSchema),
  /** The latest load failures within the window, newest first (at most 50). */
  recent_failures: z.optional(z.array(loadFailureSchema)),
  /** When a canary is rolled back automatically (see rollbackPolicySchema). */
  rollback_policy: rollbackPolicySchema,
  /** Each remote's latest ramp per environment, running or ended (issue 22). */
  ramps: z.optional(z.array(rampSchema)),
}));
export type RegistryOverview = z.infer<typeof registryOverviewSchema>;
export const registryOverviewResponseSchema = deferred(() => envelope(registryOverviewSchema));

/** One file of a build, base64. */
export const publishFileSchema = deferred(() => z.object({ path: z.string().check(z.minLength(1)), base64: z.string() }));

/**
 * POST /admin/api/remotes/:name/versions: publish a build. The files include `mf-manifest.json`
 * and `catalog.json`; the server reads the shared dependencies and tools from them.
 */
export const publishRequestSchema = deferred(() => z.object({
  version: versionSchema,
  team: z.optional(z.string()),
  description: z.optional(z.string()),
  files: z.array(publishFileSchema).check(z.minLength(1)),
}));
export type PublishRequest = z.infer<typeof publishRequestSchema>;
export const publishResponseSchema = deferred(() => envelope(remoteVersionSchema));

/** GET /admin/api/remotes/:name/versions */
export const versionsResponseSchema = deferred(() => envelope(z.array(remoteVersionSchema)));

/**
 * POST /admin/api/envs/:env/remotes/:name/release. `percent` 100 (the default) makes the
 * version stable; below 100 it becomes the canary for that share of visitors. `allow` replaces
 * the allowlist when given.
 */
export const releaseRequestSchema = deferred(() => z.object({
  version: versionSchema,
  percent: z.optional(z.int().check(z.gte(0), z.lte(100))),
  allow: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(64)))),
  /** Why, for the audit log. */
  reason: z.optional(z.string().check(z.maxLength(500))),
}));
export type ReleaseRequest = z.infer<typeof releaseRequestSchema>;

/**
 * Ids of an allowlist as people write them — commas (also full-width), semicolons, spaces or
 * new lines between them — each once: the ops page, the CLI and the server read them alike.
 */
export function parseAllowlist(text: string): string[] {
  return [...new Set(text.split(/[\s,，、;；]+/).filter(Boolean))];
}

/** POST /admin/api/envs/:env/remotes/:name/{promote|rollback|enable|disable}: an optional reason for the audit log. */
export const RELEASE_ACTIONS = ['promote', 'rollback', 'enable', 'disable'] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];
export const releaseActionRequestSchema = deferred(() => z.object({ reason: z.optional(z.string().check(z.maxLength(500))) }));
export const releaseResponseSchema = deferred(() => envelope(releaseSchema));

/** POST /admin/api/envs: add an environment. */
export const addEnvironmentRequestSchema = deferred(() => z.object({ name: environmentNameSchema }));

/** GET /admin/api/audit?remote=&env=&limit= (newest first). */
export const auditQuerySchema = deferred(() => z.object({
  remote: z.optional(z.string()),
  env: z.optional(z.string()),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000))),
}));
export const auditResponseSchema = deferred(() => envelope(z.array(auditEntrySchema)));

// ---- visitor API ------------------------------------------------------------------------

/** GET /api/remotes: the snapshot's remotes and tools, resolved again for a running page. */
export const remotesResponseSchema = deferred(() => envelope(
  z.object({ env: z.string(), remotes: z.array(resolvedRemoteSchema), tools: z.array(hubToolSchema) }),
));

/** Where a remote's load failed: its manifest, its entry script, or the exposed module. */
export const LOAD_PHASES = ['manifest', 'entry', 'module'] as const;
export type LoadPhase = (typeof LOAD_PHASES)[number];

/** POST /api/remote_loads: the shell reports how loading a version went. */
export const remoteLoadReportSchema = deferred(() => z.object({
  remote: remoteNameSchema,
  version: versionSchema,
  ok: z.boolean(),
  phase: z.optional(z.enum(LOAD_PHASES)),
  message: z.optional(z.string().check(z.maxLength(1000))),
}));
export type RemoteLoadReport = z.infer<typeof remoteLoadReportSchema>;
