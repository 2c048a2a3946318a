import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAY_PATH, PAY_PATH_OLD, PAY_QUERY, PAYEND_POST_MSG } from '@toolhub/contracts';
import { shanghaiDay } from '../clock';
import { activeCards } from '../equity/membership';
import { loginAs } from '../test-support';
import { createdOrder, payAtCashier, startPayApp, type PayTestApp, type User } from './test-support/pay';

let t: PayTestApp;
beforeAll(async () => {
  t = await startPayApp();
});
afterAll(async () => {
  await t.close();
});

const query = new URLSearchParams(PAY_QUERY).toString();

const getPage = (url: string, user?: User) => t.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });

/** The card ids in the order the page lists them. */
const cardOrder = (html: string) => [...html.matchAll(/<input type="radio" name="card_id" value="([^"]+)"/g)].map((m) => m[1]);
const featured = (html: string) => [...html.matchAll(/<label class="card featured" data-card="([^"]+)"/g)].map((m) => m[1]);

describe('the pay page', () => {
  it('asks an anonymous visitor to log in first, on both paths', async () => {
    for (const path of [PAY_PATH, PAY_PATH_OLD]) {
      const res = await getPage(`${path}?${query}`);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<h1>请先登录</h1>');
      expect(res.body).toContain('关闭此窗口');
      expect(cardOrder(res.body)).toEqual([]);
      expect(res.body).not.toContain('<script');
    }
  });

  it('speaks English with ?lang=en (the SDK adds it on an English page): every word, the script too, and the packs under the tool\'s English name', async () => {
    const user = await loginAs(t, { nickname: 'Ming' });
    const res = await getPage(`${PAY_PATH}?${query}&tool_scene=finance_mortgage&lang=en`, user);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html lang="en">/);
    expect(res.body).toContain('<h1>Become a member</h1>');
    expect(res.body).toContain('Pay ¥12 now');
    expect(res.body).toContain('VIP monthly, auto-renew');
    expect(res.body).toContain('Uses only: packs for "Mortgage calculator"');
    expect(res.body).toContain('/agreement/user?lang=en');
    // Not a word of Chinese: not in the page, not in what its script says.
    expect(res.body).not.toMatch(/\p{Script=Han}/u);
    const anonymous = await getPage(`${PAY_PATH}?${query}&lang=en`);
    expect(anonymous.body).toContain('<h1>Log in first</h1>');
    expect(anonymous.body).not.toMatch(/\p{Script=Han}/u);
  });

  it('shows a logged-in visitor their name, no membership yet, and the four cards with prices, VIP first', async () => {
    const user = await loginAs(t, { nickname: '小明<b>' });
    const res = await getPage(`${PAY_PATH}?${query}`, user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // Framed by the hub only, and only its own script runs (http/security-headers.ts).
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'self'");
    const nonce = /script-src 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(res.body).toContain(`<script type="module" nonce="${nonce}">`);
    expect(res.body).toContain('小明&lt;b&gt;');
    expect(res.body).not.toContain('小明<b>');
    expect(res.body).toContain('当前未开通会员');
    expect(cardOrder(res.body)).toEqual(['vip_auto', 'vip_month', 'svip_auto', 'svip_month']);
    expect(featured(res.body)).toEqual([]);
    expect(res.body).toMatch(/value="vip_auto" data-amount="1200" checked/);
    // Spec §9: the auto-renew price is (price − largest coupon) / 100 yuan.
    expect(res.body).toContain('自动续费价 ¥12/月');
    expect(res.body).toContain('自动续费价 ¥24/月');
    expect(res.body).toContain('原价 ¥30');
    expect(res.body).toContain('立即支付 ¥12');
    expect(res.body).toContain('在本机模拟扫码支付');
  });

  it('puts the SVIP cards first and highlights them with showExCrd=1, on the old path too', async () => {
    const user = await loginAs(t);
    for (const path of [PAY_PATH, PAY_PATH_OLD]) {
      const res = await getPage(`${path}?${query}&showExCrd=1`, user);
      expect(res.statusCode, path).toBe(200);
      expect(cardOrder(res.body)).toEqual(['svip_auto', 'svip_month', 'vip_auto', 'vip_month']);
      expect(featured(res.body)).toEqual(['svip_auto', 'svip_month']);
      expect(res.body).toContain('立即支付 ¥24');
    }
  });

  it('shows the membership held and its expiry after paying', async () => {
    const user = await loginAs(t);
    await payAtCashier((await createdOrder(t, user, 'svip_month')).code_url);
    const [card] = await activeCards(t.db, user.qbid, Date.now());
    const res = await getPage(`${PAY_PATH}?${query}&showExCrd=1`, user);
    expect(res.body).toMatch(/SVIP<\/span>会员，\d{4}-\d\d-\d\d 到期/);
    expect(res.body).toContain(`${shanghaiDay(card.end_time * 1000)} 到期`);
  });

  it('posts the pay-end message to its own origin only, after calling the API the way the SDK does', async () => {
    const user = await loginAs(t);
    const html = (await getPage(PAY_PATH, user)).body;
    const script = /<script type="module" nonce="[^"]+">([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain(`"PAYEND_POST_MSG":"${PAYEND_POST_MSG}"`);
    expect(script).toContain('postMessage(message, location.origin)');
    expect(script).not.toMatch(/postMessage\([^)]*'\*'/);
    expect(script).toContain("fetch('/api/getToken'");
    expect(script).toContain("'text/plain;charset=UTF-8'");
    expect(script).toContain('Timestamp');
    expect(script).toContain('/api/pay/queryOrder');
    // The script parses as JavaScript.
    expect(() => new Function(script)).not.toThrow();
  });
});
