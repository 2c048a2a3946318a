import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPayApp, type PayTestApp } from './test-support/pay';
import { deriveSandboxApiV3Key, loadSandboxWxPay, sandboxMerchantConfig } from './sandbox/settings';
import { WxPayClient, WxPayError } from './wxpay/client';
import { authorizationHeader, checkPlatformSignature, epochSeconds, randomNonce } from './wxpay/signing';

let t: PayTestApp;
beforeAll(async () => {
  t = await startPayApp();
});
afterAll(async () => {
  await t.close();
});

const NATIVE_PATH = '/sandbox/wxpay/v3/pay/transactions/native';

/** The provider's JSON answer: `{code_url}` or `{code, message}`. */
const answerOf = async (res: Response) => (await res.json()) as { code_url?: string; code?: string; message?: string };

const nativeOrder = (outTradeNo = `T${crypto.randomBytes(8).toString('hex')}`) => ({
  appid: t.sandbox.appId,
  mchid: t.sandbox.mchId,
  description: '测试商品',
  out_trade_no: outTradeNo,
  notify_url: `${t.origin}/api/pay/notify/wxpay`,
  amount: { total: 1500, currency: 'CNY' },
});

/** Posts to the sandbox with an Authorization signed by `privateKey` over `signedBody`. */
function postNative(body: string, { privateKey = t.sandbox.merchant.privateKey as crypto.KeyLike, signedBody = body, serialNo = t.sandbox.merchant.serialNo, timestamp = String(epochSeconds(Date.now())) } = {}) {
  const authorization = authorizationHeader(
    { mchId: t.sandbox.mchId, serialNo, privateKey },
    { method: 'POST', pathAndQuery: NATIVE_PATH, body: signedBody },
    { timestamp, nonce: randomNonce() },
  );
  return fetch(`${t.origin}${NATIVE_PATH}`, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body });
}

describe('sandbox Native endpoint', () => {
  it('accepts a request the merchant signed and answers a signed code_url', async () => {
    const res = await postNative(JSON.stringify(nativeOrder()));
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(JSON.parse(text).code_url).toMatch(new RegExp(`^${t.origin}/sandbox/wxpay/cashier/`));
    expect(checkPlatformSignature(t.sandbox.platform.publicKey, res.headers, text, Date.now())).toEqual({ ok: true });
  });

  it('refuses with 401 SIGN_ERROR: another key, an altered body, a wrong serial, a stale timestamp, no Authorization', async () => {
    const body = JSON.stringify(nativeOrder());
    const { privateKey: otherKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const attempts = [
      postNative(body, { privateKey: otherKey }),
      postNative(body, { signedBody: body.replace('1500', '1') }),
      postNative(body, { serialNo: 'ABCDEF' }),
      postNative(body, { timestamp: String(epochSeconds(Date.now()) - 600) }),
      fetch(`${t.origin}${NATIVE_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(401);
      expect((await answerOf(res)).code).toBe('SIGN_ERROR');
    }
    expect(await t.db.selectFrom('sandbox_wxpay_payment').select('id').where('out_trade_no', '=', JSON.parse(body).out_trade_no).execute()).toEqual([]);
  });

  it('refuses bad parameters with 400 PARAM_ERROR, and answers the same cashier for a repeated out_trade_no', async () => {
    const bad = await postNative(JSON.stringify({ ...nativeOrder(), amount: { total: 0 } }));
    expect(bad.status).toBe(400);
    expect((await answerOf(bad)).code).toBe('PARAM_ERROR');
    const otherApp = await postNative(JSON.stringify({ ...nativeOrder(), appid: 'wxsomeoneelse' }));
    expect(otherApp.status).toBe(400);

    const order = JSON.stringify(nativeOrder());
    const first = await answerOf(await postNative(order));
    const again = await answerOf(await postNative(order));
    expect(first.code_url).toBeTruthy();
    expect(again.code_url).toBe(first.code_url);
  });

  it('is what the adapter talks to; the adapter refuses an answer it cannot verify', async () => {
    const settings = sandboxMerchantConfig(t.sandbox, t.origin);
    const client = new WxPayClient(() => settings, Date.now);
    const payment = { outTradeNo: `T${Date.now()}`, description: '测试', amount: 100, expiresAt: Date.now() + 60_000, notifyUrl: `${t.origin}/api/pay/notify/wxpay` };
    expect(await client.createNativePayment(payment)).toMatch(/\/sandbox\/wxpay\/cashier\//);

    const { publicKey: strangerKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const distrustful = new WxPayClient(() => ({ ...settings, platformPublicKey: strangerKey.export({ type: 'spki', format: 'pem' }).toString() }), Date.now);
    await expect(distrustful.createNativePayment({ ...payment, outTradeNo: `T${Date.now()}x` })).rejects.toMatchObject({ code: 'SIGN_ERROR' });

    const wrongMerchantKey = new WxPayClient(() => ({ ...settings, privateKey: crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() }), Date.now);
    const refused = await wrongMerchantKey.createNativePayment({ ...payment, outTradeNo: `T${Date.now()}y` }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WxPayError);
    expect(refused).toMatchObject({ status: 401, code: 'SIGN_ERROR' });
  });
});

describe('sandbox keys', () => {
  it('are generated once per DATA_DIR: processes starting together agree on them', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-sandbox-keys-'));
    try {
      const loads = await Promise.all([1, 2].map(() => loadSandboxWxPay({ dataDir, secret: 's' })));
      const serials = loads.map((l) => `${l.merchant.serialNo}/${l.platform.serialNo}`);
      expect(new Set(serials).size).toBe(1);
      expect(loads[0].merchant.serialNo).not.toBe(loads[0].platform.serialNo);
      const later = await loadSandboxWxPay({ dataDir, secret: 's' });
      expect(later.platform.serialNo).toBe(loads[0].platform.serialNo);
      expect(fs.readdirSync(dataDir).sort()).toEqual(['sandbox-wxpay-merchant-key.pem', 'sandbox-wxpay-platform-key.pem']);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('derive a 32-byte APIv3 key from the server secret', () => {
    expect(Buffer.byteLength(deriveSandboxApiV3Key('a'))).toBe(32);
    expect(deriveSandboxApiV3Key('a')).toBe(deriveSandboxApiV3Key('a'));
    expect(deriveSandboxApiV3Key('a')).not.toBe(deriveSandboxApiV3Key('b'));
  });
});
