import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setLocale } from '@toolhub/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeDialog } from './NoticeDialog';

beforeEach(() => setLocale('zh-CN'));
afterEach(cleanup);

describe('NoticeDialog', () => {
  it("says '提示' and '我知道了', 400 px wide on PC", () => {
    const onClose = vi.fn();
    render(
      <NoticeDialog open variant="pc" onClose={onClose}>
        今日次数已用完，请明天再来
      </NoticeDialog>,
    );
    const notice = screen.getByRole('dialog', { name: '提示' });
    expect(notice.style.width).toBe('400px');
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("says 'Tip' and 'I know' in English", () => {
    act(() => setLocale('en'));
    render(
      <NoticeDialog open variant="mobile" onClose={() => {}}>
        Come back tomorrow
      </NoticeDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Tip' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'I know' }));
  });

  it('is a full-width sheet on mobile', () => {
    render(
      <NoticeDialog open variant="mobile" onClose={() => {}}>
        x
      </NoticeDialog>,
    );
    expect(screen.getByRole('dialog').style.width).toBe('');
  });
});
