/**
 * Tool teams and their publish tokens (issue 22): `teams add <team> --remotes a,b`,
 * `teams token <team>` (a new token; the old one stops working — printed once) and
 * `teams revoke <team>`. The team's CI publishes with TOOLHUB_TEAM_TOKEN set to it.
 */
import { TEAMS_PATH, remoteNameSchema, teamNameSchema, teamRequestSchema, teamResponseSchema, teamTokenResponseSchema } from '@toolhub/contracts';
import { stringFlag } from '../args';
import { checked, type Command } from '../command';
import { UsageError } from '../errors';

export const teams: Command = {
  name: 'teams',
  usage: 'add <team> --remotes <a,b> | token <team> | revoke <team>',
  summary: "add a tool team owning remotes; make (or rotate) its publish token, printed once; revoke it",
  flags: { remotes: 'string' },
  positionals: [2, 2],
  async run(ctx, args) {
    const [subcommand, given] = args.positionals;
    const name = checked(teamNameSchema, given);
    const path = `${TEAMS_PATH}/${encodeURIComponent(name)}`;
    switch (subcommand) {
      case 'add': {
        const remotes = (stringFlag(args, 'remotes') ?? '').split(',').map((r) => r.trim()).filter(Boolean);
        const team = await ctx.admin().post(TEAMS_PATH, teamRequestSchema.parse({ name, remotes: remotes.map((r) => checked(remoteNameSchema, r)) }), teamResponseSchema);
        ctx.out(`team ${team.name} added, owning ${team.remotes.join(', ') || 'no remotes yet'}`);
        return;
      }
      case 'token': {
        const { token } = await ctx.admin().post(`${path}/token`, {}, teamTokenResponseSchema);
        // The token alone on stdout, so a script can keep it: TEAM_TOKEN=$(toolhub teams token my-team).
        ctx.err(`publish token of team ${name} (shown this once; any earlier one no longer works):`);
        ctx.out(token);
        return;
      }
      case 'revoke':
        await ctx.admin().delete(`${path}/token`, teamResponseSchema);
        ctx.out(`team ${name} has no publish token now`);
        return;
      default:
        throw new UsageError(`unknown teams subcommand "${subcommand}"`);
    }
  },
};
