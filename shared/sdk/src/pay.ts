/**
 * The pay panel (spec §2 "Pay panel", §4 "Equity card"). In the browser's own host it opens
 * through the native frame command (host/calls.ts; the host reports the payment through its
 * `onPrivilegePaySuccess` hook, which reloads the page); everywhere else, and when the host
 * refuses or does not answer, it is the overlay the shell renders from `payPanelAtom`: the pay
 * page of the same host in a frame, which posts `{cmd: 'PAYEND_POST_MSG'}` when done.
 */
import { atom } from 'jotai';
import {
  PAYEND_POST_MSG,
  PAY_FRAME_CLOSE_DELAY_MS,
  PAY_FRAME_SIZE,
  PAY_FRAME_SIZE_COMPACT,
  PAY_PATH,
  PAY_QUERY,
  PAY_TOOL_SCENE_PARAM,
} from '@toolhub/contracts';
import { getEnv } from './env';
import { inLocale } from './i18n';
import { hasNativeBridge } from './host/bridge';
import { hostOpenPayFrame } from './host/calls';
import { equityAtom, loadEquity } from './equity';
import { reloadShownQuotas } from './quota';
import { sdkStore } from './store';

export interface PayPanelState {
  url: string;
  width: number;
  height: number;
  /** True during the close delay, so the overlay can fade out. */
  closing: boolean;
}

export const payPanelAtom = atom<PayPanelState | null>(null);

type PayEndCallback = () => void;
/** Subscribers to every payment end. */
const payEndCallbacks = new Set<PayEndCallback>();
/** The `onPaid` of the open panel; dropped when it closes, paid or not. */
let panelCallbacks: PayEndCallback[] = [];

/** The quota scene of the tool page the visitor is on (the shell's tool chrome sets it). */
let toolScene: string | undefined;

/** The tool page now shown, or none: its packs of uses are sold beside the cards. */
export function setPayToolScene(scene: string | undefined): void {
  toolScene = scene;
}

/**
 * The pay page address; SVIP holders also see the extra card (showExCrd=1), and on a tool's page
 * the page also sells that tool's packs of uses (the server checks the scene against its catalog).
 */
export function payUrl(showExtraCard: boolean, scene: string | undefined = toolScene): string {
  const query = new URLSearchParams(PAY_QUERY);
  if (showExtraCard) query.set('showExCrd', '1');
  if (scene) query.set(PAY_TOOL_SCENE_PARAM, scene);
  // The pay page speaks the language of the page that opened it.
  return inLocale(`${PAY_PATH}?${query.toString()}`);
}

/** The Mac desktop is the one platform variant with the compact frame. */
function frameSize(): { width: number; height: number } {
  const env = getEnv();
  return env.isPC && env.platform === 'MAC' ? PAY_FRAME_SIZE_COMPACT : PAY_FRAME_SIZE;
}

function onMessage(event: MessageEvent) {
  if (event.origin !== globalThis.location?.origin) return;
  const data = event.data as { cmd?: unknown } | null;
  if (data?.cmd !== PAYEND_POST_MSG) return;
  [...panelCallbacks, ...payEndCallbacks].forEach((callback) => callback());
  closePayPanel();
  void loadEquity();
  void reloadShownQuotas();
}

let listening = false;

function listenForPayEnd() {
  if (listening || !globalThis.addEventListener) return;
  listening = true;
  globalThis.addEventListener('message', onMessage);
}

/**
 * Opens the pay panel. `onPaid` runs once when the pay page reports the end of a payment;
 * the equity is reloaded after every payment either way.
 */
export function openPayPanel({ onPaid }: { onPaid?: () => void } = {}): void {
  listenForPayEnd();
  if (onPaid) panelCallbacks.push(onPaid);
  const showExtraCard = sdkStore.get(equityAtom).level === 'extra';
  const panel = { url: payUrl(showExtraCard), ...frameSize(), closing: false };
  const showOverlay = () => sdkStore.set(payPanelAtom, panel);
  if (getEnv().hostKind === 'browser' && hasNativeBridge()) {
    // The host's frame is no page of ours: it gets the full address.
    const url = new URL(panel.url, globalThis.location?.href).href;
    void hostOpenPayFrame(url, frameSize()).then((opened) => opened || showOverlay());
    return;
  }
  showOverlay();
}

/** Registers a callback for every payment end; returns the unsubscribe. */
export function onPayEnd(callback: PayEndCallback): () => void {
  listenForPayEnd();
  payEndCallbacks.add(callback);
  return () => payEndCallbacks.delete(callback);
}

/** Closes the panel after the spec's 300 ms delay. */
export function closePayPanel(): void {
  const open = sdkStore.get(payPanelAtom);
  if (!open || open.closing) return;
  panelCallbacks = [];
  sdkStore.set(payPanelAtom, { ...open, closing: true });
  setTimeout(() => {
    if (sdkStore.get(payPanelAtom)?.closing) sdkStore.set(payPanelAtom, null);
  }, PAY_FRAME_CLOSE_DELAY_MS);
}
