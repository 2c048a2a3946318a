import { clickEquityTip, useEquityTip } from '@toolhub/sdk';
import { EquityTipBar } from './EquityTipBar';
import styles from './EquityTipBar.module.css';

/**
 * The equity tip bar of a scene, live (spec §4 "Equity tip states"): the visitor's state's
 * text from the scene's dictionary, shown only once every value it names is known, and the
 * click the spec gives it (log in first, or the pay panel).
 */
export function EquityTip({ scene }: { scene: string }) {
  const tip = useEquityTip(scene);
  // Every visitor gets a tip once the values are known: until then its place is kept, so what
  // lies below does not jump when it appears.
  if (!tip.text) return <div className={styles.placeholder} aria-hidden="true" data-testid="equity-tip-placeholder" />;
  return <EquityTipBar text={tip.text} onClick={() => void clickEquityTip()} />;
}
