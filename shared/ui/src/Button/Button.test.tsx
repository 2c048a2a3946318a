import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectDisabled } from '../test-support/disabled';
import { Button, buttonClassName } from './Button';

afterEach(cleanup);

describe('Button', () => {
  it('is a button that calls onClick', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>识别图片</Button>);
    const button = screen.getByRole('button', { name: '识别图片' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
  it('ignores clicks while loading and says it is busy', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        识别图片
      </Button>,
    );
    const button = screen.getByRole('button', { name: /识别图片/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
  it('does not submit its form again while loading', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit">解锁</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: '解锁' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          解锁
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: /解锁/ }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
  it('is disabled when asked', () => {
    expectDisabled((onClick) => <Button variant="outline" disabled onClick={onClick}>更换图片</Button>, 'button', '更换图片');
  });
  it('looks like its variant and size, and each looks different', () => {
    const variants = ['primary', 'secondary', 'outline', 'text', 'danger'] as const;
    render(
      <>
        {variants.map((variant) => (
          <Button key={variant} variant={variant} size="sm">
            {variant}
          </Button>
        ))}
      </>,
    );
    const looks = variants.map((variant) => screen.getByRole('button', { name: variant }).className);
    expect(new Set(looks).size).toBe(variants.length);
    expect(buttonClassName({ size: 'sm' })).not.toBe(buttonClassName({ size: 'lg' }));
  });
  it('shows an icon before the label without changing its name, and the spinner in its place while loading', () => {
    const { rerender } = render(<Button icon={<svg data-testid="icon" />}>下载</Button>);
    const button = screen.getByRole('button', { name: '下载' });
    const icon = screen.getByTestId('icon');
    expect(icon.closest('[aria-hidden="true"]')).not.toBeNull();
    // The icon comes first, before the label.
    expect(button.firstElementChild?.contains(icon)).toBe(true);

    rerender(
      <Button icon={<svg data-testid="icon" />} loading>
        下载
      </Button>,
    );
    expect(screen.queryByTestId('icon')).toBeNull();
    expect(screen.getByRole('img', { name: '加载中' })).toBeTruthy();
  });
  it('passes native props and its ref through', () => {
    let node: HTMLButtonElement | null = null;
    render(
      <Button block className="mine" name="go" ref={(element) => void (node = element)}>
        开始
      </Button>,
    );
    const button = screen.getByRole('button', { name: '开始' });
    expect(button.getAttribute('name')).toBe('go');
    expect(button.classList.contains('mine')).toBe(true);
    expect(node).toBe(button);
  });
});
