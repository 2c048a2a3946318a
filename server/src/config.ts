import path from 'node:path';
import type { ENVIRONMENTS } from '@toolhub/contracts';

export type Environment = (typeof ENVIRONMENTS)[number] | (string & {});

/** Configuration from environment variables (DESIGN §3); every one is optional on a laptop. */
export interface Config {
  port: number;
  host: string;
  env: Environment;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  adminToken?: string;
  /** Folder holding shell/ and remotes/ (the workspace root). */
  rootDir: string;
  /** HMAC secret for tokens; generated into dataDir when not given. */
  secret?: string;
}

export const ROOT_DIR = path.resolve(import.meta.dirname, '../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    env: env.TOOLHUB_ENV ?? 'dev',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(ROOT_DIR, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    adminToken: env.TOOLHUB_ADMIN_TOKEN || undefined,
    rootDir: ROOT_DIR,
    secret: env.TOOLHUB_SECRET || undefined,
  };
}
