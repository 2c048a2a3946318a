/**
 * The login token of `/api/getLoginInfo` (`data.token`) and of check-ctk: what the page hands
 * to the backend as `login_auth_info.token` (spec §3 "Backend login parameter"). It is NOT the
 * HttpOnly session cookie, which never reaches page scripts: it is a short-lived signature over
 * the session id, so a leaked one expires on its own and a logout makes it useless at once.
 */
import crypto from 'node:crypto';
import type { LoginType } from '@toolhub/contracts';
import type { LoggedInUser } from '../auth/login';
import { sameSecret } from '../auth/same-secret';
import type { Db } from '../db';
import { userOfSession } from './sessions';

export const LOGIN_TOKEN_TTL_SECONDS = 2 * 60 * 60;
const VERSION = 'lt1';
const SESSION_ID = /^[0-9a-f]{32}$/;

// A key of its own, so a login token can never pass for a `/api/getToken` token or the reverse.
const keyOf = (secret: string) => crypto.createHmac('sha256', secret).update('toolhub login token').digest();
const sign = (secret: string, payload: string) => crypto.createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export function issueLoginToken(secret: string, sessionId: string, now = Date.now()) {
  const expiresAt = Math.floor(now / 1000) + LOGIN_TOKEN_TTL_SECONDS;
  const payload = `${VERSION}.${sessionId}.${expiresAt}`;
  return { token: `${payload}.${sign(secret, payload)}`, expiresAt };
}

/**
 * The session id a login token was issued for, or undefined when it is forged, malformed or
 * expired. The session may have ended since: `userOfLoginToken` also checks it is live.
 */
export function verifyLoginToken(secret: string, token: string, now = Date.now()): string | undefined {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION || !SESSION_ID.test(parts[1])) return undefined;
  if (!sameSecret(parts[3], sign(secret, parts.slice(0, 3).join('.')))) return undefined;
  if (!(Number(parts[2]) * 1000 >= now)) return undefined;
  return parts[1];
}

/** The logged-in user of a login token whose session is still live (for the task engine). */
export async function userOfLoginToken(
  db: Db,
  { secret, token, now, appidOf }: { secret: string; token: string; now: number; appidOf: (type: LoginType) => string },
): Promise<LoggedInUser | undefined> {
  const sessionId = verifyLoginToken(secret, token, now);
  const user = sessionId ? await userOfSession(db, sessionId, now) : undefined;
  return user && { ...user, appid: appidOf(user.logintype) };
}
