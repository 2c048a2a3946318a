import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { useT } from '../core-messages';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'text' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary: the one main action; secondary: a neutral one; outline: a lesser action in the primary colour; text: a link-like one; danger: a destructive one. */
  variant?: ButtonVariant;
  /** sm 32 px, md 40 px (the hub's buttons), lg 48 px. */
  size?: ButtonSize;
  /** Shows a spinner and ignores clicks while an action runs. */
  loading?: boolean;
  /** A glyph before the label; decorative, the label names the button. */
  icon?: ReactNode;
  /** Takes the full width of its container. */
  block?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The class names of a button's look, for an element that must look like one without being a
 * <button> (a download link): a link that navigates should stay a link.
 */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  className,
}: Pick<ButtonProps, 'variant' | 'size' | 'block' | 'loading' | 'className'> = {}): string {
  return [styles.button, styles[variant], styles[size], block && styles.block, loading && styles.loading, className].filter(Boolean).join(' ');
}

/** The content of a button: the spinner or the icon, then the label. */
export function ButtonContent({ loading = false, icon, children }: Pick<ButtonProps, 'loading' | 'icon' | 'children'>) {
  const t = useT();
  return (
    <>
      {loading ? (
        <span className={styles.spinner} role="img" aria-label={t('loading')} />
      ) : (
        icon && (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )
      )}
      <span className={styles.label}>{children}</span>
    </>
  );
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  icon,
  block = false,
  disabled,
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  // A loading submit button must not submit again, so its click is swallowed, not just ignored.
  const click = loading ? (event: MouseEvent<HTMLButtonElement>) => event.preventDefault() : onClick;
  return (
    // aria-disabled keeps a loading button focusable, so focus is not lost mid-action.
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size, block, loading, className })}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={click}
    >
      <ButtonContent loading={loading} icon={icon}>
        {children}
      </ButtonContent>
    </button>
  );
}
