/**
 * The login provider of each kind: the real one when configured, else the built-in sandbox
 * where sandboxes are allowed (never in prod), else none (the login pages say 功能暂未开放).
 */
import { LOGIN_PROVIDERS, type LoginProvider } from '@toolhub/contracts';
import { sandboxAllowed } from '../../config';
import type { ServerContext } from '../../context';
import { SANDBOX_APPIDS } from '../appids';
import { sandboxAppSecret, sandboxPath } from '../sandbox/app';
import { fixedBases, type ProviderAdapter, type ProviderBases } from './adapter';
import { qqConnectAdapter } from './qq-connect';
import { wxOpenAdapter } from './wx-open';

export interface LoginProviders {
  adapters: Partial<Record<LoginProvider, ProviderAdapter>>;
  /** The kinds served by the built-in sandbox, whose routes must then be registered. */
  sandboxed: LoginProvider[];
}

const sandboxBases = (ctx: ServerContext, provider: LoginProvider): ProviderBases => ({
  browser: (publicOrigin) => `${publicOrigin}${sandboxPath(provider)}`,
  server: () => `${ctx.selfOrigin()}${sandboxPath(provider)}`,
});

function sandboxAdapter(ctx: ServerContext, provider: LoginProvider): ProviderAdapter {
  const options = { appId: SANDBOX_APPIDS[provider], bases: sandboxBases(ctx, provider) };
  const secret = sandboxAppSecret(ctx.secret, provider);
  return provider === 'qq' ? qqConnectAdapter({ ...options, appKey: secret }) : wxOpenAdapter({ ...options, secret });
}

export function chooseProviders(ctx: ServerContext): LoginProviders {
  const { qqConnect, wxOpen } = ctx.config;
  const real: Partial<Record<LoginProvider, ProviderAdapter>> = {
    qq: qqConnect && qqConnectAdapter({ appId: qqConnect.appId, appKey: qqConnect.appKey, bases: fixedBases(qqConnect.baseUrl) }),
    wx:
      wxOpen &&
      wxOpenAdapter({
        appId: wxOpen.appId,
        secret: wxOpen.secret,
        bases: { browser: () => wxOpen.pageBaseUrl, server: () => wxOpen.apiBaseUrl },
      }),
  };
  const result: LoginProviders = { adapters: {}, sandboxed: [] };
  for (const provider of LOGIN_PROVIDERS) {
    const adapter = real[provider];
    if (adapter) {
      result.adapters[provider] = adapter;
    } else if (sandboxAllowed(ctx.config)) {
      result.adapters[provider] = sandboxAdapter(ctx, provider);
      result.sandboxed.push(provider);
    }
  }
  return result;
}
