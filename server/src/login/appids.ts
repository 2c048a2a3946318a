import type { LoginType } from '@toolhub/contracts';
import type { Config } from '../config';

/** App ids of the sandbox providers, used when no real provider is configured. */
export const SANDBOX_APPIDS = { qq: '101000001', wx: 'wxsandbox000001' } as const;

/** The app id a login type logs in with (spec §9 "Default appids per login type"). */
export const appidOf = (config: Pick<Config, 'qqConnect' | 'wxOpen'>) => (type: LoginType) =>
  type === 'wx' ? (config.wxOpen?.appId ?? SANDBOX_APPIDS.wx) : (config.qqConnect?.appId ?? SANDBOX_APPIDS.qq);
