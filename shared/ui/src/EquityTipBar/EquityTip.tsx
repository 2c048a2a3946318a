import { clickEquityTip, useEquityTip } from '@toolhub/sdk';
import { EquityTipBar } from './EquityTipBar';

/**
 * The equity tip bar of a scene, live (spec §4 "Equity tip states"): the visitor's state's
 * text from the scene's dictionary, shown only once every value it names is known, and the
 * click the spec gives it (log in first, or the pay panel).
 */
export function EquityTip({ scene }: { scene: string }) {
  const tip = useEquityTip(scene);
  return tip.text ? <EquityTipBar text={tip.text} onClick={() => void clickEquityTip()} /> : null;
}
