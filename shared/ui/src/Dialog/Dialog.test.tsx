import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { alertDialog, dialog, setLocale } from '@toolhub/sdk';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';
import { DialogHost } from './DialogHost';

beforeEach(() => setLocale('zh-CN'));
afterEach(cleanup);

function Opener({ closeOnMask }: { closeOnMask?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>打开</button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="合规提示"
        closeOnMask={closeOnMask}
        footer={<button onClick={() => setOpen(false)}>同意</button>}
      >
        <a href="/agreement">用户协议</a>
      </Dialog>
    </>
  );
}

const openDialog = () => {
  const opener = screen.getByRole('button', { name: '打开' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
};

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Dialog open={false} onClose={() => {}} title="t">body</Dialog>);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled modal that takes focus', () => {
    render(<Opener />);
    openDialog();
    const modal = screen.getByRole('dialog', { name: '合规提示' });
    expect(modal.getAttribute('aria-modal')).toBe('true');
    expect(modal.contains(document.activeElement)).toBe(true);
  });

  it('closes with Escape and gives focus back to the opener', () => {
    render(<Opener />);
    const opener = openDialog();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its close button', () => {
    render(<Opener />);
    openDialog();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside', () => {
    render(<Opener />);
    openDialog();
    const close = screen.getByRole('button', { name: '关闭' });
    const agree = screen.getByRole('button', { name: '同意' });
    agree.focus();
    fireEvent.keyDown(agree, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(agree);
  });

  it('closes on the mask unless told not to', () => {
    render(<Opener />);
    openDialog();
    fireEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.click(screen.getByRole('dialog').parentElement as Element);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    render(<Opener closeOnMask={false} />);
    openDialog();
    fireEvent.click(screen.getByRole('dialog').parentElement as Element);
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });
});

describe('DialogHost', () => {
  it("shows an alert (the error catalogue's) as the spec's notice: 提示, 我知道了, top right and 400 px wide on a PC", async () => {
    render(<DialogHost />);
    let closed: Promise<void> = Promise.resolve();
    act(() => {
      closed = alertDialog('提示', '请登录后使用');
    });
    const notice = screen.getByRole('dialog', { name: '提示' });
    expect(notice.textContent).toContain('请登录后使用');
    expect(notice.style.width).toBe('400px');
    expect(screen.queryByRole('button', { name: '确定' })).toBeNull();
    act(() => fireEvent.click(screen.getByRole('button', { name: '我知道了' })));
    await expect(closed).resolves.toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a dialog() request and resolves true on confirm', async () => {
    render(<DialogHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = dialog({ title: '提示', message: '确定要退出登录吗？', confirmText: '退出', cancelText: '取消' });
    });
    expect(screen.getByRole('dialog', { name: '提示' }).textContent).toContain('确定要退出登录吗？');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '退出' }));
    act(() => fireEvent.click(screen.getByRole('button', { name: '退出' })));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resolves false on cancel or Escape, with a single OK button by default', async () => {
    render(<DialogHost />);
    const settled = vi.fn();
    act(() => {
      void dialog({ title: '提示', message: '服务异常，请稍后再试' }).then(settled);
    });
    expect(screen.queryByRole('button', { name: '取消' })).toBeNull();
    expect(screen.getByRole('button', { name: '确定' })).toBeTruthy();
    act(() => fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' }));
    await vi.waitFor(() => expect(settled).toHaveBeenCalledWith(false));
  });

  it('keeps a request open on a mask click, unless the request closes on the mask (the compliance agreement)', async () => {
    render(<DialogHost />);
    const settled = vi.fn();
    act(() => {
      void dialog({ title: '提示', message: '确定要退出登录吗？', confirmText: '退出' }).then(settled);
    });
    act(() => fireEvent.click(screen.getByRole('dialog').parentElement as Element));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    act(() => fireEvent.click(screen.getByRole('button', { name: '退出' })));
    await vi.waitFor(() => expect(settled).toHaveBeenCalledWith(true));

    act(() => {
      void dialog({ title: '温馨提示', message: '上传须知', confirmText: '同意并继续', closeOnMask: true }).then(settled);
    });
    act(() => fireEvent.click(screen.getByRole('dialog').parentElement as Element));
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(settled).toHaveBeenLastCalledWith(false));
  });
});
