import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { EmptyState } from '../EmptyState/EmptyState';
import { AlertGlyph } from '../internal/icons';
import { SectionHead, hasTitle, type HeadingLevel } from '../internal/SectionHead';
import { useT } from '../messages';
import { Progress } from '../Progress/Progress';
import styles from './ResultArea.module.css';

export type ResultAreaState = 'empty' | 'busy' | 'error' | 'ready';

export interface ResultAreaProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** empty: nothing yet; busy: the tool works; error: it failed; ready: the result (children). */
  state: ResultAreaState;
  /** A visible heading, which then names the region; without one the region is named by `label`. */
  title?: ReactNode;
  level?: HeadingLevel;
  /** The region's name when there is no visible title; '处理结果' unless told. */
  label?: string;
  /** What to do with a ready result (copy, download), at the end of the title row. */
  actions?: ReactNode;
  /** What shows while empty (and under an error); the '效果预览' EmptyState unless told. */
  empty?: ReactNode;
  /** How far the work is, 0..1, while busy; undefined when not known. */
  progress?: number;
  /** The words under the progress while busy; '处理中，请稍候...' unless told. */
  busyText?: string;
  /**
   * Why it failed: in the error state; in the ready state too, above a result that stays (a
   * later step failed, e.g. the next file was refused, and the last result is still good).
   */
  error?: ReactNode;
  /** The result, shown when ready. */
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * The area where a tool shows its result: a named region that holds the placeholder, then the
 * progress while the tool works (and says it is busy), the failure, or the result with its
 * actions.
 */
export function ResultArea({
  state,
  title,
  level = 2,
  label,
  actions,
  empty,
  progress,
  busyText,
  error,
  children,
  className,
  ...rest
}: ResultAreaProps) {
  const t = useT();
  const titleId = useId();
  const titled = hasTitle(title);
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const placeholder = empty ?? <EmptyState title={t('effectPreview')} description={t('resultsAppearHere')} />;

  return (
    <section
      {...rest}
      className={[styles.area, className].filter(Boolean).join(' ')}
      aria-labelledby={titled ? titleId : undefined}
      aria-label={titled ? undefined : (label ?? t('resultRegion'))}
      aria-busy={state === 'busy' || undefined}
      data-state={state}
    >
      {/* Nothing to copy or download until there is a result. */}
      <SectionHead title={title} titleId={titleId} level={level} actions={state === 'ready' && actions} />
      {state === 'busy' && (
        <div className={styles.busy}>
          <Progress variant="ring" size="lg" value={progress} label={t('taskProgress')} showValue />
          {/* A status, so a screen reader says the work started without moving there. */}
          <p className={styles.busyText} role="status">
            {busyText ?? t('processing')}
          </p>
        </div>
      )}
      {(state === 'error' || (state === 'ready' && hasError)) && (
        <div className={styles.error} role="alert">
          <AlertGlyph className={styles.errorIcon} />
          <span>{error}</span>
        </div>
      )}
      {(state === 'empty' || state === 'error') && placeholder}
      {state === 'ready' && <div className={styles.body}>{children}</div>}
    </section>
  );
}
