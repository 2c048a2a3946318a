import type { CardSide } from '@toolhub/contracts';
import { useId } from 'react';
import { useT } from '../messages';
import styles from './RecognitionScreen.module.css';

/** Which side of the card the image shows: one radio per side, as a segmented control. */
export function CardSideSelector({ sides, value, onChange, disabled }: { sides: readonly CardSide[]; value: CardSide; onChange: (side: CardSide) => void; disabled?: boolean }) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className={styles.cardSides} disabled={disabled}>
      <legend className={styles.cardSidesLegend}>{t('cardSide')}</legend>
      <div className={styles.segments}>
        {sides.map((side) => (
          <label key={side} className={styles.segment}>
            <input type="radio" name={name} value={side} checked={side === value} onChange={() => onChange(side)} />
            <span>{t(`cardSide${side}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
