import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

afterEach(cleanup);

describe('ProgressBar', () => {
  it('reports its value in percent', () => {
    render(<ProgressBar value={0.426} label="上传进度" />);
    const bar = screen.getByRole('progressbar', { name: '上传进度' });
    expect(bar.getAttribute('aria-valuenow')).toBe('43');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
  });
  it('clamps values outside 0..1', () => {
    render(
      <>
        <ProgressBar value={1.7} label="a" />
        <ProgressBar value={-1} label="b" />
        <ProgressBar value={Number.NaN} label="c" />
      </>,
    );
    expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['100', '0', '0']);
  });
});
