import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

afterEach(cleanup);

const items = [
  { id: 'lpr', label: 'LPR', content: <p>贷款市场报价利率</p> },
  { id: 'provident', label: '公积金', content: <p>公积金贷款利率</p> },
  { id: 'old', label: '历史', content: <p>历史利率</p>, disabled: true },
  { id: 'bank', label: '银行', content: <p>各银行利率</p> },
];

const selected = () => screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.textContent);

describe('Tabs', () => {
  it('is a named tab list whose tabs control their panels', () => {
    render(<Tabs items={items} label="利率" />);
    expect(screen.getByRole('tablist', { name: '利率' })).toBeTruthy();
    const tab = screen.getByRole('tab', { name: 'LPR' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'LPR' });
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('贷款市场报价利率');
    expect(screen.queryByText('公积金贷款利率')).toBeNull();
  });

  it('has one tab stop, the open tab', () => {
    render(<Tabs items={items} defaultValue="provident" />);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1, -1]);
  });

  it('opens a tab on click', () => {
    const onChange = vi.fn();
    render(<Tabs items={items} onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: '公积金' }));
    expect(onChange).toHaveBeenCalledWith('provident');
    expect(selected()).toEqual(['公积金']);
    expect(screen.getByRole('tabpanel').textContent).toBe('公积金贷款利率');
  });

  it('moves and opens with the arrows, skipping disabled tabs and wrapping, and Home/End', () => {
    render(<Tabs items={items} />);
    const first = screen.getByRole('tab', { name: 'LPR' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(selected()).toEqual(['公积金']);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '公积金' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(selected()).toEqual(['银行']);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(selected()).toEqual(['LPR']);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(selected()).toEqual(['银行']);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(selected()).toEqual(['LPR']);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(selected()).toEqual(['银行']);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '银行' }));
  });

  it('leaves ArrowDown to the page', () => {
    render(<Tabs items={items} />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'LPR' }), { key: 'ArrowDown' });
    expect(selected()).toEqual(['LPR']);
  });

  it('follows a controlled value', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Tabs items={items} value="bank" onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: 'LPR' }));
    expect(onChange).toHaveBeenCalledWith('lpr');
    expect(selected()).toEqual(['银行']);
    rerender(<Tabs items={items} value="lpr" onChange={onChange} />);
    expect(selected()).toEqual(['LPR']);
  });
});
