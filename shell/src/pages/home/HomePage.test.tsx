import { SEARCH_DEBOUNCE_MS, type HubTool } from '@toolhub/contracts';
import { setLocale } from '@toolhub/sdk';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blur, byText, cleanup, focus, perform, queryByText, render, typeInto, wait } from '../../chrome/test-utils';
import { HomePage } from './HomePage';

vi.mock('../../../../shared/sdk/src/request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../shared/sdk/src/request')>()),
  api: {
    get: vi.fn(async () => ({ header: { retCode: 0 }, pvCount: 98765 })),
    post: vi.fn(),
    request: vi.fn(),
  },
}));

const tool = (path: string, name: string, keyword: string, category: string): HubTool => ({
  toolid: path.length,
  path,
  name,
  keyword,
  category,
  icon: '🔧',
  scene: path,
  needCharge: false,
  module: './Tool',
  remote: 'r',
});
const tools = [
  tool('ocr', '通用文字识别', 'OCR 图片转文字', '文字识别'),
  tool('invoice', '发票识别', 'ocr invoice', '文字识别'),
  tool('pdf-merge', 'PDF合并', 'pdf merge', 'PDF工具'),
];

const searchBox = () => document.querySelector<HTMLInputElement>('input[type="search"]')!;
const panel = () => document.querySelector<HTMLElement>('[role="region"]')!;
const resultLinks = () => [...panel().querySelectorAll<HTMLAnchorElement>('li a')];
const statistics = () => byText('小工具已帮助', 'p');

async function renderHome(onPreload = vi.fn()) {
  await render(
    <MemoryRouter>
      <HomePage tools={tools} onPreload={onPreload} />
    </MemoryRouter>,
  );
  await wait();
}

describe('landing page', () => {
  beforeEach(() => setLocale('zh-CN'));
  afterEach(cleanup);

  it('lists the tools by category, links them, and preloads on hover', async () => {
    const onPreload = vi.fn();
    await renderHome(onPreload);
    expect(byText('文字识别', 'h2')).toBeTruthy();
    const card = byText('PDF合并', 'a');
    expect(card.getAttribute('href')).toBe('/pdf-merge.html');
    card.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
    expect(onPreload).toHaveBeenCalledWith(tools[2]);
  });

  it('marks a tool this server cannot run, and does not preload its remote', async () => {
    const onPreload = vi.fn();
    const offTools = tools.map((t) => (t.path === 'pdf-merge' ? { ...t, unavailable: { reason: 'its engine pdf is missing program qpdf', missing: ['qpdf'] } } : t));
    await render(
      <MemoryRouter>
        <HomePage tools={offTools} onPreload={onPreload} />
      </MemoryRouter>,
    );
    const card = document.querySelector<HTMLAnchorElement>('a[href="/pdf-merge.html"]')!;
    expect(card.textContent).toContain('PDF合并暂不可用');
    expect(byText('通用文字识别', 'a').textContent).not.toContain('暂不可用');
    card.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
    expect(onPreload).not.toHaveBeenCalled();
  });

  it('shows the counter line from the statistics call', async () => {
    await renderHome();
    expect(statistics().textContent).toBe('小工具已帮助 98,765 人');
  });

  it('searches name or keyword, ignoring case, 100 ms after typing, opening results in a new tab', async () => {
    await renderHome();
    await focus(searchBox());
    await typeInto(searchBox(), 'OcR');
    await wait(50);
    expect(panel().hidden).toBe(true);
    await wait(80);
    expect(resultLinks().map((link) => link.textContent)).toEqual([
      expect.stringContaining('通用文字识别'),
      expect.stringContaining('发票识别'),
    ]);
    expect(resultLinks()[0].getAttribute('href')).toBe('/ocr.html');
    expect(resultLinks()[0].getAttribute('target')).toBe('_blank');
    expect(resultLinks()[0].getAttribute('rel')).toContain('noopener');
  });

  it('opens the first match in a new tab on Enter, without waiting for the list', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderHome();
    await focus(searchBox());
    await typeInto(searchBox(), '识别');
    await perform(() => searchBox().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    expect(open).toHaveBeenCalledWith('/ocr.html', '_blank', 'noopener');
    open.mockClear();
    await typeInto(searchBox(), '没有这个');
    await perform(() => searchBox().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    expect(open).not.toHaveBeenCalled();
  });

  it('ignores input with characters other than letters, digits, _, #, % and Chinese', async () => {
    await renderHome();
    await focus(searchBox());
    await typeInto(searchBox(), 'ocr!');
    await wait(150);
    expect(panel().hidden).toBe(true);
    expect(queryByText('没有找到相关工具，试试全网搜索')).toBeUndefined();
  });

  it('offers a web search on the text when nothing matches', async () => {
    await renderHome();
    await focus(searchBox());
    await typeInto(searchBox(), '天气');
    await wait(150);
    const webSearch = byText('没有找到相关工具，试试全网搜索', 'a');
    expect(webSearch.getAttribute('href')).toContain(encodeURIComponent('天气'));
    expect(webSearch.getAttribute('target')).toBe('_blank');
  });

  it('clears the panel on a click outside', async () => {
    await renderHome();
    await focus(searchBox());
    await typeInto(searchBox(), 'pdf');
    await wait(150);
    expect(panel().hidden).toBe(false);
    await wait();
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await wait();
    expect(panel().hidden).toBe(true);
  });

  it('hides the statistics while searching and shows them again on blur with an empty box', async () => {
    await renderHome();
    await focus(searchBox());
    expect(statistics().closest('[hidden]')).not.toBeNull();
    await typeInto(searchBox(), 'pdf');
    await blur(searchBox());
    expect(statistics().closest('[hidden]')).not.toBeNull();
    await focus(searchBox());
    await typeInto(searchBox(), '');
    await blur(searchBox());
    expect(statistics().closest('[hidden]')).toBeNull();
  });

  /**
   * The home page as the server sends it, typed into before its code runs (`resetBox`: then put
   * back to empty, as React does when it restores a controlled box while hydrating), then hydrated.
   */
  async function typeThenHydrate(text: string, { resetBox = false } = {}) {
    const page = (
      <MemoryRouter>
        <HomePage tools={tools} />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const box = container.querySelector<HTMLInputElement>('input[type="search"]')!;
    box.focus();
    box.value = text;
    box.dispatchEvent(new Event('input', { bubbles: true }));
    if (resetBox) box.value = '';
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: () => undefined });
    });
    await wait(SEARCH_DEBOUNCE_MS + 50);
    return {
      box,
      remove: async () => {
        await act(async () => root?.unmount());
        container.remove();
      },
    };
  }

  it("searches what a visitor typed into the server's HTML before the page's code arrived", async () => {
    const { box, remove } = await typeThenHydrate('pdf');
    expect(box.value).toBe('pdf');
    expect(resultLinks().map((link) => link.textContent)).toEqual([expect.stringContaining('PDF合并')]);
    await remove();
  });

  it('searches it too when hydration put the box back to its empty state', async () => {
    const { box, remove } = await typeThenHydrate('ocr', { resetBox: true });
    expect(box.value).toBe('ocr');
    expect(resultLinks().length).toBe(2);
    await remove();
  });
});

