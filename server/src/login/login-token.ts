/**
 * The login token of `/api/getLoginInfo` (`data.token`) and of check-ctk: what the page hands
 * to the backend as `login_auth_info.token` (spec §3 "Backend login parameter"). It is NOT the
 * HttpOnly session cookie, which never reaches page scripts: it is a short-lived signature over
 * the session id and the device, so a leaked one works nowhere else, expires on its own, and a
 * logout makes it useless at once.
 */
import crypto from 'node:crypto';
import type { LoginType } from '@toolhub/contracts';
import type { LoggedInUser } from '../auth/login';
import { sameSecret } from '../auth/same-secret';
import type { Db } from '../db';
import { userOfSession } from './sessions';

export const LOGIN_TOKEN_TTL_SECONDS = 2 * 60 * 60;
const VERSION = 'lt2';
const SESSION_ID = /^[0-9a-f]{32}$/;

// A key of its own, so a login token can never pass for a `/api/getToken` token or the reverse.
const keyOf = (secret: string) => crypto.createHmac('sha256', secret).update('toolhub login token').digest();
const sign = (secret: string, payload: string) => crypto.createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

/** What a login token speaks for: one session, on the one device it was handed to. */
export interface LoginTokenClaims {
  sessionId: string;
  /** The device (guid cookie) whose page asked for the token. */
  guid: string;
}

/**
 * A login token for page script (issue 15, W7). It is bound to the device it is handed to as
 * well as to the session: page script can leak it (a log, a screenshot, a remote's code), and
 * a bearer token that worked from any device for its two hours would be a login for whoever
 * found it. Bound to the guid, it works only from the browser that holds that device cookie
 * (HttpOnly, so script cannot read it to go with the token); and a logout ends it at once.
 */
export function issueLoginToken(secret: string, claims: LoginTokenClaims, now = Date.now()) {
  const expiresAt = Math.floor(now / 1000) + LOGIN_TOKEN_TTL_SECONDS;
  const payload = `${VERSION}.${claims.sessionId}.${Buffer.from(claims.guid).toString('base64url')}.${expiresAt}`;
  return { token: `${payload}.${sign(secret, payload)}`, expiresAt };
}

/**
 * The session and device a login token was issued for, or undefined when it is forged,
 * malformed or expired. The session may have ended since: `userOfLoginToken` also checks it is live.
 */
export function verifyLoginToken(secret: string, token: string, now = Date.now()): LoginTokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 5 || parts[0] !== VERSION || !SESSION_ID.test(parts[1])) return undefined;
  if (!sameSecret(parts[4], sign(secret, parts.slice(0, 4).join('.')))) return undefined;
  if (!(Number(parts[3]) * 1000 >= now)) return undefined;
  return { sessionId: parts[1], guid: Buffer.from(parts[2], 'base64url').toString() };
}

/** The logged-in user of a login token sent from the device it was issued to, whose session is still live. */
export async function userOfLoginToken(
  db: Db,
  { secret, token, guid, now, appidOf }: { secret: string; token: string; guid: string; now: number; appidOf: (type: LoginType) => string },
): Promise<LoggedInUser | undefined> {
  const claims = verifyLoginToken(secret, token, now);
  if (!claims || claims.guid !== guid) return undefined;
  const user = await userOfSession(db, claims.sessionId, now);
  return user && { ...user, appid: appidOf(user.logintype) };
}
