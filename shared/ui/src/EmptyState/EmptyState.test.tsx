import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

afterEach(cleanup);

describe('EmptyState', () => {
  it('shows the title, the description and the action, with a decorative default picture', () => {
    const { container } = render(
      <EmptyState title="效果预览" description="结果显示在这里" action={<button type="button">选择文件</button>} />,
    );
    expect(screen.getByText('效果预览')).toBeTruthy();
    expect(screen.getByText('结果显示在这里')).toBeTruthy();
    expect(screen.getByRole('button', { name: '选择文件' })).toBeTruthy();
    const picture = container.querySelector('svg');
    expect(picture?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('takes its own picture, or none', () => {
    const { container, rerender } = render(<EmptyState title="空" icon={<img data-testid="mine" alt="" src="x.png" />} />);
    expect(screen.getByTestId('mine')).toBeTruthy();
    rerender(<EmptyState title="空" icon={null} />);
    expect(container.querySelector('svg, img')).toBeNull();
  });

  it('leaves out what it is not given, and passes native props', () => {
    render(<EmptyState title="空" data-testid="e" className="mine" />);
    const box = screen.getByTestId('e');
    expect(box.querySelectorAll('p')).toHaveLength(1);
    expect(box.classList.contains('mine')).toBe(true);
  });
});
