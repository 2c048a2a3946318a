import { describe, expect, it } from 'vitest';
import { businessLicenceFields, licenceColumnOf } from './business-licence';
import { line, valueOf } from '../test-support/lines';

/** A licence as read a column at a time: spaced-out labels, values wrapping onto the rows below. */
const LEFT = [
  line('统一社会信用代码', 248, 250, 176, 29),
  line('91110105MA01R8K7XR', 246, 285, 307, 30),
  line('营业执照', 623, 340, 480, 80),
  line('名 称 北京青木示例科技有限公司', 242, 502, 463, 38),
  line('类 型 有限责任公司（自然人投资或控股）', 238, 556, 554, 42),
  line('法定代表人 张晓明', 240, 619, 240, 32),
  line('经营范围 技术开发、技术咨询、技术服务；软件', 237, 677, 597, 32),
  line('开发；计算机系统服务；数据处理；销', 405, 718, 430, 30),
  line('售电子产品、计算机软件及辅助设备。', 406, 757, 415, 30),
];
const RIGHT = [
  line('注册资本 人民币500万元', 869, 502, 320, 38),
  line('成立日期 2019年04月16日', 869, 557, 330, 40),
  line('营业期限 2019年04月16日至2049年04月15日', 869, 619, 545, 32),
  line('住 所 北京市朝阳区建国路甲88号院3号楼', 869, 677, 550, 32),
  line('15层1502', 1022, 718, 104, 28),
  line('登记机关', 1058, 932, 107, 32),
];

describe('the business licence', () => {
  it('reads the credit code and both columns of fields, values wrapped over several rows whole', () => {
    expect(businessLicenceFields([...LEFT, ...RIGHT])).toEqual([
      { Name: '统一社会信用代码', Value: '91110105MA01R8K7XR' },
      { Name: '名称', Value: '北京青木示例科技有限公司' },
      { Name: '类型', Value: '有限责任公司（自然人投资或控股）' },
      { Name: '法定代表人', Value: '张晓明' },
      { Name: '注册资本', Value: '人民币500万元' },
      { Name: '成立日期', Value: '2019年04月16日' },
      { Name: '营业期限', Value: '2019年04月16日至2049年04月15日' },
      { Name: '住所', Value: '北京市朝阳区建国路甲88号院3号楼15层1502' },
      { Name: '经营范围', Value: '技术开发、技术咨询、技术服务；软件开发；计算机系统服务；数据处理；销售电子产品、计算机软件及辅助设备。' },
    ]);
  });

  it("names each field as the licence prints it: a branch's 负责人 and 营业场所, an individual business's 经营者 and 组成形式", () => {
    const pairs = businessLicenceFields([
      line('名 称 南宁市青秀区小桐示例便利店', 242, 502, 463, 38),
      line('类 型 个体工商户', 238, 556, 250, 42),
      line('经营者 刘雨桐', 240, 619, 200, 32),
      line('组成形式 个人经营', 869, 502, 250, 38),
      line('注册日期 2018年10月22日', 869, 557, 330, 40),
      line('经营场所 广西南宁市青秀区民族大道136号', 869, 619, 545, 32),
    ]);
    expect(pairs.map((pair) => pair.Name)).toEqual(['名称', '类型', '经营者', '组成形式', '注册日期', '经营场所']);
    expect(valueOf(businessLicenceFields([line('负责人 陈思远', 240, 619, 200, 32), line('营业场所 四川省成都市武侯区人民南路四段19号1层', 869, 619, 545, 32)]), '营业场所')).toBe(
      '四川省成都市武侯区人民南路四段19号1层',
    );
  });

  it('reads a credit code whose 0 was read as O, and marks one that fails its check character uncertain', () => {
    const label = line('统一社会信用代码', 248, 250, 176, 29);
    expect(businessLicenceFields([label, line('9111O105MA01R8K7XR', 246, 285, 307, 30)])).toEqual([{ Name: '统一社会信用代码', Value: '91110105MA01R8K7XR' }]);
    expect(businessLicenceFields([label, line('91110105MA01R8K7XA', 246, 285, 307, 30)])).toEqual([{ Name: '统一社会信用代码', Value: '91110105MA01R8K7XA', Uncertain: true }]);
  });

  it('finds no licence on an ID card, whose number is 18 characters too', () => {
    expect(businessLicenceFields([line('姓名 张晓明', 233, 280, 182, 36), line('公民身份号码 11010519900307013X', 240, 660, 600, 34)])).toEqual([]);
  });

  it("reads the scope's semicolons where the recogniser saw colons, and keeps the colon of a list's heading", () => {
    const pairs = businessLicenceFields([line('经营范围 一般经营项目是：日用百货：国内贸易', 237, 677, 597, 32)]);
    expect(valueOf(pairs, '经营范围')).toBe('一般经营项目是：日用百货；国内贸易');
  });

  it("cuts a line run across both columns at the ink's gaps, even where the text has no space ('…软件住 所…')", () => {
    // Measured: 经营范围 | value of the left column | 住 (the right column's label, spread) 所 | its value.
    const [left, right] = [237, 1310];
    const share = (x: number) => (x - left) / (right - left);
    const ink = { start: 0, end: share(1307), gaps: [[share(349), share(405)], [share(881), share(915)], [share(943), share(1027)]] as [number, number][] };
    const merged = line('经营范围 技术开发、技术咨询、技术服务；软件住 所北京市朝阳区建国路', left, 677, right - left, 32, ink);
    const pairs = businessLicenceFields([merged]);
    expect(valueOf(pairs, '经营范围')).toBe('技术开发、技术咨询、技术服务；软件');
    expect(valueOf(pairs, '住所')).toBe('北京市朝阳区建国路');
  });

  it("finds where the right column starts, left of its labels and right of the left column's", () => {
    const split = licenceColumnOf([...LEFT, ...RIGHT]);
    expect(split).toBeGreaterThan(800);
    expect(split).toBeLessThan(869);
    expect(licenceColumnOf(LEFT)).toBeUndefined();
  });
});
