/** What visitors of an environment get: release, promote, rollback, enable, disable. */
import {
  RELEASE_ACTIONS,
  parseAllowlist,
  releaseRequestSchema,
  releaseResponseSchema,
  remoteNameSchema,
  versionSchema,
  type ReleaseAction,
  type ReleaseRequest,
} from '@toolhub/contracts';
import { integerFlag, stringFlag } from '../args';
import { checked, envOf, type Command } from '../command';
import { UsageError } from '../errors';
import { describeRelease } from '../format';

const releasePath = (env: string, remote: string, action: 'release' | ReleaseAction) =>
  `/admin/api/envs/${encodeURIComponent(env)}/remotes/${encodeURIComponent(remote)}/${action}`;

export const release: Command = {
  name: 'release',
  usage: '<remote> <version> --env <env> [--percent N] [--allow id,...]',
  summary: 'give visitors a version: stable at 100 % (the default), else a canary for N % and the allowlist',
  flags: { env: 'string', percent: 'string', allow: 'string' },
  positionals: [2, 2],
  async run(ctx, args) {
    const remote = checked(remoteNameSchema, args.positionals[0]);
    const version = checked(versionSchema, args.positionals[1]);
    const env = envOf(ctx, args);
    const allow = stringFlag(args, 'allow');
    const body: ReleaseRequest = {
      version,
      percent: integerFlag(args, 'percent', 0, 100),
      // `--allow ''` empties the allowlist; without the flag the hub keeps the one it has.
      allow: allow === undefined ? undefined : parseAllowlist(allow),
    };
    const problem = releaseRequestSchema.safeParse(body).error?.issues[0];
    if (problem) throw new UsageError(`--allow: ${problem.message} (ids are 1–64 characters)`);
    const result = await ctx.admin().post(releasePath(env, remote, 'release'), body, releaseResponseSchema);
    ctx.out(describeRelease(result));
  },
};

const SUMMARIES: Record<ReleaseAction, string> = {
  promote: 'make the canary the stable version for every visitor',
  rollback: 'return to the previous stable version',
  enable: 'show the remote’s tools again',
  disable: 'hide the remote’s tools in that environment',
};

function releaseAction(action: ReleaseAction): Command {
  return {
    name: action,
    usage: '<remote> --env <env> [--reason text]',
    summary: SUMMARIES[action],
    flags: { env: 'string', reason: 'string' },
    positionals: [1, 1],
    async run(ctx, args) {
      const remote = checked(remoteNameSchema, args.positionals[0]);
      const env = envOf(ctx, args);
      const reason = stringFlag(args, 'reason');
      const result = await ctx.admin().post(releasePath(env, remote, action), reason ? { reason } : {}, releaseResponseSchema);
      ctx.out(describeRelease(result));
    },
  };
}

export const releaseActions: Command[] = RELEASE_ACTIONS.map(releaseAction);
