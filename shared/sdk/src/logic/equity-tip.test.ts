import { describe, expect, it } from 'vitest';
import { equityTipState, equityTipText, fillTemplate, fillTipContent } from './equity-tip';

const dictionary = {
  1: '登录后每日可免费使用#次',
  4: '今日剩余#次，开通会员仅需#元',
  2: '会员无限次使用',
  3: '剩余付费次数#次',
};

describe('equityTipState', () => {
  it('maps the four user states', () => {
    expect(equityTipState({ isLogin: false, hasEquity: false, isPaid: false })).toBe('no_login');
    expect(equityTipState({ isLogin: false, hasEquity: true, isPaid: true })).toBe('no_login');
    expect(equityTipState({ isLogin: true, hasEquity: true, isPaid: false })).toBe('login_equity');
    expect(equityTipState({ isLogin: true, hasEquity: false, isPaid: false })).toBe('login_no_equity');
    expect(equityTipState({ isLogin: true, hasEquity: false, isPaid: true })).toBe('LOGIN_PAID');
  });
});

describe('equityTipText', () => {
  const values = { leftCount: 3, price: 9.9 };
  it('uses key 1 with the left count when not logged in', () => {
    expect(equityTipText(dictionary, { isLogin: false, hasEquity: false, isPaid: false }, values)).toBe('登录后每日可免费使用3次');
  });
  it('uses key 4 with the left count and the price when logged in without equity', () => {
    expect(equityTipText(dictionary, { isLogin: true, hasEquity: false, isPaid: false }, values)).toBe(
      '今日剩余3次，开通会员仅需9.9元',
    );
  });
  it('uses key 2 for members and key 3 for a paid count', () => {
    expect(equityTipText(dictionary, { isLogin: true, hasEquity: true, isPaid: false }, values)).toBe('会员无限次使用');
    expect(equityTipText(dictionary, { isLogin: true, hasEquity: false, isPaid: true }, values)).toBe('剩余付费次数3次');
  });
  it('is empty when the dictionary lacks the state', () => {
    expect(equityTipText({}, { isLogin: false, hasEquity: false, isPaid: false }, values)).toBe('');
  });
});

describe('fillTipContent', () => {
  it('replaces #元 by the price before # by the count', () => {
    expect(fillTipContent('#元开通，剩#次', { leftCount: 0, price: 12 })).toBe('12元开通，剩0次');
  });
  it('leaves #元 to the count when no price is known', () => {
    expect(fillTipContent('剩#次', { leftCount: 5 })).toBe('剩5次');
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
