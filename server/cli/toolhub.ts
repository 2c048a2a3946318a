/**
 * `pnpm toolhub <command>`: the ops CLI of the remote registry (DESIGN §2 "A tool team ships",
 * "Ops release"). A client of the hub's admin HTTP API only — it shares nothing with the
 * server but the contracts.
 */
import { AdminClient } from './admin-client';
import { parseCommandArgs } from './args';
import type { CommandContext } from './command';
import { COMMANDS } from './commands';
import { CliError, UsageError } from './errors';
import { readAdminToken, readSettings } from './settings';
import { commandUsage, usageText } from './usage';

export interface Io {
  out(line?: string): void;
  err(line: string): void;
}

const processIo: Io = {
  out: (line = '') => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

const HELP = new Set(['help', '--help', '-h']);

/** Runs one command line; answers the exit code (0 done, 1 failed, 2 wrong command line). */
export async function main(argv: string[], io: Io = processIo, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || HELP.has(name)) {
    for (const line of usageText(COMMANDS)) io.out(line);
    return 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.err(`unknown command "${name}"`);
    for (const line of usageText(COMMANDS)) io.err(line);
    return 2;
  }
  if (rest.some((arg) => HELP.has(arg) && arg !== 'help')) {
    io.out(commandUsage(command));
    io.out(`  ${command.summary}`);
    return 0;
  }

  const settings = readSettings(env);
  let client: AdminClient | undefined;
  const ctx: CommandContext = {
    settings,
    admin: () => (client ??= new AdminClient(settings.baseUrl, readAdminToken(settings))),
    out: (line) => io.out(line),
    err: (line) => io.err(line),
  };
  try {
    await command.run(ctx, parseCommandArgs(rest, command.flags, command.positionals));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${command.name}: ${error.message}`);
      io.err(commandUsage(command));
      return error.exitCode;
    }
    if (error instanceof CliError) {
      io.err(error.message);
      return error.exitCode;
    }
    throw error;
  }
}
