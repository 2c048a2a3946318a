/** What the ops page derives from the registry's answers: pure functions, no React. */
import { mustRollBack, type LoadStats, type Ramp, type RegistryOverview, type Release, type RemoteVersion } from '@toolhub/contracts';
import type { OpsT } from './messages';

export { parseAllowlist } from '@toolhub/contracts';

export function releaseOf(overview: RegistryOverview, env: string, remote: string): Release | undefined {
  return overview.releases.find((release) => release.env === env && release.remote === remote);
}

/** The running (or latest) ramp of a remote in an environment. */
export function rampOf(overview: RegistryOverview, env: string, remote: string): Ramp | undefined {
  return overview.ramps?.find((ramp) => ramp.env === env && ramp.remote === remote);
}

/** That ramp while it still moves visitors (running, or held at its gate). */
export function liveRampOf(overview: RegistryOverview, env: string, remote: string): Ramp | undefined {
  const ramp = rampOf(overview, env, remote);
  return ramp?.state === 'running' || ramp?.state === 'holding' ? ramp : undefined;
}

/** Every remote the registry knows, by name; a release of an unknown remote still gets its row. */
export function remoteNames(overview: RegistryOverview): string[] {
  const names = new Set([...overview.remotes.map((remote) => remote.name), ...overview.releases.map((release) => release.remote)]);
  return [...names].sort((a, b) => a.localeCompare(b));
}

/** Environments in the server's order; one named only by a release is added at the end. */
export function environmentNames(overview: RegistryOverview): string[] {
  const names = overview.environments.map((environment) => environment.name);
  for (const release of overview.releases) if (!names.includes(release.env)) names.push(release.env);
  if (!names.includes(overview.env)) names.push(overview.env);
  return names;
}

/** Newest first. */
export function sortVersions(versions: RemoteVersion[]): RemoteVersion[] {
  return [...versions].sort((a, b) => b.published_at - a.published_at || b.version.localeCompare(a.version));
}

export interface CanaryHealth {
  loads: number;
  failures: number;
  /** Client networks the loads came from, and how many of them had a failure. */
  networks: number;
  failingNetworks: number;
  /** failures / loads; undefined without loads. */
  rate?: number;
  /**
   * Past the auto-rollback rule: more than its failure rate of at least its loads, from enough
   * networks (the server's rule, so the page flags what the server rolls back).
   */
  high: boolean;
}

/** The canary's load outcomes in its environment over the policy's window, or undefined without a canary. */
export function canaryHealth(overview: RegistryOverview, release: Release | undefined): CanaryHealth | undefined {
  if (!release?.canary) return undefined;
  const stats = overview.loads.filter(
    (load: LoadStats) => load.env === release.env && load.remote === release.remote && load.version === release.canary,
  );
  const loads = stats.reduce((sum, load) => sum + load.loads, 0);
  const failures = stats.reduce((sum, load) => sum + load.failures, 0);
  const networks = stats.reduce((sum, load) => sum + load.networks, 0);
  const failingNetworks = stats.reduce((sum, load) => sum + load.failing_networks, 0);
  const rate = loads > 0 ? failures / loads : undefined;
  const high = mustRollBack({ loads, failures, networks, failing_networks: failingNetworks }, overview.rollback_policy);
  return { loads, failures, networks, failingNetworks, rate, high };
}

export type RollbackPlan =
  | { kind: 'canary'; canary: string; stable: string | null }
  | { kind: 'stable'; current: string | null; previous: string };

/** What `rollback` will do: drop the canary when there is one, else return to the last earlier stable. */
export function rollbackPlan(release: Release | undefined): RollbackPlan | undefined {
  if (!release) return undefined;
  if (release.canary) return { kind: 'canary', canary: release.canary, stable: release.stable };
  const previous = release.history[release.history.length - 1];
  return previous ? { kind: 'stable', current: release.stable, previous } : undefined;
}

/** Registry times are epoch milliseconds; a value that can only be seconds is read as seconds. */
export const toDate = (at: number) => new Date(at < 1e11 ? at * 1000 : at);

const pad = (n: number) => String(n).padStart(2, '0');

/** `2025-03-04 09:05` in the browser's zone: the same in both languages, and sortable by eye. */
export function formatTime(at: number, withSeconds = false): string {
  const d = toDate(at);
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}${withSeconds ? `:${pad(d.getSeconds())}` : ''}`;
  return `${date} ${time}`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 2 : 1)} MB`;
}

/** 0.0234 → "2.3%"; whole numbers lose the decimal. */
export function formatRate(rate: number): string {
  const percent = Math.round(rate * 1000) / 10;
  return `${Number.isInteger(percent) ? percent.toFixed(0) : percent.toFixed(1)}%`;
}

export function formatWindow(ms: number, t: OpsT): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  return minutes >= 120 && minutes % 60 === 0 ? t('hours', { n: minutes / 60 }) : t('minutes', { n: minutes });
}

/** A digest's first 12 hex digits, after any `sha256:` prefix. */
export const shortDigest = (digest: string) => digest.replace(/^sha256[:-]/, '').slice(0, 12);
