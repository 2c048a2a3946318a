import type { KeyboardEvent } from 'react';
import { InputBase, type InputProps } from '../Input/Input';
import { useT } from '../messages';
import { readNumber, stepped } from './step';
import styles from './NumberInput.module.css';

export interface NumberInputProps extends Omit<InputProps, 'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step' | 'inputMode'> {
  /** The text as typed: the caller checks it (finance tools have rules of their own). */
  value: string;
  onChange: (value: string) => void;
  min?: number;
  max?: number;
  step?: number;
  /** `numeric` for whole numbers (a phone shows digits only); `decimal` (the default) adds a point. */
  inputMode?: 'decimal' | 'numeric';
  /** Shows − and + buttons at the ends. */
  stepper?: boolean;
}

/**
 * A number field that is a text input, not type=number: that one drops what a Chinese IME
 * types (full-width digits, 。), turns a wheel scroll into a changed loan amount, and hides the
 * raw text from the caller. ArrowUp / ArrowDown step the value; the steppers do the same.
 */
export function NumberInput({
  value,
  onChange,
  min,
  max,
  step = 1,
  inputMode = 'decimal',
  stepper = false,
  disabled,
  readOnly,
  onKeyDown,
  ...rest
}: NumberInputProps) {
  const t = useT();
  const bounds = { min, max, step };
  const move = (direction: 1 | -1) => {
    const next = stepped(value, direction, bounds);
    if (next !== undefined && next !== value) onChange(next);
  };
  const current = readNumber(value);
  const atMin = current !== undefined && min !== undefined && current <= min;
  const atMax = current !== undefined && max !== undefined && current >= max;
  const locked = disabled || readOnly;

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || locked) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      // Otherwise the caret jumps to the start or the end of the text.
      event.preventDefault();
      move(event.key === 'ArrowUp' ? 1 : -1);
    }
  };

  const stepButton = (direction: 1 | -1) => (
    <button
      type="button"
      className={styles.step}
      aria-label={t(direction === 1 ? 'increase' : 'decrease')}
      aria-controls={rest.id}
      disabled={locked || (direction === 1 ? atMax : atMin)}
      onClick={() => move(direction)}
    >
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        {direction === 1 ? <path d="M3 8h10M8 3v10" /> : <path d="M3 8h10" />}
      </svg>
    </button>
  );

  return (
    <InputBase
      {...rest}
      type="text"
      inputMode={inputMode}
      autoComplete={rest.autoComplete ?? 'off'}
      value={value}
      disabled={disabled}
      readOnly={readOnly}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={keyDown}
      start={stepper && stepButton(-1)}
      end={stepper && stepButton(1)}
    />
  );
}
