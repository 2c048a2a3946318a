/**
 * The ops page's sessions (issue 15, W9): a random id in an HttpOnly cookie, its sha256 in
 * `admin_session`. Reading the table never gives a usable session, a sign-out deletes the row,
 * and a session ends at its expiry whatever the cookie says.
 */
import crypto from 'node:crypto';
import type { Db } from '../db';

export interface AdminSessionRecord {
  actor: string;
  expiresAt: number;
}

const hashOf = (id: string) => crypto.createHash('sha256').update(id).digest('hex');

/** Starts a session for `actor` until `now + ttlMs`; answers the id for the cookie. Ended sessions are swept here. */
export async function startAdminSession(db: Db, { actor, now, ttlMs }: { actor: string; now: number; ttlMs: number }) {
  const id = crypto.randomBytes(32).toString('base64url');
  const expiresAt = now + ttlMs;
  await db.deleteFrom('admin_session').where('expires_at', '<=', now).execute();
  await db.insertInto('admin_session').values({ id_hash: hashOf(id), actor, created_at: now, expires_at: expiresAt }).execute();
  return { id, expiresAt };
}

/** The live session of a cookie's id, or undefined (unknown, signed out or expired). */
export async function findAdminSession(db: Db, id: string, now: number): Promise<AdminSessionRecord | undefined> {
  if (!id) return undefined;
  const row = await db.selectFrom('admin_session').select(['actor', 'expires_at']).where('id_hash', '=', hashOf(id)).executeTakeFirst();
  const expiresAt = Number(row?.expires_at);
  return row && expiresAt > now ? { actor: row.actor, expiresAt } : undefined;
}

/** Signs a session out: its cookie no longer works anywhere, from now on. */
export async function endAdminSession(db: Db, id: string): Promise<void> {
  if (id) await db.deleteFrom('admin_session').where('id_hash', '=', hashOf(id)).execute();
}
