import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

afterEach(cleanup);

const banks = [
  { value: 'icbc', label: '工商银行' },
  { value: 'ccb', label: '建设银行' },
  { value: 'old', label: '已停用', disabled: true },
];

describe('Select', () => {
  it('lists the options and reports the chosen value', () => {
    const onChange = vi.fn();
    render(<Select aria-label="选择银行" options={banks} defaultValue="icbc" onChange={(event) => onChange(event.currentTarget.value)} />);
    const select = screen.getByRole('combobox', { name: '选择银行' }) as HTMLSelectElement;
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['工商银行', '建设银行', '已停用']);
    expect((screen.getByRole('option', { name: '已停用' }) as HTMLOptionElement).disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'ccb' } });
    expect(onChange).toHaveBeenCalledWith('ccb');
  });

  it('takes options as children', () => {
    render(
      <Select aria-label="格式" defaultValue="png">
        <option value="jpg">JPG</option>
        <option value="png">PNG</option>
      </Select>,
    );
    expect((screen.getByRole('combobox', { name: '格式' }) as HTMLSelectElement).value).toBe('png');
  });

  it('is disabled when asked', () => {
    render(<Select aria-label="格式" options={banks} disabled />);
    expect((screen.getByRole('combobox', { name: '格式' }) as HTMLSelectElement).disabled).toBe(true);
  });
});
