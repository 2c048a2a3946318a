import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedBases, ProviderError } from './adapter';
import { qqConnectAdapter } from './qq-connect';
import { wxOpenAdapter } from './wx-open';

/** A stand-in provider: each path answers what the test sets, and every request is recorded. */
let answers: Record<string, string | null> = {};
const seen: URL[] = [];
let base = '';
const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://stub');
  seen.push(url);
  const body = answers[url.pathname];
  if (body === null) return; // never answers
  response.writeHead(200, { 'content-type': 'text/html' }).end(body ?? '{}');
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const qq = (timeoutMs?: number, appKey = 'key') => qqConnectAdapter({ appId: '1001', appKey, bases: fixedBases(base), timeoutMs });
const wx = () => wxOpenAdapter({ appId: 'wx1', secret: 'sec', bases: { browser: () => 'https://open.example', server: () => base } });

describe('the QQ Connect adapter', () => {
  it('builds the authorize URL of the protocol', () => {
    const url = new URL(qq().authorizeUrl({ publicOrigin: 'https://hub.example', callbackUrl: 'https://hub.example/login/qq/callback', state: 'st', embed: false }));
    expect(`${url.origin}${url.pathname}`).toBe(`${base}/oauth2.0/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: '1001',
      redirect_uri: 'https://hub.example/login/qq/callback',
      state: 'st',
      scope: 'get_user_info',
    });
  });

  it('reads the profile through token, me and get_user_info, sending the code exchange its parameters', async () => {
    seen.length = 0;
    answers = {
      '/oauth2.0/token': '{"access_token":"AT","expires_in":"7776000","refresh_token":"RT"}',
      // QQ has answered JSONP despite fmt=json.
      '/oauth2.0/me': 'callback( {"client_id":"1001","openid":"OPENID1"} );',
      '/user/get_user_info': '{"ret":0,"msg":"","nickname":"小明","figureurl_qq_1":"http://q/40","figureurl_qq_2":""}',
    };
    await expect(qq().profileOf({ code: 'C', callbackUrl: 'https://hub.example/cb' })).resolves.toEqual({ openid: 'OPENID1', nickname: '小明', logo: 'http://q/40' });
    expect(Object.fromEntries(seen[0].searchParams)).toEqual({
      grant_type: 'authorization_code',
      client_id: '1001',
      client_secret: 'key',
      code: 'C',
      redirect_uri: 'https://hub.example/cb',
      fmt: 'json',
    });
    expect(Object.fromEntries(seen[2].searchParams)).toEqual({ access_token: 'AT', oauth_consumer_key: '1001', openid: 'OPENID1' });
  });

  it('refuses an access token that /me says belongs to another app', async () => {
    answers = {
      '/oauth2.0/token': '{"access_token":"AT"}',
      '/oauth2.0/me': '{"client_id":"2002","openid":"OPENID1"}',
      '/user/get_user_info': '{"ret":0,"nickname":"x"}',
    };
    await expect(qq().profileOf({ code: 'C', callbackUrl: 'cb' })).rejects.toThrow(/another app/);
  });

  it('turns error answers, non-JSON and silence into a ProviderError', async () => {
    answers = { '/oauth2.0/token': '{"error":100019,"error_description":"code to access token error"}' };
    await expect(qq().profileOf({ code: 'C', callbackUrl: 'cb' })).rejects.toThrow(/100019/);
    answers = { '/oauth2.0/token': '{"access_token":"AT"}', '/oauth2.0/me': '{"client_id":"1001","openid":"O"}', '/user/get_user_info': '{"ret":1002,"msg":"bad"}' };
    await expect(qq().profileOf({ code: 'C', callbackUrl: 'cb' })).rejects.toThrow(/ret 1002/);
    answers = { '/oauth2.0/token': '<html>busy</html>' };
    await expect(qq().profileOf({ code: 'C', callbackUrl: 'cb' })).rejects.toBeInstanceOf(ProviderError);
    answers = { '/oauth2.0/token': null };
    await expect(qq(200).profileOf({ code: 'C', callbackUrl: 'cb' })).rejects.toThrow(/unreachable/);
  });

  it('never names the app key or the code in its errors', async () => {
    for (const body of ['not json', '{"error":100009,"error_description":"client_secret is invalid"}', null]) {
      answers = { '/oauth2.0/token': body };
      const error = await qq(200, 'APPKEY-4f1c').profileOf({ code: 'CODE-9d2e', callbackUrl: 'cb' }).catch((e: Error) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect(String(error)).not.toMatch(/APPKEY-4f1c|CODE-9d2e/);
    }
  });
});

describe('the WeChat open-platform adapter', () => {
  it('builds the qrconnect URL, with the framed JS login options when embedded', () => {
    const input = { publicOrigin: 'https://hub.example', callbackUrl: 'https://hub.example/login/wx/callback', state: 'st' };
    const plain = wx().authorizeUrl({ ...input, embed: false });
    expect(plain).toBe(
      'https://open.example/connect/qrconnect?appid=wx1&redirect_uri=https%3A%2F%2Fhub.example%2Flogin%2Fwx%2Fcallback&response_type=code&scope=snsapi_login&state=st#wechat_redirect',
    );
    expect(wx().authorizeUrl({ ...input, embed: true })).toBe(plain.replace('#wechat_redirect', '&login_type=jssdk&self_redirect=default#wechat_redirect'));
  });

  it('reads the profile through access_token and userinfo', async () => {
    seen.length = 0;
    answers = {
      '/sns/oauth2/access_token': '{"access_token":"AT","expires_in":7200,"refresh_token":"RT","openid":"oOPEN","scope":"snsapi_login","unionid":"oUNION"}',
      '/sns/userinfo': '{"openid":"oOPEN","nickname":"小红","headimgurl":"https://wx/head"}',
    };
    await expect(wx().profileOf({ code: 'C', callbackUrl: 'cb' })).resolves.toEqual({ openid: 'oOPEN', nickname: '小红', logo: 'https://wx/head' });
    expect(Object.fromEntries(seen[0].searchParams)).toEqual({ appid: 'wx1', secret: 'sec', code: 'C', grant_type: 'authorization_code' });
    expect(Object.fromEntries(seen[1].searchParams)).toEqual({ access_token: 'AT', openid: 'oOPEN' });
  });

  it('turns {errcode, errmsg} into a ProviderError', async () => {
    answers = { '/sns/oauth2/access_token': '{"errcode":40029,"errmsg":"invalid code"}' };
    await expect(wx().profileOf({ code: 'C', callbackUrl: 'cb' })).rejects.toThrow(/40029 invalid code/);
    answers = { '/sns/oauth2/access_token': '{"access_token":"AT","openid":"oA"}', '/sns/userinfo': '{"openid":"oB","nickname":"x"}' };
    await expect(wx().profileOf({ code: 'C', callbackUrl: 'cb' })).rejects.toThrow(/different openid/);
  });
});
