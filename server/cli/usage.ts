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
    'The hub is TOOLHUB_URL (default http://127.0.0.1:$PORT, port 8080). The token is',
    "TOOLHUB_TEAM_TOKEN (a team's publish token: its own remotes only), else TOOLHUB_ADMIN_TOKEN,",
    'else the one the hub wrote to $DATA_DIR/admin-token (default .data/). The audit log names',
    "the token's holder: team:<name>, or admin-token.",
  ];
}

export const commandUsage = (command: Command) => `usage: pnpm toolhub ${command.name} ${command.usage}`;
