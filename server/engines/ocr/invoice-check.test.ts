import { describe, expect, it } from 'vitest';
import type { NameValue } from './invoice';
import { crossChecked } from './invoice-check';

/** A read invoice: two items, 1280.00 + 166.40 = 1446.40; `change` misreads some of it. */
function invoice(change: Record<string, string> = {}): NameValue[] {
  const fields: Record<string, string> = {
    发票号码: '28461937',
    金额: '¥1280.00',
    税额: '¥166.40',
    '价税合计(大写)': '壹仟肆佰肆拾陆圆肆角整',
    '价税合计(小写)': '¥1446.40',
    明细1名称: '*办公用品*签字笔',
    明细1数量: '20',
    明细1单价: '24.00',
    明细1金额: '480.00',
    明细1税率: '13%',
    明细1税额: '62.40',
    明细2名称: '*纸制品*复印纸',
    明细2数量: '4',
    明细2单价: '200.00',
    明细2金额: '800.00',
    明细2税率: '13%',
    明细2税额: '104.00',
    ...change,
  };
  return Object.entries(fields).map(([Name, Value]) => ({ Name, Value }));
}

const value = (pairs: NameValue[], name: string) => pairs.find((pair) => pair.Name === name)?.Value;
const uncertain = (pairs: NameValue[]) => pairs.filter((pair) => pair.Uncertain).map((pair) => pair.Name);

describe('crossChecked', () => {
  it('leaves an invoice whose sums agree as it is, nothing uncertain', () => {
    expect(crossChecked(invoice())).toEqual(invoice());
  });

  it('corrects the total in figures when 金额 + 税额 and the words agree on another', () => {
    const pairs = crossChecked(invoice({ '价税合计(小写)': '¥1448.40' }));
    expect(value(pairs, '价税合计(小写)')).toBe('¥1446.40');
    expect(uncertain(pairs)).toEqual([]);
  });

  it('corrects 税额 when the total, its words, 金额 and the items agree', () => {
    const pairs = crossChecked(invoice({ 税额: '¥168.40' }));
    expect(value(pairs, '税额')).toBe('¥166.40');
    expect(uncertain(pairs)).toEqual([]);
  });

  it('corrects 金额 when the total, its words, 税额 and the items agree', () => {
    const pairs = crossChecked(invoice({ 金额: '¥1230.00' }));
    expect(value(pairs, '金额')).toBe('¥1280.00');
    expect(uncertain(pairs)).toEqual([]);
  });

  it("marks the items' tax and 税额 when the taxes do not add up and no item shows which", () => {
    const pairs = crossChecked(invoice({ 明细1税额: '62.00', 明细1税率: '' }));
    expect(uncertain(pairs)).toEqual(['税额', '明细1税额', '明细2税额']);
  });

  it("corrects an item's amount that breaks both its quantity × price and the items' sum", () => {
    const pairs = crossChecked(invoice({ 明细2金额: '300.00' }));
    expect(value(pairs, '明细2金额')).toBe('800.00');
    expect(uncertain(pairs)).toEqual([]);
  });

  it('marks 金额, 税额 and the total uncertain when they disagree and nothing says which is wrong', () => {
    const pairs = crossChecked(invoice({ '价税合计(大写)': '壹仟肆佰肆拾捌圆肆角整', '价税合计(小写)': '¥1448.40' }));
    expect(uncertain(pairs)).toEqual(['金额', '税额', '价税合计(小写)']);
    expect(value(pairs, '价税合计(小写)')).toBe('¥1448.40');
  });

  it('marks the words and the figures uncertain when the words cannot be read as an amount', () => {
    const pairs = crossChecked(invoice({ '价税合计(大写)': '规格型号' }));
    expect(uncertain(pairs)).toEqual(['价税合计(大写)', '价税合计(小写)']);
  });

  it('marks the items whose tax is not their amount × rate, even when the taxes still add up to 税额', () => {
    const pairs = crossChecked(invoice({ 明细1税额: '82.40', 明细2税额: '84.00' }));
    expect(uncertain(pairs)).toEqual(['明细1金额', '明细1税率', '明细1税额', '明细2金额', '明细2税率', '明细2税额']);
  });

  it('fills in 金额 not read at all from the total less 税额 when the items say so', () => {
    const pairs = crossChecked(invoice().filter((pair) => pair.Name !== '金额'));
    expect(value(pairs, '金额')).toBe('¥1280.00');
    expect(uncertain(pairs)).toEqual([]);
  });
});
