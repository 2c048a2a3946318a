import { describe, expect, it, vi } from 'vitest';

vi.mock('./request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./request')>()),
  api: { get: vi.fn(), post: vi.fn(), request: vi.fn() },
}));

async function load() {
  vi.resetModules();
  vi.clearAllMocks();
  const { api } = await import('./request');
  const quota = await import('./quota');
  const { sdkStore } = await import('./store');
  return { api: vi.mocked(api), quota, sdkStore };
}

const texts = { copywritingMap: { '1': { content: '还剩#次' } }, extInfo: { sceneNumber: 3 } };

describe('quota', () => {
  it('starts at -999 and keeps it when the answers are not ret 0', async () => {
    const { api, quota, sdkStore } = await load();
    expect(sdkStore.get(quota.quotaAtomOf('ocr'))).toEqual({ leftCount: -999, isPaid: false });
    api.get.mockResolvedValue({ ret: 1101, data: { leftTime: 5, isPaid: false } });
    await expect(quota.loadQuota('ocr')).resolves.toEqual({ leftCount: -999, isPaid: false });
  });

  it("reads the left count and the scene texts in the page's language with ret 0", async () => {
    const { api, quota } = await load();
    api.get.mockImplementation(async (url: string) =>
      url === '/api/getEquitySceneText' ? { ret: 0, data: texts } : { ret: 0, data: { leftTime: 2, isPaid: true } },
    );
    await expect(quota.loadQuota('ocr')).resolves.toEqual({ leftCount: 2, isPaid: true, texts, textsLocale: 'zh-CN' });
    expect(api.get).toHaveBeenCalledWith('/api/getEquityConsumeCount', { scene: 'ocr' }, { silent: true });
    expect(api.get).toHaveBeenCalledWith('/api/getEquitySceneText', { scene: 'ocr', lang: 'zh-CN' }, { silent: true });
  });

  it('keeps what a login would bring a visitor not logged in', async () => {
    const { api, quota } = await load();
    api.get.mockImplementation(async (url: string) =>
      url === '/api/getEquitySceneText' ? { ret: 0, data: texts } : { ret: 0, data: { leftTime: 0, isPaid: false, loginFreePerDay: 3 } },
    );
    await expect(quota.loadQuota('ocr')).resolves.toMatchObject({ leftCount: 0, loginFreePerDay: 3 });
  });

  it('asks the texts of every scene shown again when the page switches language', async () => {
    const { api, quota } = await load();
    const { setLocale } = await import('./i18n');
    api.get.mockImplementation(async (url: string) =>
      url === '/api/getEquitySceneText' ? { ret: 0, data: texts } : { ret: 0, data: { leftTime: 2, isPaid: false } },
    );
    await quota.loadQuota('ocr');
    setLocale('en');
    await vi.waitFor(() => expect(api.get).toHaveBeenCalledWith('/api/getEquitySceneText', { scene: 'ocr', lang: 'en' }, { silent: true }));
    setLocale('zh-CN');
  });

  it('consumes one use under a request id of its own and refreshes the count', async () => {
    const { api, quota } = await load();
    api.post.mockResolvedValue({ ret: 0, data: { source: 'free', leftTime: 1, isPaid: false } });
    api.get.mockResolvedValue({ ret: 0, data: { leftTime: 1, isPaid: false } });
    await expect(quota.consume('ocr')).resolves.toEqual({ accepted: true, source: 'free' });
    await quota.consume('ocr');
    const [first, second] = api.post.mock.calls.map((call) => call[1] as { scene: string; request_id: string });
    expect(first.scene).toBe('ocr');
    expect(first.request_id).toMatch(/.{8,}/);
    // Each use has its own id; only the request layer's retries repeat one.
    expect(second.request_id).not.toBe(first.request_id);
    expect(api.get).toHaveBeenCalledWith('/api/getEquityConsumeCount', { scene: 'ocr' }, { silent: true });
  });

  it('hands back the refusal when the day is used up', async () => {
    const { api, quota } = await load();
    const failure = { imgApiError: true as const, errMsg: '今日次数已用完，请明天再来', code: 2, status: 403 };
    api.post.mockResolvedValue(failure);
    api.get.mockResolvedValue({ ret: 0, data: { leftTime: 0, isPaid: false } });
    await expect(quota.consume('ocr')).resolves.toEqual({ accepted: false, failure });
  });
});
