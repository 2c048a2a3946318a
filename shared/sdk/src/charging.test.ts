// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';

vi.mock('./request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./request')>()),
  api: { get: vi.fn(), post: vi.fn(), request: vi.fn() },
}));

async function load({ loggedIn, level }: { loggedIn: boolean; level: 'none' | 'extra' }) {
  vi.resetModules();
  vi.clearAllMocks();
  const { api } = await import('./request');
  vi.mocked(api.get).mockImplementation(async (url: string) => {
    if (url === '/api/getLoginInfo') return loggedIn ? { ret: 0, data: { qbid: 'q1', appid: 'a' } } : { ret: 0, data: { isLogin: false } };
    if (url === '/api/getEquityCardInfo') return { cards: [] };
    if (url === '/api/getEquityConsumeCount') return { ret: 0, data: { leftTime: 2, isPaid: false } };
    return { ret: 0, data: { copywritingMap: {}, extInfo: { sceneNumber: 3 } } };
  });
  vi.mocked(api.post).mockImplementation(async (url: string) =>
    url === '/api/getEquityInfo'
      ? { cards: level === 'extra' ? [{ enquity_type: 1, end_time: Date.now() / 1000 + 3600 }] : [] }
      : { ret: 0, data: { source: 'free', leftTime: 1, isPaid: false } },
  );
  const charging = await import('./charging');
  const login = await import('./login');
  const quota = await import('./quota');
  const { sdkStore } = await import('./store');
  return { api: vi.mocked(api), charging, login, quota, sdkStore };
}

describe('charging flow', () => {
  it('logged in: loads equity and the quota, and consumes after a use without equity', async () => {
    const { api, charging, quota, sdkStore } = await load({ loggedIn: true, level: 'none' });
    await expect(charging.startChargingFlow('ocr')).resolves.toBe(true);
    expect(api.post).toHaveBeenCalledWith('/api/getEquityInfo', undefined, { silent: true });
    expect(sdkStore.get(quota.quotaAtomOf('ocr')).leftCount).toBe(2);
    await expect(charging.chargeAfterUse('ocr')).resolves.toEqual({ accepted: true, source: 'free' });
    expect(api.post).toHaveBeenCalledWith('/api/consumeCount', expect.objectContaining({ scene: 'ocr' }), { silent: false });
  });

  it('a member uses without consuming', async () => {
    const { api, charging } = await load({ loggedIn: true, level: 'extra' });
    await charging.startChargingFlow('ocr');
    await expect(charging.chargeAfterUse('ocr')).resolves.toEqual({ accepted: true, source: 'equity' });
    expect(api.post).not.toHaveBeenCalledWith('/api/consumeCount', expect.anything(), expect.anything());
  });

  it('not logged in: asks to log in first (请先登录) and loads nothing else', async () => {
    const { api, charging, login, sdkStore } = await load({ loggedIn: false, level: 'none' });
    const started = charging.startChargingFlow('ocr');
    await vi.waitFor(() => expect(sdkStore.get(login.loginPanelAtom)?.title).toBe('请先登录'));
    await login.closeLoginPanel();
    await expect(started).resolves.toBe(false);
    expect(api.post).not.toHaveBeenCalledWith('/api/getEquityInfo', undefined, expect.anything());
  });
});
