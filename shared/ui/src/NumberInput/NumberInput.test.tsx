import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setLocale } from '@toolhub/sdk';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Field } from '../Field/Field';
import { NumberInput, type NumberInputProps } from './NumberInput';
import { stepped } from './step';

beforeEach(() => setLocale('zh-CN'));
afterEach(cleanup);

function Controlled({ initial, onValue, ...props }: Omit<NumberInputProps, 'value' | 'onChange'> & { initial: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <NumberInput
      aria-label="贷款年限"
      {...props}
      value={value}
      onChange={(next) => {
        onValue?.(next);
        setValue(next);
      }}
    />
  );
}

const field = () => screen.getByRole('textbox', { name: '贷款年限' }) as HTMLInputElement;

describe('NumberInput', () => {
  it('is a text box with a decimal keypad, not type=number', () => {
    render(<Controlled initial="30" />);
    expect(field().type).toBe('text');
    expect(field().getAttribute('inputmode')).toBe('decimal');
  });

  it('hands over the raw text as typed, even when it is not a number', () => {
    const onValue = vi.fn();
    render(<Controlled initial="" onValue={onValue} />);
    fireEvent.change(field(), { target: { value: '１２。５' } });
    expect(onValue).toHaveBeenCalledWith('１２。５');
    expect(field().value).toBe('１２。５');
  });

  it('steps with ArrowUp and ArrowDown within min and max', () => {
    const onValue = vi.fn();
    render(<Controlled initial="29" min={1} max={30} onValue={onValue} />);
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    expect(field().value).toBe('30');
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    expect(onValue).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(field(), { key: 'ArrowDown' });
    expect(field().value).toBe('29');
  });

  it('shows named stepper buttons that step and stop at the bounds', () => {
    render(<Controlled initial="2" min={1} max={30} stepper trailing="年" />);
    const less = screen.getByRole('button', { name: '减少' }) as HTMLButtonElement;
    const more = screen.getByRole('button', { name: '增加' }) as HTMLButtonElement;
    fireEvent.click(more);
    expect(field().value).toBe('3');
    fireEvent.click(less);
    fireEvent.click(less);
    expect(field().value).toBe('1');
    expect(less.disabled).toBe(true);
    expect(more.disabled).toBe(false);
  });

  it('names the steppers in English too', () => {
    setLocale('en');
    render(<Controlled initial="2" stepper />);
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Increase' })).toBeTruthy();
  });

  it('does not step when disabled or read only', () => {
    const onValue = vi.fn();
    render(<Controlled initial="5" stepper disabled onValue={onValue} />);
    fireEvent.keyDown(field(), { key: 'ArrowUp' });
    expect(onValue).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: '增加' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('takes the props of a Field', () => {
    render(
      <Field label="公积金贷款利率" error="请输入利率">
        {(control) => <NumberInput {...control} value="" onChange={() => {}} trailing="%" />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: '公积金贷款利率' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain('-error');
  });
});

describe('stepped', () => {
  it('keeps the decimals of the value or the step', () => {
    expect(stepped('0.1', 1, { step: 0.2 })).toBe('0.3');
    expect(stepped('3.14', 1, {})).toBe('4.14');
    expect(stepped('3.85', -1, { step: 0.05 })).toBe('3.8');
  });
  it('reads full-width digits and thousands separators', () => {
    expect(stepped('１２', 1, {})).toBe('13');
    expect(stepped('1,000', 1, { step: 10 })).toBe('1010');
  });
  it('starts an empty field at min (or 0) and leaves words alone', () => {
    expect(stepped('', 1, { min: 1 })).toBe('1');
    expect(stepped('', -1, {})).toBe('0');
    expect(stepped('abc', 1, {})).toBeUndefined();
  });
  it('clamps to the bounds', () => {
    expect(stepped('50', 1, { max: 30 })).toBe('30');
    expect(stepped('-5', -1, { min: 0 })).toBe('0');
  });
});
