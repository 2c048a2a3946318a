import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectDisabled } from '../test-support/disabled';
import { Switch } from './Switch';

afterEach(cleanup);

describe('Switch', () => {
  it('is a switch named by its label that turns on and off', () => {
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>保留原文件名</Switch>);
    const toggle = screen.getByRole('switch', { name: '保留原文件名' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('is a native button, so Space and Enter press it', () => {
    render(<Switch aria-label="深色模式" />);
    const toggle = screen.getByRole('switch', { name: '深色模式' });
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle.getAttribute('type')).toBe('button');
  });

  it('follows a controlled value', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Switch checked onChange={onChange}>
        自动识别
      </Switch>,
    );
    const toggle = screen.getByRole('switch', { name: '自动识别' });
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(false);
    // The caller has not changed its value yet: the switch still shows it.
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    rerender(
      <Switch checked={false} onChange={onChange}>
        自动识别
      </Switch>,
    );
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('does nothing when disabled', () => {
    expectDisabled((onChange) => <Switch disabled onChange={onChange}>自动识别</Switch>, 'switch', '自动识别');
  });
});
