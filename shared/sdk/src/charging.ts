/**
 * The charging flow of spec §4 for a tool whose catalog says `needCharge`: on load, check the
 * login (the panel asks when needed), then the card and equity, then the scene's quota, and
 * refresh the quota after every payment. After each use without equity one use is consumed.
 */
import { equityAtom, loadEquity } from './equity';
import { checkLogin } from './login';
import { onPayEnd } from './pay';
import { consume, loadQuota, type ConsumeResult } from './quota';
import { sdkStore } from './store';

const started = new Map<string, () => void>();

/** Starts the flow for a scene once per page; returns whether the visitor is logged in. */
export async function startChargingFlow(scene: string): Promise<boolean> {
  if (!started.has(scene)) started.set(scene, onPayEnd(() => void loadQuota(scene)));
  const loggedIn = await checkLogin();
  if (!loggedIn) return false;
  await loadEquity();
  await loadQuota(scene);
  return true;
}

/** After a use of a charged tool: a member consumes nothing, anyone else one use. */
export async function chargeAfterUse(scene: string): Promise<ConsumeResult> {
  if (sdkStore.get(equityAtom).level !== 'none') return { accepted: true, source: 'equity' };
  return consume(scene);
}
