import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDoubleClick } from './useDoubleClick';

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function UserId({ onDouble }: { onDouble: () => void }) {
  const onClick = useDoubleClick(onDouble);
  return <button onClick={onClick}>用户ID</button>;
}

describe('useDoubleClick', () => {
  it('calls the handler for two clicks within 500 ms', () => {
    const onDouble = vi.fn();
    render(<UserId onDouble={onDouble} />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    vi.advanceTimersByTime(400);
    fireEvent.click(button);
    expect(onDouble).toHaveBeenCalledTimes(1);
  });
  it('ignores slower clicks', () => {
    const onDouble = vi.fn();
    render(<UserId onDouble={onDouble} />);
    const button = screen.getByRole('button');
    fireEvent.click(button);
    vi.advanceTimersByTime(600);
    fireEvent.click(button);
    expect(onDouble).not.toHaveBeenCalled();
  });
});
