/**
 * Sessions: a login on one browser, carried by the spec's login cookies (§3). The session
 * token is random, HttpOnly and stored only as a hash; every login issues a new one, and a
 * revoked or expired one is refused on every server process (the row is the truth).
 */
import crypto from 'node:crypto';
import { ACCOUNT_TYPES_BY_LOGIN_TYPE, LOGIN_TOKEN_HEADER, type LoginType } from '@toolhub/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountLookup, LoggedInUser, LoginLookup } from '../auth/login';
import { strictCookie } from '../auth/strict-cookie';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { ReadCache } from '../read-cache';
// login-token.ts reads sessions through this module too: both only call each other at run time.
import { userOfLoginToken } from './login-token';

export const SESSION_DAYS = 30;
/**
 * The login cookies of spec §3, in the order the spec lists them. All HttpOnly (issue 15, W6):
 * page script learns who is logged in from /api/getLoginInfo and reads none of them, and the
 * hub's pages run remotes' code that has no business with the account's ids.
 */
export const LOGIN_COOKIES = ['qbid', 'openid', 'token', 'logintype', 'loginname', 'loginlogo', 'refresh_token', 'appid'] as const;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
/** 256 random bits, URL-safe: a session token nobody can guess. */
export const randomToken = () => crypto.randomBytes(32).toString('base64url');

export interface AccountProfile {
  provider: LoginType;
  openid: string;
  nickname: string;
  logo: string;
}

/** Finds or creates the hub account of a provider account, refreshing its name and avatar. */
export async function upsertAccount(db: Db, profile: AccountProfile, now: number): Promise<string> {
  const qbid = `u${crypto.randomBytes(8).toString('hex')}`;
  await db
    .insertInto('account')
    .values({ qbid, ...profile, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['provider', 'openid']).doUpdateSet({ nickname: profile.nickname, logo: profile.logo, updated_at: now }),
    )
    .execute();
  const row = await db
    .selectFrom('account')
    .select('qbid')
    .where('provider', '=', profile.provider)
    .where('openid', '=', profile.openid)
    .executeTakeFirstOrThrow();
  return row.qbid;
}

export interface NewSession {
  id: string;
  token: string;
  refreshToken: string;
  expiresAt: number;
}

/** Starts a session for an account on a device; the previous session of that browser is revoked by the caller. */
export async function createSession(
  db: Db,
  { qbid, guid, logintype, now }: { qbid: string; guid: string; logintype: LoginType; now: number },
): Promise<NewSession> {
  const session = {
    id: crypto.randomBytes(16).toString('hex'),
    token: randomToken(),
    refreshToken: randomToken(),
    expiresAt: now + SESSION_DAYS * 24 * 3600 * 1000,
  };
  await db
    .insertInto('session')
    .values({
      id: session.id,
      token_hash: hashToken(session.token),
      refresh_hash: hashToken(session.refreshToken),
      qbid,
      guid,
      logintype,
      created_at: now,
      expires_at: session.expiresAt,
      revoked_at: null,
    })
    .execute();
  return session;
}

/** The read cache's topic of a session (cachedAccountLookup): every revocation marks it. */
const sessionTopic = (tokenHash: string) => `session:${tokenHash}`;

