/**
 * The fields of a Chinese VAT invoice from its recognised rows (spec §3: name/value pairs).
 * Labels are found in each row's text — the recogniser often reads a label and its value as
 * one line — and the items are read right to left, where their columns are numbers: tax,
 * rate, amount, unit price, quantity, then the unit, the model and the name.
 */
import { halfWidth } from './rows';

export interface NameValue {
  Name: string;
  Value: string;
}

const MONEY = /¥?\s*(\d[\d,]*\.\d{2})/g;
const UPPERCASE_AMOUNT = /[零壹贰叁肆伍陆柒捌玖拾佰仟万亿圆元角分整]{2,}/;
const TAX_ID = /[0-9A-Z]{15,20}/;

const money = (value: string) => `¥${value.replace(/,/g, '')}`;
const after = (text: string, label: string) => {
  const at = text.indexOf(label);
  return at < 0 ? undefined : text.slice(at + label.length).replace(/^\s*[:：]?\s*/, '');
};

/** The first match of `pattern` in what follows `label` on any row. */
function valueAfter(rows: string[], label: string, pattern: RegExp): string | undefined {
  for (const row of rows) {
    const rest = after(row, label);
    const match = rest === undefined ? undefined : pattern.exec(rest);
    if (match) return match[0];
  }
  return undefined;
}

/** A party's name and tax id: the rows of its box, found by its label (购买方 / 销售方), else by order. */
function party(rows: string[], label: string, index: number) {
  const names = rows.filter((row) => after(row, '名称') !== undefined);
  const ids = rows.filter((row) => after(row, '纳税人识别号') !== undefined);
  const labelled = rows.findIndex((row) => row.includes(label));
  const nameRow = (labelled >= 0 ? rows.slice(labelled).find((row) => after(row, '名称') !== undefined) : undefined) ?? names[index];
  const idRow = (labelled >= 0 ? rows.slice(labelled).find((row) => after(row, '纳税人识别号') !== undefined) : undefined) ?? ids[index];
  return {
    name: nameRow ? after(nameRow, '名称')?.split(/\s+/)[0] : undefined,
    taxId: idRow ? TAX_ID.exec(after(idRow, '纳税人识别号') ?? '')?.[0] : undefined,
  };
}

const ITEM_COLUMNS = ['名称', '规格型号', '单位', '数量', '单价', '金额', '税率', '税额'] as const;

/** One items row, read from the right: its last five tokens are numbers, then the unit, then the name and model. */
function itemOf(row: string): Record<(typeof ITEM_COLUMNS)[number], string> | undefined {
  const tokens = row.split(/\s+/).filter(Boolean);
  if (tokens.length < 7) return undefined;
  const [tax, rate, amount, price, quantity, unit] = tokens.splice(-6).reverse();
  if (!/%$/.test(rate) || !/^\d/.test(quantity)) return undefined;
  const [name, ...spec] = tokens;
  return { 名称: name, 规格型号: spec.join(' '), 单位: unit, 数量: quantity, 单价: price, 金额: amount, 税率: rate, 税额: tax };
}

export function invoiceFields(rowTexts: string[]): NameValue[] {
  const rows = rowTexts.map(halfWidth);
  const pairs: NameValue[] = [];
  const add = (Name: string, Value: string | undefined) => {
    if (Value !== undefined && Value !== '') pairs.push({ Name, Value });
  };
  add('发票代码', valueAfter(rows, '发票代码', /\d{10,12}/));
  add('发票号码', valueAfter(rows, '发票号码', /\d{8}/));
  add('开票日期', valueAfter(rows, '开票日期', /\d{4}\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*日/)?.replace(/\s+/g, ''));
  add('校验码', valueAfter(rows, '校验码', /[\d\s]{20,}/)?.replace(/\s+/g, ''));
  for (const [label, index] of [['购买方', 0], ['销售方', 1]] as const) {
    const { name, taxId } = party(rows, label, index);
    add(`${label}名称`, name);
    add(`${label}纳税人识别号`, taxId);
  }

  const totalRow = rows.findIndex((row) => /^合\s*计/.test(row.trim()));
  if (totalRow >= 0) {
    const [amount, tax] = [...rows[totalRow].matchAll(MONEY)].map((m) => money(m[1]));
    add('金额', amount);
    add('税额', tax);
  }
  const sumRow = rows.find((row) => row.includes('价税合计'));
  if (sumRow) {
    add('价税合计(大写)', UPPERCASE_AMOUNT.exec(sumRow)?.[0]);
    const small = after(sumRow, '(小写)');
    add('价税合计(小写)', small ? [...small.matchAll(MONEY)].map((m) => money(m[1]))[0] : undefined);
  }

  const header = rows.findIndex((row) => row.includes('规格型号') || (row.includes('单价') && row.includes('税额')));
  if (header >= 0) {
    const items = rows.slice(header + 1, totalRow > header ? totalRow : undefined).map(itemOf).filter((item) => item !== undefined);
    items.forEach((item, i) => {
      for (const column of ITEM_COLUMNS) pairs.push({ Name: `明细${i + 1}${column}`, Value: item[column] });
    });
  }
  return pairs;
}
