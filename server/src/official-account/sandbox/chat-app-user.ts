/**
 * Who the chat app's user is, in the sandbox. The real client knows its logged-in user and
 * WeChat's servers trust it; the sandbox keeps a cookie of its own in the browser instead, made
 * on first sight, so the account's authorization, its JS-SDK check and the pay sheet all see
 * the same user. One user has a different openid under each app, as in WeChat.
 */
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const CLIENT_COOKIE = 'sandbox_wx_client';
const CLIENT_TTL_S = 365 * 24 * 3600;

export const isChatApp = (request: FastifyRequest) => /MicroMessenger/i.test(request.headers['user-agent'] ?? '');

/** `key` keeps openids the sandbox's own (the sandbox account's secret). */
export function chatAppUserOf(request: FastifyRequest, reply: FastifyReply, key: string) {
  let user = request.cookies[CLIENT_COOKIE];
  if (!user || !/^[A-Za-z0-9_-]{16,64}$/.test(user)) {
    user = crypto.randomBytes(18).toString('base64url');
    // Every sandbox (the account's pages, the pay sheet) reads it.
    reply.setCookie(CLIENT_COOKIE, user, { path: '/sandbox/', maxAge: CLIENT_TTL_S, httpOnly: true, secure: true, sameSite: 'lax' });
  }
  const id = user;
  return {
    /** 28 characters, like WeChat's openids. */
    openidUnder: (appid: string) => `o${crypto.createHmac('sha256', key).update(`${appid}:${id}`).digest('base64url').slice(0, 27)}`,
  };
}
