/**
 * The seed of the free daily quota (table scene_quota, migration 004_equity). Ops change the
 * numbers with setSceneQuota (free-quota.ts), which the cached reads of the tip bar see at once;
 * a scene gets its own row only when it differs from the default.
 */

/** The row every scene without its own falls back to: '*' can never be a scene name. */
export const DEFAULT_QUOTA_SCENE = '*';

/** Free uses a day: one to try a tool anonymously, three once logged in. */
export const DEFAULT_FREE_USES = { anonymous_free: 1, logged_in_free: 3 } as const;
