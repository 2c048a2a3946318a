import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeCards } from '../equity/membership';
import { loginAs } from '../test-support';
import { createdOrder, orderStatus, postNotification, startPayApp, type PayTestApp, type User } from './test-support/pay';
import { buildSignedNotification, notificationBody, signNotification, successfulTransaction } from './sandbox/notification';
import type { Transaction } from './wxpay/messages';

let t: PayTestApp;
beforeAll(async () => {
  t = await startPayApp();
});
afterAll(async () => {
  await t.close();
});

let sequence = 0;
/** A successful payment of an order, as the provider would report it. */
const paymentOf = (order: { order_id: string; amount: number }, changes: Partial<Transaction> = {}): Transaction => ({
  ...successfulTransaction({
    appid: t.sandbox.appId,
    mchid: t.sandbox.mchId,
    outTradeNo: order.order_id,
    transactionId: `4200${Date.now()}${String(++sequence).padStart(11, '0')}`,
    amount: order.amount,
    payerOpenid: 'o-test-payer',
    paidAt: Date.now(),
  }),
  ...changes,
});

const signed = (transaction: Transaction) => buildSignedNotification(transaction, t.sandbox, Date.now());

async function newOrder(cardId = 'vip_month'): Promise<{ user: User; order: Awaited<ReturnType<typeof createdOrder>> }> {
  const user = await loginAs(t);
  return { user, order: await createdOrder(t, user, cardId) };
}

const cardsOf = (user: User) => activeCards(t.db, user.qbid, Date.now());

describe('payment notifications', () => {
  it('fulfils a genuine notification with 204, and a replay of it (same headers and body) grants nothing more', async () => {
    const { user, order } = await newOrder('svip_auto');
    const notification = signed(paymentOf(order));
    const first = await postNotification(t, notification);
    expect(first.statusCode).toBe(204);
    expect(await orderStatus(t, user, order.order_id)).toBe('paid');
    const held = await cardsOf(user);
    expect(held).toHaveLength(1);

    const replay = await postNotification(t, notification);
    expect(replay.statusCode).toBe(204);
    expect(await cardsOf(user)).toEqual(held);
  });

  it('grants once when the same payment is notified twice at the same moment', async () => {
    const { user, order } = await newOrder();
    const payment = paymentOf(order);
    const answers = await Promise.all([postNotification(t, signed(payment)), postNotification(t, signed(payment))]);
    expect(answers.map((a) => a.statusCode)).toEqual([204, 204]);
    const [card] = await cardsOf(user);
    expect(card.end_time - Math.floor(Date.now() / 1000)).toBeGreaterThan(30 * 24 * 3600);
    expect(card.end_time - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(31 * 24 * 3600);
  });

  it('refuses a notification signed with another key, and fulfils nothing', async () => {
    const { user, order } = await newOrder();
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const body = JSON.stringify(notificationBody(paymentOf(order), { apiV3Key: t.sandbox.apiV3Key, now: Date.now() }));
    const forged = signNotification(body, { privateKey, serialNo: t.sandbox.platform.serialNo }, { now: Date.now() });
    const res = await postNotification(t, forged);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'FAIL', message: 'bad signature' });
    expect(await orderStatus(t, user, order.order_id)).toBe('created');
    expect(await cardsOf(user)).toEqual([]);
  });

  it('refuses a body altered after signing, and one without signature headers', async () => {
    const { user, order } = await newOrder();
    const genuine = signed(paymentOf(order));
    const altered = { ...genuine, body: genuine.body.replace('"summary":"支付成功"', '"summary":"支付成功 "') };
    expect((await postNotification(t, altered)).statusCode).toBe(401);
    const unsigned = await postNotification(t, { body: genuine.body, headers: { 'Content-Type': 'application/json' } });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().code).toBe('FAIL');
    expect(await orderStatus(t, user, order.order_id)).toBe('created');
  });

  it('refuses a correctly signed notification whose timestamp is more than 5 minutes old', async () => {
    const { user, order } = await newOrder();
    const body = JSON.stringify(notificationBody(paymentOf(order), { apiV3Key: t.sandbox.apiV3Key, now: Date.now() }));
    const stale = signNotification(body, t.sandbox.platform, { now: Date.now(), timestamp: String(Math.floor(Date.now() / 1000) - 6 * 60) });
    const res = await postNotification(t, stale);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/timestamp/);
    expect(await orderStatus(t, user, order.order_id)).toBe('created');
  });

  it('refuses a signed notification whose ciphertext was tampered with (the GCM tag fails)', async () => {
    const { user, order } = await newOrder();
    const notification = notificationBody(paymentOf(order), { apiV3Key: t.sandbox.apiV3Key, now: Date.now() });
    const sealed = Buffer.from(notification.resource.ciphertext, 'base64');
    sealed[5] ^= 0x01;
    notification.resource.ciphertext = sealed.toString('base64');
    const res = await postNotification(t, signNotification(JSON.stringify(notification), t.sandbox.platform, { now: Date.now() }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'FAIL', message: 'resource does not decrypt' });
    expect(await orderStatus(t, user, order.order_id)).toBe('created');
  });

  it('refuses a payment of the wrong amount: the order stays created and nothing is granted', async () => {
    const { user, order } = await newOrder('svip_month');
    const res = await postNotification(t, signed(paymentOf(order, { amount: { total: 1, payer_total: 1, currency: 'CNY', payer_currency: 'CNY' } })));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('FAIL');
    expect(await orderStatus(t, user, order.order_id)).toBe('created');
    expect(await cardsOf(user)).toEqual([]);
  });

  it('refuses a payment to another merchant, and of an order that is not ours', async () => {
    const { user, order } = await newOrder();
    expect((await postNotification(t, signed(paymentOf(order, { mchid: '1900009999' })))).statusCode).toBe(400);
    expect((await postNotification(t, signed(paymentOf(order, { appid: 'wxotherapp' })))).statusCode).toBe(400);
    expect((await postNotification(t, signed(paymentOf({ order_id: 'TH0000000000000000000000000000', amount: order.amount })))).statusCode).toBe(404);
    expect(await orderStatus(t, user, order.order_id)).toBe('created');
  });

  it('never lets one payment pay two orders, nor a paid order take a second payment', async () => {
    const { user, order: a } = await newOrder();
    const b = await createdOrder(t, user, 'vip_month');
    const payment = paymentOf(a);
    expect((await postNotification(t, signed(payment))).statusCode).toBe(204);
    const held = await cardsOf(user);

    const sameTransaction = await postNotification(t, signed({ ...payment, out_trade_no: b.order_id }));
    expect(sameTransaction.statusCode).toBe(409);
    expect(await orderStatus(t, user, b.order_id)).toBe('created');

    const secondPayment = await postNotification(t, signed(paymentOf(a)));
    expect(secondPayment.statusCode).toBe(409);
    expect(await cardsOf(user)).toEqual(held);
  });

  it('acknowledges a genuine notification of another event without fulfilling anything', async () => {
    const { user, order } = await newOrder();
    const notification = notificationBody(paymentOf(order), { apiV3Key: t.sandbox.apiV3Key, now: Date.now() });
    notification.event_type = 'REFUND.SUCCESS';
    const res = await postNotification(t, signNotification(JSON.stringify(notification), t.sandbox.platform, { now: Date.now() }));
    expect(res.statusCode).toBe(204);
    expect(await orderStatus(t, user, order.order_id)).toBe('created');
  });
});
