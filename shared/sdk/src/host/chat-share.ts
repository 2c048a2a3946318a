/**
 * The share card in the chat app (spec §2 "Share", §3 "Share options", §7 "Loaded on demand":
 * the share SDK). The chat app shares a page from its own top-right menu — the page's share
 * mask says so — and shows the card the page set through the app's JS-SDK: its title,
 * description, link (callfrom=share_wx) and picture. The SDK is configured with a signature the
 * hub makes for this page; its script is loaded only here, only when the app has not put `wx`
 * into the page itself. Without an official account the menu shares the page plainly.
 */
import { CHAT_APP_CONFIG_PATH, CHAT_APP_SHARE_APIS, chatAppConfigSchema } from '@toolhub/contracts';
import { api, isApiFailure } from '../request';
import { getShareOptions, pageShareLink, shareInfoAtom } from '../share';
import { sdkStore } from '../store';
import { reportError } from '../telemetry/reporter';

interface ShareCard {
  title: string;
  desc?: string;
  link: string;
  imgUrl: string;
}

/** The part of the chat app's JS-SDK (`window.wx`) the share card uses. */
export interface ChatAppJsSdk {
  config(options: { debug: boolean; appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }): void;
  ready(callback: () => void): void;
  error(callback: (failure: { errMsg?: string }) => void): void;
  updateAppMessageShareData(card: ShareCard): void;
  updateTimelineShareData(card: ShareCard): void;
}

const sdkInPage = () => (globalThis as { wx?: ChatAppJsSdk }).wx;

function loadSdk(src: string | undefined): Promise<ChatAppJsSdk | undefined> {
  const present = sdkInPage();
  if (present || !src) return Promise.resolve(present);
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve(sdkInPage());
    script.onerror = () => resolve(undefined);
    document.head.appendChild(script);
  });
}

function applyShareCard(sdk: ChatAppJsSdk): void {
  const { title, desc, img_url } = getShareOptions();
  const link = pageShareLink('wx');
  sdk.updateAppMessageShareData({ title, desc, link, imgUrl: img_url });
  // The moments timeline shows a title only.
  sdk.updateTimelineShareData({ title, link, imgUrl: img_url });
}

export async function startChatAppShare(): Promise<void> {
  // Signed for the page's own address, without its fragment (as the app checks it).
  const url = globalThis.location.href.split('#')[0] ?? '';
  const answer = await api.get<{ data?: unknown }>(CHAT_APP_CONFIG_PATH, { url }, { silent: true, appendUserInfo: false, retries: 1 });
  if (isApiFailure(answer)) return;
  const config = chatAppConfigSchema.safeParse(answer.data);
  if (!config.success) return;
  const sdk = await loadSdk(config.data.js_sdk_url);
  // No script to load (the sandbox) and none in the page: the menu shares the page plainly.
  if (!sdk) return config.data.js_sdk_url ? reportError('host', 'the chat app JS-SDK could not be loaded') : undefined;
  const { appId, timestamp, nonceStr, signature } = config.data;
  sdk.error((failure) => reportError('host', `the chat app refused the JS-SDK config: ${failure.errMsg ?? 'no reason'}`));
  sdk.ready(() => {
    applyShareCard(sdk);
    // A page that sets its own share info later (a tool's result) updates the card.
    sdkStore.sub(shareInfoAtom, () => applyShareCard(sdk));
  });
  sdk.config({ debug: false, appId, timestamp, nonceStr, signature, jsApiList: [...CHAT_APP_SHARE_APIS] });
}
