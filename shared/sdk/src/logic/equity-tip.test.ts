import { EQUITY_TEXT } from '@toolhub/contracts';
import { describe, expect, it } from 'vitest';
import { equityTipState, equityTipText, fillTemplate, fillTipContent, type EquityTipFacts } from './equity-tip';

/** The tip texts as the hub's server words them (server/src/equity/texts.ts), keyed by text id. */
const copy = (texts: Record<keyof typeof TIPS, string>) =>
  Object.fromEntries(Object.entries(texts).map(([name, content]) => [String(TIPS[name as keyof typeof TIPS]), { content }]));
const TIPS = {
  tipNoLogin: EQUITY_TEXT.tipNoLogin,
  tipNoLoginTried: EQUITY_TEXT.tipNoLoginTried,
  tipNoEquity: EQUITY_TEXT.tipNoEquity,
  tipNoEquityNoPrice: EQUITY_TEXT.tipNoEquityNoPrice,
  tipEquity: EQUITY_TEXT.tipEquity,
  tipPaid: EQUITY_TEXT.tipPaid,
  memberBenefit: EQUITY_TEXT.memberBenefit,
};
const zh = copy({
  tipNoLogin: '登录后每天可免费使用#次',
  tipNoLoginTried: '今日免费试用已用完，登录后每天可免费使用#次',
  tipNoEquity: '今日剩余#次，开通会员低至#元/月享无限次',
  tipNoEquityNoPrice: '今日剩余#次，开通会员享无限次',
  tipEquity: '会员尊享无限次使用，尽情畅用吧',
  tipPaid: '剩余#次（含已购次数），开通会员享无限次',
  memberBenefit: '会员不限每日次数，识别、转换等全部工具随心用',
});
const en = copy({
  tipNoLogin: 'Log in for # free uses every day',
  tipNoLoginTried: "Today's free try is used up; log in for # free uses every day",
  tipNoEquity: '# uses left today; go unlimited from #元 a month',
  tipNoEquityNoPrice: '# uses left today; become a member to go unlimited',
  tipEquity: 'Member: unlimited uses, enjoy',
  tipPaid: '# uses left, bought ones included; members use it without limit',
  memberBenefit: 'Members have no daily limit on any tool: recognition, conversion and more',
});

const anonymous: EquityTipFacts = { isLogin: false, hasEquity: false, isPaid: false, leftCount: 1, loginFreePerDay: 3 };
const loggedIn: EquityTipFacts = { isLogin: true, hasEquity: false, isPaid: false, leftCount: 3 };
const member: EquityTipFacts = { ...loggedIn, hasEquity: true };
const paid: EquityTipFacts = { ...loggedIn, isPaid: true, leftCount: 13 };

describe('equityTipState', () => {
  it('maps the four user states', () => {
    expect(equityTipState({ isLogin: false, hasEquity: false, isPaid: false })).toBe('no_login');
    expect(equityTipState({ isLogin: false, hasEquity: true, isPaid: true })).toBe('no_login');
    expect(equityTipState({ isLogin: true, hasEquity: true, isPaid: false })).toBe('login_equity');
    expect(equityTipState({ isLogin: true, hasEquity: false, isPaid: false })).toBe('login_no_equity');
    expect(equityTipState({ isLogin: true, hasEquity: false, isPaid: true })).toBe('LOGIN_PAID');
  });
});

