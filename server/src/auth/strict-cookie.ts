import type { CookieSerializeOptions } from '@fastify/cookie';

/**
 * The flags of a cookie that carries a session (the login cookies of spec §3, the ops page's
 * session): Secure, HttpOnly and SameSite=Strict, host-only (no Domain), on `path`. Strict
 * same-site and secure, as spec §3 asks; browsers take Secure cookies from http://localhost
 * and 127.0.0.1 too, so development needs no exception. `maxAgeSeconds` left out makes a
 * cookie of the browser's session, or lets clearCookie expire it.
 */
export const strictCookie = (path: string, maxAgeSeconds?: number): CookieSerializeOptions => ({
  path,
  ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  sameSite: 'strict',
  secure: true,
  httpOnly: true,
});
