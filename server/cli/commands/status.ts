/** Every remote in every environment: what visitors get and how the canary is doing. */
import { registryOverviewResponseSchema, type RegistryOverview } from '@toolhub/contracts';
import { stringFlag } from '../args';
import { type Command } from '../command';
import { CliError } from '../errors';
import { canaryText } from '../format';
import { formatTable } from '../table';

export const status: Command = {
  name: 'status',
  usage: '[--env <env>]',
  summary: 'a table of every remote in every environment (or one): enabled, stable, canary, allowlist, canary loads',
  flags: { env: 'string' },
  positionals: [0, 0],
  async run(ctx, args) {
    const overview = await ctx.admin().get('/admin/api/registry', registryOverviewResponseSchema);
    for (const line of statusLines(overview, ctx.admin().baseUrl, stringFlag(args, 'env'))) ctx.out(line);
  },
};

export function statusLines(overview: RegistryOverview, baseUrl: string, onlyEnv?: string): string[] {
  const known = overview.environments.map((e) => e.name);
  if (onlyEnv && !known.includes(onlyEnv)) {
    throw new CliError(`the hub has no environment "${onlyEnv}" (it has ${known.join(', ') || 'none'})`);
  }
  const envs = onlyEnv ? [onlyEnv] : known;
  const policy = overview.rollback_policy;
  const header = [
    `hub ${baseUrl} (running as ${overview.env})`,
    `auto-rollback: a canary with more than ${Math.round(policy.max_failure_rate * 100)}% failed loads ` +
      `out of at least ${policy.min_loads} within ${formatWindow(policy.window_ms)}`,
    '',
  ];
  if (!overview.remotes.length) return [...header, 'no remotes published yet: pnpm toolhub publish remotes/<family>'];

  const rows: string[][] = [];
  for (const remote of [...overview.remotes].sort((a, b) => a.name.localeCompare(b.name))) {
    for (const env of envs) {
      const release = overview.releases.find((r) => r.remote === remote.name && r.env === env);
      if (!release) {
        rows.push([remote.name, env, '-', 'not released', '-', '-', '-', latestVersion(overview, remote.name)]);
        continue;
      }
      const loads = release.canary
        ? overview.loads.find((l) => l.remote === remote.name && l.env === env && l.version === release.canary)
        : undefined;
      rows.push([
        remote.name,
        env,
        release.enabled ? 'yes' : 'NO',
        release.stable ?? '-',
        canaryText(release),
        release.allow.length ? String(release.allow.length) : '-',
        release.canary ? `${loads?.failures ?? 0}/${loads?.loads ?? 0}` : '-',
        latestVersion(overview, remote.name),
      ]);
    }
  }
  return [...header, ...formatTable(['REMOTE', 'ENV', 'ENABLED', 'STABLE', 'CANARY', 'ALLOW', 'FAILED/LOADS', 'LATEST'], rows)];
}

/** The most recently published version, so ops see what is ready to release. */
function latestVersion(overview: RegistryOverview, remote: string): string {
  const published = overview.versions.filter((v) => v.remote === remote);
  return published.length ? published.reduce((a, b) => (b.published_at > a.published_at ? b : a)).version : '-';
}

function formatWindow(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  return `${Math.round(ms / 1000)} s`;
}
