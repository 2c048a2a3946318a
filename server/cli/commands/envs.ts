/** Environments of the registry: `envs add <name>`. */
import { addEnvironmentRequestSchema, environmentNameSchema, envelope } from '@toolhub/contracts';
import { z } from 'zod/mini';
import { checked, type Command } from '../command';
import { UsageError } from '../errors';

// The hub's answer carries nothing the CLI shows, so any data is accepted.
const addedResponseSchema = envelope(z.unknown());

export const envs: Command = {
  name: 'envs',
  usage: 'add <name>',
  summary: 'add an environment to release remotes in',
  flags: {},
  positionals: [2, 2],
  async run(ctx, args) {
    const [subcommand, name] = args.positionals;
    if (subcommand !== 'add') throw new UsageError(`unknown envs subcommand "${subcommand}"`);
    const body = addEnvironmentRequestSchema.parse({ name: checked(environmentNameSchema, name) });
    await ctx.admin().post('/admin/api/envs', body, addedResponseSchema);
    ctx.out(`environment ${name} added`);
  },
};
