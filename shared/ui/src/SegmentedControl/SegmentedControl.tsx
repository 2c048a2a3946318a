import { useRef, type HTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import type { ControlSize } from '../Input/Input';
import { nextIndex } from '../internal/roving';
import { useSingleChoice, type ChoiceOption, type SingleChoiceProps } from '../internal/single-choice';
import styles from './SegmentedControl.module.css';

export type SegmentOption<V extends string = string> = ChoiceOption<V>;

export interface SegmentedControlProps<V extends string = string>
  extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'>,
    SingleChoiceProps<V> {
  /** The group's name for screen readers (aria-label); or pass aria-labelledby. */
  label?: string;
  /** Takes the full width, the segments sharing it. */
  block?: boolean;
  /** 40 px high (the default) or a compact 32 px, like the other controls. */
  size?: ControlSize;
  disabled?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A few mutually exclusive options side by side (商业贷款 / 公积金贷款 / 组合贷款). A radio
 * group in ARIA terms: one tab stop, arrows move and choose, as native radios do.
 */
export function SegmentedControl<V extends string = string>({
  options,
  value,
  defaultValue,
  onChange,
  label,
  block = false,
  size = 'md',
  disabled = false,
  className,
  ...rest
}: SegmentedControlProps<V>) {
  const [current, setCurrent] = useSingleChoice({ value, defaultValue, onChange });
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const off = options.map((option) => disabled || Boolean(option.disabled));
  const checkedIndex = options.findIndex((option) => option.value === current);
  // With nothing chosen yet, the first usable option takes the one tab stop.
  const tabStop = checkedIndex >= 0 && !off[checkedIndex] ? checkedIndex : off.indexOf(false);

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = buttons.current.findIndex((button) => button === event.target);
    if (from < 0) return;
    const index = nextIndex(event.key, from, off);
    if (index === undefined) return;
    event.preventDefault();
    setCurrent(options[index].value);
    buttons.current[index]?.focus();
  };

  return (
    <div
      {...rest}
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      className={[styles.control, styles[size], block && styles.block, className].filter(Boolean).join(' ')}
      onKeyDown={keyDown}
    >
      {options.map((option, index) => {
        const on = index === checkedIndex;
        return (
          <button
            key={option.value}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            role="radio"
            aria-checked={on}
            tabIndex={index === tabStop ? 0 : -1}
            disabled={off[index]}
            className={styles.segment}
            onClick={() => !on && setCurrent(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
