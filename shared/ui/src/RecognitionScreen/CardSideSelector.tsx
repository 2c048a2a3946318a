import type { CardSide } from '@toolhub/contracts';
import { useId } from 'react';
import { useT } from '../messages';
import { SegmentedControl } from '../SegmentedControl/SegmentedControl';
import styles from './RecognitionScreen.module.css';

/** Which side of the card the image shows: one radio per side, as a segmented control. */
export function CardSideSelector({ sides, value, onChange, disabled }: { sides: readonly CardSide[]; value: CardSide; onChange: (side: CardSide) => void; disabled?: boolean }) {
  const t = useT();
  const labelId = useId();
  return (
    <div className={styles.cardSides}>
      <span id={labelId} className={styles.cardSidesLabel}>
        {t('cardSide')}
      </span>
      <SegmentedControl<CardSide>
        aria-labelledby={labelId}
        options={sides.map((side) => ({ value: side, label: t(`cardSide${side}`) }))}
        value={value}
        onChange={onChange}
        disabled={disabled}
      />
    </div>
  );
}
