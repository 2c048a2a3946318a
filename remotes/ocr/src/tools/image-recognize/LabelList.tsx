import type { ImageLabel } from '@toolhub/contracts';
import { useId, type CSSProperties } from 'react';
import { useLocale } from '@toolhub/sdk';
import { useT } from './messages';
import { colourAt, confidenceText, labelName } from './result';
import { ResultHead } from '../../shared/ResultHead';
import { useMarkedList } from '../../shared/use-marked-list';
import shared from '../../shared/shared.module.css';
import styles from './image-recognize.module.css';

export interface LabelListProps {
  labels: readonly ImageLabel[];
  activeLabel?: number;
  onActivate: (label: number | undefined) => void;
}

/**
 * The objects found, surest first: each one's name in the page's language and its confidence
 * as a number and a bar. Hovering or focusing one boxes it on the image.
 */
export function LabelList({ labels, activeLabel, onActivate }: LabelListProps) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const { listProps, itemProps } = useMarkedList(labels.length, activeLabel, onActivate);

  return (
    <div className={shared.result}>
      <ResultHead title={t('resultTitle')} count={t('objectCount', { count: labels.length })} />
      <p id={`${id}-hint`} className={shared.visuallyHidden}>
        {t('labelsHint')}
      </p>
      <ol {...listProps} className={styles.labels} aria-label={t('labelsLabel')} aria-describedby={`${id}-hint`}>
        {labels.map((label, index) => {
          const name = labelName(label, locale);
          const confidence = confidenceText(label.Confidence);
          return (
            <li
              key={index}
              className={styles.label}
              style={{ '--label-colour': colourAt(index) } as CSSProperties}
              {...itemProps(index)}
              aria-label={`${name}，${t('confidence', { value: confidence })}`}
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
