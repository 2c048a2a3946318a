import type { HubTool } from '@toolhub/contracts';
import { loginInfoAtom, loginPanelAtom, sdkStore, setLocale } from '@toolhub/sdk';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalPanels } from './GlobalPanels';
import { Header } from './Header';
import { byText, cleanup, click, perform, render, wait } from './test-utils';

vi.mock('../../../shared/sdk/src/request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../shared/sdk/src/request')>()),
  api: { get: vi.fn(async () => ({ ret: 0, data: { isLogin: false } })), post: vi.fn(), request: vi.fn() },
}));

const tool = (path: string, name: string, category: string): HubTool => ({
  toolid: path.length,
  path,
  name,
  keyword: '',
  category,
  icon: '🔧',
  scene: path,
  needCharge: false,
  module: './Tool',
  remote: 'r',
});
const tools = [tool('ocr', '通用文字识别', '文字识别'), tool('pdf-merge', 'PDF合并', 'PDF工具'), tool('lpr', 'LPR查询', '金融')];

async function renderHeader(onPreload = vi.fn()) {
  await render(
    <MemoryRouter initialEntries={['/pdf-merge.html']}>
      <Header tools={tools} onPreload={onPreload} />
      <GlobalPanels />
    </MemoryRouter>,
  );
  await wait();
}

const menuButton = () => document.querySelector<HTMLButtonElement>('button[aria-label="打开导航菜单"]')!;
const navRoot = () => document.querySelector('nav')!.parentElement!;

describe('header', () => {
  beforeEach(() => setLocale('zh-CN'));
  afterEach(async () => {
    await perform(() => {
      sdkStore.set(loginPanelAtom, null);
      sdkStore.set(loginInfoAtom, undefined);
    });
    await cleanup();
  });

  it('offers 立即登录 to an anonymous visitor, which opens the login panel', async () => {
    await renderHeader();
    await click(byText('立即登录', 'button'));
    expect(byText('立即登录', 'h2')).toBeTruthy();
  });

  it('opens the category menu with focus inside, the active category expanded; Escape closes it', async () => {
    const onPreload = vi.fn();
    await renderHeader(onPreload);
    expect(navRoot().dataset.open).toBe('false');
    await click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(navRoot().dataset.open).toBe('true');
    expect(document.activeElement?.textContent).toBe('全部工具');
    expect(document.activeElement?.getAttribute('href')).toBe('/');

    const active = byText('PDF合并', 'a');
    expect(active.getAttribute('aria-current')).toBe('page');
    expect(active.closest('ul')?.hidden).toBe(false);
    expect(byText('LPR查询', 'a').closest('ul')?.hidden).toBe(true);

    await act(async () => active.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    expect(onPreload).toHaveBeenCalledWith(tools[1]);

    await act(async () => {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(navRoot().dataset.open).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('expands and collapses a category through its arrow', async () => {
    await renderHeader();
    await click(menuButton());
    const arrow = document.querySelector<HTMLButtonElement>('button[aria-label="展开金融"]')!;
    await click(arrow);
    expect(arrow.getAttribute('aria-expanded')).toBe('true');
    expect(byText('LPR查询', 'a').closest('ul')?.hidden).toBe(false);
    await click(arrow);
    expect(byText('LPR查询', 'a').closest('ul')?.hidden).toBe(true);
  });

  it('closes the menu on a click outside it', async () => {
    await renderHeader();
    await click(menuButton());
    await click(navRoot().firstElementChild!);
    expect(navRoot().dataset.open).toBe('false');
  });
});
