import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './Tooltip';

afterEach(cleanup);

const setup = (trigger = <button type="button">下载</button>) => {
  render(<Tooltip content="链接 24 小时内有效">{trigger}</Tooltip>);
  const button = screen.getByRole('button', { name: '下载' });
  const tip = () => screen.queryByRole('tooltip');
  return { button, tip };
};

describe('Tooltip', () => {
  it('is a tooltip that describes its trigger, hidden at first', () => {
    const { button } = setup();
    expect(screen.queryByRole('tooltip')).toBeNull();
    const bubble = screen.getByRole('tooltip', { hidden: true });
    expect(bubble.textContent).toBe('链接 24 小时内有效');
    expect(button.getAttribute('aria-describedby')).toBe(bubble.id);
    // It describes, it does not rename.
    expect(button.textContent).toBe('下载');
  });

  it('shows while the pointer is over the trigger', () => {
    const { button, tip } = setup();
    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    expect(tip()?.textContent).toBe('链接 24 小时内有效');
    fireEvent.mouseLeave(button.parentElement as HTMLElement);
    expect(tip()).toBeNull();
  });

  it('shows on keyboard focus and hides when the focus leaves', () => {
    const { button, tip } = setup();
    act(() => button.focus());
    expect(tip()).not.toBeNull();
    act(() => button.blur());
    expect(tip()).toBeNull();
  });

  it('hides on Escape without moving the focus, and keeps the Escape from a dialog around it', () => {
    const outer = vi.fn();
    render(
      <div onKeyDown={outer}>
        <Tooltip content="提示">
          <button type="button">帮助</button>
        </Tooltip>
      </div>,
    );
    const button = screen.getByRole('button', { name: '帮助' });
    act(() => button.focus());
    expect(screen.getByRole('tooltip').textContent).toBe('提示');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(outer).not.toHaveBeenCalled();
    // Once hidden, a second Escape is the dialog's again.
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(outer).toHaveBeenCalledTimes(1);
  });

  it('hides on Escape pressed anywhere while the pointer holds it open', () => {
    const { button, tip } = setup();
    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(tip()).toBeNull();
  });

  it('keeps a description the trigger already had', () => {
    render(
      <>
        <p id="own">自己的说明</p>
        <Tooltip content="提示">
          <button type="button" aria-describedby="own">
            帮助
          </button>
        </Tooltip>
      </>,
    );
    const ids = screen.getByRole('button', { name: '帮助' }).getAttribute('aria-describedby')?.split(' ');
    expect(ids).toEqual(['own', screen.getByRole('tooltip', { hidden: true }).id]);
  });

  it('sits above, and below when the window has no room above', () => {
    const { button } = setup();
    const root = button.parentElement as HTMLElement;
    const bubble = screen.getByRole('tooltip', { hidden: true });
    const rect = (top: number, height: number) => ({ top, bottom: top + height, height, left: 0, right: 0, width: 0, x: 0, y: top, toJSON: () => ({}) });
    vi.spyOn(bubble, 'getBoundingClientRect').mockReturnValue(rect(0, 30));
    const place = (top: number) => {
      vi.spyOn(root, 'getBoundingClientRect').mockReturnValue(rect(top, 40));
      fireEvent.mouseEnter(root);
      const side = screen.getByRole('tooltip').getAttribute('data-side');
      fireEvent.mouseLeave(root);
      return side;
    };
    expect(place(300)).toBe('top');
    expect(place(10)).toBe('bottom');
  });
});
