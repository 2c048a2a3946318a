/**
 * The `stored_object` rows: who owns each object and until when it is kept.
 */
import { OBJECT_TTL_SECONDS } from '@toolhub/contracts';
import type { Db } from '../db';
import type { StoredObject } from './types';

export async function recordObject(db: Db, bucket: string, object: StoredObject, now: number): Promise<void> {
  const row = {
    bucket,
    owner: object.owner,
    kind: object.kind,
    size: object.size,
    content_type: object.contentType,
    created_at: now,
    expires_at: now + OBJECT_TTL_SECONDS * 1000,
  };
  await db
    .insertInto('stored_object')
    .values({ key: object.key, ...row })
    .onConflict((oc) => oc.column('key').doUpdateSet(row))
    .execute();
}

/** The row of a key, live or expired, or undefined when the key was never recorded (or was swept). */
export async function objectRow(db: Db, key: string) {
  return db
    .selectFrom('stored_object')
    .select(['key', 'owner', 'kind', 'size', 'content_type', 'expires_at'])
    .where('key', '=', key)
    .executeTakeFirst();
}

/** The live row of a key, or undefined when there is none or it expired. */
export async function liveObject(db: Db, key: string, now: number) {
  const row = await objectRow(db, key);
  return row && row.expires_at > now ? row : undefined;
}

export async function expiredKeys(db: Db, now: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('stored_object')
    .select('key')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.key);
}

/** Deletes the row unless it was renewed since it was found expired. */
export async function deleteExpiredRow(db: Db, key: string, now: number): Promise<void> {
  await db.deleteFrom('stored_object').where('key', '=', key).where('expires_at', '<=', now).execute();
}
