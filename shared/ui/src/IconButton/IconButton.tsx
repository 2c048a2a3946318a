import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './IconButton.module.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label' | 'title'> {
  /** What the button does ('移除 报告.pdf'): its accessible name, and its tooltip as title. */
  label: string;
  /** The glyph; decorative, the label names the button. */
  icon: ReactNode;
  /** ghost: no edge until hovered (a row's tools); outline: a bordered square. */
  variant?: 'ghost' | 'outline';
  /** sm 32 px, md 40 px, lg 48 px square. */
  size?: 'sm' | 'md' | 'lg';
  ref?: Ref<HTMLButtonElement>;
}

/** A square button with only a glyph; the label it must have is what it is called. */
export function IconButton({ label, icon, variant = 'ghost', size = 'md', type = 'button', className, ...rest }: IconButtonProps) {
  const classes = [styles.button, styles[variant], styles[size], className].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={classes} aria-label={label} title={label}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
    </button>
  );
}
