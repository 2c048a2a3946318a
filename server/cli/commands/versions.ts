/** The published versions of one remote. */
import { remoteNameSchema, versionsResponseSchema } from '@toolhub/contracts';
import { checked, type Command } from '../command';
import { formatBytes, formatTime } from '../format';
import { formatTable } from '../table';

export const versions: Command = {
  name: 'versions',
  usage: '<remote>',
  summary: 'list the published versions of a remote, newest first',
  flags: {},
  positionals: [1, 1],
  async run(ctx, args) {
    const remote = checked(remoteNameSchema, args.positionals[0]);
    const list = await ctx.admin().get(`/admin/api/remotes/${encodeURIComponent(remote)}/versions`, versionsResponseSchema);
    if (!list.length) {
      ctx.out(`${remote} has no published versions`);
      return;
    }
    const rows = [...list]
      .sort((a, b) => b.published_at - a.published_at)
      .map((v) => [
        v.version,
        formatTime(v.published_at),
        v.published_by,
        String(v.catalog.length),
        String(v.files),
        formatBytes(v.bytes),
        v.digest.slice(0, 12),
      ]);
    for (const line of formatTable(['VERSION', 'PUBLISHED', 'BY', 'TOOLS', 'FILES', 'SIZE', 'DIGEST'], rows)) ctx.out(line);
  },
};
