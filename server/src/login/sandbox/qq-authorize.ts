/**
 * Sandbox QQ Connect, the browser side: `/oauth2.0/authorize` shows the consent page, and its
 * form post issues a code and sends the browser to `redirect_uri?code&state` (or, on 取消,
 * back with an error and no code).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context';
import { SANDBOX_APPIDS } from '../appids';
import { publicOrigin } from '../../http/public-origin';
import { isRegisteredCallback, sandboxPath } from './app';
import { field } from './form';
import { issueCode } from './grants';
import { refusalPage, sendHtml } from './page-parts';
import { chosenName, sandboxPerson } from './people';
import { qqAuthorizePage, type QqAuthorizeRequest } from './qq-pages';

/** Why QQ would refuse this authorize request (its messages and codes), or undefined. */
function refusalOf(ctx: ServerContext, request: FastifyRequest, input: QqAuthorizeRequest & { responseType: string }) {
  if (input.responseType !== 'code') return '缺少参数 response_type 或 response_type 非法（100000）';
  if (!input.clientId) return '缺少参数 client_id（100001）';
  if (input.clientId !== SANDBOX_APPIDS.qq) return 'client_id 不存在（100008）';
  if (!isRegisteredCallback('qq', input.redirectUri, publicOrigin(ctx.config, request))) return 'redirect uri is illegal（100010）';
  if (input.state.length > 500) return 'state 过长（100010）';
  return undefined;
}

const authorizeInput = (source: unknown) => ({
  responseType: field(source, 'response_type'),
  clientId: field(source, 'client_id'),
  redirectUri: field(source, 'redirect_uri'),
  state: field(source, 'state'),
  scope: field(source, 'scope') || 'get_user_info',
});

function backTo(reply: FastifyReply, redirectUri: string, params: Record<string, string>) {
  const target = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return reply.header('cache-control', 'no-store').redirect(target.toString(), 302);
}

export function qqAuthorizeRoutes(scope: FastifyInstance, ctx: ServerContext) {
  const url = `${sandboxPath('qq')}/oauth2.0/authorize`;

  scope.get(url, async (request, reply) => {
    const input = authorizeInput(request.query);
    const refusal = refusalOf(ctx, request, input);
    if (refusal) return sendHtml(reply, 400, refusalPage('qq', refusal));
    return sendHtml(reply, 200, qqAuthorizePage(input));
  });

  scope.post(url, async (request, reply) => {
    const input = authorizeInput(request.body);
    const refusal = refusalOf(ctx, request, input);
    if (refusal) return sendHtml(reply, 400, refusalPage('qq', refusal));
    if (field(request.body, 'action') !== 'allow') {
      return backTo(reply, input.redirectUri, { error: 'access_denied', error_description: 'user cancelled', state: input.state });
    }
    const name = chosenName(request.body);
    if (!name) return sendHtml(reply, 400, qqAuthorizePage(input, '请选择一个测试用户，或输入不超过 20 个字的名字'));
    const now = ctx.clock();
    const person = sandboxPerson({ secret: ctx.secret, provider: 'qq', appid: input.clientId, name, publicOrigin: publicOrigin(ctx.config, request) });
    const code = await issueCode(ctx.db, { ...person, provider: 'qq', appid: input.clientId, redirectUri: input.redirectUri }, now);
    return backTo(reply, input.redirectUri, { code, state: input.state });
  });
}
