/**
 * Where the CLI finds the hub and its admin token (DESIGN §3 "Configuration"), and the
 * directory the operator typed the command in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CliError } from './errors';

/** The workspace root: this file is server/cli/settings.ts. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const ADMIN_TOKEN_FILE = 'admin-token';

export interface Settings {
  /** The hub's origin, without a trailing slash. */
  baseUrl: string;
  /** Paths on the command line are relative to this. */
  invocationDir: string;
  /** `--env` when none is given. */
  defaultEnv: string;
  /** Where the server keeps its data, and writes a generated admin token. */
  dataDir: string;
  env: NodeJS.ProcessEnv;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Settings {
  // pnpm runs a root script in the workspace root and says where it was typed in INIT_CWD.
  const invocationDir = env.INIT_CWD || cwd;
  const baseUrl = (env.TOOLHUB_URL || `http://127.0.0.1:${env.PORT || 8080}`).replace(/\/+$/, '');
  return {
    baseUrl,
    invocationDir,
    defaultEnv: env.TOOLHUB_ENV || 'dev',
    dataDir: env.DATA_DIR ? path.resolve(invocationDir, env.DATA_DIR) : path.join(REPO_ROOT, '.data'),
    env,
  };
}

/**
 * TOOLHUB_TEAM_TOKEN (a tool team's CI: publishes its own remotes only), else TOOLHUB_ADMIN_TOKEN,
 * else the token a server without one generated into its data folder.
 */
export function readAdminToken(settings: Settings): string {
  const configured = settings.env.TOOLHUB_TEAM_TOKEN?.trim() || settings.env.TOOLHUB_ADMIN_TOKEN?.trim();
  if (configured) return configured;
  const file = path.join(settings.dataDir, ADMIN_TOKEN_FILE);
  let stored = '';
  try {
    stored = fs.readFileSync(file, 'utf8').trim();
  } catch {
    // No file: the server has not run with this data folder, or runs elsewhere.
  }
  if (stored) return stored;
  throw new CliError(
    `no admin token: set TOOLHUB_ADMIN_TOKEN to the token the hub at ${settings.baseUrl} runs with ` +
      `(a hub started without one writes it to ${file}, which was not found)`,
  );
}
