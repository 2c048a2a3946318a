/**
 * Helpers of the pay tests: an app that listens (the sandbox is reached over HTTP, as in
 * production), the API calls of the pay page, and the sandbox's keys for forging
 * notifications.
 */
import type { AddressInfo } from 'node:net';
import { createTestApp, type loginAs, type TestApp } from '../../test-support';
import { WXPAY_NOTIFY_PATH } from '../notify-route';
import { sandboxAllowed } from '../../config';
import { loadSandboxWxPay, type SandboxWxPay } from '../sandbox/settings';

export type PayTestApp = TestApp & { origin: string; sandbox: SandboxWxPay };
export type User = Awaited<ReturnType<typeof loginAs>>;

export async function startPayApp(overrides: Parameters<typeof createTestApp>[0] = {}): Promise<PayTestApp> {
  const t = await createTestApp(overrides);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  // Reads the very key files the app created: what a second process on this DATA_DIR would do.
  // Only where the app runs the sandbox: elsewhere (prod) reading them would create them.
  const sandbox = sandboxAllowed(t.config)
    ? await loadSandboxWxPay({ dataDir: t.config.dataDir, secret: t.secret })
    : (undefined as unknown as SandboxWxPay);
  return { ...t, origin: `http://127.0.0.1:${port}`, sandbox };
}

/** API headers of a user, as if the page were served from the listening origin. */
const apiHeaders = (t: PayTestApp, user: User) => ({
  cookie: user.cookie,
  authorization: user.authorization,
  timestamp: String(Math.floor(Date.now() / 1000)),
  host: new URL(t.origin).host,
});

/** `more`: the rest of the body — a channel, a pack's scene, or what an attacker adds. */
export function createOrder(t: PayTestApp, user: User, cardId: string, more: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/pay/createOrder',
    headers: { ...apiHeaders(t, user), 'content-type': 'text/plain;charset=UTF-8' },
    payload: JSON.stringify({ card_id: cardId, ...more }),
  });
}

export interface CreatedOrder {
  order_id: string;
  amount: number;
  code_url: string;
  qr_svg: string;
}

export async function createdOrder(t: PayTestApp, user: User, cardId: string): Promise<CreatedOrder> {
  const res = await createOrder(t, user, cardId);
  if (res.statusCode !== 200) throw new Error(`createOrder answered ${res.statusCode} ${res.body}`);
  return (res.json() as { data: CreatedOrder }).data;
}

export function queryOrder(t: PayTestApp, user: User, orderId: string) {
  return t.app.inject({ method: 'GET', url: `/api/pay/queryOrder?order_id=${encodeURIComponent(orderId)}`, headers: apiHeaders(t, user) });
}

export async function orderStatus(t: PayTestApp, user: User, orderId: string): Promise<string> {
  const res = await queryOrder(t, user, orderId);
  return (res.json() as { data: { status: string } }).data.status;
}

/** What the phone does after scanning: open the cashier, then press 确认支付 (a form post). */
export async function payAtCashier(codeUrl: string): Promise<{ sheet: string; result: string; status: number }> {
  const sheet = await (await fetch(codeUrl)).text();
  const confirm = await fetch(`${codeUrl}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  return { sheet, result: await confirm.text(), status: confirm.status };
}

export function postNotification(t: PayTestApp, notification: { body: string; headers: Record<string, string> }) {
  return t.app.inject({ method: 'POST', url: WXPAY_NOTIFY_PATH, headers: notification.headers, payload: notification.body });
}
