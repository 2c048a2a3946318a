import { useId, type FieldsetHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldMessages, hasMessage, messageIds } from '../internal/FieldMessages';
import { useSingleChoice, type ChoiceOption, type SingleChoiceProps } from '../internal/single-choice';
import { Radio } from './Radio';
import styles from './Radio.module.css';

export interface RadioOption<V extends string = string> extends ChoiceOption<V> {
  hint?: ReactNode;
}

export interface RadioGroupProps<V extends string = string>
  extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'onChange' | 'defaultValue'>,
    SingleChoiceProps<V, RadioOption<V>> {
  /** The group's name, shown as its legend. */
  label: ReactNode;
  /** Side by side, wrapping on narrow screens (the default), or one under another. */
  orientation?: 'horizontal' | 'vertical';
  /** `card`: bordered tiles in a grid, for choices with a hint each. */
  variant?: 'plain' | 'card';
  /** The radios' shared name; one is made up otherwise. */
  name?: string;
  /** Shown under the options and read with the group. */
  error?: ReactNode;
  hint?: ReactNode;
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * One choice of a few, as native radios in a fieldset: arrow keys, a single tab stop and the
 * group's name in a screen reader come from the browser.
 */
export function RadioGroup<V extends string = string>({
  label,
  options,
  value,
  defaultValue,
  onChange,
  orientation = 'horizontal',
  variant = 'plain',
  name,
  error,
  hint,
  disabled,
  className,
  ...rest
}: RadioGroupProps<V>) {
  const id = useId();
  const [current, setCurrent] = useSingleChoice({ value, defaultValue, onChange });
  return (
    <fieldset
      {...rest}
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={messageIds(id, error, hint)}
      aria-invalid={hasMessage(error) || undefined}
      disabled={disabled}
      className={[styles.group, className].filter(Boolean).join(' ')}
    >
      <legend id={`${id}-legend`} className={styles.legend}>
        {label}
      </legend>
      <div className={[styles.options, styles[orientation], variant === 'card' && styles.cards].filter(Boolean).join(' ')}>
        {options.map((option) => (
          <Radio
            key={option.value}
            name={name ?? id}
            value={option.value}
            checked={current === option.value}
            disabled={option.disabled}
            hint={option.hint}
            variant={variant}
            onChange={() => setCurrent(option.value)}
          >
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldMessages id={id} error={error} hint={hint} className={styles.message} />
    </fieldset>
  );
}
