import { openLoginPanel, openPayPanel } from '@toolhub/sdk';
import { Button } from '@toolhub/ui/core';
import { useT } from '../messages';
import type { ChargingGate } from './charging-gate';
import styles from './RecognitionScreen.module.css';

/**
 * Why a charged tool's main button is disabled, with the way on: log in, or become a member.
 * `texts` words the why for a tool that does not recognise images.
 */
export function GateNotice({ gate, texts }: { gate: ChargingGate; texts?: { needsLogin?: string; usedUp?: string } }) {
  const t = useT();
  if (gate === 'needsLogin') {
    return (
      <p className={styles.gate}>
        {texts?.needsLogin ?? t('needsLogin')}
        <Button variant="text" onClick={() => void openLoginPanel({ title: t('loginFirst') })}>
          {t('loginNow')}
        </Button>
      </p>
    );
  }
  if (gate === 'usedUp') {
    return (
      <p className={styles.gate}>
        {texts?.usedUp ?? t('usedUp')}
        <Button variant="text" onClick={() => openPayPanel()}>
          {t('becomeMember')}
        </Button>
      </p>
    );
  }
  return null;
}
