import { describe, expect, it } from 'vitest';
import { idCardBackFields, idCardFrontFields } from './id-card';
import { levelledLines, textSlopeOf } from './card-lines';
import { line, turned, valueOf } from '../test-support/lines';

/** The front as the recogniser reads a photo of it: labels joined to their values, the address over two rows. */
const FRONT = [
  line('姓名 张晓明', 233, 280, 182, 36),
  line('性别 男 民族汉', 236, 345, 318, 34),
  line('出生 1990 年 3月 7 日', 236, 415, 318, 32),
  line('住址 北京市朝阳区建国路甲8', 240, 480, 381, 34),
  line('8号院3号楼2单元1502号', 324, 521, 304, 34),
  line('样本', 860, 560, 100, 50),
  line('11010519900307013X', 462, 665, 391, 36),
  line('公民身份号码', 243, 690, 142, 32),
];

const BACK = [
  line('中华人民共和国', 466, 280, 404, 44),
  line('居民身份证', 465, 380, 496, 70),
  line('签发机关 北京市公安局朝阳分局', 333, 585, 415, 32),
  line('有效期限 2015.08.20-2035.08.20', 330, 658, 426, 30),
];

describe('the ID card front', () => {
  it('reads the six fields by their labels, the wrapped address whole, the birth date as printed', () => {
    expect(idCardFrontFields(FRONT)).toEqual([
      { Name: '姓名', Value: '张晓明' },
      { Name: '性别', Value: '男' },
      { Name: '民族', Value: '汉' },
      { Name: '出生', Value: '1990年3月7日' },
      { Name: '住址', Value: '北京市朝阳区建国路甲88号院3号楼2单元1502号' },
      { Name: '公民身份号码', Value: '11010519900307013X' },
    ]);
  });

  it('reads a card photographed at a slope once levelled, its labels boxed apart from their values', () => {
    const lines = [
      line('姓名买买提·艾力', 219, 290, 280, 38),
      line('民族 维吾尔', 428, 345, 178, 36),
      line('性别 男', 226, 365, 120, 36),
      line('1978 年 5月 30 日', 317, 425, 236, 36),
      line('出生', 234, 438, 50, 32),
      line('新疆乌鲁木齐市天山区解', 322, 490, 312, 36),
      line('住址', 237, 508, 53, 32),
      line('放南路126号', 322, 536, 167, 36),
      line('650102197805300571', 471, 672, 388, 36),
      line('公民身份号码', 250, 703, 144, 34),
    ].map((l) => turned(l, -2));
    const pairs = idCardFrontFields(levelledLines(lines, textSlopeOf(lines)));
    expect(valueOf(pairs, '姓名')).toBe('买买提·艾力');
    expect(valueOf(pairs, '民族')).toBe('维吾尔');
    expect(valueOf(pairs, '出生')).toBe('1978年5月30日');
    expect(valueOf(pairs, '住址')).toBe('新疆乌鲁木齐市天山区解放南路126号');
    expect(pairs.some((pair) => pair.Uncertain)).toBe(false);
  });

  it('keeps 民族 inside an address (民族大道) as part of the address', () => {
    const lines = [line('姓名 刘雨桐', 216, 236, 195, 40), line('性别 女 民族壮', 215, 310, 337, 36), line('住址 广西南宁市青秀区民族大', 207, 460, 412, 32), line('道136号绿城小区5栋1单', 291, 505, 317, 33)];
    const pairs = idCardFrontFields(lines);
    expect(valueOf(pairs, '民族')).toBe('壮');
    expect(valueOf(pairs, '住址')).toBe('广西南宁市青秀区民族大道136号绿城小区5栋1单');
  });

  it('marks the number uncertain when its check digit fails, and only the number', () => {
    // Digit 16 misread: the birth date and the sex it holds still agree with the card.
    const misread = FRONT.map((l) => (l.text === '11010519900307013X' ? { ...l, text: '11010519900307073X' } : l));
    const pairs = idCardFrontFields(misread);
    expect(pairs.find((pair) => pair.Name === '公民身份号码')).toEqual({ Name: '公民身份号码', Value: '11010519900307073X', Uncertain: true });
    expect(pairs.filter((pair) => pair.Uncertain)).toHaveLength(1);
  });

  it('marks the birth date and the sex uncertain when the number (which passes its check) says otherwise', () => {
    const misread = FRONT.map((l) => (l.text.startsWith('出生') ? { ...l, text: '出生 1990 年 8月 7 日' } : l.text.startsWith('性别') ? { ...l, text: '性别 女 民族汉' } : l));
    const pairs = idCardFrontFields(misread);
    expect(pairs.find((pair) => pair.Name === '出生')).toEqual({ Name: '出生', Value: '1990年8月7日', Uncertain: true });
    expect(pairs.find((pair) => pair.Name === '性别')).toEqual({ Name: '性别', Value: '女', Uncertain: true });
    expect(pairs.find((pair) => pair.Name === '公民身份号码')?.Uncertain).toBeUndefined();
  });

  it('finds none of its fields on the back of the card (the wrong side), nor on a bank card or a licence', () => {
    expect(idCardFrontFields(BACK)).toEqual([]);
    expect(idCardFrontFields([line('中国农业银行', 271, 230, 218, 45), line('622848 0031972645019', 253, 510, 596, 48)])).toEqual([]);
    // A licence's dates are no birth date.
    expect(idCardFrontFields([line('成立日期 2020年09月03日', 869, 557, 330, 40), line('营业期限 2020年09月03日至长期', 869, 619, 545, 32)])).toEqual([]);
  });
});

describe('the ID card back', () => {
  it('reads the issuing authority and the validity period', () => {
    expect(idCardBackFields(BACK)).toEqual([
      { Name: '签发机关', Value: '北京市公安局朝阳分局' },
      { Name: '有效期限', Value: '2015.08.20-2035.08.20' },
    ]);
  });

  it('reads a card valid for life (长期), and a label boxed apart from its value', () => {
    const lines = [line('深圳市公安局南山分局', 478, 600, 283, 32), line('签发机关', 349, 601, 101, 34), line('有效期限 2012.03.01-长期', 323, 650, 343, 31)];
    expect(idCardBackFields(lines)).toEqual([
      { Name: '签发机关', Value: '深圳市公安局南山分局' },
      { Name: '有效期限', Value: '2012.03.01-长期' },
    ]);
  });

  it('marks a validity period no card is issued for (not 5, 10 or 20 years to the day) uncertain', () => {
    const misread = BACK.map((l) => (l.text.startsWith('有效期限') ? { ...l, text: '有效期限 2015.08.20-2085.08.20' } : l));
    expect(idCardBackFields(misread)[1]).toEqual({ Name: '有效期限', Value: '2015.08.20-2085.08.20', Uncertain: true });
  });

  it('finds none of its fields on the front (the wrong side)', () => {
    expect(idCardBackFields(FRONT)).toEqual([]);
  });
});
