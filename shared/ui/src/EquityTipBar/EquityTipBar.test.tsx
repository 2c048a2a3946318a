import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EquityTipBar } from './EquityTipBar';

afterEach(cleanup);

describe('EquityTipBar', () => {
  it('is one button named by its text', () => {
    const onClick = vi.fn();
    render(<EquityTipBar text="今日剩余3次，开通会员仅需9.9元" onClick={onClick} />);
    const bar = screen.getByRole('button', { name: '今日剩余3次，开通会员仅需9.9元' });
    fireEvent.click(bar);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
