import type { Redis } from 'ioredis';
import type { LoginLookup } from './auth/login';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db';
import type { ReadCache } from './read-cache';

/** What every feature's routes are built from. */
export interface ServerContext {
  config: Config;
  db: Db;
  /** HMAC secret shared by every server process. */
  secret: string;
  clock: Clock;
  /** Present when REDIS_URL is set: shared counters and rate limits across processes. */
  redis?: Redis;
  /** Reads served from memory or Redis; every write that changes one says so (read-cache/read-through.ts). */
  readCache: ReadCache;
  /**
   * This process's own origin as it listens (http://127.0.0.1:port), for server-to-server
   * calls to the built-in sandbox providers. Known once the server listens.
   */
  selfOrigin: () => string;
}

/** A feature that needs to know who is logged in. */
export interface LoggedInContext extends ServerContext {
  login: LoginLookup;
}
