// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('./request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./request')>()),
  api: { get: vi.fn(async () => ({ ret: 0, data: { isLogin: false } })), post: vi.fn(), request: vi.fn() },
}));

async function load() {
  vi.resetModules();
  const pay = await import('./pay');
  const { sdkStore } = await import('./store');
  return { pay, sdkStore };
}

const payEnd = (origin: string) => new MessageEvent('message', { data: { cmd: 'PAYEND_POST_MSG' }, origin });

describe('pay panel', () => {
  afterEach(() => vi.useRealTimers());

  it('opens the same-host pay page in a 1200 × 800 frame', async () => {
    const { pay, sdkStore } = await load();
    pay.openPayPanel();
    expect(sdkStore.get(pay.payPanelAtom)).toEqual({
      url: '/pay?appid=tool&scene=new_pc_entry_bangxm&from=web',
      width: 1200,
      height: 800,
      closing: false,
    });
    expect(pay.payUrl(true)).toBe('/pay?appid=tool&scene=new_pc_entry_bangxm&from=web&showExCrd=1');
  });

  it('closes 300 ms after being asked to', async () => {
    vi.useFakeTimers();
    const { pay, sdkStore } = await load();
    pay.openPayPanel();
    pay.closePayPanel();
    expect(sdkStore.get(pay.payPanelAtom)?.closing).toBe(true);
    vi.advanceTimersByTime(299);
    expect(sdkStore.get(pay.payPanelAtom)).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(sdkStore.get(pay.payPanelAtom)).toBeNull();
  });

  it('runs the callbacks on PAYEND_POST_MSG from the same origin only', async () => {
    const { pay } = await load();
    const onPaid = vi.fn();
    const everyPayment = vi.fn();
    pay.onPayEnd(everyPayment);
    pay.openPayPanel({ onPaid });
    window.dispatchEvent(payEnd('https://evil.example'));
    // The right origin with another shape is not a payment end either.
    window.dispatchEvent(new MessageEvent('message', { data: { cmd: 'OTHER' }, origin: window.location.origin }));
    window.dispatchEvent(new MessageEvent('message', { data: 'PAYEND_POST_MSG', origin: window.location.origin }));
    expect(onPaid).not.toHaveBeenCalled();
    window.dispatchEvent(payEnd(window.location.origin));
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(everyPayment).toHaveBeenCalledTimes(1);
  });
});
