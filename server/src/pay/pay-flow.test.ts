import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENQUITY_TYPE } from '@toolhub/contracts';
import { activeCards } from '../equity/membership';
import { loginAs } from '../test-support';
import { createOrder, createdOrder, payAtCashier, queryOrder, startPayApp, type PayTestApp } from './test-support/pay';

const DAY_SECONDS = 24 * 3600;
let now = Date.now();
let t: PayTestApp;

beforeAll(async () => {
  t = await startPayApp({ clock: () => now });
});
afterAll(async () => {
  await t.close();
});

const cardsOf = (qbid: string) => activeCards(t.db, qbid, now);

describe('paying through the sandbox, end to end', () => {
  it('order → QR → cashier → signed notification → the order is paid and the card held for 31 days', async () => {
    const user = await loginAs(t);
    const order = await createdOrder(t, user, 'svip_month');
    expect(order.amount).toBe(3000);
    expect(order.order_id).toMatch(/^[A-Za-z0-9]{30}$/);
    expect(order.code_url).toMatch(new RegExp(`^${t.origin}/sandbox/wxpay/cashier/[\\w-]+$`));
    expect(order.qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await queryOrder(t, user, order.order_id)).json().data).toMatchObject({ status: 'created', amount: 3000, card_id: 'svip_month', paid_at: null });

    const paidAt = now;
    const { sheet, result, status } = await payAtCashier(order.code_url);
    expect(sheet).toContain('小工具会员-SVIP 月卡');
    expect(sheet).toContain('30.00');
    expect(sheet).toContain('确认支付');
    expect(sheet).toContain('取消');
    expect(status).toBe(200);
    expect(result).toContain('支付成功');
    expect(result).toContain('商户已收到付款通知');

    const answer = (await queryOrder(t, user, order.order_id)).json().data;
    expect(answer).toMatchObject({ order_id: order.order_id, status: 'paid', amount: 3000, card_id: 'svip_month', paid_at: paidAt });
    expect(await cardsOf(user.qbid)).toEqual([
      { enquity_type: ENQUITY_TYPE.EXTRA, end_time: Math.floor(paidAt / 1000) + 31 * DAY_SECONDS, auto_renew: 0 },
    ]);
    // What the SDK reloads after the pay-end message (spec §4 "Equity card").
    const equity = await t.app.inject({
      method: 'POST',
      url: '/api/getEquityInfo',
      headers: { cookie: user.cookie, authorization: user.authorization, timestamp: String(Math.floor(Date.now() / 1000)) },
    });
    expect(equity.statusCode).toBe(200);
    expect(equity.json().cards).toEqual([{ enquity_type: ENQUITY_TYPE.EXTRA, end_time: Math.floor(paidAt / 1000) + 31 * DAY_SECONDS, auto_renew: false }]);
    const row = await t.db.selectFrom('pay_order').selectAll().where('order_id', '=', order.order_id).executeTakeFirstOrThrow();
    expect(row.transaction_id).toMatch(/^4200\d{24}$/);
  });

  it("a phone pays in the mobile cashier (H5): the cashier sends it back to the hub's own page, never elsewhere", async () => {
    const user = await loginAs(t);
    const res = await createOrder(t, user, 'vip_month', { channel: 'h5' });
    expect(res.statusCode).toBe(200);
    const order = res.json().data as { order_id: string; h5_url: string; code_url?: string };
    expect(order.code_url).toBeUndefined();
    expect(order.h5_url).toMatch(new RegExp(`^${t.origin}/sandbox/wxpay/cashier/[\\w-]+\\?from=h5$`));

    // The page appends its own address as redirect_url; a foreign one is not offered back.
    const back = `${t.origin}/mortgage-calculator.html?from=pay`;
    const foreign = await (await fetch(`${order.h5_url}&redirect_url=${encodeURIComponent('https://evil.example/steal')}`)).text();
    expect(foreign).not.toContain('evil.example');
    const sheet = await (await fetch(`${order.h5_url}&redirect_url=${encodeURIComponent(back)}`)).text();
    expect(sheet).toContain('确认支付');
    const action = /action="([^"]*\/confirm[^"]*)"/.exec(sheet)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(decodeURIComponent(action)).toContain(back);
    const paid = await fetch(new URL(action, t.origin), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    const result = await paid.text();
    expect(result).toContain('支付成功');
    expect(result).toContain(`href="${back.replace('&', '&amp;')}">返回商户`);
    expect((await queryOrder(t, user, order.order_id)).json().data).toMatchObject({ status: 'paid', card_id: 'vip_month' });
  });

  it("sells a tool's pack of uses at the catalog's price: paid, its uses are added to that tool's balance, and a made-up scene buys nothing", async () => {
    const user = await loginAs(t);
    const scene = 'finance_mortgage';
    const leftOf = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/getEquityConsumeCount?scene=${scene}`, headers: { cookie: user.cookie, authorization: user.authorization, timestamp: String(Math.floor(Date.now() / 1000)) } });
      return res.json().data as { leftTime: number; isPaid: boolean };
    };
    const before = await leftOf();
    expect(before.isPaid).toBe(false);

    for (const [cardId, more, code] of [
      ['pack_10', { scene: 'made_up_scene' }, 1],
      ['pack_10', {}, 1300],
      ['pack_999', { scene }, 1300],
    ] as const) {
      const refused = await createOrder(t, user, cardId, more);
      expect(refused.statusCode, `${cardId} ${JSON.stringify(more)}`).toBe(400);
      expect(refused.body.startsWith(`${code},`), refused.body).toBe(true);
    }

    const res = await createOrder(t, user, 'pack_10', { scene, amount: 1 });
    const order = res.json().data as { order_id: string; amount: number; code_url: string };
    expect(order.amount).toBe(300);
    const { sheet } = await payAtCashier(order.code_url);
    expect(sheet).toContain('小工具-房贷计算器-10 次使用包');
    expect((await queryOrder(t, user, order.order_id)).json().data).toMatchObject({ status: 'paid', card_id: 'pack_10' });
    expect(await leftOf()).toEqual({ leftTime: before.leftTime + 10, isPaid: true });
    // Uses, not a membership.
    expect(await cardsOf(user.qbid)).toEqual([]);
  });

  it('the pay page opened from a tool sells its packs; from a made-up scene, none', async () => {
    const user = await loginAs(t);
    const page = async (query: string) => (await t.app.inject({ method: 'GET', url: `/pay?appid=tool${query}`, headers: { cookie: user.cookie } })).body;
    const fromTool = await page('&tool_scene=finance_mortgage');
    expect(fromTool).toContain('只买次数：「房贷计算器」使用包');
    expect(fromTool).toContain('data-scene="finance_mortgage"');
    expect(await page('&tool_scene=%3Cscript%3E')).not.toContain('使用包');
    expect(await page('')).not.toContain('使用包');
  });

  it('buying again extends the card from its current end, and auto-renew is recorded', async () => {
    const user = await loginAs(t);
    const first = await createdOrder(t, user, 'vip_month');
    await payAtCashier(first.code_url);
    const [afterFirst] = await cardsOf(user.qbid);

    now += 3 * DAY_SECONDS * 1000;
    const second = await createdOrder(t, user, 'vip_auto');
    expect(second.amount).toBe(1200);
    await payAtCashier(second.code_url);
    expect(await cardsOf(user.qbid)).toEqual([
      { enquity_type: ENQUITY_TYPE.BASE, end_time: afterFirst.end_time + 31 * DAY_SECONDS, auto_renew: 1 },
    ]);
  });

  it('confirming a paid payment again notifies again but charges and grants nothing more', async () => {
    const user = await loginAs(t);
    const order = await createdOrder(t, user, 'svip_auto');
    expect(order.amount).toBe(2400);
    await payAtCashier(order.code_url);
    const held = await cardsOf(user.qbid);
    const payment = await t.db.selectFrom('sandbox_wxpay_payment').selectAll().where('out_trade_no', '=', order.order_id).executeTakeFirstOrThrow();

    const again = await payAtCashier(order.code_url);
    expect(again.sheet).toContain('支付成功');
    expect(again.result).toContain('支付成功');
    expect(await cardsOf(user.qbid)).toEqual(held);
    const afterwards = await t.db.selectFrom('sandbox_wxpay_payment').selectAll().where('out_trade_no', '=', order.order_id).executeTakeFirstOrThrow();
    expect(afterwards.transaction_id).toBe(payment.transaction_id);
  });

  it('leaves the order unpaid when the payer cancels at the cashier', async () => {
    const user = await loginAs(t);
    const order = await createdOrder(t, user, 'vip_month');
    const cancel = await fetch(`${order.code_url}/cancel`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    expect(await cancel.text()).toContain('已取消支付');
    expect((await queryOrder(t, user, order.order_id)).json().data.status).toBe('created');
    expect(await cardsOf(user.qbid)).toEqual([]);
    // Still payable afterwards, as in WeChat.
    expect((await payAtCashier(order.code_url)).result).toContain('支付成功');
    expect((await queryOrder(t, user, order.order_id)).json().data.status).toBe('paid');
  });

  it('an unknown cashier id is a 404 page', async () => {
    const res = await fetch(`${t.origin}/sandbox/wxpay/cashier/nope`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('收款码无效');
  });
});
