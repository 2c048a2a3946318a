import { z } from 'zod/mini';
import { deferred } from './deferred';
import { envelope } from './api';
import { loginTypeSchema, serverLoginInfoSchema } from './entities';

/** The account kinds a visitor logs in with on the open web: QQ Connect or WeChat QR (spec §2 "Login panel"). */
export const LOGIN_PROVIDERS = ['qq', 'wx'] as const;
export const loginProviderSchema = deferred(() => z.enum(LOGIN_PROVIDERS));
export type LoginProvider = z.infer<typeof loginProviderSchema>;

/**
 * The login pages (`/login/qq`, `/login/wx`) come back to the original page with this query
 * flag, which the shell reads and strips: `ok` a new or different account (登录成功), `same`
 * the account that was already logged in (no 登录成功, spec §4), `fail` any failure.
 */
export const LOGIN_RESULT_PARAM = 'th_login';
export const LOGIN_RESULTS = ['ok', 'same', 'fail'] as const;
export const loginResultSchema = deferred(() => z.enum(LOGIN_RESULTS));
export type LoginResult = z.infer<typeof loginResultSchema>;

/** GET /login/qq and /login/wx: where to come back to; `embed=1` asks WeChat for the panel's in-frame QR. */
export const loginStartQuerySchema = deferred(() => z.object({
  logintype: z.optional(z.string()),
  redirect: z.optional(z.string()),
  search: z.optional(z.string()),
  embed: z.optional(z.string()),
}));
export type LoginStartQuery = z.infer<typeof loginStartQuerySchema>;

/** GET /api/getLoginInfo (spec §7). `data.token` is a signed login token, not the session cookie. */
export const loginInfoResponseSchema = deferred(() => envelope(serverLoginInfoSchema));
export type LoginInfoResponse = z.infer<typeof loginInfoResponseSchema>;

/** GET /api/getUserInfor for a logged-in visitor; an anonymous one gets HTTP 403 `1101,…`. */
export const userProfileSchema = deferred(() => z.object({
  qbid: z.string(),
  nick_name: z.string(),
  logo: z.string(),
  logintype: loginTypeSchema,
  account_id: z.string(),
  appid: z.string(),
  account_type: z.int(),
  token_type: z.int(),
  /** When the hub account was created, epoch seconds. */
  created_at: z.int(),
}));
export const userInfoResponseSchema = deferred(() => envelope(userProfileSchema));
export type UserProfile = z.infer<typeof userProfileSchema>;

/** GET /api/getNetStatus; `server_time` in epoch seconds, the unit of the `Timestamp` header. */
export const netStatusResponseSchema = deferred(() => envelope(z.object({ online: z.boolean(), server_time: z.int() })));
export type NetStatusResponse = z.infer<typeof netStatusResponseSchema>;

/** POST /api/logout */
export const logoutResponseSchema = deferred(() => envelope(z.object({ isLogin: z.literal(false) })));

/**
 * The access-token alternative (spec §6): a page without the session cookies — a web view of the
 * browser host, which holds the login itself — sends the login token that check-ctk handed it in
 * this header. It speaks for its user only from the device it was issued to, and only while the
 * session lives (server/src/login/sessions.ts).
 */
export const LOGIN_TOKEN_HEADER = 'X-Login-Token';

/** GET /login/checkctk: `ctk` is the session's refresh token, `clientid` the app id it logged in with. */
export const checkCtkQuerySchema = deferred(() => z.object({
  ctk: z.string().check(z.minLength(1), z.maxLength(256)),
  openid: z.string().check(z.minLength(1), z.maxLength(128)),
  clientid: z.string().check(z.minLength(1), z.maxLength(64)),
}));
export type CheckCtkQuery = z.infer<typeof checkCtkQuerySchema>;

/** The check-ctk answer: ret 0 with data replaces the token; any other ret leaves it (spec §8). */
export const checkCtkResponseSchema = deferred(() => z.object({
  ret: z.int(),
  msg: z.optional(z.string()),
  data: z.optional(z.object({ token: z.string(), logintype: loginTypeSchema })),
}));
export type CheckCtkResponse = z.infer<typeof checkCtkResponseSchema>;
