import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState/EmptyState';
import { useT } from '../messages';
import { ResultArea } from '../ResultArea/ResultArea';
import styles from './RecognitionScreen.module.css';

/** A result's title row. */
export interface ResultHead {
  /** The heading ('识别结果', with how much was found). */
  title: ReactNode;
  /** What to do with the result: copy, download. */
  actions?: ReactNode;
}

export interface ResultPanelProps {
  /** What the alert says: a refused file or a failed run; a result already shown stays under it. */
  error?: string;
  result?: ReactNode;
  /** The result's title row, shown with it. */
  head?: ResultHead;
  /** The recognition runs (the invoice screen shows it here), `progress` 0..1 while the image uploads. */
  busy?: boolean;
  progress?: number;
}

/** The right area: the error alert, then the results, or the 'effect preview' placeholder before any. */
export function ResultPanel({ error, result, head, busy = false, progress }: ResultPanelProps) {
  const t = useT();
  const state = busy ? 'busy' : result !== undefined ? 'ready' : error ? 'error' : 'empty';
  return (
    <ResultArea
      className={styles.resultArea}
      state={state}
      label={t('resultArea')}
      title={state === 'ready' ? head?.title : undefined}
      actions={head?.actions}
      error={error}
      progress={progress}
      empty={<EmptyState title={t('effectPreview')} description={t('effectPreviewHint')} />}
    >
      {result}
    </ResultArea>
  );
}
