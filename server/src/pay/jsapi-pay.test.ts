import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYER_UNKNOWN_MESSAGE, PAY_PAYER_AUTH_PATH, type JsapiPayParams } from '@toolhub/contracts';
import { loginAs } from '../test-support';
import { createOrder, orderStatus, startPayApp, type PayTestApp, type User } from './test-support/pay';
import { CLIENT_PAY_PATH } from './sandbox/sandbox-client';
import { jsapiPayMessage, verifySha256WithRsa } from './wxpay/signing';

const CHAT_APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322d) NetType/WIFI Language/zh_CN';

let t: PayTestApp;
beforeAll(async () => {
  t = await startPayApp();
});
afterAll(async () => {
  await t.close();
});

/** The cookies a response sets, as `name=value` pairs to send back. */
const setCookies = (response: Response) => response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');

interface ChatApp {
  /** The sandbox client's own cookie: who the chat app's user is. */
  clientCookie: string;
}

/**
 * The visitor's way through the official account and back, as the chat app's browser follows
 * it: the hub's start, the account's authorize page, the hub's callback. Answers the payer
 * cookie the callback set, and where it sent the browser.
 */
async function learnPayer(user: User, chatApp: ChatApp, back = '/tools/mortgage.html?x=1') {
  const start = await fetch(`${t.origin}${PAY_PAYER_AUTH_PATH}?back=${encodeURIComponent(back)}`, { redirect: 'manual', headers: { cookie: user.cookie, 'user-agent': CHAT_APP_UA } });
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location') ?? '');
  expect(authorize.pathname).toBe('/sandbox/wxmp/connect/oauth2/authorize');
  expect(authorize.searchParams.get('scope')).toBe('snsapi_base');
  expect(authorize.hash).toBe('#wechat_redirect');
  const stateCookie = setCookies(start).join('; ');

  const consent = await fetch(authorize, { redirect: 'manual', headers: { cookie: chatApp.clientCookie, 'user-agent': CHAT_APP_UA } });
  expect(consent.status).toBe(302);
  chatApp.clientCookie ||= setCookies(consent).join('; ');
  const callback = new URL(consent.headers.get('location') ?? '');
  expect(callback.pathname).toBe(`${PAY_PAYER_AUTH_PATH}/callback`);

  // Back from another site: the Strict login cookies are not sent, only the Lax state.
  const done = await fetch(callback, { redirect: 'manual', headers: { cookie: stateCookie, 'user-agent': CHAT_APP_UA } });
  expect(done.status).toBe(302);
  const payer = setCookies(done).find((pair) => pair.startsWith('wxpay_payer='));
  return { payer, location: done.headers.get('location') };
}

const withPayer = (user: User, payer: string | undefined): User => ({ ...user, cookie: `${user.cookie}; ${payer ?? ''}` });

async function clientPays(chatApp: ChatApp, sheet: unknown) {
  const res = await fetch(`${t.origin}${CLIENT_PAY_PATH}`, { method: 'POST', headers: { cookie: chatApp.clientCookie, 'user-agent': CHAT_APP_UA, 'content-type': 'application/json' }, body: JSON.stringify(sheet) });
  return (await res.json()) as { err_msg: string; err_desc?: string };
}

