import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useT } from '../messages';
import styles from './Button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'outlined' | 'text';
  /** Shows a spinner and ignores clicks while an action runs. */
  loading?: boolean;
  /** Takes the full width of its container. */
  block?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  loading = false,
  block = false,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const t = useT();
  const classes = [styles.button, styles[variant], block && styles.block, loading && styles.loading, className]
    .filter(Boolean)
    .join(' ');
  return (
    // aria-disabled keeps a loading button focusable, so focus is not lost mid-action.
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : rest.onClick}
    >
      {loading && <span className={styles.spinner} role="img" aria-label={t('loading')} />}
      <span className={styles.label}>{children}</span>
    </button>
  );
}
