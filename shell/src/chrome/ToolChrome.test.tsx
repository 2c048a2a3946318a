import type { HubTool } from '@toolhub/contracts';
import { loginInfoAtom, loginPanelAtom, sdkStore, setLocale, toastsAtom } from '@toolhub/sdk';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/sdk/src/request';
import { GlobalPanels } from './GlobalPanels';
import { byText, cleanup, click, perform, queryByText, render, wait } from './test-utils';
import { ToolChrome } from './ToolChrome';

vi.mock('../../../shared/sdk/src/request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../shared/sdk/src/request')>()),
  api: { get: vi.fn(), post: vi.fn(), request: vi.fn() },
}));

const tool: HubTool = {
  toolid: 52,
  path: 'ocr',
  name: '通用文字识别',
  keyword: 'ocr 文字',
  category: '文字识别',
  icon: '🔤',
  scene: 'scan_ocr',
  needCharge: true,
  module: './BasicOcr',
  remote: 'ocr',
};

const answers: Record<string, unknown> = {
  '/api/getLoginInfo': { ret: 0, data: { isLogin: false } },
  '/api/getToolRecord': { ret: 0, data: { score: 4.5, score_pv: 12 } },
  '/cgi-bin/tools/get_statistics': { header: { retCode: 0 }, pvCount: 1234 },
};

async function renderChrome() {
  await render(
    <MemoryRouter initialEntries={['/ocr.html']}>
      <ToolChrome tool={tool}>
        <p>tool screen</p>
      </ToolChrome>
      <GlobalPanels />
    </MemoryRouter>,
  );
  await wait();
}

describe('tool chrome', () => {
  beforeEach(() => {
    setLocale('zh-CN');
    localStorage.clear();
    vi.mocked(api.get).mockImplementation(async (url: string) => answers[url]);
    vi.mocked(api.post).mockResolvedValue({ ret: 0, data: {} });
  });
  afterEach(async () => {
    await perform(() => {
      sdkStore.set(loginPanelAtom, null);
      sdkStore.set(loginInfoAtom, undefined);
      sdkStore.set(toastsAtom, []);
    });
    await cleanup();
    vi.clearAllMocks();
  });

  it('shows the average, the count and the counter line, and counts the page view once', async () => {
    await renderChrome();
    expect(byText('4.5 分 · 12 人评分')).toBeTruthy();
    expect(byText('小工具已帮助 1,234 人')).toBeTruthy();
    const pageViews = vi.mocked(api.post).mock.calls.filter(([url]) => url === '/api/addToolPV');
    expect(pageViews).toEqual([['/api/addToolPV', { toolid: 52 }, { silent: true }]]);
  });

  it('asks an anonymous visitor to log in (请先登录) instead of rating', async () => {
    await renderChrome();
    await click(document.querySelector('[role="radio"][aria-label="5 星"]')!);
    await wait();
    expect(byText('请先登录', 'h2')).toBeTruthy();
    expect(vi.mocked(api.post).mock.calls.some(([url]) => url === '/api/addToolScore')).toBe(false);
  });

  it('rates once when logged in, then shows the stored score locked', async () => {
    answers['/api/getLoginInfo'] = { ret: 0, data: { isLogin: true, qbid: 'q1' } };
    try {
      await renderChrome();
      await click(document.querySelector('[role="radio"][aria-label="4 星"]')!);
      await wait();
      expect(api.post).toHaveBeenCalledWith('/api/addToolScore', { toolid: 52, score: 4 });
      expect(localStorage.getItem('qbtool_52_score')).toBe('4');
      expect(byText('你的评分：4 分')).toBeTruthy();
      expect(document.querySelector('[role="radio"]')).toBeNull();
    } finally {
      answers['/api/getLoginInfo'] = { ret: 0, data: { isLogin: false } };
    }
  });

  it('copies the share link and says 链接已复制成功', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderChrome();
    await click(byText('复制链接', 'button'));
    await wait();
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('callfrom=share_pc'));
    expect(byText('链接已复制成功')).toBeTruthy();
  });

  it('links the feedback page with the current host and path, in a new tab', async () => {
    await renderChrome();
    const feedback = byText('意见反馈', 'a');
    expect(feedback.getAttribute('href')).toBe(`https://support.qq.com/product/toolhub?url=${encodeURIComponent(`${location.host}/ocr.html`)}`);
    expect(feedback.getAttribute('target')).toBe('_blank');
    expect(queryByText('tool screen', 'p')).toBeTruthy();
  });
});
