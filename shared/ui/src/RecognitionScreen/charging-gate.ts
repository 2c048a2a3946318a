/**
 * Whether a charged tool may recognise now (spec §5 "Recognition screen", §6 roles): blocked
 * when charging is on and the visitor is not logged in, or holds no equity and has no use
 * left. While the answer is not known yet the main button shows loading; when blocked,
 * disabled. A tool without needCharge is never blocked here (the server still counts its uses).
 */
import type { ToolMeta } from '@toolhub/contracts';
import { useEquity, useLogin, useQuota, type EquityState, type LoginInfo } from '@toolhub/sdk';

export type ChargingGate = 'open' | 'checking' | 'needsLogin' | 'usedUp';

export interface ChargingFacts {
  needCharge: boolean;
  /** undefined until the server answered the login. */
  login: LoginInfo | undefined;
  equity: Pick<EquityState, 'loaded' | 'level'>;
  /** Uses left today (free plus paid); negative while unknown (-999 in the cache). */
  leftCount: number;
}

export function chargingGateOf({ needCharge, login, equity, leftCount }: ChargingFacts): ChargingGate {
  if (!needCharge) return 'open';
  if (!login) return 'checking';
  if (!login.isLogin) return 'needsLogin';
  if (equity.level !== 'none' || leftCount > 0) return 'open';
  // No use left may still mean a member whose card has not loaded yet.
  if (leftCount < 0 || !equity.loaded) return 'checking';
  return 'usedUp';
}

/** The gate of a tool for the visitor, live as login, equity and quota change. */
export function useChargingGate(tool: Pick<ToolMeta, 'needCharge' | 'scene'>): ChargingGate {
  const login = useLogin();
  const equity = useEquity();
  const quota = useQuota(tool.scene);
  return chargingGateOf({ needCharge: tool.needCharge, login, equity, leftCount: quota.leftCount });
}
