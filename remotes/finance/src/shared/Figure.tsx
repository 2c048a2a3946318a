import { Card } from '@toolhub/ui';
import type { ReactNode } from 'react';
import styles from './shared.module.css';

/** Headline figures side by side, wrapping on a phone: a list of <Figure>s. */
export function Figures({ className, children }: { className?: string; children: ReactNode }) {
  return <dl className={[styles.figures, className].filter(Boolean).join(' ')}>{children}</dl>;
}

/** One headline figure (a rate, a monthly payment) in a card: its name above, the value big. */
export function Figure({ label, padding = 'sm', testId, children }: { label: ReactNode; padding?: 'sm' | 'md'; testId?: string; children: ReactNode }) {
  return (
    <Card as="div" variant="bordered" padding={padding} className={styles.figure}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </Card>
  );
}
