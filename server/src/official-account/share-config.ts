/**
 * GET CHAT_APP_CONFIG_PATH?url=: the chat app's JS-SDK config for a page of the hub, signed with
 * the official account's jsapi_ticket, so the page can set its share card. Only the hub's own
 * pages are signed: a signature for another site's URL is not ours to hand out.
 */
import crypto from 'node:crypto';
import { CHAT_APP_CONFIG_PATH, ERROR_CODES } from '@toolhub/contracts';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { publicOrigin } from '../http/public-origin';
import { ApiError, badRequest, ok } from '../http/errors';
import type { OfficialAccount } from './account';
import { jsapiTickets } from './client';
import { jsSdkSignature } from './js-sdk-signature';

const MAX_URL_LENGTH = 2048;

export function shareConfigRoute(app: FastifyInstance, ctx: Pick<ServerContext, 'config' | 'clock'> & { account: OfficialAccount }) {
  const ticket = jsapiTickets(ctx.account, ctx.clock);

  app.get(CHAT_APP_CONFIG_PATH, async (request) => {
    const url = (request.query as { url?: unknown }).url;
    if (typeof url !== 'string' || url.length > MAX_URL_LENGTH) throw badRequest('url missing');
    if (!url.startsWith(`${publicOrigin(ctx.config, request)}/`)) throw badRequest('url is not a page of this hub');
    const signed = { nonceStr: crypto.randomBytes(12).toString('hex'), timestamp: Math.floor(ctx.clock() / 1000), url: url.split('#')[0] ?? url };
    let jsapiTicket: string;
    try {
      jsapiTicket = await ticket();
    } catch (error) {
      request.log.error({ err: error }, 'no jsapi_ticket from the official account');
      throw new ApiError(502, ERROR_CODES.SERVICE);
    }
    return ok({ appId: ctx.account.appId, timestamp: signed.timestamp, nonceStr: signed.nonceStr, signature: jsSdkSignature(jsapiTicket, signed), js_sdk_url: ctx.account.jsSdkUrl });
  });
}
