import { act, cleanup, render, screen } from '@testing-library/react';
import { toast } from '@toolhub/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from './Toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ToastHost', () => {
  it('shows a toast in a polite live region and hides it after 3 s', () => {
    render(<ToastHost />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => toast('用户ID已复制'));
    expect(region.textContent).toBe('用户ID已复制');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText('用户ID已复制')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('用户ID已复制')).toBeNull();
  });

  it('stacks several toasts', () => {
    render(<ToastHost />);
    act(() => {
      toast('链接已复制成功', { kind: 'success' });
      toast('登录成功', { kind: 'success', duration: 5000 });
    });
    expect(screen.getByText('链接已复制成功')).toBeTruthy();
    expect(screen.getByText('登录成功')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('链接已复制成功')).toBeNull();
    expect(screen.getByText('登录成功')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
  });
});
