import type { ReactNode } from 'react';
import styles from './shared.module.css';

export interface ResultHeadProps {
  title: string;
  /** How much was found ('共 3 行'), beside the title. */
  count?: string;
  /** Copy and download buttons. */
  actions?: ReactNode;
}

/** The heading of a recognition result: its title, how much was found, and what to do with it. */
export function ResultHead({ title, count, actions }: ResultHeadProps) {
  return (
    <div className={styles.head}>
      <h2 className={styles.title}>
        {title}
        {count && <span className={styles.count}>{count}</span>}
      </h2>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
