/** The audit log of the registry, newest first. */
import { auditResponseSchema, environmentNameSchema, releaseSchema, remoteNameSchema, type AuditEntry, type Release } from '@toolhub/contracts';
import { integerFlag, stringFlag } from '../args';
import { checked, type Command } from '../command';
import { describeChange, formatTime } from '../format';
import { formatTable } from '../table';

const DEFAULT_LIMIT = 50;

export const audit: Command = {
  name: 'audit',
  usage: '[--remote <remote>] [--env <env>] [--limit N]',
  summary: `who changed what, newest first (the last ${DEFAULT_LIMIT} unless --limit)`,
  flags: { remote: 'string', env: 'string', limit: 'string' },
  positionals: [0, 0],
  async run(ctx, args) {
    const query = new URLSearchParams();
    const remote = stringFlag(args, 'remote');
    const env = stringFlag(args, 'env');
    if (remote) query.set('remote', checked(remoteNameSchema, remote));
    if (env) query.set('env', checked(environmentNameSchema, env));
    query.set('limit', String(integerFlag(args, 'limit', 1, 1000) ?? DEFAULT_LIMIT));
    const entries = await ctx.admin().get(`/admin/api/audit?${query}`, auditResponseSchema);
    if (!entries.length) {
      ctx.out('no changes recorded');
      return;
    }
    for (const line of formatTable(['WHEN', 'ACTOR', 'ACTION', 'ENV', 'REMOTE', 'VERSION', 'CHANGE', 'REASON'], entries.map(auditRow))) {
      ctx.out(line);
    }
  },
};

function auditRow(entry: AuditEntry): string[] {
  return [
    formatTime(entry.at),
    entry.actor,
    entry.action,
    entry.env ?? '-',
    entry.remote,
    entry.version ?? '-',
    describeChange(asRelease(entry.before), asRelease(entry.after)) || '-',
    entry.reason ?? '',
  ];
}

/** Release changes keep the release before and after; a publish keeps a version, which says nothing here. */
const asRelease = (value: unknown): Release | null => releaseSchema.safeParse(value).data ?? null;
