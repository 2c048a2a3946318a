import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SegmentedControl } from './SegmentedControl';

afterEach(cleanup);

const loanTypes = [
  { value: 'commercial', label: '商业贷款' },
  { value: 'provident', label: '公积金贷款' },
  { value: 'combined', label: '组合贷款' },
];

const checked = () => screen.getAllByRole('radio').filter((radio) => radio.getAttribute('aria-checked') === 'true').map((radio) => radio.textContent);

describe('SegmentedControl', () => {
  it('is a named radio group of radios with one checked', () => {
    render(<SegmentedControl label="贷款类型" options={loanTypes} defaultValue="provident" />);
    expect(screen.getByRole('radiogroup', { name: '贷款类型' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(checked()).toEqual(['公积金贷款']);
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('chooses on click and reports the value', () => {
    const onChange = vi.fn();
    render(<SegmentedControl label="贷款类型" options={loanTypes} defaultValue="commercial" onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: '组合贷款' }));
    expect(onChange).toHaveBeenCalledWith('combined');
    expect(checked()).toEqual(['组合贷款']);
  });

  it('moves and chooses with the arrows, wrapping, skipping disabled options', () => {
    const onChange = vi.fn();
    render(
      <SegmentedControl
        label="还款方式"
        options={[
          { value: 'a', label: '等额本息' },
          { value: 'x', label: '先息后本', disabled: true },
          { value: 'b', label: '等额本金' },
        ]}
        defaultValue="a"
        onChange={onChange}
      />,
    );
    const first = screen.getByRole('radio', { name: '等额本息' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith('b');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '等额本金' }));
    expect(screen.getByRole('radio', { name: '等额本金' }).tabIndex).toBe(0);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(checked()).toEqual(['等额本息']);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(checked()).toEqual(['等额本金']);
  });

  it('gives the first option the tab stop when none is chosen', () => {
    render(<SegmentedControl label="证件面" options={loanTypes} />);
    expect(checked()).toEqual([]);
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([0, -1, -1]);
  });

  it('follows a controlled value', () => {
    const onChange = vi.fn();
    const { rerender } = render(<SegmentedControl label="贷款类型" options={loanTypes} value="commercial" onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: '公积金贷款' }));
    expect(onChange).toHaveBeenCalledWith('provident');
    expect(checked()).toEqual(['商业贷款']);
    rerender(<SegmentedControl label="贷款类型" options={loanTypes} value="provident" onChange={onChange} />);
    expect(checked()).toEqual(['公积金贷款']);
  });

  it('disables every option when disabled', () => {
    render(<SegmentedControl label="贷款类型" options={loanTypes} value="commercial" disabled block />);
    expect(screen.getAllByRole('radio').every((radio) => (radio as HTMLButtonElement).disabled)).toBe(true);
  });
});
