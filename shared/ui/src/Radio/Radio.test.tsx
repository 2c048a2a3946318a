import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Radio } from './Radio';
import { RadioGroup } from './RadioGroup';

afterEach(cleanup);

const loanTypes = [
  { value: 'commercial', label: '商业贷款' },
  { value: 'provident', label: '公积金贷款' },
  { value: 'combined', label: '组合贷款', disabled: true },
] as const;

describe('Radio', () => {
  it('is a native radio named by its label', () => {
    render(
      <Radio name="side" value="FRONT" hint="人像面">
        正面
      </Radio>,
    );
    const radio = screen.getByRole('radio', { name: /正面/ }) as HTMLInputElement;
    expect(radio.type).toBe('radio');
    expect(radio.value).toBe('FRONT');
    fireEvent.click(screen.getByText('正面'));
    expect(radio.checked).toBe(true);
  });
});

describe('RadioGroup', () => {
  it('is a radio group named by its legend, with one radio per option in one name', () => {
    render(<RadioGroup label="贷款类型" options={loanTypes} value="commercial" onChange={() => {}} />);
    const group = screen.getByRole('radiogroup', { name: '贷款类型' });
    expect(group.tagName).toBe('FIELDSET');
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.checked)).toEqual([true, false, false]);
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
    expect(radios[2].disabled).toBe(true);
  });

  it('reports the chosen value and follows the caller', () => {
    const onChange = vi.fn();
    function Loan() {
      const [value, setValue] = useState<'commercial' | 'provident' | 'combined'>('commercial');
      return (
        <RadioGroup
          label="贷款类型"
          options={loanTypes}
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Loan />);
    fireEvent.click(screen.getByRole('radio', { name: '公积金贷款' }));
    expect(onChange).toHaveBeenCalledWith('provident');
    expect((screen.getByRole('radio', { name: '公积金贷款' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '商业贷款' }) as HTMLInputElement).checked).toBe(false);
  });

  it('keeps its own value when uncontrolled', () => {
    render(<RadioGroup label="还款方式" name="method" defaultValue="a" options={[{ value: 'a', label: '等额本息' }, { value: 'b', label: '等额本金' }]} />);
    fireEvent.click(screen.getByRole('radio', { name: '等额本金' }));
    expect((screen.getByRole('radio', { name: '等额本金' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: '等额本金' }) as HTMLInputElement).name).toBe('method');
  });

  it('reads an error with the group and marks it invalid', () => {
    render(<RadioGroup label="拆分方式" options={loanTypes} error="请选择拆分方式" />);
    const group = screen.getByRole('radiogroup', { name: '拆分方式' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe('请选择拆分方式');
  });

  it('shows option hints in the card variant', () => {
    render(
      <RadioGroup
        label="压缩强度"
        variant="card"
        orientation="vertical"
        options={[{ value: 'low', label: '轻度', hint: '画质优先' }]}
      />,
    );
    expect(screen.getByRole('radio', { name: /轻度/ })).toBeTruthy();
    expect(screen.getByText('画质优先')).toBeTruthy();
  });

  it('disables every radio when the group is disabled', () => {
    render(<RadioGroup label="贷款类型" options={loanTypes} disabled />);
    expect((screen.getByRole('radiogroup') as HTMLFieldSetElement).disabled).toBe(true);
  });
});