describe('paying in the chat app (JSAPI) through the sandbox', () => {
  it('asks who pays first, makes no order until it knows, then the pay sheet takes the payment once', async () => {
    const user = await loginAs(t);
    const before = await t.db.selectFrom('pay_order').select('order_id').where('qbid', '=', user.qbid).execute();
    const unknown = await createOrder(t, user, 'vip_month', { channel: 'jsapi' });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.body).toContain(PAYER_UNKNOWN_MESSAGE);
    expect(await t.db.selectFrom('pay_order').select('order_id').where('qbid', '=', user.qbid).execute()).toEqual(before);

    const chatApp = { clientCookie: '' };
    const { payer, location } = await learnPayer(user, chatApp);
    expect(location).toBe('/tools/mortgage.html?x=1');
    expect(payer).toBeTruthy();

    const res = await createOrder(t, withPayer(user, payer), 'vip_month', { channel: 'jsapi' });
    expect(res.statusCode).toBe(200);
    const order = res.json().data as { order_id: string; amount: number; jsapi: JsapiPayParams; code_url?: string };
    expect(order.code_url).toBeUndefined();
    expect(order.jsapi).toMatchObject({ appId: t.sandbox.appId, signType: 'RSA', package: expect.stringMatching(/^prepay_id=wx[\w-]+$/) });
    expect(verifySha256WithRsa(t.sandbox.merchant.publicKey, jsapiPayMessage(order.jsapi), order.jsapi.paySign)).toBe(true);

    // Someone else's chat app cannot pay this visitor's order, nor can an altered sheet be paid.
    expect(await clientPays({ clientCookie: '' }, order.jsapi)).toMatchObject({ err_msg: 'get_brand_wcpay_request:fail', err_desc: '当前用户不是下单用户' });
    expect(await clientPays(chatApp, { ...order.jsapi, package: 'prepay_id=wxsomeoneelse' })).toMatchObject({ err_desc: '支付验证签名失败' });
    expect(await orderStatus(t, user, order.order_id)).toBe('created');

    expect(await clientPays(chatApp, order.jsapi)).toEqual({ err_msg: 'get_brand_wcpay_request:ok' });
    expect(await orderStatus(t, user, order.order_id)).toBe('paid');
    const row = await t.db.selectFrom('pay_order').selectAll().where('order_id', '=', order.order_id).executeTakeFirstOrThrow();
    expect(row.transaction_id).toMatch(/^4200\d{24}$/);
    // Paying the same sheet again takes nothing more.
    expect(await clientPays(chatApp, order.jsapi)).toEqual({ err_msg: 'get_brand_wcpay_request:ok' });
    expect(await t.db.selectFrom('pay_order').select('order_id').where('qbid', '=', user.qbid).where('status', '=', 'paid').execute()).toHaveLength(1);
  });

  it("one visitor's payer is not another's: the cookie is bound to the account that learnt it", async () => {
    const alice = await loginAs(t);
    const { payer } = await learnPayer(alice, { clientCookie: '' });
    const mallory = await loginAs(t);
    const res = await createOrder(t, withPayer(mallory, payer), 'vip_month', { channel: 'jsapi' });
    expect(res.statusCode).toBe(409);
    const forged = payer?.replace(/=(.)/, (_match, first: string) => `=${first === 'A' ? 'B' : 'A'}`);
    expect((await createOrder(t, withPayer(alice, forged), 'vip_month', { channel: 'jsapi' })).statusCode).toBe(409);
  });

  it('the way back needs its own state: a foreign or replayed callback learns nothing and goes home', async () => {
    const user = await loginAs(t);
    const start = await fetch(`${t.origin}${PAY_PAYER_AUTH_PATH}?back=/x`, { redirect: 'manual', headers: { cookie: user.cookie } });
    const authorize = new URL(start.headers.get('location') ?? '');
    const consent = await fetch(authorize, { redirect: 'manual', headers: { 'user-agent': CHAT_APP_UA } });
    const callback = new URL(consent.headers.get('location') ?? '');
    // The attacker's browser has no state cookie of this start.
    const foreign = await fetch(callback, { redirect: 'manual' });
    expect(foreign.headers.get('location')).toBe('/');
    expect(setCookies(foreign).some((pair) => pair.startsWith('wxpay_payer=') && pair.length > 'wxpay_payer='.length)).toBe(false);
  });

  it("the official account's page refuses what WeChat refuses: outside the chat app, another site's redirect_uri, and an open redirect back", async () => {
    const user = await loginAs(t);
    const start = await fetch(`${t.origin}${PAY_PAYER_AUTH_PATH}?back=${encodeURIComponent('//evil.example/x')}`, { redirect: 'manual', headers: { cookie: user.cookie } });
    const authorize = new URL(start.headers.get('location') ?? '');
    const outside = await fetch(authorize, { redirect: 'manual' });
    expect(outside.status).toBe(403);
    expect(await outside.text()).toContain('请在微信客户端打开链接');
    authorize.searchParams.set('redirect_uri', 'https://evil.example/steal');
    const elsewhere = await fetch(authorize, { redirect: 'manual', headers: { 'user-agent': CHAT_APP_UA } });
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.text()).toContain('redirect_uri域名与后台配置不一致');
    // The back path was judged at the start: another site's became the home page.
    const { location } = await learnPayer(user, { clientCookie: '' }, '//evil.example/x');
    expect(location).toBe('/');
  });

  it('an anonymous visitor is only sent back: there is no one to name', async () => {
    const start = await fetch(`${t.origin}${PAY_PAYER_AUTH_PATH}?back=/tools/a.html`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    expect(start.headers.get('location')).toBe('/tools/a.html');
  });
});
