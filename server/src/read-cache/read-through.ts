/**
 * A cache of reads that are asked far more often than what they read changes (issue 21: the
 * quota tip bar of every tool page asks for the left uses, the free uses a day and the cards
 * held). In the process when it serves alone, in Redis when several processes serve. The
 * database stays the truth, and nothing is decided on a cached value: consumes and grants read
 * and write the database in their transaction, then say what they changed.
 *
 * - A value is cached under its key with the *topics* it was read from (an account's uses of a
 *   scene, a session, the quota settings). A write marks its topics changed once it committed.
 * - Every change takes the next number of one sequence, and a value is kept with the number the
 *   sequence had *before* its read began. It is served only while none of its topics changed
 *   after that number: a read that raced a write (it read the old row and stored it after the
 *   write's change) is never served, whichever of the two finished first.
 * - A value lives VALUE_TTL_MS from the start of its read, and a change is remembered
 *   CHANGE_TTL_MS, longer: no value outlives the record of a change it missed. The TTL also
 *   bounds how long a write the server did not make (an edit by hand in SQL) takes to show.
 *
 * Values are shared between callers (in the process) or JSON (in Redis): treat them as read-only.
 */
export const VALUE_TTL_MS = 60_000;
export const CHANGE_TTL_MS = 2 * VALUE_TTL_MS;

export interface ReadCache {
  /** The value kept under `key` while no topic of `topics` changed since it was read; else `load()`'s, kept. */
  read<T>(key: string, topics: readonly string[], load: () => Promise<T>): Promise<T>;
  /** Says that `topics` changed: called once the write that changed them committed. */
  changed(topics: readonly string[]): Promise<void>;
}

/** A value as kept, with the sequence number from before its read. */
export interface CacheEntry {
  seq: number;
  value: unknown;
}

/** Where values and changes are kept: a Map in the process, or Redis. A store may throw. */
export interface CacheStore {
  /** The entry of `key` and, for each topic, the sequence number of its last change remembered (0: none). */
  lookup(key: string, topics: readonly string[]): Promise<{ entry?: CacheEntry; changedAt: number[] }>;
  /** The sequence number now: every later change takes a greater one. */
  sequence(): Promise<number>;
  keep(key: string, entry: CacheEntry, ttlMs: number): Promise<void>;
  change(topics: readonly string[]): Promise<void>;
}

/**
 * Reads through `store`. A store that fails costs the cache, never the answer: `failed` is told
 * and the value is read from the database (a store in the process never fails).
 */
export function readThrough(store: CacheStore, failed: (error: unknown) => void = () => undefined): ReadCache {
  return {
    async read<T>(key: string, topics: readonly string[], load: () => Promise<T>): Promise<T> {
      const startedAt = Date.now();
      let seq: number;
      try {
        const { entry, changedAt } = await store.lookup(key, topics);
        if (entry && changedAt.every((changed) => changed <= entry.seq)) return entry.value as T;
        seq = await store.sequence();
      } catch (error) {
        failed(error);
        return load();
      }
      const value = await load();
      const ttlMs = VALUE_TTL_MS - (Date.now() - startedAt);
      // Not awaited: the answer need not wait for the value to be kept.
      if (ttlMs > 0) store.keep(key, { seq, value }, ttlMs).catch(failed);
      return value;
    },
    changed: (topics) => store.change(topics),
  };
}
