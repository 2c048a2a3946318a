// @vitest-environment happy-dom
import { NATIVE_BRIDGE_GLOBAL, type NativeCall } from '@toolhub/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getEnv } from '../env';
import { api } from '../request';
import { HOST_LOGIN_STATUS_EVENT, startHost } from './start';

vi.mock('../request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../request')>()),
  api: { get: vi.fn(), post: vi.fn(), request: vi.fn() },
}));

/** A host whose login-change listener the test fires, and whose account is given after the change. */
function fakeHost() {
  let loginChanged: ((state: string) => void) | undefined;
  let account: Record<string, unknown> | null = null;
  (globalThis as Record<string, unknown>)[NATIVE_BRIDGE_GLOBAL] = {
    call(name: NativeCall, _args: unknown, reply: (answer: unknown) => void) {
      if (name === 'onLoginChange') loginChanged = reply;
      else if (name === 'getAccountInfo') reply(account);
      else reply({ getGuid: 'g-host', getQ36: 'q36', getQua2: 'QV=3&PL=WIN&PR=QB', getConnectionType: 'wifi' }[name as string]);
    },
  };
  return {
    logIn(next: Record<string, unknown>) {
      account = next;
      loginChanged?.('login-on');
    },
  };
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[NATIVE_BRIDGE_GLOBAL];
  vi.restoreAllMocks();
});

describe('a login change in the desktop host (spec §4 "Desktop")', () => {
  it('refreshes the login and equity in place and says so, without reloading', async () => {
    const env = getEnv();
    const kind = env.hostKind;
    env.hostKind = 'desktop';
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    vi.mocked(api.get).mockImplementation(async (url: string) => {
      if (url === '/login/checkctk') return { ret: 0, data: { token: 'login-token', logintype: 'qq' } };
      if (url === '/api/getLoginInfo') return { ret: 0, data: { qbid: 'qb-7', nick_name: '桌面用户' } };
      return { ret: 0, data: {} };
    });
    vi.mocked(api.post).mockResolvedValue({ cards: [] });
    try {
      const host = fakeHost();
      await startHost();
      const status = new Promise<{ isLogin: boolean }>((resolve) => addEventListener(HOST_LOGIN_STATUS_EVENT, (event) => resolve((event as CustomEvent).detail), { once: true }));
      host.logIn({ qbid: 'qb-7', mode: 2, uin: 'openid-7', ctk: 'ctk-7', appid: '101' });
      await expect(status).resolves.toEqual({ isLogin: true });
      expect(vi.mocked(api.get)).toHaveBeenCalledWith('/login/checkctk', { ctk: 'ctk-7', openid: 'openid-7', clientid: '101' }, expect.anything());
      expect(reload).not.toHaveBeenCalled();
    } finally {
      env.hostKind = kind;
    }
  });
});
