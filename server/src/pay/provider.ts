/**
 * The pay provider in use: WeChat Pay when WXPAY_* is configured; otherwise, outside prod,
 * the built-in sandbox reached through the very same adapter; otherwise none (paying is
 * "not open yet").
 */
import { sandboxAllowed, type WxPayConfig } from '../config';
import type { ServerContext } from '../context';
import { loadSandboxWxPay, sandboxMerchantConfig, type SandboxWxPay } from './sandbox/settings';
import { WxPayClient } from './wxpay/client';

export interface PayProvider {
  /** True for the built-in sandbox: the pay page then offers to pay on this machine. */
  sandbox: boolean;
  /** The merchant's app (WXPAY_APPID): JSAPI payers are named under it. */
  appId: string;
  settings: () => WxPayConfig;
  client: WxPayClient;
}

export interface ResolvedPay {
  provider?: PayProvider;
  /** Present when the sandbox provider must be served by this process. */
  sandbox?: SandboxWxPay;
}

export async function resolvePayProvider(ctx: ServerContext): Promise<ResolvedPay> {
  const configured = ctx.config.wxPay;
  if (configured) {
    const settings = () => configured;
    return { provider: { sandbox: false, appId: configured.appId, settings, client: new WxPayClient(settings, ctx.clock) } };
  }
  if (!sandboxAllowed(ctx.config)) return {};
  const sandbox = await loadSandboxWxPay({ dataDir: ctx.config.dataDir, secret: ctx.secret });
  // Built on each call: the sandbox lives at this process's own origin, known once it listens.
  const settings = () => sandboxMerchantConfig(sandbox, ctx.selfOrigin());
  return { provider: { sandbox: true, appId: sandbox.appId, settings, client: new WxPayClient(settings, ctx.clock) }, sandbox };
}
