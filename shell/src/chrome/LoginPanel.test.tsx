import { closeLoginPanel, loginPanelAtom, openLoginPanel, sdkStore, setLocale, TRACK_EVENT } from '@toolhub/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalPanels } from './GlobalPanels';
import { byText, cleanup, click, perform, queryByText, render, wait } from './test-utils';

vi.mock('../../../shared/sdk/src/request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../shared/sdk/src/request')>()),
  api: { get: vi.fn(async () => ({ ret: 0, data: { isLogin: false } })), post: vi.fn(), request: vi.fn() },
}));

const agreement = () => document.querySelector<HTMLElement>('input[type="checkbox"]')?.parentElement;

describe('login panel', () => {
  beforeEach(async () => {
    setLocale('zh-CN');
    await render(<GlobalPanels />);
  });
  afterEach(async () => {
    await perform(() => sdkStore.set(loginPanelAtom, null));
    await cleanup();
  });

  it('is titled 立即登录 and offers both account kinds on PC', async () => {
    await perform(() => openLoginPanel());
    expect(byText('立即登录', 'h2')).toBeTruthy();
    expect(byText('QQ登录', 'button')).toBeTruthy();
    expect(byText('微信登录', 'button')).toBeTruthy();
  });

  it('flashes the agreement for 1 s and goes nowhere while the box is unticked', async () => {
    await perform(() => openLoginPanel({ title: '请先登录' }));
    const before = location.href;
    await click(byText('QQ登录', 'button'));
    expect(agreement()?.dataset.warning).toBe('true');
    expect(byText('请先勾选同意用户协议和隐私保护指引', '[role="alert"]')).toBeTruthy();
    expect(location.href).toBe(before);

    await wait(1050);
    expect(agreement()?.dataset.warning).toBeUndefined();
  });

  it('swaps to the chat-app QR code once agreed, hiding the tip and the agreement', async () => {
    await perform(() => openLoginPanel({ title: '请先登录' }));
    await click(document.querySelector('input[type="checkbox"]')!);
    await click(byText('微信登录', 'button'));
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('src')).toMatch(/^\/login\/wx\?logintype=wx&redirect=/);
    expect(queryByText('请先登录', 'h2')).toBeUndefined();
    expect(agreement()).toBeUndefined();
  });

  it('tracks its events: show_panel, click_login_btn with the kind clicked, close_panel', async () => {
    const events: { act_type: string; act_module: string; page_module: string; extinfo2?: string }[] = [];
    const listen = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(TRACK_EVENT, listen);
    try {
      await perform(() => openLoginPanel({ title: '请先登录' }));
      await click(byText('微信登录', 'button'));
      await perform(() => void closeLoginPanel());
    } finally {
      window.removeEventListener(TRACK_EVENT, listen);
    }
    expect(events.map((event) => [event.page_module, event.act_type, event.act_module, event.extinfo2])).toEqual([
      ['login_panel', 'start', 'show_panel', undefined],
      ['login_panel', 'click', 'click_login_btn', 'wx'],
      ['login_panel', 'close', 'close_panel', undefined],
    ]);
  });
});
