/** The help text, written from the commands themselves so it cannot drift from them. */
import type { Command } from './command';

export function usageText(commands: readonly Command[]): string[] {
  return [
    'usage: pnpm toolhub <command> [arguments]',
    '',
    // The summary goes under its command: side by side, the lines outgrow a terminal.
    ...commands.flatMap((command) => [`  ${command.name} ${command.usage}`, `      ${command.summary}`]),
    '  help',
    '      this text',
    '',
    '--env defaults to TOOLHUB_ENV, else dev. Paths are relative to the directory you ran pnpm in.',
    'The hub is TOOLHUB_URL (default http://127.0.0.1:$PORT, port 8080); the admin token is',
    'TOOLHUB_ADMIN_TOKEN, else the one the hub wrote to $DATA_DIR/admin-token (default .data/).',
    'The audit log names you as TOOLHUB_ACTOR, else your login name ($USER).',
  ];
}

export const commandUsage = (command: Command) => `usage: pnpm toolhub ${command.name} ${command.usage}`;
