/**
 * The app the hub is registered as with the sandbox providers: its ids (SANDBOX_APPIDS), its
 * secrets and its one callback per provider. Secrets are derived from the server secret, so
 * every server process agrees on them without configuration.
 */
import crypto from 'node:crypto';
import type { LoginProvider } from '@toolhub/contracts';
import { SANDBOX_APPIDS } from '../appids';

export const SANDBOX_APP_NAME = 'Toolhub 小工具';

/** Where each sandbox provider is mounted. */
export const sandboxPath = (provider: LoginProvider) => `/sandbox/${provider}`;

/** The sandbox app's secret: QQ's app key or WeChat's AppSecret, 32 hex characters like the real ones. */
export const sandboxAppSecret = (secret: string, provider: LoginProvider) =>
  crypto.createHmac('sha256', secret).update(`sandbox app secret ${provider} ${SANDBOX_APPIDS[provider]}`).digest('hex').slice(0, 32);

/** The registered callback: the hub's own login callback on the origin the sandbox is seen on. */
export const isRegisteredCallback = (provider: LoginProvider, redirectUri: string, publicOrigin: string) =>
  redirectUri === `${publicOrigin}/login/${provider}/callback`;