describe('equityTipText: no_login', () => {
  it('says what a login brings, not the anonymous try left', () => {
    expect(equityTipText(zh, anonymous)).toBe('登录后每天可免费使用3次');
    expect(equityTipText(en, anonymous)).toBe('Log in for 3 free uses every day');
  });

  it("with today's anonymous try used up: says so, and still what a login brings (never '0次')", () => {
    expect(equityTipText(zh, { ...anonymous, leftCount: 0 })).toBe('今日免费试用已用完，登录后每天可免费使用3次');
    expect(equityTipText(en, { ...anonymous, leftCount: 0 })).toBe("Today's free try is used up; log in for 3 free uses every day");
  });

  it('where a login brings no free use, offers membership instead of a count', () => {
    expect(equityTipText(zh, { ...anonymous, leftCount: 0, loginFreePerDay: 0 })).toBe('会员不限每日次数，识别、转换等全部工具随心用');
  });

  it('is not shown while the counts are unknown, and a price changes nothing', () => {
    expect(equityTipText(zh, { ...anonymous, loginFreePerDay: undefined })).toBe('');
    expect(equityTipText(zh, { ...anonymous, leftCount: -999 })).toBe('');
    expect(equityTipText(zh, { ...anonymous, price: 12 })).toBe('登录后每天可免费使用3次');
  });
});

describe('equityTipText: login_no_equity', () => {
  it('fills # with the uses left and #元 with the price (spec §3), in both languages', () => {
    expect(equityTipText(zh, { ...loggedIn, price: 12 })).toBe('今日剩余3次，开通会员低至12元/月享无限次');
    expect(equityTipText(en, { ...loggedIn, price: 12 })).toBe('3 uses left today; go unlimited from 12元 a month');
    expect(equityTipText(zh, { ...loggedIn, leftCount: 0, price: 9.9 })).toBe('今日剩余0次，开通会员低至9.9元/月享无限次');
  });

  it('never puts the count where the price belongs: without a known price, the wording without one', () => {
    expect(equityTipText(zh, loggedIn)).toBe('今日剩余3次，开通会员享无限次');
    expect(equityTipText(en, loggedIn)).toBe('3 uses left today; become a member to go unlimited');
    expect(equityTipText(zh, loggedIn)).not.toContain('3元');
  });

  it('is not shown half-filled when the scene has no wording without the price', () => {
    const onlyPriced = { [String(EQUITY_TEXT.tipNoEquity)]: zh[String(EQUITY_TEXT.tipNoEquity)] };
    expect(equityTipText(onlyPriced, loggedIn)).toBe('');
    expect(equityTipText(onlyPriced, { ...loggedIn, price: 12 })).toBe('今日剩余3次，开通会员低至12元/月享无限次');
  });

  it('waits for the count', () => {
    expect(equityTipText(zh, { ...loggedIn, leftCount: -999, price: 12 })).toBe('');
  });
});

describe('equityTipText: login_equity and LOGIN_PAID', () => {
  it('a member reads the member text, with or without a price', () => {
    expect(equityTipText(zh, member)).toBe('会员尊享无限次使用，尽情畅用吧');
    expect(equityTipText(en, { ...member, price: 12 })).toBe('Member: unlimited uses, enjoy');
  });

  it('a paid count reads the uses left, with or without a price', () => {
    expect(equityTipText(zh, paid)).toBe('剩余13次（含已购次数），开通会员享无限次');
    expect(equityTipText(en, { ...paid, price: 12 })).toBe('13 uses left, bought ones included; members use it without limit');
  });

  it('is empty without the scene texts', () => {
    expect(equityTipText(undefined, member)).toBe('');
    expect(equityTipText({}, paid)).toBe('');
  });
});

describe('fillTipContent', () => {
  it('replaces #元 by the price before # by the count', () => {
    expect(fillTipContent('#元开通，剩#次', { count: 0, price: 12 })).toBe('12元开通，剩0次');
  });
  it('leaves nothing half-filled: a #元 without a price, or a # without a count, gives undefined', () => {
    expect(fillTipContent('剩#次，低至#元', { count: 5 })).toBeUndefined();
    expect(fillTipContent('剩#次', {})).toBeUndefined();
    expect(fillTipContent('会员无限次', {})).toBe('会员无限次');
  });
});

describe('fillTemplate', () => {
  it('replaces only the first #', () => {
    expect(fillTemplate('已帮助#人 #', 1200)).toBe('已帮助1200人 #');
  });
  it('keeps $ patterns of the value literally', () => {
    expect(fillTemplate('价格#', '$&')).toBe('价格$&');
  });
});
