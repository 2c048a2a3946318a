import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

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
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
  it('is disabled when asked', () => {
    const onClick = vi.fn();
    render(
      <Button variant="outlined" disabled onClick={onClick}>
        更换图片
      </Button>,
    );
    const button = screen.getByRole('button', { name: '更换图片' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
