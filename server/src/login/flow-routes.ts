/**
 * The login pages: `/login/{qq,wx}` sends the browser to the provider with a fresh state, and
 * `/login/{qq,wx}/callback` takes it back, logs the visitor in and returns them to the page
 * they came from with `th_login=ok|same|fail`. A failure is never an error page: the page
 * the visitor left shows 抱歉，登录失败，请重新登录.
 */
import { ERROR_CODES, ERROR_MESSAGES, LOGIN_PROVIDERS, loginStartQuerySchema, type LoginProvider, type LoginResult } from '@toolhub/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { escapeHtml, plainPage } from '../pages/plain-page';
import { acceptLoginState, clearLoginStateCookie, createLoginState, LOGIN_STATE_COOKIE, setLoginStateCookie } from './login-state';
import { publicOrigin } from '../http/public-origin';
import type { ProviderAdapter } from './providers/adapter';
import { returnUrl, sameOriginPath, searchPart } from './redirect';
import { createSession, hashToken, revokeReplacedSessions, setLoginCookies, upsertAccount } from './sessions';

export function loginFlowRoutes(app: FastifyInstance, ctx: ServerContext, adapters: Partial<Record<LoginProvider, ProviderAdapter>>) {
  for (const provider of LOGIN_PROVIDERS) {
    const adapter = adapters[provider];
    if (adapter) {
      app.get(`/login/${provider}`, (request, reply) => startLogin(ctx, adapter, request, reply));
      app.get(`/login/${provider}/callback`, (request, reply) => finishLogin(ctx, adapter, request, reply));
    } else {
      app.get(`/login/${provider}`, notOpen);
      app.get(`/login/${provider}/callback`, notOpen);
    }
  }
}

/** Neither a configured provider nor a sandbox (prod without configuration): error 1's page. */
function notOpen(_request: FastifyRequest, reply: FastifyReply) {
  const message = ERROR_MESSAGES[ERROR_CODES.NOT_OPEN]['zh-CN'];
  return reply
    .status(501)
    .type('text/html; charset=utf-8')
    .send(plainPage(message, `<p class="notice">${escapeHtml(message)}</p><p class="notice"><a href="/">返回首页</a></p>`));
}

async function startLogin(ctx: ServerContext, adapter: ProviderAdapter, request: FastifyRequest, reply: FastifyReply) {
  const parsed = loginStartQuerySchema.safeParse(request.query ?? {});
  const query = parsed.success ? parsed.data : {};
  const origin = publicOrigin(ctx.config, request);
  const callbackUrl = `${origin}/login/${adapter.kind}/callback`;
  const state = await createLoginState(
    ctx.db,
    {
      provider: adapter.kind,
      guid: request.guid,
      redirect: sameOriginPath(query.redirect),
      search: searchPart(query.search),
      callbackUrl,
      // The session this login will replace: the one this browser shows now.
      replacesTokenHash: request.cookies.token ? hashToken(request.cookies.token) : null,
    },
    ctx.clock(),
  );
  setLoginStateCookie(reply, adapter.kind, state);
  const target = adapter.authorizeUrl({ publicOrigin: origin, callbackUrl, state, embed: query.embed === '1' });
  return reply.header('cache-control', 'no-store').redirect(target, 302);
}

async function finishLogin(ctx: ServerContext, adapter: ProviderAdapter, request: FastifyRequest, reply: FastifyReply) {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const now = ctx.clock();
  clearLoginStateCookie(reply, adapter.kind);
  reply.header('cache-control', 'no-store');
  let back = { redirect: '/', search: '' };
  const fail = (reason: string) => {
    request.log.warn({ provider: adapter.kind, reason }, 'login failed');
    return reply.redirect(returnUrl(back, 'fail'), 302);
  };
  try {
    const state = await acceptLoginState(
      ctx.db,
      { provider: adapter.kind, state: text(query.state), cookie: request.cookies[LOGIN_STATE_COOKIE], guid: request.guid },
      now,
    );
    if (!state.accepted) {
      if (state.returnTo) back = state.returnTo;
      return fail(state.reason);
    }
    back = state;
    // No code: the visitor cancelled or the provider refused (it says why in error/errmsg).
    const code = text(query.code);
    if (!code) return fail(`no code (${text(query.error) || text(query.errmsg) || 'cancelled'})`);
    const result = await logIn(ctx, adapter, request, reply, { code, callbackUrl: state.callbackUrl, replacesTokenHash: state.replacesTokenHash, now });
    return reply.redirect(returnUrl(back, result), 302);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

/** Exchanges the code, then replaces this browser's session by a new one: every login gets a new token. */
async function logIn(
  { db, readCache }: ServerContext,
  adapter: ProviderAdapter,
  request: FastifyRequest,
  reply: FastifyReply,
  { code, callbackUrl, replacesTokenHash, now }: { code: string; callbackUrl: string; replacesTokenHash: string | null; now: number },
): Promise<LoginResult> {
  const profile = await adapter.profileOf({ code, callbackUrl });
  const qbid = await upsertAccount(db, { provider: adapter.kind, ...profile }, now);
  const cookieToken = request.cookies.token;
  const previousQbid = await revokeReplacedSessions(db, readCache, [replacesTokenHash, cookieToken && hashToken(cookieToken)], now);
  const session = await createSession(db, { qbid, guid: request.guid, logintype: adapter.kind, now });
  const user = { qbid, logintype: adapter.kind, openid: profile.openid, appid: adapter.appId, nickname: profile.nickname, logo: profile.logo };
  setLoginCookies(reply, { user, session }, now);
  // 登录成功 is said only when the account changed (spec §4).
  return previousQbid === qbid ? 'same' : 'ok';
}
