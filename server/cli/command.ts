/** What every `pnpm toolhub` command is, and what it runs with. */
import { environmentNameSchema } from '@toolhub/contracts';
import type { z } from 'zod/mini';
import type { AdminClient } from './admin-client';
import { stringFlag, type FlagSpec, type ParsedArgs } from './args';
import { UsageError } from './errors';
import type { Settings } from './settings';

export interface CommandContext {
  settings: Settings;
  /** The admin API; the token is looked up on first use, so `help` needs none. */
  admin(): AdminClient;
  /** A line of the command's result (stdout). */
  out(line?: string): void;
  /** A line of progress or diagnostics (stderr). */
  err(line: string): void;
}

export interface Command {
  name: string;
  /** What follows the name on the command line, e.g. `<remote> --env <env>`. */
  usage: string;
  summary: string;
  flags: FlagSpec;
  /** How many plain arguments it takes: [min, max]. */
  positionals: readonly [number, number];
  run(ctx: CommandContext, args: ParsedArgs): Promise<void>;
}

/** `--env`, else TOOLHUB_ENV, else dev. */
export function envOf(ctx: CommandContext, args: ParsedArgs): string {
  const env = stringFlag(args, 'env') ?? ctx.settings.defaultEnv;
  return checked(environmentNameSchema, env);
}

/** Checks one command-line value against a contract schema, so a typo never reaches the hub. */
export function checked(schema: z.ZodMiniType<string>, value: string): string {
  const result = schema.safeParse(value);
  if (!result.success) throw new UsageError(`"${value}" is ${result.error.issues[0]?.message ?? 'not valid'}`);
  return value;
}
