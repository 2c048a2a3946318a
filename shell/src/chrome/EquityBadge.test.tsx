import { fireEvent } from '@testing-library/react';
import { equityAtom, sdkStore, setLocale } from '@toolhub/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EquityBadge } from './EquityBadge';
import { byText, cleanup, perform, render } from './test-utils';

const DAY = 24 * 3600 * 1000;
const panel = () => document.querySelector<HTMLElement>('[role="group"]')!;
const badge = () => document.querySelector<HTMLButtonElement>('button[aria-expanded]')!;

describe('the equity badge', () => {
  beforeEach(() => setLocale('zh-CN'));
  afterEach(async () => {
    await perform(() => sdkStore.set(equityAtom, { loaded: false, level: 'none' }));
    await cleanup();
  });

  it("shows the card's state, expiry and benefits on mouse enter, and hides them on leave", async () => {
    await perform(() => sdkStore.set(equityAtom, { loaded: true, level: 'extra', expiresAt: Date.now() + 30 * DAY - 1000 }));
    await render(<EquityBadge />);
    expect(panel().hidden).toBe(true);
    expect(panel().getAttribute('aria-label')).toBe('会员权益');
    await perform(() => fireEvent.mouseEnter(badge().parentElement!));
    expect(panel().hidden).toBe(false);
    expect(panel().textContent).toContain('SVIP 会员 · 生效中');
    expect(panel().textContent).toMatch(/有效期至 .+，还剩 30 天/);
    expect(byText('所有工具不限次数使用', 'li')).toBeTruthy();
    await perform(() => fireEvent.mouseLeave(badge().parentElement!));
    expect(panel().hidden).toBe(true);
  });

  it('opens from the keyboard, and Escape closes it', async () => {
    await perform(() => sdkStore.set(equityAtom, { loaded: true, level: 'base', expiresAt: Date.now() + 3 * DAY }));
    await render(<EquityBadge />);
    // Tabbing to the badge opens it, as the mouse does.
    await perform(() => badge().focus());
    expect(panel().hidden).toBe(false);
    expect(panel().textContent).toContain('VIP 会员 · 生效中');
    await perform(() => fireEvent.keyDown(badge(), { key: 'Escape' }));
    expect(panel().hidden).toBe(true);
  });
});