/** Revokes the session a token belongs to; true when one was live. */
export async function revokeSession(db: Db, cache: ReadCache, token: string, now: number): Promise<boolean> {
  const tokenHash = hashToken(token);
  const result = await db.updateTable('session').set({ revoked_at: now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).executeTakeFirst();
  await cache.changed([sessionTopic(tokenHash)]);
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Revokes the sessions a new login replaces — only those whose token this browser itself
 * showed: the token cookie it sent when the login started (a same-site request, so the
 * Strict cookie comes along) and, if it came along, the one on the callback. Never by device
 * id: the guid is shown on every page as 用户ID, and anyone who copies it must not be able to
 * end its owner's session (issue 15, W4). Tells which account was logged in there.
 */
export async function revokeReplacedSessions(db: Db, cache: ReadCache, tokenHashes: (string | null | undefined)[], now: number): Promise<string | undefined> {
  const hashes = [...new Set(tokenHashes.filter((hash): hash is string => Boolean(hash)))];
  if (hashes.length === 0) return undefined;
  const previous = await db
    .selectFrom('session')
    .select('qbid')
    .where('token_hash', 'in', hashes)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  await db.updateTable('session').set({ revoked_at: now }).where('token_hash', 'in', hashes).where('revoked_at', 'is', null).execute();
  await cache.changed(hashes.map(sessionTopic));
  return previous?.qbid;
}

/** How a live session is found: by its token, its refresh token (ctk) or its id. */
type SessionKey = { column: 'session.token_hash' | 'session.refresh_hash'; token: string } | { column: 'session.id'; id: string };

async function liveUser(db: Db, key: SessionKey, now: number): Promise<LoggedInUser | undefined> {
  const row = await db
    .selectFrom('session')
    .innerJoin('account', 'account.qbid', 'session.qbid')
    .select(['session.id', 'session.qbid', 'session.logintype', 'account.openid', 'account.nickname', 'account.logo'])
    .where(key.column, '=', key.column === 'session.id' ? key.id : hashToken(key.token))
    .where('session.revoked_at', 'is', null)
    .where('session.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const logintype = row.logintype as LoginType;
  return {
    qbid: row.qbid,
    logintype,
    openid: row.openid,
    appid: '',
    nickname: row.nickname,
    logo: row.logo,
    sessionId: row.id,
  };
}

/** The user behind a session token, when the session is live. */
export const userOfToken = (db: Db, token: string, now: number) =>
  liveUser(db, { column: 'session.token_hash', token }, now);

/** The user behind a refresh token (the `ctk` of check-ctk), when its session is live. */
export const userOfRefreshToken = (db: Db, refreshToken: string, now: number) =>
  liveUser(db, { column: 'session.refresh_hash', token: refreshToken }, now);

/** The user of a session id (from a signed login token), when the session is live. */
export const userOfSession = (db: Db, id: string, now: number) => liveUser(db, { column: 'session.id', id }, now);

/** When a hub account was created (epoch ms). */
export async function accountCreatedAt(db: Db, qbid: string): Promise<number | undefined> {
  const row = await db.selectFrom('account').select('created_at').where('qbid', '=', qbid).executeTakeFirst();
  return row?.created_at;
}

/**
 * The LoginLookup of the server: the `token` cookie's live session. `appidOf` gives the app id
 * of each login type (the configured provider's, or the sandbox's). Looked up once per request.
 */
/**
 * Who a request is: the session of its `token` cookie, or — without one — the login token of the
 * access-token alternative (LOGIN_TOKEN_HEADER), which a host's web view got from check-ctk. That
 * token is signed, bound to the device guid (an HttpOnly cookie), lives 2 h and dies with its session.
 */
export function sessionLookup(db: Db, clock: Clock, appidOf: (type: LoginType) => string, secret: string): LoginLookup {
  const cache = new WeakMap<FastifyRequest, Promise<LoggedInUser | undefined>>();
  return (request) => {
    let answer = cache.get(request);
    if (!answer) {
      const token = request.cookies.token;
      const loginToken = request.headers[LOGIN_TOKEN_HEADER.toLowerCase()];
      answer = token
        ? userOfToken(db, token, clock()).then((user) => user && { ...user, appid: appidOf(user.logintype) })
        : typeof loginToken === 'string' && loginToken
          ? userOfLoginToken(db, { secret, token: loginToken, guid: request.guid, now: clock(), appidOf })
          : Promise.resolve(undefined);
      cache.set(request, answer);
    }
    return answer;
  };
}

/**
 * The account of a request's login for the reads of the read cache (the tip bar, equity/quota-reads.ts):
 * the `token` cookie's session is read once and kept — its account never changes, its end is
 * compared with the clock here, and its revocation marks its topic. Without a `token` cookie,
 * `login` answers (the access-token alternative), uncached. Only whose the reads are comes from
 * here: everything that acts for the user, and the profile shown, asks `login`.
 */
export function cachedAccountLookup(db: Db, cache: ReadCache, clock: Clock, login: LoginLookup): AccountLookup {
  const liveSession = (tokenHash: string) =>
    db
      .selectFrom('session')
      .innerJoin('account', 'account.qbid', 'session.qbid')
      .select(['session.qbid', 'session.expires_at'])
      .where('session.token_hash', '=', tokenHash)
      .where('session.revoked_at', 'is', null)
      .executeTakeFirst()
      // undefined is not JSON: "no live session" is kept as null.
      .then((row) => row ?? null);
  return async (request) => {
    const token = request.cookies.token;
    if (!token) return (await login(request))?.qbid;
    const tokenHash = hashToken(token);
    const session = await cache.read(`session:${tokenHash}`, [sessionTopic(tokenHash)], () => liveSession(tokenHash));
    return session && session.expires_at > clock() ? session.qbid : undefined;
  };
}

/** On `/`: the server reads the login on every path (spec §3). */
const cookieOptions = (maxAgeSeconds: number) => strictCookie('/', maxAgeSeconds);

/** Sets the eight login cookies of spec §3 for a new session. */
export function setLoginCookies(
  reply: FastifyReply,
  { user, session }: { user: Omit<LoggedInUser, 'sessionId'>; session: NewSession },
  now: number,
) {
  const maxAge = Math.floor((session.expiresAt - now) / 1000);
  const values: Record<(typeof LOGIN_COOKIES)[number], string> = {
    qbid: user.qbid,
    openid: user.openid,
    token: session.token,
    logintype: user.logintype,
    loginname: user.nickname,
    loginlogo: user.logo,
    refresh_token: session.refreshToken,
    appid: user.appid,
  };
  for (const name of LOGIN_COOKIES) reply.setCookie(name, values[name], cookieOptions(maxAge));
}

export function clearLoginCookies(reply: FastifyReply) {
  for (const name of LOGIN_COOKIES) reply.clearCookie(name, cookieOptions(0));
}

/** Account and token types of a login type (spec §9). */
export const typesOf = (logintype: LoginType) => ACCOUNT_TYPES_BY_LOGIN_TYPE[logintype];
