import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The colour by meaning: a soft ground with words of the same tone. */
  tone?: BadgeTone;
  /** A small glyph before the words; decorative. */
  icon?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLSpanElement>;
}

/** A small label: a status ('已上传'), a count, a fact ('已纠正倾斜 2.5°'). */
export function Badge({ tone = 'neutral', icon, className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={[styles.badge, styles[tone], className].filter(Boolean).join(' ')}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </span>
  );
}
