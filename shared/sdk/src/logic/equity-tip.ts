import { EQUITY_TIP_KEYS } from '@toolhub/contracts';

export type EquityTipState = keyof typeof EQUITY_TIP_KEYS;
export type EquityTipKey = (typeof EQUITY_TIP_KEYS)[EquityTipState];
/** A scene's tip dictionary: content keyed by the user state's key (1, 2, 3, 4). */
export type EquityTipDictionary = Partial<Record<EquityTipKey, string>>;

export interface EquityTipInput {
  isLogin: boolean;
  /** Holds a VIP or SVIP card. */
  hasEquity: boolean;
  /** Has a paid count left (consume count `isPaid`). */
  isPaid: boolean;
}

/** Which of the four user states a visitor is in (spec §4 "Equity tip states"). */
export function equityTipState({ isLogin, hasEquity, isPaid }: EquityTipInput): EquityTipState {
  if (!isLogin) return 'no_login';
  if (hasEquity) return 'login_equity';
  return isPaid ? 'LOGIN_PAID' : 'login_no_equity';
}

/**
 * Fills a tip content: '#元' becomes the price in yuan, then every remaining '#' the left
 * count. '#元' goes first, or its '#' would be taken for the count.
 */
export function fillTipContent(content: string, values: { leftCount: number; price?: number | string }): string {
  const withPrice = values.price === undefined ? content : content.replaceAll('#元', `${values.price}元`);
  return withPrice.replaceAll('#', String(values.leftCount));
}

/** The tip text for a visitor, or '' when the scene's dictionary has none for their state. */
export function equityTipText(
  dictionary: EquityTipDictionary,
  input: EquityTipInput,
  values: { leftCount: number; price?: number | string },
): string {
  const content = dictionary[EQUITY_TIP_KEYS[equityTipState(input)]];
  return content ? fillTipContent(content, values) : '';
}

/** Text templates replace only the first '#' with a value (spec §3). */
export function fillTemplate(template: string, value: string | number): string {
  return template.replace('#', () => String(value));
}
