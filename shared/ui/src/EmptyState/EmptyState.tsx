import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** An icon or illustration; decorative. Leave it out for the default picture, null for none. */
  icon?: ReactNode;
  /** What would be here ('效果预览'). */
  title: ReactNode;
  /** How it gets here ('选择图片并点击“识别图片”后，结果显示在这里'). */
  description?: ReactNode;
  /** A way to fill it: a button or link. */
  action?: ReactNode;
  /** sm for a narrow spot (a side panel), md otherwise. */
  size?: 'sm' | 'md';
  ref?: Ref<HTMLDivElement>;
}

/** A sheet with lines: "something will show here". */
function DefaultPicture() {
  return (
    <svg viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" focusable="false">
      <rect x="7" y="9" width="34" height="30" rx="4" />
      <path d="M14 19h20M14 25h20M14 31h12" />
    </svg>
  );
}

/** What an area shows before it has anything: a picture, a title, a hint, maybe a way to start. */
export function EmptyState({ icon, title, description, action, size = 'md', className, ...rest }: EmptyStateProps) {
  const picture = icon === undefined ? <DefaultPicture /> : icon;
  return (
    <div {...rest} className={[styles.empty, styles[size], className].filter(Boolean).join(' ')}>
      {picture && (
        <span className={styles.picture} aria-hidden="true">
          {picture}
        </span>
      )}
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
