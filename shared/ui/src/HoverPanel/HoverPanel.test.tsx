import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HoverPanel } from './HoverPanel';

afterEach(cleanup);

function renderPanel() {
  render(
    <>
      <HoverPanel trigger="分享" label="分享方式" placement="bottom-end">
        <a href="#copy">复制链接</a>
      </HoverPanel>
      <button>elsewhere</button>
    </>,
  );
  return { trigger: screen.getByRole('button', { name: '分享' }) };
}

const panel = () => screen.queryByRole('group', { name: '分享方式' });

describe('HoverPanel', () => {
  it('tells its owner when it opens, and not before', () => {
    const onOpen = vi.fn();
    render(
      <HoverPanel trigger="分享" label="分享方式" onOpen={onOpen}>
        <a href="#copy">复制链接</a>
      </HoverPanel>,
    );
    const trigger = screen.getByRole('button', { name: '分享' });
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.mouseEnter(trigger.parentElement as Element);
    expect(onOpen).toHaveBeenCalledTimes(1);
    fireEvent.mouseLeave(trigger.parentElement as Element);
    fireEvent.focus(trigger);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('shows on mouse enter and hides on mouse leave', () => {
    const { trigger } = renderPanel();
    expect(panel()).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.mouseEnter(trigger.parentElement as Element);
    expect(panel()).not.toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseLeave(trigger.parentElement as Element);
    expect(panel()).toBeNull();
  });

  it('opens on focus, stays open while focus is inside, closes on blur', () => {
    const { trigger } = renderPanel();
    fireEvent.focus(trigger);
    expect(panel()).not.toBeNull();
    const link = screen.getByRole('link', { name: '复制链接' });
    fireEvent.blur(trigger, { relatedTarget: link });
    expect(panel()).not.toBeNull();
    fireEvent.blur(link, { relatedTarget: screen.getByRole('button', { name: 'elsewhere' }) });
    expect(panel()).toBeNull();
  });

  it('closes on Escape and keeps focus on the trigger', () => {
    const { trigger } = renderPanel();
    trigger.focus();
    fireEvent.focus(trigger);
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('opens with Enter or Space on the trigger', () => {
    const { trigger } = renderPanel();
    fireEvent.click(trigger, { detail: 0 });
    expect(panel()).not.toBeNull();
  });
});
