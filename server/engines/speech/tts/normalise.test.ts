import { describe, expect, it } from 'vitest';
import { normaliseEn, normaliseZh } from './normalise';
import { splitSentences } from './sentences';
import { zhInteger } from './zh-numbers';

describe('numbers, dates and units as Mandarin says them', () => {
  it.each([
    [0, '零'],
    [10, '十'],
    [15, '十五'],
    [123, '一百二十三'],
    [1005, '一千零五'],
    [10005, '一万零五'],
    [20_000_000, '两千万'.replace('两', '二')],
    [100_000_001, '一亿零一'],
  ])('%i → %s', (n, spoken) => expect(zhInteger(n)).toBe(spoken));

  it('reads dates, times, percentages, temperatures, money and units', () => {
    expect(normaliseZh('2024-03-05开会')).toBe('二零二四年三月五日开会');
    expect(normaliseZh('1998年出生')).toBe('一九九八年出生');
    expect(normaliseZh('10:30出发，9:05到')).toBe('十点三十分出发，九点零五分到');
    expect(normaliseZh('增长了12.5%')).toBe('增长了百分之十二点五');
    expect(normaliseZh('气温-3℃到25°C')).toBe('气温负三摄氏度到二十五摄氏度');
    expect(normaliseZh('跑了5km，重70kg，价格¥99')).toBe('跑了五公里，重七十公斤，价格九十九元');
    expect(normaliseZh('电话13812345678')).toBe('电话一三八一二三四五六七八');
  });
});

describe('numbers, dates and units as English says them', () => {
  it('reads dates, times, percentages, temperatures, money and units', () => {
    expect(normaliseEn('Due 2024-03-05.')).toBe('Due March fifth, twenty twenty-four.');
    expect(normaliseEn('Born on July 4, 1976')).toBe('Born on July fourth, nineteen seventy-six');
    expect(normaliseEn('at 10:30 or 9:05')).toBe('at ten thirty or nine oh five');
    expect(normaliseEn('up 12.5% to 1,234 people')).toBe('up twelve point five percent to one thousand two hundred thirty-four people');
    expect(normaliseEn('25°C and $40, 5 km away, the 21st try')).toBe('twenty-five degrees Celsius and forty dollars, five kilometers away, the twenty-first try');
  });

  it('leaves a unit letter that starts a word alone', () => {
    expect(normaliseEn('5 mice')).toBe('five mice');
  });
});

describe('sentences', () => {
  it('cuts Chinese and English sentences apart, each with its language, and drops symbol-only ones', () => {
    expect(splitSentences('你好！今天很好。Hello there. How are you? ……')).toEqual([
      { text: '你好！', language: 'zh' },
      { text: '今天很好。', language: 'zh' },
      { text: 'Hello there.', language: 'en' },
      { text: 'How are you?', language: 'en' },
    ]);
  });

  it('keeps a decimal point inside its sentence and cuts an overlong sentence at commas', () => {
    expect(splitSentences('Pi is 3.14 exactly.')).toHaveLength(1);
    const long = Array.from({ length: 30 }, (_, i) => `第${i}段文字比较长一些`).join('，') + '。';
    const parts = splitSentences(long);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join('')).not.toBe('');
    expect(parts.map((part) => part.text).join('')).toBe(long);
  });
});
