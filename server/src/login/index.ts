/**
 * Login: QQ Connect and WeChat QR login through provider adapters, sessions in cookies,
 * and the login calls of spec §7 "Token and user". Returns the LoginLookup the rest of the
 * server asks "who is this?".
 */
import type { LoginType } from '@toolhub/contracts';
import type { FastifyInstance } from 'fastify';
import type { LoginLookup } from '../auth/login';
import type { Config } from '../config';
import type { ServerContext } from '../context';
import { sessionLookup } from './sessions';

/** App ids of the sandbox providers, used when no real provider is configured. */
export const SANDBOX_APPIDS = { qq: '101000001', wx: 'wxsandbox000001' } as const;

/** The app id a login type logs in with (spec §9 "Default appids per login type"). */
export const appidOf = (config: Pick<Config, 'qqConnect' | 'wxOpen'>) => (type: LoginType) =>
  type === 'wx' ? (config.wxOpen?.appId ?? SANDBOX_APPIDS.wx) : (config.qqConnect?.appId ?? SANDBOX_APPIDS.qq);

export async function loginRoutes(_app: FastifyInstance, { db, clock, config }: ServerContext): Promise<LoginLookup> {
  return sessionLookup(db, clock, appidOf(config));
}
