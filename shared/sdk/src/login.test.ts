import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./request')>()),
  api: { get: vi.fn(), post: vi.fn(), request: vi.fn() },
}));

async function load() {
  vi.resetModules();
  const { api } = await import('./request');
  const login = await import('./login');
  const { sdkStore } = await import('./store');
  return { get: vi.mocked(api.get), login, sdkStore };
}

describe('login', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows exactly what the server answers: anonymous for isLogin false', async () => {
    const { get, login } = await load();
    get.mockResolvedValue({ ret: 0, data: { isLogin: false } });
    await expect(login.getLoginInfo()).resolves.toEqual({ isLogin: false });
    expect(get).toHaveBeenCalledWith('/api/getLoginInfo', undefined, { silent: true });
  });

  it('is logged in only with ret 0 and a qbid, and caches the answer', async () => {
    const { get, login } = await load();
    get.mockResolvedValue({ ret: 0, data: { qbid: 'q1', nick_name: 'Ann', appid: 'a' } });
    expect((await login.getLoginInfo()).isLogin).toBe(true);
    await login.getLoginInfo();
    expect(get).toHaveBeenCalledTimes(1);

    get.mockResolvedValue({ ret: 1, data: { qbid: 'q1' } });
    expect((await login.getLoginInfo({ force: true })).isLogin).toBe(false);
  });

  it('settles on anonymous when the server cannot be reached', async () => {
    const { get, login, sdkStore } = await load();
    get.mockResolvedValue({ imgApiError: true, errMsg: 'down' });
    await expect(login.getLoginInfo()).resolves.toEqual({ isLogin: false });
    expect(sdkStore.get(login.loginInfoAtom)).toEqual({ isLogin: false });
  });

  it('checkLogin opens the panel titled 请先登录 and reads the login again when it closes', async () => {
    const { get, login, sdkStore } = await load();
    get.mockResolvedValue({ ret: 0, data: { isLogin: false } });
    const checked = login.checkLogin();
    await vi.waitFor(() => expect(sdkStore.get(login.loginPanelAtom)).toEqual({ title: '请先登录', type: 'all' }));
    await login.closeLoginPanel();
    await expect(checked).resolves.toBe(false);
    expect(sdkStore.get(login.loginPanelAtom)).toBeNull();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('builds the login redirect with the original path and search', async () => {
    const { login } = await load();
    expect(login.loginUrl('qq', { pathname: '/ocr.html', search: '?a=1' })).toBe(
      '/login/qq?logintype=qq&redirect=%2Focr.html&search=%3Fa%3D1',
    );
  });
});
