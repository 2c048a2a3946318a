import { openLoginPanel, openPayPanel } from '@toolhub/sdk';
import { Button } from '../Button/Button';
import { useT } from '../messages';
import type { ChargingGate } from './charging-gate';
import styles from './RecognitionScreen.module.css';

/** Why a charged tool's main button is disabled, with the way on: log in, or become a member. */
export function GateNotice({ gate }: { gate: ChargingGate }) {
  const t = useT();
  if (gate === 'needsLogin') {
    return (
      <p className={styles.gate}>
        {t('needsLogin')}
        <Button variant="text" onClick={() => void openLoginPanel({ title: t('loginFirst') })}>
          {t('loginNow')}
        </Button>
      </p>
    );
  }
  if (gate === 'usedUp') {
    return (
      <p className={styles.gate}>
        {t('usedUp')}
        <Button variant="text" onClick={() => openPayPanel()}>
          {t('becomeMember')}
        </Button>
      </p>
    );
  }
  return null;
}
