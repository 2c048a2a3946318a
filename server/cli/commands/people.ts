/**
 * Ops people (issue 22): `people add <name> --role <role>` — with the admin token, the way the
 * first admin person is made — and `people list`. The hub makes the password and answers it
 * once; it is printed here once and is not kept anywhere.
 */
import { OPS_ROLES, PEOPLE_PATH, addPersonRequestSchema, peopleResponseSchema, personNameSchema, personResponseSchema, type OpsRole } from '@toolhub/contracts';
import { stringFlag } from '../args';
import { checked, type Command } from '../command';
import { UsageError } from '../errors';
import { formatTime } from '../format';
import { formatTable } from '../table';

export const people: Command = {
  name: 'people',
  usage: `add <name> --role <${OPS_ROLES.join('|')}> | list`,
  summary: 'add an ops person (their password is printed once) or list them',
  flags: { role: 'string' },
  positionals: [1, 2],
  async run(ctx, args) {
    const [subcommand, name] = args.positionals;
    if (subcommand === 'list') {
      const list = await ctx.admin().get(PEOPLE_PATH, peopleResponseSchema);
      for (const line of formatTable(['NAME', 'ROLE', 'SINCE'], list.map((p) => [p.name, p.role, formatTime(p.created_at)]))) ctx.out(line);
      return;
    }
    if (subcommand !== 'add' || name === undefined) throw new UsageError(`unknown people subcommand "${subcommand}"`);
    const role = stringFlag(args, 'role');
    if (!OPS_ROLES.includes(role as OpsRole)) throw new UsageError(`--role must be one of ${OPS_ROLES.join(', ')}`);
    const body = addPersonRequestSchema.parse({ name: checked(personNameSchema, name), role });
    const added = await ctx.admin().post(PEOPLE_PATH, body, personResponseSchema);
    ctx.out(`${added.person.name} added as ${added.person.role}`);
    ctx.out(`password (shown this once; they sign in on /ops with it): ${added.password ?? ''}`);
  },
};
