/**
 * The equity tip bar's behaviour (spec §4 "Equity tip states"): its text for the visitor's
 * state from the scene's text dictionary, what a click does, and the auto-card flag that
 * carries "I wanted to pay" across a login.
 */
import { EQUITY_TIP_KEYS, TIP_TEXT_BY_KEY } from '@toolhub/contracts';
import { equityAtom, useEquity } from './equity';
import { defineMessages } from './i18n';
import { equityTipState, fillTipContent, type EquityTipState } from './logic/equity-tip';
import { autoRenewPrice } from './logic/price';
import { getLoginInfo, loginInfoAtom, openLoginPanel, useLogin } from './login';
import { openPayPanel } from './pay';
import { useQuota } from './quota';
import { sdkStore } from './store';

const messages = defineMessages({
  'zh-CN': { loginForFree: '登录享受免费特权' },
  en: { loginForFree: 'Log in to enjoy free privileges' },
});

/** Set when a visitor clicks the tip before logging in; consumed after the login. */
export const AUTO_CARD_FLAG_KEY = '_qbtool_auto_card_';

export interface EquityTip {
  state: EquityTipState;
  /** '' until the scene's texts and count are known. */
  text: string;
}

/** The tip of a scene for the visitor, live as login, equity and quota change. */
export function useEquityTip(scene: string): EquityTip {
  const login = useLogin();
  const equity = useEquity();
  const quota = useQuota(scene);
  watchAutoCard();
  const state = equityTipState({ isLogin: Boolean(login?.isLogin), hasEquity: equity.level !== 'none', isPaid: quota.isPaid });
  const textId = TIP_TEXT_BY_KEY[EQUITY_TIP_KEYS[state]];
  const content = quota.texts?.copywritingMap[String(textId)]?.content;
  // The count is unknown while it is the cache's initial -999.
  if (!login || !content || quota.leftCount < 0) return { state, text: '' };
  const price = equity.card ? autoRenewPrice(equity.card) : undefined;
  return { state, text: fillTipContent(content, { leftCount: quota.leftCount, price }) };
}

/**
 * A click on the tip: not logged in → remember the wish to pay and log in first; logged in
 * without equity → the pay panel. Members have nothing to buy.
 */
export async function clickEquityTip(): Promise<void> {
  const login = await getLoginInfo();
  if (!login.isLogin) {
    writeFlag(true);
    void openLoginPanel({ title: messages.t('loginForFree') });
    return;
  }
  if (sdkStore.get(equityAtom).level === 'none') openPayPanel();
}

function writeFlag(on: boolean) {
  try {
    if (on) globalThis.localStorage?.setItem(AUTO_CARD_FLAG_KEY, '1');
    else globalThis.localStorage?.removeItem(AUTO_CARD_FLAG_KEY);
  } catch {
    // Without storage the visitor clicks the tip again after logging in.
  }
}

function readFlag(): boolean {
  try {
    return globalThis.localStorage?.getItem(AUTO_CARD_FLAG_KEY) === '1';
  } catch {
    return false;
  }
}

let autoCardWatching = false;

/** Once logged in with the equity known: the flag opens the pay panel once (if still without equity) and is removed. */
function checkAutoCard() {
  const login = sdkStore.get(loginInfoAtom);
  const equity = sdkStore.get(equityAtom);
  if (!login?.isLogin || !equity.loaded || !readFlag()) return;
  writeFlag(false);
  if (equity.level === 'none') openPayPanel();
}

/** Starts honouring the auto-card flag (once per page); the tip's first render calls it. */
export function watchAutoCard(): void {
  if (autoCardWatching) return;
  autoCardWatching = true;
  sdkStore.sub(equityAtom, checkAutoCard);
  sdkStore.sub(loginInfoAtom, checkAutoCard);
  checkAutoCard();
}
