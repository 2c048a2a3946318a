import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Progress } from './Progress';

afterEach(cleanup);

const nows = () => screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow'));

describe('Progress', () => {
  it('reports its value in percent, as a number and as text', () => {
    render(<Progress value={0.426} label="上传进度" />);
    const bar = screen.getByRole('progressbar', { name: '上传进度' });
    expect(bar.getAttribute('aria-valuenow')).toBe('43');
    expect(bar.getAttribute('aria-valuetext')).toBe('43%');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
  });

  it('clamps values outside 0..1', () => {
    render(
      <>
        <Progress value={1.7} label="a" />
        <Progress value={-1} label="b" />
        <Progress value={Number.NaN} label="c" />
      </>,
    );
    expect(nows()).toEqual(['100', '0', '0']);
  });

  it('has no value while it is not known how far (indeterminate)', () => {
    render(<Progress label="处理进度" showValue />);
    const bar = screen.getByRole('progressbar', { name: '处理进度' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(bar.hasAttribute('aria-valuetext')).toBe(false);
    expect(bar.textContent).toBe('');
  });

  it('shows the percentage only when asked, as a copy hidden from screen readers', () => {
    render(
      <>
        <Progress value={0.5} label="隐藏" />
        <Progress value={0.5} label="显示" showValue />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: '隐藏' }).textContent).toBe('');
    const shown = screen.getByRole('progressbar', { name: '显示' });
    expect(shown.textContent).toBe('50%');
    expect(shown.querySelector('[aria-hidden="true"]')?.textContent).toBe('50%');
  });

  it('draws a ring that is the same progressbar', () => {
    render(<Progress variant="ring" value={0.25} label="识别进度" showValue />);
    const ring = screen.getByRole('progressbar', { name: '识别进度' });
    expect(ring.getAttribute('aria-valuenow')).toBe('25');
    expect(ring.querySelector('svg')).not.toBeNull();
    expect(ring.textContent).toBe('25%');
  });

  it('follows a changing value', () => {
    const { rerender } = render(<Progress value={0.1} label="上传进度" />);
    rerender(<Progress value={0.9} label="上传进度" />);
    expect(nows()).toEqual(['90']);
  });
});
