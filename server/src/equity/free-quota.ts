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
