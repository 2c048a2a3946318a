import { describe, expect, it } from 'vitest';
import { invoiceFields, wholeItemName } from './invoice';
import { line as levelLine, valueOf } from './test-support/lines';

/** A recognised line at (x, y), `width` wide and, unless said, 22 high: an invoice's print is smaller than a card's. */
const line = (text: string, x: number, y: number, width: number, height = 22) => levelLine(text, x, y, width, height);

describe('invoiceFields on the paper VAT invoice', () => {
  // What the recogniser gives for a paper invoice: labels and values joined, whole rows of items as one line.
  const paper = [
    line('广东增值税专用发票 发票代码：4400213130', 477, 43, 650),
    line('发票号码： 05718264', 881, 76, 200),
    line('开票日期： 2026年09月14日', 879, 109, 260),
    line('购买方 名称： 广州市青禾餐饮管理有限公司', 59, 219, 480),
    line('密 03*<5+7/1>62-8940<<2*+31', 860, 222, 300),
    line('纳税人识别号：91440104MA5D2R7K3P', 180, 266, 370),
    line('地址、电话：城东路18号 020-83561234', 180, 306, 360),
    line('货物或应税劳务、服务名称 规格型号 单位 数量 单价 金额 税率 税额', 62, 342, 1120),
    line('*厨房电器*电磁炉 C21-SK2105 台 6 289.00 1734.00 13% 225.42', 62, 386, 1126),
    line('*金属制品*不锈钢汤锅 32cm 个 12 86.50 1038.00 13% 134.94', 62, 430, 1136),
    line('*现代服务*设备维护 次 1 300.00 300.00 6% 18.00', 62, 474, 1136),
    line('合计 ￥3072.00 ￥378.36', 59, 518, 1156),
    line('价税合计 (大写) ⓧ 叁仟肆佰伍拾圆叁角陆分 (小写) ￥3450.36', 61, 562, 1000),
    line('销售方 名称: 佛山市顺德区美厨电器有限公司', 58, 640, 470),
    line('纳税人识别号：91440606MA4W8N1T6J', 181, 688, 365),
  ];

  it('takes every field from beside its label, the parties from their boxes, not from the items header', () => {
    const pairs = invoiceFields(paper);
    expect(Object.fromEntries(pairs.slice(0, 11).map((pair) => [pair.Name, pair.Value]))).toEqual({
      发票代码: '4400213130',
      发票号码: '05718264',
      开票日期: '2026年09月14日',
      购买方名称: '广州市青禾餐饮管理有限公司',
      购买方纳税人识别号: '91440104MA5D2R7K3P',
      销售方名称: '佛山市顺德区美厨电器有限公司',
      销售方纳税人识别号: '91440606MA4W8N1T6J',
      金额: '¥3072.00',
      税额: '¥378.36',
      '价税合计(大写)': '叁仟肆佰伍拾圆叁角陆分',
      '价税合计(小写)': '¥3450.36',
    });
  });

  it('reads the items from the right: figures, then the unit, the name and the model; a row without a model has none', () => {
    const pairs = invoiceFields(paper);
    expect(pairs.filter((pair) => pair.Name.startsWith('明细1')).map((pair) => pair.Value)).toEqual(['*厨房电器*电磁炉', 'C21-SK2105', '台', '6', '289.00', '1734.00', '13%', '225.42']);
    expect(pairs.filter((pair) => pair.Name.startsWith('明细3')).map((pair) => pair.Value)).toEqual(['*现代服务*设备维护', '', '次', '1', '300.00', '300.00', '6%', '18.00']);
    expect(valueOf(pairs, '明细4名称')).toBeUndefined();
  });

  it('keeps the rows apart when the recogniser reads each cell as a line of its own', () => {
    const cells = [
      line('货物或应税劳务、服务名称', 60, 342, 230),
      line('规格型号', 420, 342, 75),
      line('单位', 560, 342, 38),
      line('数量', 640, 342, 38),
      line('单价', 740, 342, 38),
      line('金额', 880, 342, 38),
      line('税率', 1040, 342, 38),
      line('税额', 1140, 342, 38),
      line('*纸制品*复印纸', 60, 386, 140),
      line('A4 70g', 420, 386, 60),
      line('箱', 560, 386, 20),
      line('4', 640, 386, 12),
      line('200.00', 740, 386, 60),
      line('800.00', 880, 386, 60),
      line('13%', 1040, 386, 40),
      line('104.00', 1140, 386, 60),
      line('合计', 60, 430, 40),
      line('¥800.00', 880, 430, 80),
      line('¥104.00', 1140, 430, 80),
    ];
    const pairs = invoiceFields(cells);
    expect(pairs.filter((pair) => pair.Name.startsWith('明细1')).map((pair) => pair.Value)).toEqual(['*纸制品*复印纸', 'A4 70g', '箱', '4', '200.00', '800.00', '13%', '104.00']);
    expect([valueOf(pairs, '金额'), valueOf(pairs, '税额')]).toEqual(['¥800.00', '¥104.00']);
  });
});

