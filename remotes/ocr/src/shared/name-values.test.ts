import { describe, expect, it } from 'vitest';
import { fieldsCsv, fieldsText, readNameValues } from './name-values';

describe('readNameValues', () => {
  it('reads the name/value pairs in order, leaving out empty values', () => {
    const fields = readNameValues([
      { Name: '发票号码', Value: '04521376' },
      { Name: '校验码', Value: ' ' },
      { Name: '价税合计(小写)', Value: '¥1,130.00' },
    ]);
    expect(fields).toEqual([
      { name: '发票号码', value: '04521376' },
      { name: '价税合计(小写)', value: '¥1,130.00' },
    ]);
    expect(fieldsText(fields ?? [])).toBe('发票号码\t04521376\n价税合计(小写)\t¥1,130.00');
  });

  it('keeps the mark of a field the engine found uncertain', () => {
    expect(readNameValues([{ Name: '税额', Value: '¥166.40', Uncertain: true }, { Name: '金额', Value: '¥1280.00', Uncertain: false }])).toEqual([
      { name: '税额', value: '¥166.40', uncertain: true },
      { name: '金额', value: '¥1280.00' },
    ]);
  });

  it('copies a field to check with the mark in a third column', () => {
    const fields = [
      { name: '发票号码', value: '04521376' },
      { name: '税额', value: '¥166.40', uncertain: true },
    ];
    expect(fieldsText(fields, '待核对')).toBe('发票号码\t04521376\n税额\t¥166.40\t待核对');
  });

  it('answers nothing for lines of text or an empty answer', () => {
    expect(readNameValues({ TextDetections: [{ DetectedText: '发票' }] })).toBeUndefined();
    expect(readNameValues([])).toBeUndefined();
  });

  it('downloads long numbers and codes with a leading 0 as text a spreadsheet keeps whole, and anything else as read', () => {
    const texts = { fieldName: '项目', fieldValue: '内容', checkColumn: '核对', uncertain: '待核对' };
    const csv = fieldsCsv(
      [
        { name: '卡号', value: '6225880136724193' },
        { name: '公民身份号码', value: '11010519900307013X', uncertain: true },
        { name: '发票代码', value: '044031900111' },
        { name: '发票号码', value: '28461937' },
        { name: '名称', value: '=HYPERLINK("x")' },
      ],
      texts,
    );
    expect(csv.split('\r\n')).toEqual([
      '\uFEFF项目,内容,核对',
      '卡号,"=""6225880136724193""",',
      '公民身份号码,"=""11010519900307013X""",待核对',
      '发票代码,"=""044031900111""",',
      '发票号码,28461937,',
      `名称,"'=HYPERLINK(""x"")",`,
      '',
    ]);
  });
});
