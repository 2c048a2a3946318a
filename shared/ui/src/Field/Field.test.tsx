import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Input } from '../Input/Input';
import { Select } from '../Select/Select';
import { Field } from './Field';

afterEach(cleanup);

describe('Field', () => {
  it('names its control by the label', () => {
    render(<Field label="商业贷款金额">{(control) => <Input {...control} defaultValue="100" />}</Field>);
    const input = screen.getByRole('textbox', { name: '商业贷款金额' }) as HTMLInputElement;
    expect(input.value).toBe('100');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('reads the hint with the control', () => {
    render(
      <Field label="页码范围" hint="例如 1-3,5">
        {(control) => <Input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: '页码范围' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(describedText(screen.getByRole('textbox'))).toBe('例如 1-3,5');
  });

  it('marks the control invalid and reads the error first, with no alert role', () => {
    render(
      <Field label="贷款年限" hint="1 至 30 年" error="年限不能超过 30 年">
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: '贷款年限' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toBe('年限不能超过 30 年 1 至 30 年');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('年限不能超过 30 年').tagName).toBe('P');
  });

  it('shows a required marker outside the name and says required to assistive technology', () => {
    render(
      <Field label="选择银行" required>
        {(control) => <Select {...control} options={[{ value: 'icbc', label: '工商银行' }]} />}
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: '选择银行' });
    expect(select.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('uses a given control id', () => {
    render(
      <Field label="文件的打开密码" controlId="unlock-password" inline className="mine">
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('文件的打开密码');
    expect(input.id).toBe('unlock-password');
    expect(input.closest('.mine')).not.toBeNull();
  });
});

function describedText(element: HTMLElement) {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
}
