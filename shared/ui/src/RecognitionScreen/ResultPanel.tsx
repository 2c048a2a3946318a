import { useEffect, useRef, type ReactNode } from 'react';
import { EmptyState } from '../EmptyState/EmptyState';
import { useT } from '../messages';
import { ResultArea, type ResultAreaState } from '../ResultArea/ResultArea';
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

/** Below this share of the window's height the area is brought into view: less than two fifths of the window would show it. */
const REVEAL_BELOW = 0.6;

/**
 * Brings the area into view when a result or a failure arrives and the area starts low in the
 * window or below it: on a phone the columns stack, and the answer lands under the preview and
 * the buttons, mostly out of sight, while only 识别成功 shows. Where it is in sight (a wide
 * screen) nothing moves.
 */
function useRevealWhenDone(state: ResultAreaState) {
  const ref = useRef<HTMLElement>(null);
  const before = useRef(state);
  useEffect(() => {
    const arrived = (state === 'ready' || state === 'error') && state !== before.current;
    before.current = state;
    const area = ref.current;
    if (!arrived || !area || area.getBoundingClientRect().top < window.innerHeight * REVEAL_BELOW) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    area.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, [state]);
  return ref;
}

/** The right area: the error alert, then the results, or the 'effect preview' placeholder before any. */
export function ResultPanel({ error, result, head, busy = false, progress }: ResultPanelProps) {
  const t = useT();
  const state = busy ? 'busy' : result !== undefined ? 'ready' : error ? 'error' : 'empty';
  const ref = useRevealWhenDone(state);
  return (
    <ResultArea
      ref={ref}
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
