import type { CSSProperties, InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './Radio.module.css';

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The label text beside the circle. */
  children?: ReactNode;
  /** A second, quieter line under the label. */
  hint?: ReactNode;
  /** `card`: a bordered tile that shows the choice by its border (the PDF tools' option cards). */
  variant?: 'plain' | 'card';
  /** Goes on the outer label; `style` too. Everything else goes on the <input>. */
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLInputElement>;
}

/** A native radio (arrow keys move within its name group) with a drawn circle. */
export function Radio({ children, hint, variant = 'plain', className, style, ref, ...rest }: RadioProps) {
  return (
    <label className={[styles.radio, styles[variant], rest.disabled && styles.disabled, className].filter(Boolean).join(' ')} style={style}>
      <input {...rest} ref={ref} type="radio" className={styles.input} />
      <span className={styles.circle} aria-hidden="true" />
      <span className={styles.text}>
        {children !== undefined && children !== null && <span className={styles.label}>{children}</span>}
        {hint !== undefined && hint !== null && <span className={styles.hint}>{hint}</span>}
      </span>
    </label>
  );
}
