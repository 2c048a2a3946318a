// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./request')>()),
  api: { get: vi.fn(), post: vi.fn(), request: vi.fn() },
}));

async function load(loggedIn: boolean) {
  vi.resetModules();
  const { api } = await import('./request');
  vi.mocked(api.get).mockImplementation(async (url: string) => {
    if (url === '/api/getLoginInfo') return loggedIn ? { ret: 0, data: { qbid: 'q1', appid: 'a' } } : { ret: 0, data: { isLogin: false } };
    if (url === '/api/getEquityCardInfo') return { cards: [] };
    return { ret: 0, data: {} };
  });
  vi.mocked(api.post).mockResolvedValue({ cards: [] });
  const tip = await import('./equity-tip');
  const pay = await import('./pay');
  const login = await import('./login');
  const equity = await import('./equity');
  const { sdkStore } = await import('./store');
  return { tip, pay, login, equity, sdkStore };
}

describe('equity tip clicks and the auto-card flag', () => {
  beforeEach(() => localStorage.clear());

  it('not logged in: remembers the wish to pay and asks to log in with the free-privileges tip', async () => {
    const { tip, login, pay, sdkStore } = await load(false);
    await tip.clickEquityTip();
    expect(localStorage.getItem(tip.AUTO_CARD_FLAG_KEY)).toBe('1');
    expect(sdkStore.get(login.loginPanelAtom)?.title).toBe('登录享受免费特权');
    expect(sdkStore.get(pay.payPanelAtom)).toBeNull();
  });

  it('logged in without equity: the click opens the pay panel', async () => {
    const { tip, pay, equity, sdkStore } = await load(true);
    await equity.loadEquity();
    await tip.clickEquityTip();
    expect(sdkStore.get(pay.payPanelAtom)?.url).toContain('/pay?');
  });

  it('back from the login with the flag: the pay panel opens once and the flag is gone', async () => {
    localStorage.setItem('_qbtool_auto_card_', '1');
    const { tip, pay, login, equity, sdkStore } = await load(true);
    await login.getLoginInfo();
    // The tip's first render starts watching; the equity answer then triggers the panel.
    tip.watchAutoCard();
    expect(sdkStore.get(pay.payPanelAtom)).toBeNull();
    await equity.loadEquity();
    expect(sdkStore.get(pay.payPanelAtom)).not.toBeNull();
    expect(localStorage.getItem(tip.AUTO_CARD_FLAG_KEY)).toBeNull();
    pay.closePayPanel();
    await equity.loadEquity();
    expect(sdkStore.get(pay.payPanelAtom)?.closing).toBe(true);
  });

  it('without the flag, starting to watch asks the server nothing: the page is not disturbed while it hydrates', async () => {
    const { tip } = await load(false);
    const { api } = await import('./request');
    vi.mocked(api.get).mockClear();
    tip.watchAutoCard();
    await Promise.resolve();
    expect(vi.mocked(api.get)).not.toHaveBeenCalled();
  });

  it('a click that sets the flag starts watching: logging in from the panel then opens the pay panel', async () => {
    let loggedIn = false;
    const { tip, pay, login, equity, sdkStore } = await load(false);
    const { api } = await import('./request');
    vi.mocked(api.get).mockImplementation(async (url: string) => {
      if (url === '/api/getLoginInfo') return loggedIn ? { ret: 0, data: { qbid: 'q1', appid: 'a' } } : { ret: 0, data: { isLogin: false } };
      if (url === '/api/getEquityCardInfo') return { cards: [] };
      return { ret: 0, data: {} };
    });
    await tip.clickEquityTip();
    loggedIn = true;
    await login.getLoginInfo({ force: true });
    await equity.loadEquity();
    expect(sdkStore.get(pay.payPanelAtom)).not.toBeNull();
    expect(localStorage.getItem(tip.AUTO_CARD_FLAG_KEY)).toBeNull();
  });
});
