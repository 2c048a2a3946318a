/** The read cache (read-through.ts): its store chosen by the configuration. */
import type { Redis } from 'ioredis';
import { memoryStore } from './memory';
import { readThrough, type ReadCache } from './read-through';
import { sharedReadCache, type CacheLog } from './shared';

export type { ReadCache } from './read-through';

/** The cache of a process serving alone. */
export const memoryReadCache = (): ReadCache => readThrough(memoryStore());

/** In Redis when the processes share one (REDIS_URL), else in this process. */
export const createReadCache = (redis: Redis | undefined, log: CacheLog): ReadCache => (redis ? sharedReadCache(redis, log) : memoryReadCache());
