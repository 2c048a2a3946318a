/**
 * The ops page's sessions (issue 15, W9): a random id in an HttpOnly cookie, and in
 * `admin_session` only an HMAC of that id keyed by the admin token. Reading the table never
 * gives a usable session, a sign-out deletes the row, and a session ends at its expiry whatever
 * the cookie says. A new TOOLHUB_ADMIN_TOKEN ends every session at once: under the new key no
 * cookie's id hashes to a stored row any more (rows of the old key are swept as they expire),
 * so rotating a leaked token also throws out whoever signed in with it.
 */
import crypto from 'node:crypto';
import type { Db } from '../db';
import { randomToken } from '../login/sessions';

export interface AdminSessionRecord {
  actor: string;
  expiresAt: number;
}

export interface AdminSessions {
  /** Starts a session for `actor` until `now + ttlMs`; answers the id for the cookie. Ended sessions are swept here. */
  start(input: { actor: string; now: number; ttlMs: number }): Promise<{ id: string; expiresAt: number }>;
  /** The live session of a cookie's id, or undefined (unknown, signed out, expired, or of another admin token). */
  find(id: string, now: number): Promise<AdminSessionRecord | undefined>;
  /** Signs a session out: its cookie no longer works anywhere, from now on. */
  end(id: string): Promise<void>;
}

/** The sessions of the hub whose admin token is `adminToken`. */
export function adminSessions(db: Db, adminToken: string): AdminSessions {
  const hashOf = (id: string) => crypto.createHmac('sha256', adminToken).update(id).digest('hex');
  return {
    async start({ actor, now, ttlMs }) {
      const id = randomToken();
      const expiresAt = now + ttlMs;
      await db.deleteFrom('admin_session').where('expires_at', '<=', now).execute();
      await db.insertInto('admin_session').values({ id_hash: hashOf(id), actor, created_at: now, expires_at: expiresAt }).execute();
      return { id, expiresAt };
    },
    async find(id, now) {
      if (!id) return undefined;
      const row = await db.selectFrom('admin_session').select(['actor', 'expires_at']).where('id_hash', '=', hashOf(id)).executeTakeFirst();
      const expiresAt = Number(row?.expires_at);
      return row && expiresAt > now ? { actor: row.actor, expiresAt } : undefined;
    },
    async end(id) {
      if (id) await db.deleteFrom('admin_session').where('id_hash', '=', hashOf(id)).execute();
    },
  };
}
