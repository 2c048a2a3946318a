import { describe, expect, it } from 'vitest';
import { bankCardFields } from './bank-card';
import { bankOfNumber } from './bank-names';
import { line } from '../test-support/lines';

describe('the bank card', () => {
  it('reads the number printed 4-4-4-4, the printed bank and the card type', () => {
    const lines = [
      line('借记卡', 926, 228, 93, 40),
      line('招商银行', 241, 256, 154, 45),
      line('CHINA MERCHANTS BANK', 244, 300, 221, 28),
      line('6225 8801 3672 4193', 253, 515, 575, 50),
      line('银联', 959, 625, 70, 40),
      line('UnionPay', 954, 665, 85, 24),
      line('ZHANG XIAOMING', 255, 690, 242, 34),
    ];
    expect(bankCardFields(lines)).toEqual([
      { Name: '卡号', Value: '6225880136724193' },
      { Name: '银行', Value: '招商银行' },
      { Name: '卡类型', Value: '借记卡' },
    ]);
  });

  it('reads a 19-digit number printed 6-13, and the expiry from beside its label', () => {
    const lines = [line('中国农业银行', 271, 230, 218, 45), line('AGRICULTURAL BANK OF CHINA 借记卡', 267, 270, 763, 34), line('622848 0031972645019', 253, 510, 596, 48), line('VALID THRU 11/31', 447, 608, 194, 32)];
    expect(bankCardFields(lines)).toEqual([
      { Name: '卡号', Value: '6228480031972645019' },
      { Name: '银行', Value: '中国农业银行' },
      { Name: '卡类型', Value: '借记卡' },
      { Name: '有效期', Value: '11/31' },
    ]);
  });

  it('keeps the number apart from an expiry the recogniser ran on after it', () => {
    expect(bankCardFields([line('6259 0743 1865 2096 09/29', 253, 520, 700, 48)])[0]).toEqual({ Name: '卡号', Value: '6259074318652096' });
  });

  it('names the bank from its English name, or from the number when the card shows only a logo', () => {
    expect(bankCardFields([line('BANK OF COMMUNICATIONS', 248, 300, 240, 28), line('6222 6208 1544 7309 126', 254, 520, 692, 48)])).toContainEqual({ Name: '银行', Value: '交通银行' });
    expect(bankCardFields([line('6222 0217 0298 3458', 252, 520, 579, 50), line('LIU YUTONG 银联', 241, 661, 765, 38)])).toEqual([
      { Name: '卡号', Value: '6222021702983458' },
      { Name: '银行', Value: '中国工商银行' },
    ]);
    expect(bankOfNumber('6217991234567890123')).toBe('中国邮政储蓄银行');
    expect(bankOfNumber('9999991234567890')).toBeUndefined();
  });

  it('marks a grouped number that fails its Luhn check uncertain', () => {
    expect(bankCardFields([line('6225 8801 3672 4198', 253, 515, 575, 50)])[0]).toEqual({ Name: '卡号', Value: '6225880136724198', Uncertain: true });
  });

  it('finds no card on an ID card: its number is no card number', () => {
    expect(bankCardFields([line('公民身份号码 440305198611230240', 232, 653, 600, 33), line('11010519900307013X', 462, 665, 391, 36)])).toEqual([]);
  });
});
