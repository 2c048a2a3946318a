/**
 * The equity card (spec §3 "Equity", §4 "Equity card"): none, base (VIP) or extra (SVIP).
 * Until the server answers the equity calls, every failure leaves the state at 'none' with
 * `loaded: false`: the badge offers membership, shows no member tag, and nothing breaks.
 */
import { atom } from 'jotai';
import {
  ENQUITY_TYPE,
  EQUITY_CARD_ACTIVE,
  equityCardResponseSchema,
  equityInfoResponseSchema,
  type EquityCard,
  type EquityEntry,
} from '@toolhub/contracts';
import { autoRenewPrice } from './logic/price';
import { getLoginInfo, loginInfoAtom } from './login';
import { api, isApiFailure } from './request';
import { sdkStore, useSdkValue } from './store';

export type EquityLevel = 'none' | 'base' | 'extra';

export interface EquityState {
  /** True once the equity calls answered; false while unknown or unreachable. */
  loaded: boolean;
  level: EquityLevel;
  /** Expiry of the held level, in epoch ms. */
  expiresAt?: number;
  /** The cheapest card on sale (price, coupons, auto-renew), when the server gave one. */
  card?: EquityCard;
}

const NO_EQUITY: EquityState = { loaded: false, level: 'none' };

export const equityAtom = atom<EquityState>(NO_EQUITY);

/** The strongest level among the entries that have not expired; SVIP wins over VIP. */
export function equityLevelOf(entries: EquityEntry[], now = Date.now()): Pick<EquityState, 'level' | 'expiresAt'> {
  const active = entries.filter((entry) => entry.end_time * 1000 > now);
  const extra = active.filter((entry) => entry.enquity_type === ENQUITY_TYPE.EXTRA);
  const held = extra.length ? extra : active.filter((entry) => entry.enquity_type === ENQUITY_TYPE.BASE);
  if (!held.length) return { level: 'none' };
  return { level: extra.length ? 'extra' : 'base', expiresAt: Math.max(...held.map((entry) => entry.end_time * 1000)) };
}

let pendingLoad: Promise<EquityState> | undefined;

async function fetchEquity(): Promise<EquityState> {
  const login = await getLoginInfo();
  // An anonymous visitor holds no equity; asking the server would only answer 1101.
  if (!login.isLogin) return NO_EQUITY;
  const [infoAnswer, cardAnswer] = await Promise.all([
    api.post<unknown>('/api/getEquityInfo', undefined, { silent: true }),
    api.get<unknown>('/api/getEquityCardInfo', undefined, { silent: true }),
  ]);
  const info = equityInfoResponseSchema.safeParse(infoAnswer);
  // Equity info carrying a `code` field counts as empty (spec §5).
  if (isApiFailure(infoAnswer) || !info.success || info.data.code !== undefined) return NO_EQUITY;
  const cards = equityCardResponseSchema.safeParse(cardAnswer);
  // The tip's "from # yuan" names the cheapest card on sale.
  const onSale = cards.success ? cards.data.cards.filter((c) => c.status === EQUITY_CARD_ACTIVE) : [];
  const card = onSale.sort((a, b) => autoRenewPrice(a) - autoRenewPrice(b))[0];
  return { loaded: true, ...equityLevelOf(info.data.cards), card };
}

/** Loads (or reloads, after a payment) the equity of the logged-in visitor. */
export function loadEquity(): Promise<EquityState> {
  pendingLoad ??= fetchEquity()
    .then((state) => {
      sdkStore.set(equityAtom, state);
      return state;
    })
    .finally(() => {
      pendingLoad = undefined;
    });
  return pendingLoad;
}

/** The account the equity was last loaded for; '' is anonymous, undefined not yet asked. */
let loadedFor: string | undefined;

function loadForCurrentAccount() {
  const login = sdkStore.get(loginInfoAtom);
  if (!login) return;
  const account = login.qbid ?? '';
  if (account === loadedFor) return;
  loadedFor = account;
  // Another account's card says nothing of this one's: unknown until its own answer.
  if (sdkStore.get(equityAtom).loaded) sdkStore.set(equityAtom, NO_EQUITY);
  void loadEquity();
}

// While a component shows the equity: load once the login is known (subscribing to the login
// asks the server for it) and again if the account changes.
equityAtom.onMount = () => {
  loadForCurrentAccount();
  return sdkStore.sub(loginInfoAtom, loadForCurrentAccount);
};

/** The equity in React. */
export function useEquity(): EquityState {
  return useSdkValue(equityAtom);
}
