/**
 * The tip bar as a visitor reads it in each of the four user states of spec §4, with the real
 * SDK (login, equity, quota, texts) and only its network answered by a fake hub that words its
 * texts as server/src/equity/texts.ts does.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { EQUITY_TEXT } from '@toolhub/contracts';
import { AUTO_CARD_FLAG_KEY, getLoginInfo, loginPanelAtom, sdkStore, setLocale } from '@toolhub/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EquityTip } from './EquityTip';

/** Each text of the scene's dictionary, zh-CN first, then en. */
const COPY: Record<string, [string, string]> = {
  [EQUITY_TEXT.tipNoLogin]: ['登录后每天可免费使用#次', 'Log in for # free uses every day'],
  [EQUITY_TEXT.tipNoLoginTried]: ['今日免费试用已用完，登录后每天可免费使用#次', "Today's free try is used up; log in for # free uses every day"],
  [EQUITY_TEXT.tipNoEquity]: ['今日剩余#次，开通会员低至#元/月享无限次', '# uses left today; go unlimited from #元 a month'],
  [EQUITY_TEXT.tipNoEquityNoPrice]: ['今日剩余#次，开通会员享无限次', '# uses left today; become a member to go unlimited'],
  [EQUITY_TEXT.tipEquity]: ['会员尊享无限次使用，尽情畅用吧', 'Member: unlimited uses, enjoy'],
  [EQUITY_TEXT.tipPaid]: ['剩余#次（含已购次数），开通会员享无限次', '# uses left, bought ones included; members use it without limit'],
};

/** What the fake hub answers for the visitor of a test. */
interface Visitor {
  qbid?: string;
  left: number;
  isPaid?: boolean;
  member?: boolean;
  /** The card call fails: the price is unknown. */
  noCards?: boolean;
  /** The equity calls do not answer yet. */
  equityPending?: Promise<void>;
}
const hub = vi.hoisted(() => ({ visitor: { left: 1 } as Visitor }));

vi.mock('../../../sdk/src/request', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../sdk/src/request')>();
  const failure = { imgApiError: true, errMsg: 'down', status: 500 };
  const get = async (url: string, params: { lang?: 'zh-CN' | 'en' } = {}) => {
    const { visitor } = hub;
    switch (url) {
      case '/api/getLoginInfo':
        return { ret: 0, data: visitor.qbid ? { qbid: visitor.qbid, appid: 'a' } : {} };
      case '/api/getEquitySceneText': {
        const language = params.lang === 'en' ? 1 : 0;
        return { ret: 0, data: { copywritingMap: Object.fromEntries(Object.entries(COPY).map(([id, texts]) => [id, { content: texts[language] }])), extInfo: { sceneNumber: 1 } } };
      }
      case '/api/getEquityConsumeCount':
        return { ret: 0, data: { leftTime: visitor.left, isPaid: Boolean(visitor.isPaid), ...(visitor.qbid ? {} : { loginFreePerDay: 3 }) } };
      case '/api/getEquityCardInfo':
        await visitor.equityPending;
        // VIP auto-renew: 15 yuan less a 3 yuan coupon is 12 (spec §9); the month card 15.
        return visitor.noCards ? failure : { cards: [{ status: 1, autopay_type: 1, price: 1500, coupons: [{ price: 300 }] }, { status: 1, price: 1500 }] };
      default:
        return failure;
    }
  };
  const post = async (url: string) => {
    await hub.visitor.equityPending;
    if (url === '/api/getEquityInfo') return { cards: hub.visitor.member ? [{ enquity_type: 0, end_time: Math.floor(Date.now() / 1000) + 86400 }] : [] };
    return failure;
  };
  return { ...original, api: { get: vi.fn(get), post: vi.fn(post), request: vi.fn() } };
});

let visitors = 0;
/** Renders the tip of a scene of its own for `visitor` (each test a new visitor, as after a page load). */
async function showTip(visitor: Visitor) {
  visitors += 1;
  hub.visitor = { ...visitor, qbid: visitor.qbid && `${visitor.qbid}-${visitors}` };
  // The page's login is read once; a test's new visitor is a fresh read.
  await act(() => getLoginInfo({ force: true }));
  render(<EquityTip scene={`scene_${visitors}`} />);
}
const tip = () => screen.findByRole('button');

