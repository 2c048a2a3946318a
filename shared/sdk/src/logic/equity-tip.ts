import { EQUITY_TEXT, EQUITY_TIP_KEYS, TIP_TEXT_BY_KEY, type SceneTextResponse } from '@toolhub/contracts';

export type EquityTipState = keyof typeof EQUITY_TIP_KEYS;

export interface EquityTipInput {
  isLogin: boolean;
  /** Holds a VIP or SVIP card. */
  hasEquity: boolean;
  /** Has a paid count left (consume count `isPaid`). */
  isPaid: boolean;
}

/** What the tip may say about a visitor; a value it does not know is undefined (or negative, for the count). */
export interface EquityTipFacts extends EquityTipInput {
  /** Uses left today, free and paid together (consume count `leftTime`); negative while unknown (-999 in the cache). */
  leftCount: number;
  /** For a visitor not logged in: the free uses a day a login brings (consume count `loginFreePerDay`). */
  loginFreePerDay?: number;
  /** The lowest member price in yuan (spec §9 auto-renew rule); undefined while no card on sale is known. */
  price?: number;
}

/** Which of the four user states a visitor is in (spec §4 "Equity tip states"). */
export function equityTipState({ isLogin, hasEquity, isPaid }: EquityTipInput): EquityTipState {
  if (!isLogin) return 'no_login';
  if (hasEquity) return 'login_equity';
  return isPaid ? 'LOGIN_PAID' : 'login_no_equity';
}

interface TipChoice {
  textId: number;
  count?: number;
  price?: number;
}

const tipOf = (state: EquityTipState) => TIP_TEXT_BY_KEY[EQUITY_TIP_KEYS[state]];

/**
 * The text of the visitor's state and the values it is filled with; undefined while a value
 * the state's tip needs is unknown. Where the state's text would not be true, its second
 * wording: a visitor not logged in whose free try is gone today, or a price not known.
 */
function tipChoiceOf(facts: EquityTipFacts): TipChoice | undefined {
  const state = equityTipState(facts);
  const countKnown = facts.leftCount >= 0;
  switch (state) {
    case 'login_equity':
      return { textId: tipOf(state) };
    case 'LOGIN_PAID':
      return countKnown ? { textId: tipOf(state), count: facts.leftCount } : undefined;
    case 'login_no_equity':
      if (!countKnown) return undefined;
      return facts.price === undefined
        ? { textId: EQUITY_TEXT.tipNoEquityNoPrice, count: facts.leftCount }
        : { textId: tipOf(state), count: facts.leftCount, price: facts.price };
    case 'no_login': {
      // The count a visitor not logged in is offered is a login's: their own anonymous try
      // only decides whether to say it is gone.
      const perDay = facts.loginFreePerDay;
      if (perDay === undefined || !countKnown) return undefined;
      if (perDay <= 0) return { textId: EQUITY_TEXT.memberBenefit };
      return { textId: facts.leftCount > 0 ? tipOf(state) : EQUITY_TEXT.tipNoLoginTried, count: perDay };
    }
  }
}

/**
 * Fills a tip content (spec §3): '#元' becomes the price in yuan, then every remaining '#'
 * the count. '#元' goes first, or its '#' would be taken for the count. A content naming a
 * value that is not given answers undefined: a tip is never shown half-filled.
 */
export function fillTipContent(content: string, { count, price }: { count?: number; price?: number }): string | undefined {
  if (content.includes('#元') && price === undefined) return undefined;
  const withPrice = price === undefined ? content : content.replaceAll('#元', `${price}元`);
  if (withPrice.includes('#') && count === undefined) return undefined;
  return count === undefined ? withPrice : withPrice.replaceAll('#', String(count));
}

/** The tip for the visitor from the scene's texts (its copywritingMap, by text id), or '' while it cannot be said truthfully. */
export function equityTipText(texts: SceneTextResponse['data']['copywritingMap'] | undefined, facts: EquityTipFacts): string {
  const choice = tipChoiceOf(facts);
  const content = choice && texts?.[String(choice.textId)]?.content;
  if (!choice || !content) return '';
  return fillTipContent(content, choice) ?? '';
}

/** Text templates replace only the first '#' with a value (spec §3). */
export function fillTemplate(template: string, value: string | number): string {
  return template.replace('#', () => String(value));
}
