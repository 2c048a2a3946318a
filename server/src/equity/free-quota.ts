import type { Db } from '../db';
import type { SceneQuotaTable } from '../db/tables/equity';
import type { ReadCache } from '../read-cache';
import { SCENE_QUOTA_TOPIC } from './cache-topics';
import type { Executor } from './membership';
import { DEFAULT_QUOTA_SCENE } from './quota-defaults';

/**
 * The free uses a day of a scene for an anonymous or a logged-in visitor: the scene's own row,
 * else the default row. Only scenes of the catalog get here (known-scenes.ts).
 */
export async function freeUsesPerDay(db: Executor, scene: string, loggedIn: boolean): Promise<number> {
  const rows = await db
    .selectFrom('scene_quota')
    .selectAll()
    .where('scene', 'in', [scene, DEFAULT_QUOTA_SCENE])
    .execute();
  const row = rows.find((r) => r.scene === scene) ?? rows.find((r) => r.scene === DEFAULT_QUOTA_SCENE);
  if (!row) return 0;
  return loggedIn ? row.logged_in_free : row.anonymous_free;
}

/**
 * Ops' change of the free uses a day of a scene (or, with DEFAULT_QUOTA_SCENE, of every scene
 * without a row of its own). The tip bar's cached reads see it at once; a change made by hand in
 * SQL shows within the read cache's VALUE_TTL_MS.
 */
export async function setSceneQuota(db: Db, cache: ReadCache, row: SceneQuotaTable): Promise<void> {
  await db
    .insertInto('scene_quota')
    .values(row)
    .onConflict((oc) => oc.column('scene').doUpdateSet({ anonymous_free: row.anonymous_free, logged_in_free: row.logged_in_free }))
    .execute();
  await cache.changed([SCENE_QUOTA_TOPIC]);
}
