import { describe, expect, it, vi } from 'vitest';
import { equityLevelOf } from './equity';

vi.mock('./request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./request')>()),
  api: { get: vi.fn(), post: vi.fn(), request: vi.fn() },
}));

const NOW = Date.UTC(2025, 0, 1);
const later = NOW / 1000 + 86_400;

describe('equityLevelOf', () => {
  it('is none without active entries', () => {
    expect(equityLevelOf([], NOW)).toEqual({ level: 'none' });
    expect(equityLevelOf([{ enquity_type: 1, end_time: NOW / 1000 - 1 }], NOW)).toEqual({ level: 'none' });
  });

  it('prefers SVIP (extra) over VIP (base) and reports the expiry in ms', () => {
    expect(equityLevelOf([{ enquity_type: 0, end_time: later }], NOW)).toEqual({ level: 'base', expiresAt: later * 1000 });
    expect(equityLevelOf([{ enquity_type: 0, end_time: later + 5 }, { enquity_type: 1, end_time: later }], NOW)).toEqual({
      level: 'extra',
      expiresAt: later * 1000,
    });
  });
});

describe('loadEquity', () => {
  async function load(login: unknown) {
    vi.resetModules();
    vi.clearAllMocks();
    const { api } = await import('./request');
    vi.mocked(api.get).mockImplementation(async (url: string) => (url === '/api/getLoginInfo' ? login : { cards: [] }));
    const equity = await import('./equity');
    return { api: vi.mocked(api), equity };
  }

  it('asks nothing for an anonymous visitor', async () => {
    const { api, equity } = await load({ ret: 0, data: { isLogin: false } });
    await expect(equity.loadEquity()).resolves.toEqual({ loaded: false, level: 'none' });
    expect(api.post).not.toHaveBeenCalled();
  });

  it('degrades to none when the equity calls fail or carry a code', async () => {
    const { api, equity } = await load({ ret: 0, data: { qbid: 'q' } });
    api.post.mockResolvedValueOnce({ imgApiError: true, errMsg: '404' });
    await expect(equity.loadEquity()).resolves.toEqual({ loaded: false, level: 'none' });
    api.post.mockResolvedValueOnce({ code: 1101, cards: [{ enquity_type: 1, end_time: Date.now() / 1000 + 60 }] });
    await expect(equity.loadEquity()).resolves.toEqual({ loaded: false, level: 'none' });
  });

  it('reads the level of a logged-in member', async () => {
    const { api, equity } = await load({ ret: 0, data: { qbid: 'q' } });
    const end = Math.floor(Date.now() / 1000) + 3600;
    api.post.mockResolvedValueOnce({ cards: [{ enquity_type: 0, end_time: end }] });
    await expect(equity.loadEquity()).resolves.toMatchObject({ loaded: true, level: 'base', expiresAt: end * 1000 });
  });
});
