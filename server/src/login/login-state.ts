/**
 * The OAuth `state` of a login: a random value bound to the browser that asked for it, by a
 * database row (its hash, the device guid, where to come back to) and by the `login_state`
 * cookie. The callback accepts it once, within STATE_TTL_MS, from that same browser: a replayed,
 * expired or foreign state (login CSRF) fails.
 */
import crypto from 'node:crypto';
import type { LoginProvider } from '@toolhub/contracts';
import type { FastifyReply } from 'fastify';
import { sameSecret } from '../auth/same-secret';
import type { Db } from '../db';
import { hashToken } from './sessions';

export const LOGIN_STATE_COOKIE = 'login_state';
export const STATE_TTL_MS = 10 * 60 * 1000;
// Rows are kept a day after they expire, for looking into a failed login; then pruned.
const STATE_KEEP_MS = 24 * 60 * 60 * 1000;

const cookieOptions = (provider: LoginProvider, maxAgeSeconds: number) => ({
  // Only the callback of the same provider reads it; a path per provider also lets a QQ and
  // a WeChat login started in the same panel wait side by side without overwriting each other.
  path: `/login/${provider}/`,
  maxAge: maxAgeSeconds,
  httpOnly: true,
  secure: true,
  // Lax, not Strict: the provider's redirect back to the callback is a cross-site navigation,
  // and a Strict cookie would not be sent on it. Lax still keeps it off cross-site sub-requests
  // and POSTs.
  sameSite: 'lax' as const,
});

export function setLoginStateCookie(reply: FastifyReply, provider: LoginProvider, state: string) {
  reply.setCookie(LOGIN_STATE_COOKIE, state, cookieOptions(provider, STATE_TTL_MS / 1000));
}

export function clearLoginStateCookie(reply: FastifyReply, provider: LoginProvider) {
  reply.clearCookie(LOGIN_STATE_COOKIE, cookieOptions(provider, 0));
}

export interface NewLoginState {
  provider: LoginProvider;
  guid: string;
  redirect: string;
  search: string;
  callbackUrl: string;
  /** sha256 of the session token the browser sent with this same-site start, if it had one. */
  replacesTokenHash: string | null;
}

/** Records a new state for this browser and returns it (for the provider URL and the cookie). */
export async function createLoginState(db: Db, input: NewLoginState, now: number): Promise<string> {
  const state = crypto.randomBytes(24).toString('base64url');
  await db.deleteFrom('login_state').where('created_at', '<', now - STATE_TTL_MS - STATE_KEEP_MS).execute();
  await db
    .insertInto('login_state')
    .values({
      state_hash: hashToken(state),
      guid: input.guid,
      provider: input.provider,
      redirect: input.redirect,
      search: input.search,
      callback_url: input.callbackUrl,
      created_at: now,
      used_at: null,
      replaces_token_hash: input.replacesTokenHash,
    })
    .execute();
  return state;
}

export type AcceptedState =
  | { accepted: true; redirect: string; search: string; callbackUrl: string; replacesTokenHash: string | null }
  | { accepted: false; reason: string; returnTo?: { redirect: string; search: string } };

/**
 * Accepts the state of a callback once. The conditional update is what makes it single-use
 * across server processes: of two callbacks racing with the same state, one updates the row.
 */
export async function acceptLoginState(
  db: Db,
  { provider, state, cookie, guid }: { provider: LoginProvider; state: string; cookie: string | undefined; guid: string },
  now: number,
): Promise<AcceptedState> {
  if (!state) return { accepted: false, reason: 'no state' };
  const row = await db
    .selectFrom('login_state')
    .select(['guid', 'redirect', 'search', 'callback_url', 'replaces_token_hash'])
    .where('state_hash', '=', hashToken(state))
    .where('provider', '=', provider)
    .executeTakeFirst();
  if (!row) return { accepted: false, reason: 'unknown state' };
  // Back to the page the login started from, but only for the browser that started it.
  const returnTo = row.guid === guid ? { redirect: row.redirect, search: row.search } : undefined;
  if (row.guid !== guid) return { accepted: false, reason: 'state of another device', returnTo };
  if (!cookie || !sameSecret(cookie, state)) return { accepted: false, reason: 'state cookie missing or different', returnTo };
  const result = await db
    .updateTable('login_state')
    .set({ used_at: now })
    .where('state_hash', '=', hashToken(state))
    .where('guid', '=', guid)
    .where('used_at', 'is', null)
    .where('created_at', '>', now - STATE_TTL_MS)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return { accepted: false, reason: 'state used or expired', returnTo };
  return { accepted: true, redirect: row.redirect, search: row.search, callbackUrl: row.callback_url, replacesTokenHash: row.replaces_token_hash };
}
