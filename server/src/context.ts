import type { Redis } from 'ioredis';
import type { LoginLookup } from './auth/login';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db';

/** What every feature's routes are built from. */
export interface ServerContext {
  config: Config;
  db: Db;
  /** HMAC secret shared by every server process. */
  secret: string;
  clock: Clock;
  /** Present when REDIS_URL is set: shared counters and rate limits across processes. */
  redis?: Redis;
}

/** A feature that needs to know who is logged in. */
export interface LoggedInContext extends ServerContext {
  login: LoginLookup;
}
