/**
 * A business licence (营业执照) read into name/value pairs: 统一社会信用代码 (18 characters,
 * held to its GB 32100-2015 check character: one that fails it is sent Uncertain), then the
 * two columns of labelled fields — 名称, 类型, the person in charge (法定代表人, or 负责人 of a
 * branch, 经营者 of an individual business, 执行事务合伙人 of a partnership), 经营范围 on the
 * left; 注册资本 (组成形式), 成立日期 (注册日期), 营业期限, 住所 (营业场所, 经营场所) on the
 * right — each named as the licence prints it. Labels are printed spread out (名  称), and
 * most values may wrap onto the rows below them.
 */
import type { RecognisedLine } from '../paddle';
import type { NameValue } from '../invoice';
import { halfWidth } from '../rows';
import { CREDIT_CODE_CHARACTERS, creditCodeValid } from './checks';
import { labelled, piecesOf, valueOf, type CardLabel } from './card-lines';
import type { MeasuredLine } from './ink-gaps';

/** A field: the labels it may be printed under, and how many rows its value may take. */
interface LicenceField {
  labels: string[];
  rows: number;
  /** Chinese text: its brackets and stops written full-width, as the licence prints them. */
  text?: boolean;
}

/** In the answer's order (CARD_FIELDS.businessLicence); `right` for the fields of the right column. */
const FIELDS: (LicenceField & { right?: boolean })[] = [
  { labels: ['名称'], rows: 2, text: true },
  { labels: ['类型'], rows: 2, text: true },
  { labels: ['法定代表人', '负责人', '经营者', '执行事务合伙人', '投资人'], rows: 1 },
  { labels: ['注册资本', '组成形式', '出资额'], rows: 1, right: true },
  { labels: ['成立日期', '注册日期'], rows: 1, right: true },
  { labels: ['营业期限', '合伙期限'], rows: 2, right: true },
  { labels: ['住所', '营业场所', '经营场所', '主要经营场所'], rows: 3, text: true, right: true },
  { labels: ['经营范围'], rows: 12, text: true },
];
const RIGHT_LABELS = new Set(FIELDS.filter((field) => field.right).flatMap((field) => field.labels));

/** Short labels a value may hold (名称 in a name, 住所 in an address) are taken only where a label starts. */
const SHORT = new Set(['名称', '类型', '住所', '经营者', '负责人', '投资人']);
const LABELS: CardLabel[] = [...FIELDS.flatMap((field) => field.labels), '统一社会信用代码', '登记机关'].map((name) => ({ name, anywhere: !SHORT.has(name) }));

/** Letters outside the code's alphabet that the recogniser reads for its digits: O for 0, I for 1, Z for 2, S for 5. */
const CODE_MISREAD: Record<string, string> = { O: '0', I: '1', Z: '2', S: '5' };

/** The credit code: the 18-character word of code characters on the card (the label's row or the one under it in practice). */
function creditCodeOf(lines: readonly RecognisedLine[]): NameValue | undefined {
  for (const line of lines) {
    for (const word of halfWidth(line.text).toUpperCase().split(/[\s:：]+|统一社会信用代码/)) {
      if (!/^[0-9A-Z]{18}$/.test(word) || !/\d/.test(word.slice(2, 8))) continue;
      const code = [...word].map((char) => (CREDIT_CODE_CHARACTERS.includes(char) ? char : (CODE_MISREAD[char] ?? char))).join('');
      return { Name: '统一社会信用代码', Value: code, ...(creditCodeValid(code) ? {} : { Uncertain: true }) };
    }
  }
  return undefined;
}

/**
 * The business scope's items are parted by semicolons, and a colon only follows the heading of
 * a list (一般项目：, 许可项目：, 一般经营项目是：); the recogniser takes one for the other, so
 * any other colon is read as the semicolon it is.
 */
const scopeSeparators = (scope: string) => scope.replace(/[:：]/g, (colon, at: number) => (/(项目|项目是)$/.test(scope.slice(0, at)) ? '：' : '；'));

/** Chinese text with its brackets, commas, colons and semicolons full-width, as printed. */
const fullWidthMarks = (text: string) => text.replace(/[(),:;]/g, (c) => ({ '(': '（', ')': '）', ',': '，', ':': '：', ';': '；' })[c] as string);

/**
 * Where the licence's right column starts: just left of its labels (注册资本, 成立日期, …),
 * when at least two of them are read and stand one under the other, right of the left
 * column's labels. In the lines' own pixels.
 */
export function licenceColumnOf(lines: readonly MeasuredLine[]): number | undefined {
  const pieces = piecesOf(lines, LABELS);
  const right = pieces.filter((piece) => piece.label && RIGHT_LABELS.has(piece.label)).sort((a, b) => a.left - b.left);
  const leftLabels = pieces.filter((piece) => piece.label && !RIGHT_LABELS.has(piece.label) && piece.label !== '统一社会信用代码' && piece.label !== '登记机关');
  if (right.length < 2 || !leftLabels.length) return undefined;
  const median = right[Math.floor(right.length / 2)];
  const em = median.bottom - median.top;
  const column = right.filter((piece) => Math.abs(piece.left - median.left) < 2 * em);
  const split = Math.min(...column.map((piece) => piece.left)) - em / 2;
  if (column.length < 2 || !leftLabels.every((piece) => piece.right < split)) return undefined;
  return split;
}

export function businessLicenceFields(lines: readonly MeasuredLine[]): NameValue[] {
  const pieces = piecesOf(lines, LABELS);
  // No label of a licence, no licence: an 18-character word alone may be an ID card's number.
  if (!pieces.some((piece) => piece.label)) return [];
  const pairs: NameValue[] = [];
  const code = creditCodeOf(lines);
  if (code) pairs.push(code);
  for (const field of FIELDS) {
    for (const name of field.labels) {
      const label = labelled(pieces, name);
      if (!label) continue;
      const value = valueOf(pieces, label, field.rows).replace(/\s+/g, '');
      const text = field.text ? fullWidthMarks(value) : value;
      if (value) pairs.push({ Name: name, Value: name === '经营范围' ? scopeSeparators(text) : text });
      break;
    }
  }
  return pairs;
}
