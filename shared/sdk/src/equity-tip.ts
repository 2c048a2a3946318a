/**
 * The equity tip bar's behaviour (spec §4 "Equity tip states"): its text for the visitor's
 * state from the scene's text dictionary, what a click does, and the auto-card flag that
 * carries "I wanted to pay" across a login.
 */
import { AUTO_CARD_FLAG_KEY } from '@toolhub/contracts';
import { equityAtom, useEquity, type EquityState } from './equity';
import { defineMessages, getLocale, useLocale, type Locale } from './i18n';
import { equityTipState, equityTipText, type EquityTipState } from './logic/equity-tip';
import { autoRenewPrice } from './logic/price';
import { getLoginInfo, loginInfoAtom, openLoginPanel, useLogin, type LoginInfo } from './login';
import { openPayPanel } from './pay';
import { quotaAtomOf, useQuota, type QuotaState } from './quota';
import { sdkStore } from './store';

/** Set when a visitor clicks the tip before logging in (or leaves to be named as payer); consumed after. */
export { AUTO_CARD_FLAG_KEY };

const messages = defineMessages({
  'zh-CN': { loginForFree: '登录享受免费特权' },
  en: { loginForFree: 'Log in to enjoy free privileges' },
});


export interface EquityTip {
  state: EquityTipState;
  /** '' until every value the state's text names is known (never half-filled). */
  text: string;
}

interface TipSources {
  login: LoginInfo | undefined;
  equity: EquityState;
  quota: QuotaState;
  locale: Locale;
}

function tipOf({ login, equity, quota, locale }: TipSources): EquityTip {
  const isLogin = Boolean(login?.isLogin);
  const hasEquity = equity.level !== 'none';
  const state = equityTipState({ isLogin, hasEquity, isPaid: quota.isPaid });
  // Unknown yet: the login, or whether a logged-in visitor is a member (who must not be
  // offered membership), or the texts in the page's language.
  if (!login || (isLogin && !equity.loaded) || quota.textsLocale !== locale) return { state, text: '' };
  const facts = {
    isLogin,
    hasEquity,
    isPaid: quota.isPaid,
    leftCount: quota.leftCount,
    loginFreePerDay: quota.loginFreePerDay,
    // The cheapest card on sale by the spec's auto-renew rule; unknown until its call answered.
    price: equity.card ? autoRenewPrice(equity.card) : undefined,
  };
  return { state, text: equityTipText(quota.texts?.copywritingMap, facts) };
}

/** The tip of a scene as it stands now, outside React (the login panel's title after a refused use). */
export function currentEquityTip(scene: string): EquityTip {
  return tipOf({ login: sdkStore.get(loginInfoAtom), equity: sdkStore.get(equityAtom), quota: sdkStore.get(quotaAtomOf(scene)), locale: getLocale() });
}

/** The tip of a scene for the visitor, live as login, equity, quota and language change. */
export function useEquityTip(scene: string): EquityTip {
  const login = useLogin();
  const equity = useEquity();
  const quota = useQuota(scene);
  const locale = useLocale();
  return tipOf({ login, equity, quota, locale });
}

/**
 * A click on the tip: not logged in → remember the wish to pay and log in first; logged in
 * without equity → the pay panel. Members have nothing to buy.
 */
export async function clickEquityTip(): Promise<void> {
  const login = await getLoginInfo();
  if (!login.isLogin) {
    writeFlag(true);
    watchAutoCard();
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

/**
 * Starts honouring the auto-card flag (once per page): the shell starts it with a visitor's page,
 * and a click that sets the flag starts it too. Not from a render: watching subscribes to the
 * login, which asks the server for it, and a page rendered on the server or by a build must ask
 * nothing. Without the flag it watches nothing: subscribing would ask for the login at once,
 * and an answer that lands while React hydrates the page makes it render the whole page again
 * synchronously (issue 21: 70-170 ms on a phone). The page's first reader of the login asks
 * once the page is taken over.
 */
export function watchAutoCard(): void {
  if (autoCardWatching || !readFlag()) return;
  autoCardWatching = true;
  sdkStore.sub(equityAtom, checkAutoCard);
  sdkStore.sub(loginInfoAtom, checkAutoCard);
  checkAutoCard();
}
