import { vi } from 'vitest';

/**
 * Stands in for `@toolhub/sdk` in component tests (the shell provides the real one at run
 * time): `api.post` answers from `answers`, messages render in zh-CN.
 */
export const answers = new Map<string, unknown>();

export const fakeSdk = {
  api: {
    post: vi.fn(async (url: string) => (answers.has(url) ? answers.get(url) : { imgApiError: true, errMsg: `no answer for ${url}` })),
    get: vi.fn(),
  },
  /** One use of a scene's quota: accepted unless a test says otherwise. */
  consume: vi.fn(async (): Promise<{ accepted: boolean; source?: string }> => ({ accepted: true, source: 'free' })),
  useEquityTip: vi.fn(() => ({ state: 'login_no_equity', text: '今日剩余 3 次' })),
  clickEquityTip: vi.fn(),
  isApiFailure: (value: unknown) => typeof value === 'object' && value !== null && 'imgApiError' in value,
  defineMessages: <K extends string>(catalog: Record<'zh-CN' | 'en', Record<K, string>>) => {
    const format = (key: K, params?: Record<string, string | number>) =>
      catalog['zh-CN'][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params?.[name] ?? `{${name}}`));
    return { t: format, useT: () => format };
  },
};
