import type { CSSProperties, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import type { ControlSize } from '../Input/Input';
import styles from './Select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  /** The choices; or pass <option>/<optgroup> children instead. */
  options?: readonly SelectOption[];
  /** 40 px high (the default) or a compact 32 px. */
  size?: ControlSize;
  /** Goes on the outer box (width, margins); `style` too. Everything else goes on the <select>. */
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The native select, styled: the phone's own picker, type-to-find and screen reader support
 * come with it. The arrow is drawn by the box, so the select can lose its platform arrow.
 */
export function Select({ options, size = 'md', className, style, children, ref, ...rest }: SelectProps) {
  return (
    <span className={[styles.box, styles[size], className].filter(Boolean).join(' ')} style={style}>
      <select {...rest} ref={ref} className={styles.select}>
        {options
          ? options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))
          : children}
      </select>
      <span className={styles.arrow} aria-hidden="true" />
    </span>
  );
}
