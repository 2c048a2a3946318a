import type { ImageLabel } from '@toolhub/contracts';
import { useId, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { useLocale } from './locale';
import { useT } from './messages';
import { colourAt, confidenceText, labelName } from './result';
import { ResultHead } from '../../shared/ResultHead';
import shared from '../../shared/shared.module.css';
import styles from './image-recognize.module.css';

export interface LabelListProps {
  labels: readonly ImageLabel[];
  activeLabel?: number;
  onActivate: (label: number | undefined) => void;
}

/** Moves focus within the list: one tab stop for the list, arrow keys between its labels. */
const NEXT_LABEL: Record<string, (current: number, count: number) => number> = {
  ArrowDown: (current, count) => Math.min(count - 1, current + 1),
  ArrowUp: (current) => Math.max(0, current - 1),
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The objects found, surest first: each one's name in the page's language and its confidence
 * as a number and a bar. Hovering or focusing one boxes it on the image.
 */
export function LabelList({ labels, activeLabel, onActivate }: LabelListProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const tabStop = activeLabel !== undefined && activeLabel < labels.length ? activeLabel : 0;

  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const move = NEXT_LABEL[event.key];
    const current = Number((event.target as HTMLElement).dataset.label);
    if (!move || Number.isNaN(current)) return;
    event.preventDefault();
    listRef.current?.querySelector<HTMLElement>(`[data-label="${move(current, labels.length)}"]`)?.focus();
  };

  return (
    <div className={shared.result}>
      <ResultHead title={t('resultTitle')} count={t('objectCount', { count: labels.length })} />
      <p id={`${id}-hint`} className={shared.visuallyHidden}>
        {t('labelsHint')}
      </p>
      <ol ref={listRef} className={styles.labels} aria-label={t('labelsLabel')} aria-describedby={`${id}-hint`} onKeyDown={onKeyDown}>
        {labels.map((label, index) => {
          const name = labelName(label, locale);
          const confidence = confidenceText(label.Confidence);
          return (
            <li
              key={index}
              className={styles.label}
              style={{ '--label-colour': colourAt(index) } as CSSProperties}
              data-label={index}
              data-active={index === activeLabel || undefined}
              tabIndex={index === tabStop ? 0 : -1}
              aria-label={`${name}，${t('confidence', { value: confidence })}`}
              onMouseEnter={() => onActivate(index)}
              onMouseLeave={() => onActivate(undefined)}
              onFocus={() => onActivate(index)}
              onBlur={() => onActivate(undefined)}
            >
              <span className={styles.marker} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.labelBody}>
                <span className={styles.labelHead}>
                  <span className={styles.labelName}>{name}</span>
                  <span className={styles.labelScore}>{confidence}%</span>
                </span>
                <span className={styles.bar} aria-hidden="true">
                  <span className={styles.barFill} style={{ width: `${confidence}%` }} />
                </span>
              </span>
            </li>
          );
        })}
      </ol>
      <p className={styles.scopeNote}>{t('scopeNote')}</p>
    </div>
  );
}
