/**
 * The read cache's store in a process that serves alone (SQLite): two Maps. Values are bounded
 * in number (the oldest kept goes first), and changes older than CHANGE_TTL_MS are swept, as
 * every value read before them has expired by then.
 */
import { CHANGE_TTL_MS, type CacheEntry, type CacheStore } from './read-through';

/** About 200 bytes each: some 20 MB at most. */
const MAX_VALUES = 100_000;
const SWEEP_EVERY_MS = 60_000;

export function memoryStore(maxValues = MAX_VALUES): CacheStore {
  let sequence = 0;
  const values = new Map<string, CacheEntry & { expiresAt: number }>();
  const changes = new Map<string, { seq: number; expiresAt: number }>();
  let nextSweepAt = 0;

  const sweep = (now: number) => {
    for (const [topic, change] of changes) if (change.expiresAt <= now) changes.delete(topic);
    for (const [key, entry] of values) if (entry.expiresAt <= now) values.delete(key);
    nextSweepAt = now + SWEEP_EVERY_MS;
  };
  const changedAt = (topic: string, now: number) => {
    const change = changes.get(topic);
    return change && change.expiresAt > now ? change.seq : 0;
  };

  return {
    async lookup(key, topics) {
      const now = Date.now();
      if (now >= nextSweepAt) sweep(now);
      const entry = values.get(key);
      return { entry: entry && entry.expiresAt > now ? entry : undefined, changedAt: topics.map((topic) => changedAt(topic, now)) };
    },
    sequence: async () => sequence,
    async keep(key, { seq, value }, ttlMs) {
      // Delete first, so that a key kept again counts as the newest.
      values.delete(key);
      if (values.size >= maxValues) values.delete(values.keys().next().value as string);
      values.set(key, { seq, value, expiresAt: Date.now() + ttlMs });
    },
    async change(topics) {
      sequence += 1;
      const expiresAt = Date.now() + CHANGE_TTL_MS;
      for (const topic of topics) changes.set(topic, { seq: sequence, expiresAt });
    },
  };
}