describe('invoiceFields on a low-resolution scan', () => {
  it('joins the words the recogniser split an item name into at its asterisks', () => {
    const pairs = invoiceFields([
      line('项目名称 规格型号 单位 数量 单价 金额 税率/征收率 税额', 58, 272, 1130),
      line('水果 *烟台苹果 80#一级 千克 1250 7.60 9500.00 9% 855.00', 62, 316, 1145),
      line('*物流辅助服务 *冷藏仓储 天 15 260.00 3900.00 6% 234.00', 62, 360, 1145),
      line('合计 ￥13400.00 ￥1089.00', 57, 404, 1168),
    ]);
    expect(pairs.filter((pair) => pair.Name.startsWith('明细1')).map((pair) => pair.Value)).toEqual(['*水果*烟台苹果', '80#一级', '千克', '1250', '7.60', '9500.00', '9%', '855.00']);
    expect([valueOf(pairs, '明细2名称'), valueOf(pairs, '明细2规格型号')]).toEqual(['*物流辅助服务*冷藏仓储', '']);
  });

  it('reads a tax-free item, whose tax is printed as asterisks, with no tax', () => {
    const pairs = invoiceFields([
      line('项目名称 规格型号 单位 数量 单价 金额 税率/征收率 税额', 58, 272, 1130),
      line('*蔬菜*大白菜 千克 3000 1.35 4050.00 免税 ***', 62, 316, 1145),
    ]);
    expect(pairs.filter((pair) => pair.Name.startsWith('明细1')).map((pair) => pair.Value)).toEqual(['*蔬菜*大白菜', '', '千克', '3000', '1.35', '4050.00', '免税', '']);
  });
});

describe('invoiceFields on the fully digital (全电) invoice', () => {
  const digital = [
    line('电子发票（增值税专用发票） 发票号码：26442000000183920571', 455, 42, 767),
    line('开票日期：2026年11月03日', 896, 82, 250),
    // 购买方信息 / 销售方信息 written down the boxes' edges: read as one tall line.
    line('购买方信息 销售方信', 48, 145, 646, 110),
    line('名称：深圳市星河智造科技有限公司 名称：东莞市恒达精密五金有限公司', 96, 169, 908),
    line('统一社会信用代码/纳税人识别号：91440300MA5H3Y6U1B 统一社会信用代码/纳税人识别号：91441900MA4X9K2P7E', 95, 218, 1100),
    line('项目名称 规格型号 单位 数量 单价 金额 税率/征收率 税额', 58, 272, 1130),
    line('*金属制品*铝合金支架 HD-200 件 120 15.60 1872.00 13% 243.36', 62, 316, 1145),
    line('合计 ￥1872.00 ￥243.36', 57, 400, 1168),
    line('价税合计 (大写) 贰仟壹佰壹拾伍圆叁角陆分 (小写) ￥2115.36', 60, 453, 994),
  ];

  it('reads the 20-digit number, no code nor check code, and the parties side by side: the buyer left', () => {
    const pairs = invoiceFields(digital);
    expect(valueOf(pairs, '发票号码')).toBe('26442000000183920571');
    expect(valueOf(pairs, '发票代码')).toBeUndefined();
    expect(valueOf(pairs, '校验码')).toBeUndefined();
    expect([valueOf(pairs, '购买方名称'), valueOf(pairs, '购买方纳税人识别号')]).toEqual(['深圳市星河智造科技有限公司', '91440300MA5H3Y6U1B']);
    expect([valueOf(pairs, '销售方名称'), valueOf(pairs, '销售方纳税人识别号')]).toEqual(['东莞市恒达精密五金有限公司', '91441900MA4X9K2P7E']);
    expect(pairs.filter((pair) => pair.Name.startsWith('明细1')).map((pair) => pair.Value)).toEqual(['*金属制品*铝合金支架', 'HD-200', '件', '120', '15.60', '1872.00', '13%', '243.36']);
    expect(valueOf(pairs, '价税合计(小写)')).toBe('¥2115.36');
  });
});

describe('wholeItemName', () => {
  it.each([
    ['*纸制品*复印纸', '*纸制品*复印纸'],
    ['纸制品*绘图纸', '*纸制品*绘图纸'],
    ['*现代服务设备维护', '*现代服务*设备维护'],
    ['文具笔记本', '*文具*笔记本'],
    ['*自定义类别*货品', '*自定义类别*货品'],
    ['无类别商品', '无类别商品'],
  ])('writes %s as %s', (name, whole) => {
    expect(wholeItemName(name)).toBe(whole);
  });
});
