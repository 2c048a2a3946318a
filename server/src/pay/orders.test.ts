import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, sessionHeaders } from '../test-support';
import { createOrder, createdOrder, orderStatus, payAtCashier, postNotification, queryOrder, startPayApp, type PayTestApp } from './test-support/pay';
import { buildSignedNotification, successfulTransaction } from './sandbox/notification';

let now = Date.now();
let t: PayTestApp;
beforeAll(async () => {
  t = await startPayApp({ clock: () => now });
});
afterAll(async () => {
  await t.close();
});

describe('createOrder', () => {
  it('asks an anonymous visitor to log in (1101)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pay/createOrder',
      headers: { ...(await sessionHeaders(t.app)), 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ card_id: 'vip_month' }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).toMatch(/^1101,/);
    expect(await t.db.selectFrom('pay_order').select('order_id').execute()).toEqual([]);
  });

  it('refuses an unknown card and a body without one with 400', async () => {
    const user = await loginAs(t);
    const unknown = await createOrder(t, user, 'gold_forever');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toMatch(/^1300,.*unknown card gold_forever/);
    const empty = await createOrder(t, user, '');
    expect(empty.statusCode).toBe(400);
  });

  it('charges each card by the rule of spec §9 (price minus the largest coupon) and keeps the coupon', async () => {
    const user = await loginAs(t);
    const expected = { svip_auto: [2400, 600], vip_auto: [1200, 300], svip_month: [3000, 0], vip_month: [1500, 0] };
    for (const [cardId, [amount, coupon]] of Object.entries(expected)) {
      const order = await createdOrder(t, user, cardId);
      expect(order.amount, cardId).toBe(amount);
      const row = await t.db.selectFrom('pay_order').selectAll().where('order_id', '=', order.order_id).executeTakeFirstOrThrow();
      expect(row, cardId).toMatchObject({ qbid: user.qbid, card_id: cardId, amount, coupon, status: 'created', days: 31, plan: cardId.endsWith('auto') ? 'auto' : 'month' });
      expect(row.expires_at - row.created_at).toBe(30 * 60 * 1000);
      // The provider was asked for that very amount.
      const payment = await t.db.selectFrom('sandbox_wxpay_payment').selectAll().where('out_trade_no', '=', order.order_id).executeTakeFirstOrThrow();
      expect(payment.amount, cardId).toBe(amount);
    }
  });

  it('gives every order its own unguessable id', async () => {
    const user = await loginAs(t);
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await createdOrder(t, user, 'vip_month')).order_id);
    expect(ids.size).toBe(5);
  });
});

describe('queryOrder', () => {
  it('answers the owner only: another user and an anonymous visitor are refused', async () => {
    const owner = await loginAs(t);
    const order = await createdOrder(t, owner, 'vip_month');
    expect((await queryOrder(t, owner, order.order_id)).statusCode).toBe(200);

    const stranger = await loginAs(t);
    const theirs = await queryOrder(t, stranger, order.order_id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('vip_month');

    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/pay/queryOrder?order_id=${order.order_id}`,
      headers: await sessionHeaders(t.app),
    });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.body).toMatch(/^1101,/);
  });

  it('refuses a malformed order id with 400 and a missing one with 404', async () => {
    const user = await loginAs(t);
    expect((await queryOrder(t, user, '../../etc')).statusCode).toBe(400);
    expect((await queryOrder(t, user, 'TH0000000000000000000000000000')).statusCode).toBe(404);
  });

  it('closes an order left unpaid past 30 minutes; the sandbox then refuses it, but a payment already taken still counts', async () => {
    const user = await loginAs(t);
    const order = await createdOrder(t, user, 'vip_month');
    now += 31 * 60 * 1000;
    try {
      expect(await orderStatus(t, user, order.order_id)).toBe('closed');
      const late = await payAtCashier(order.code_url);
      expect(late.status).toBe(410);
      expect(late.result).toContain('订单已过期');

      // A payment the provider accepted just before the expiry, notified after it.
      const transaction = successfulTransaction({
        appid: t.sandbox.appId,
        mchid: t.sandbox.mchId,
        outTradeNo: order.order_id,
        transactionId: `4200${now}999`,
        amount: order.amount,
        payerOpenid: 'o-late',
        paidAt: now - 2 * 60 * 1000,
      });
      expect((await postNotification(t, buildSignedNotification(transaction, t.sandbox, now))).statusCode).toBe(204);
      expect(await orderStatus(t, user, order.order_id)).toBe('paid');
    } finally {
      now = Date.now();
    }
  });
});
