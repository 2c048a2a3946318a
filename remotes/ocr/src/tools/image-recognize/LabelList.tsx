import type { ImageLabel } from '@toolhub/contracts';
import { useLocale } from '@toolhub/sdk';
import { t, useT } from './messages';
import { colourAt, confidenceText, labelName } from './result';
import type { Marking } from '../../shared/MarkedScreen';
import { MarkedList, Marker, ScoreBar } from '../../shared/MarkedList';
import { countedTitle } from '../../shared/ResultTitle';
import shared from '../../shared/shared.module.css';
import styles from './image-recognize.module.css';

/** The result's title row: how many objects. */
export const labelListHead = (labels: readonly ImageLabel[]) => ({ title: countedTitle(t('resultTitle'), t('objectCount', { count: labels.length })) });

/**
 * The objects found, surest first: each one's name in the page's language and its confidence
 * as a number and a bar, in the colour of its box. Hovering or focusing one boxes it on the image.
 */
export function LabelList({ result: labels, active, onActivate }: { result: readonly ImageLabel[] } & Marking<number>) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <MarkedList
        items={labels}
        active={active}
        onActivate={onActivate}
        label={t('labelsLabel')}
        keysHint={t('labelsHint')}
        itemClassName={styles.label}
        itemLabel={(label) => `${labelName(label, locale)}，${t('confidence', { value: confidenceText(label.Confidence) })}`}
        itemColour={(_, index) => colourAt(index)}
      >
        {(label, index) => (
          <>
            <Marker index={index} />
            <span className={styles.labelBody}>
              <span className={shared.nameRow}>
                <span className={shared.name}>{labelName(label, locale)}</span>
                <span className={shared.score}>{confidenceText(label.Confidence)}%</span>
              </span>
              <ScoreBar value={confidenceText(label.Confidence)} />
            </span>
          </>
        )}
      </MarkedList>
      <p className={shared.note}>{t('scopeNote')}</p>
    </>
  );
}
