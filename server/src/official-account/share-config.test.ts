import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_APP_CONFIG_PATH, chatAppConfigSchema } from '@toolhub/contracts';
import { sessionHeaders } from '../test-support';
import { startPayApp, type PayTestApp } from '../pay/test-support/pay';
import { CLIENT_CONFIG_PATH } from './sandbox/js-sdk';

let t: PayTestApp;
beforeAll(async () => {
  t = await startPayApp();
});
afterAll(async () => {
  await t.close();
});

async function configFor(url: string) {
  const res = await t.app.inject({ method: 'GET', url: `${CHAT_APP_CONFIG_PATH}?url=${encodeURIComponent(url)}`, headers: { ...(await sessionHeaders(t.app)), host: new URL(t.origin).host } });
  return res;
}

/** What the chat app's client answers the page's `wx.config` with, asking the (sandbox) account. */
async function clientChecks(config: object, url: string) {
  const res = await fetch(`${t.origin}${CLIENT_CONFIG_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...config, url }) });
  return ((await res.json()) as { errMsg: string }).errMsg;
}

describe("the chat app's JS-SDK config (the share card)", () => {
  it("is signed with the account's jsapi_ticket for exactly the page asked, which the client accepts", async () => {
    const page = `${t.origin}/mortgage-calculator.html?lang=en`;
    const res = await configFor(`${page}#top`);
    expect(res.statusCode).toBe(200);
    const config = chatAppConfigSchema.parse(res.json().data);
    expect(config.appId).toBe('wxsandboxpay00001');
    expect(config.signature).toMatch(/^[0-9a-f]{40}$/);
    // The sandbox brings no script: its client puts `wx` into the page itself.
    expect(config.js_sdk_url).toBeUndefined();
    expect(await clientChecks(config, page)).toBe('config:ok');
    // Signed for one page: another page, or an altered signature, is refused by the client.
    expect(await clientChecks(config, `${t.origin}/other.html`)).toBe('config:invalid signature');
    expect(await clientChecks({ ...config, signature: config.signature.replace(/^./, (c) => (c === '0' ? '1' : '0')) }, page)).toBe('config:invalid signature');
    // Another page is signed for itself too.
    const second = chatAppConfigSchema.parse((await configFor(`${t.origin}/`)).json().data);
    expect(await clientChecks(second, `${t.origin}/`)).toBe('config:ok');
  });

  it('signs only pages of the hub', async () => {
    for (const url of ['https://evil.example/', `${t.origin}.evil.example/`, 'javascript:alert(1)', '']) {
      const res = await configFor(url);
      expect(res.statusCode, url).toBe(400);
    }
  });

  it("the sandbox account's token and ticket need its secret", async () => {
    const wrong = await fetch(`${t.origin}/sandbox/wxmp/cgi-bin/stable_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credential', appid: 'wxsandboxpay00001', secret: 'guess' }),
    });
    expect(await wrong.json()).toMatchObject({ errcode: 40125 });
    const ticket = await fetch(`${t.origin}/sandbox/wxmp/cgi-bin/ticket/getticket?access_token=sbx_guess&type=jsapi`);
    expect(await ticket.json()).toMatchObject({ errcode: 40001 });
  });
});