beforeEach(() => {
  setLocale('zh-CN');
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  sdkStore.set(loginPanelAtom, null);
});

describe('the tip bar, not logged in (no_login)', () => {
  it('keeps its place while the values load, so nothing below jumps when it appears', async () => {
    await showTip({ left: 1 });
    // Before the quota answers: an empty block of the bar's height, hidden from screen readers.
    expect(screen.queryByTestId('equity-tip-placeholder')?.getAttribute('aria-hidden')).toBe('true');
    await tip();
    expect(screen.queryByTestId('equity-tip-placeholder')).toBeNull();
  });

  it('says what a login brings', async () => {
    await showTip({ left: 1 });
    expect((await tip()).textContent).toBe('登录后每天可免费使用3次');
  });

  it("says the free try is gone today, and still what a login brings, never '0次'", async () => {
    await showTip({ left: 0 });
    expect((await tip()).textContent).toBe('今日免费试用已用完，登录后每天可免费使用3次');
  });

  it('in English', async () => {
    setLocale('en');
    await showTip({ left: 0 });
    expect((await tip()).textContent).toBe("Today's free try is used up; log in for 3 free uses every day");
  });

  it('a click remembers the wish to pay and asks to log in (the pay panel opens once after the login)', async () => {
    await showTip({ left: 0 });
    fireEvent.click(await tip());
    await vi.waitFor(() => expect(sdkStore.get(loginPanelAtom)?.title).toBe('登录享受免费特权'));
    expect(localStorage.getItem(AUTO_CARD_FLAG_KEY)).toBe('1');
  });
});

describe('the tip bar, logged in without equity (login_no_equity)', () => {
  it('fills # with the uses left and #元 with the price of the spec §9 rule', async () => {
    await showTip({ qbid: 'q', left: 3 });
    expect((await tip()).textContent).toBe('今日剩余3次，开通会员低至12元/月享无限次');
  });

  it('with the card info failed, shows the wording without a price, never the count as the price', async () => {
    await showTip({ qbid: 'q', left: 3, noCards: true });
    const bar = await tip();
    expect(bar.textContent).toBe('今日剩余3次，开通会员享无限次');
    expect(bar.textContent).not.toContain('3元');
  });

  it('in English, with and without the price', async () => {
    setLocale('en');
    await showTip({ qbid: 'q', left: 2 });
    expect((await tip()).textContent).toBe('2 uses left today; go unlimited from 12元 a month');
    cleanup();
    await showTip({ qbid: 'q', left: 2, noCards: true });
    expect((await tip()).textContent).toBe('2 uses left today; become a member to go unlimited');
  });
});

describe('the tip bar, member (login_equity) and with paid uses (LOGIN_PAID)', () => {
  it('a member is never offered membership, not even while the equity loads', async () => {
    let answer = () => {};
    await showTip({ qbid: 'm', left: 3, member: true, equityPending: new Promise<void>((resolve) => (answer = resolve)) });
    // The count and texts are in; the equity is not: nothing is said yet.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button')).toBeNull();
    answer();
    expect((await tip()).textContent).toBe('会员尊享无限次使用，尽情畅用吧');
  });

  it('paid uses left: the count of every use left', async () => {
    await showTip({ qbid: 'p', left: 13, isPaid: true });
    expect((await tip()).textContent).toBe('剩余13次（含已购次数），开通会员享无限次');
  });

  it('in English', async () => {
    setLocale('en');
    await showTip({ qbid: 'm', left: 3, member: true });
    expect((await tip()).textContent).toBe('Member: unlimited uses, enjoy');
    cleanup();
    await showTip({ qbid: 'p', left: 13, isPaid: true, noCards: true });
    expect((await tip()).textContent).toBe('13 uses left, bought ones included; members use it without limit');
  });
});
