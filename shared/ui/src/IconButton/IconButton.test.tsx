import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

afterEach(cleanup);

const glyph = <svg data-testid="glyph" />;

describe('IconButton', () => {
  it('is named by its label, which is also its tooltip, and its glyph is hidden', () => {
    render(<IconButton label="移除 报告.pdf" icon={glyph} />);
    const button = screen.getByRole('button', { name: '移除 报告.pdf' });
    expect(button.getAttribute('title')).toBe('移除 报告.pdf');
    expect(button.getAttribute('type')).toBe('button');
    expect(screen.getByTestId('glyph').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('calls onClick, and not when disabled', () => {
    const onClick = vi.fn();
    const { rerender } = render(<IconButton label="上移" icon={glyph} onClick={onClick} />);
    fireEvent.click(screen.getByRole('button', { name: '上移' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<IconButton label="上移" icon={glyph} onClick={onClick} disabled />);
    fireEvent.click(screen.getByRole('button', { name: '上移' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('looks different per variant and size, and passes native props and its ref', () => {
    let node: HTMLButtonElement | null = null;
    render(
      <>
        <IconButton label="a" icon={glyph} />
        <IconButton label="b" icon={glyph} variant="outline" />
        <IconButton label="c" icon={glyph} size="sm" data-move="x:up" className="mine" ref={(element) => void (node = element)} />
      </>,
    );
    const [a, b, c] = ['a', 'b', 'c'].map((name) => screen.getByRole('button', { name }));
    expect(new Set([a.className, b.className, c.className]).size).toBe(3);
    expect(c.getAttribute('data-move')).toBe('x:up');
    expect(c.classList.contains('mine')).toBe(true);
    expect(node).toBe(c);
  });
});
