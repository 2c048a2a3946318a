/**
 * The ops page's sessions (issue 15, W9): a random id in an HttpOnly cookie, and in
 * `admin_session` only an HMAC of that id keyed by the admin token. Reading the table never
 * gives a usable session, a sign-out deletes the row, and a session ends at its expiry whatever
 * the cookie says. A new TOOLHUB_ADMIN_TOKEN ends every session at once: under the new key no
 * cookie's id hashes to a stored row any more (rows of the old key are swept as they expire),
 * so rotating a leaked token also throws out whoever signed in with it.
 *
 * A session is a person's (issue 22) — whose role is read again at every call, so a new role
 * applies at once and removing the person (or a new password) ends their sessions — or, with
 * `person` null, one signed in with the admin token itself.
 */
import crypto from 'node:crypto';
import { ADMIN_TOKEN_ACTOR } from '@toolhub/contracts';
import type { Db } from '../db';
import { randomToken } from '../login/sessions';

export interface AdminSessionRecord {
  /** The person signed in; null: the admin token. */
  person: string | null;
  expiresAt: number;
}

export interface AdminSessions {
  /** Starts a session for `person` (null: the admin token) until `now + ttlMs`; answers the id for the cookie. Ended sessions are swept here. */
  start(input: { person: string | null; now: number; ttlMs: number }): Promise<{ id: string; expiresAt: number }>;
  /** The live session of a cookie's id, or undefined (unknown, signed out, expired, or of another admin token). */
  find(id: string, now: number): Promise<AdminSessionRecord | undefined>;
  /** Signs a session out: its cookie no longer works anywhere, from now on. */
  end(id: string): Promise<void>;
  /** Ends every session of a person (removed, or given a new password). */
  endAllOf(person: string): Promise<void>;
}

/** The sessions of the hub whose admin token is `adminToken`. */
export function adminSessions(db: Db, adminToken: string): AdminSessions {
  const hashOf = (id: string) => crypto.createHmac('sha256', adminToken).update(id).digest('hex');
  return {
    async start({ person, now, ttlMs }) {
      const id = randomToken();
      const expiresAt = now + ttlMs;
      await db.deleteFrom('admin_session').where('expires_at', '<=', now).execute();
      // `actor` stays for the rows' readers; the gate goes by `person`.
      await db.insertInto('admin_session').values({ id_hash: hashOf(id), actor: person ?? ADMIN_TOKEN_ACTOR, person, created_at: now, expires_at: expiresAt }).execute();
      return { id, expiresAt };
    },
    async find(id, now) {
      if (!id) return undefined;
      const row = await db.selectFrom('admin_session').select(['person', 'expires_at']).where('id_hash', '=', hashOf(id)).executeTakeFirst();
      const expiresAt = Number(row?.expires_at);
      return row && expiresAt > now ? { person: row.person, expiresAt } : undefined;
    },
    async end(id) {
      if (id) await db.deleteFrom('admin_session').where('id_hash', '=', hashOf(id)).execute();
    },
    async endAllOf(person) {
      await db.deleteFrom('admin_session').where('person', '=', person).execute();
    },
  };
}
