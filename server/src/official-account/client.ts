/**
 * The hub's calls to the official account's API, as api.weixin.qq.com answers them: the web
 * authorization's code exchange (who the visitor is under the account), and the jsapi_ticket
 * that signs the chat app's JS-SDK config. The ticket comes from a *stable* access token
 * (cgi-bin/stable_token): every process asking gets the same token, so one process fetching
 * never invalidates another's; it is kept until a few minutes before it expires.
 */
import { endpoint, ProviderError } from '../login/providers/adapter';
import { fetchProviderJson, requiredText } from '../login/providers/fetch-json';
import { refuseWxError } from '../login/providers/wx-open';
import type { Clock } from '../clock';
import type { OfficialAccount } from './account';

const RENEW_BEFORE_MS = 5 * 60 * 1000;
const TIMEOUT_MS = 8000;

/** The visitor's openid under the account, from an authorization code. */
export async function openidOfCode(account: OfficialAccount, code: string): Promise<string> {
  const where = 'wx mp access_token';
  const answer = await fetchProviderJson(endpoint(account.apiBase(), '/sns/oauth2/access_token', { appid: account.appId, secret: account.secret, code, grant_type: 'authorization_code' }));
  refuseWxError(answer, where);
  const openid = requiredText(answer, 'openid', where);
  if (openid.length > 128) throw new ProviderError(`${where}: an openid of ${openid.length} characters`);
  return openid;
}

const expiresIn = (answer: Record<string, unknown>) => Number(answer.expires_in) * 1000 || 0;

/** The account's jsapi_ticket, fetched when missing or about to expire; one fetch at a time. */
export function jsapiTickets(account: OfficialAccount, clock: Clock) {
  let held: { ticket: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;

  const fetchTicket = async (): Promise<string> => {
    const token = await fetchProviderJson(endpoint(account.apiBase(), '/cgi-bin/stable_token', {}), TIMEOUT_MS, { grant_type: 'client_credential', appid: account.appId, secret: account.secret, force_refresh: false });
    refuseWxError(token, 'wx mp stable_token');
    const accessToken = requiredText(token, 'access_token', 'wx mp stable_token');
    const answer = await fetchProviderJson(endpoint(account.apiBase(), '/cgi-bin/ticket/getticket', { access_token: accessToken, type: 'jsapi' }), TIMEOUT_MS);
    refuseWxError(answer, 'wx mp getticket');
    const ticket = requiredText(answer, 'ticket', 'wx mp getticket');
    held = { ticket, renewAt: clock() + Math.min(expiresIn(answer), expiresIn(token)) - RENEW_BEFORE_MS };
    return ticket;
  };

  return async (): Promise<string> => {
    if (held && held.renewAt > clock()) return held.ticket;
    pending ??= fetchTicket().finally(() => {
      pending = undefined;
    });
    return pending;
  };
}
