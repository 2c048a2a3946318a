import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAY_PATH } from '@toolhub/contracts';
import { loadConfig } from '../config';
import { loginAs, sessionHeaders } from '../test-support';
import { createOrder, startPayApp, type PayTestApp } from './test-support/pay';

describe('in prod without WXPAY_* configured', () => {
  let t: PayTestApp;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-pay-prod-'));
  beforeAll(async () => {
    t = await startPayApp({ config: { ...loadConfig({}), dataDir, env: 'prod', publicUrl: 'https://tools.example.com' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('has no sandbox: its routes are absent and no keys are made', async () => {
    expect((await fetch(`${t.origin}/sandbox/wxpay/cashier/anything`)).status).toBe(404);
    const native = await fetch(`${t.origin}/sandbox/wxpay/v3/pay/transactions/native`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(native.status).toBe(404);
    // Nor a sandbox official account: no authorization page, no share signatures.
    expect((await fetch(`${t.origin}/sandbox/wxmp/connect/oauth2/authorize`)).status).toBe(404);
    const share = await t.app.inject({ method: 'GET', url: `/api/share/chatAppConfig?url=${encodeURIComponent('https://tools.example.com/')}`, headers: await sessionHeaders(t.app) });
    expect(share.statusCode).toBe(404);
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('sandbox-wxpay'))).toEqual([]);
  });

  it('says paying is not open yet (code 1, HTTP 501), and takes no notifications', async () => {
    const user = await loginAs(t);
    const res = await createOrder(t, user, 'vip_month');
    expect(res.statusCode).toBe(501);
    expect(res.body).toMatch(/^1,功能暂未开放/);
    expect(await t.db.selectFrom('pay_order').select('order_id').execute()).toEqual([]);
    // Even with a browser token, the path is no call at all.
    const notify = await t.app.inject({ method: 'POST', url: '/api/pay/notify/wxpay', headers: { ...(await sessionHeaders(t.app)), 'content-type': 'application/json' }, payload: '{}' });
    expect(notify.statusCode).toBe(404);
  });

  it('still shows the pay page, without the sandbox link', async () => {
    const user = await loginAs(t);
    const res = await t.app.inject({ method: 'GET', url: PAY_PATH, headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('立即支付');
    expect(res.body).not.toContain('在本机模拟扫码支付');
  });
});

describe('with a configured provider that cannot be reached', () => {
  let t: PayTestApp;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolhub-pay-real-'));
  beforeAll(async () => {
    const wxPay = {
      mchId: '1900000001',
      appId: 'wxrealapp',
      apiV3Key: '0123456789abcdef0123456789abcdef',
      privateKey: crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      serialNo: 'SERIAL',
      platformPublicKey: '',
      baseUrl: 'http://127.0.0.1:9',
    };
    t = await startPayApp({ config: { ...loadConfig({}), dataDir, env: 'test', wxPay, publicUrl: 'https://tools.example.com' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('uses the real adapter, not the sandbox, and closes the order it could not pay', async () => {
    expect((await fetch(`${t.origin}/sandbox/wxpay/cashier/anything`)).status).toBe(404);
    const user = await loginAs(t);
    const res = await createOrder(t, user, 'vip_month');
    expect(res.statusCode).toBe(502);
    expect(res.body).toMatch(/^1000,/);
    const orders = await t.db.selectFrom('pay_order').select(['status', 'qbid']).execute();
    expect(orders).toEqual([{ status: 'closed', qbid: user.qbid }]);
  });
});
