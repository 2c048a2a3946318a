import { describe, expect, it } from 'vitest';
import { centsOf, centsOfWords, figureOf } from './invoice-money';

describe('centsOfWords', () => {
  it.each([
    ['壹仟肆佰肆拾陆圆肆角整', 144640],
    ['壹仟陆佰柒拾壹圆零伍分', 167105],
    ['柒仟贰佰伍拾圆壹角陆分', 725016],
    ['壹仟零叁拾柒圆叁角肆分', 103734],
    ['陆仟叁佰零贰圆零壹分', 630201],
    ['贰佰圆整', 20000],
    ['拾圆整', 1000],
    ['壹拾伍圆伍角', 1550],
    ['叁万零伍佰圆整', 3050000],
    ['壹拾贰万叁仟肆佰伍拾陆圆柒角捌分', 12345678],
    ['壹亿零贰万圆整', 10002000000],
    ['伍角', 50],
    ['ⓧ 玖圆玖角玖分', 999],
    ['捌佰元正', 80000],
  ])('reads %s as %i cents', (words, cents) => {
    expect(centsOfWords(words)).toBe(cents);
  });

  it.each(['', '规格型号', '壹贰圆', '圆圆', '壹仟肆佰', '角分'])('answers nothing for %j', (words) => {
    expect(centsOfWords(words)).toBeUndefined();
  });
});

describe('centsOf / figureOf', () => {
  it('reads figures with or without the yuan sign and thousands separators', () => {
    expect(centsOf('¥1,446.40')).toBe(144640);
    expect(centsOf('￥ 7.5')).toBe(750);
    expect(centsOf('12')).toBe(1200);
    expect(centsOf('12.345')).toBeUndefined();
    expect(centsOf('abc')).toBeUndefined();
  });

  it('writes cents the way the invoice prints them', () => {
    expect(figureOf(144640)).toBe('¥1446.40');
    expect(figureOf(5)).toBe('¥0.05');
  });
});
