/**
 * The mainland resident ID card read into name/value pairs. The front (人像面): 姓名, 性别 and
 * 民族 on one row, 出生, 住址 wrapped over up to three rows, 公民身份号码. The number is held to
 * its check digit, and what it says of its holder (digits 7–14 the birth date, digit 17's
 * parity the sex) to the printed 出生 and 性别: a field a check contradicts is sent Uncertain,
 * so the screen asks for it to be compared with the card. The back (国徽面): 签发机关 and
 * 有效期限, whose span a card of that kind has (5, 10 or 20 years, or 长期).
 */
import { halfWidth } from '../rows';
import type { RecognisedLine } from '../paddle';
import type { NameValue } from '../invoice';
import { idNumberHolder, idNumberValid } from './checks';
import { joined, labelled, piecesOf, rightOf, valueOf, type CardLabel, type Piece } from './card-lines';

const FRONT_LABELS: CardLabel[] = [
  { name: '姓名' },
  { name: '性别' },
  { name: '民族' },
  { name: '出生' },
  { name: '住址' },
  { name: '公民身份号码', anywhere: true },
];
const BACK_LABELS: CardLabel[] = [
  { name: '签发机关', anywhere: true },
  { name: '有效期限', anywhere: true },
];

/** An ID number as read: 17 digits and a digit or X, spaces dropped, x made X — not 18 digits of a longer run (a bank card's number). */
const ID_NUMBER = /(?<!\d)\d{17}[\dX](?![\dX])/;
const BIRTH = /(\d{4})年(\d{1,2})月(\d{1,2})日/;

const compact = (text: string) => halfWidth(text).replace(/\s+/g, '');

/** A name as printed: no spaces, the dot of a name in the Uyghur way (买买提·艾力) the one dot however it was read. */
const nameOf = (text: string | undefined) => text?.replace(/\s+/g, '').replace(/(?<=[\u4e00-\u9fff])[・•．.。](?=[\u4e00-\u9fff])/g, '·');

/** The value right of a label, or undefined when the label or the value is not there. */
const besideLabel = (pieces: Piece[], name: string, rows = 1) => {
  const label = labelled(pieces, name);
  const value = label ? valueOf(pieces, label, rows) : '';
  return value || undefined;
};

function idNumberOf(pieces: Piece[], lines: readonly RecognisedLine[]): string | undefined {
  const label = labelled(pieces, '公民身份号码');
  const beside = label ? ID_NUMBER.exec(compact(joined(rightOf(pieces, label))).toUpperCase())?.[0] : undefined;
  // Else anywhere on the card: no other field is 18 characters of digits.
  return beside ?? lines.map((line) => ID_NUMBER.exec(compact(line.text).toUpperCase())?.[0]).find(Boolean);
}

/** The birth date as printed ('1990年3月7日'), from the 出生 row, or anywhere when its label was not read. */
function birthOf(pieces: Piece[], lines: readonly RecognisedLine[]): string | undefined {
  const value = besideLabel(pieces, '出生');
  const match = BIRTH.exec(compact(value ?? '')) ?? lines.map((line) => BIRTH.exec(compact(line.text))).find(Boolean);
  return match ? `${match[1]}年${Number(match[2])}月${Number(match[3])}日` : undefined;
}

/** The front's pairs in the card's order, each checked against the number. */
export function idCardFrontFields(lines: readonly RecognisedLine[]): NameValue[] {
  const pieces = piecesOf(lines, FRONT_LABELS);
  const number = idNumberOf(pieces, lines);
  // Neither a label of the front nor its number: another card (a licence's dates are no birth date).
  if (!number && !pieces.some((piece) => piece.label)) return [];
  const sex = /^[男女]/.exec(compact(besideLabel(pieces, '性别') ?? ''))?.[0];
  const nation = /^[\u4e00-\u9fff]{1,6}/.exec(compact(besideLabel(pieces, '民族') ?? ''))?.[0];
  const fields: [string, string | undefined][] = [
    ['姓名', nameOf(besideLabel(pieces, '姓名'))],
    ['性别', sex],
    ['民族', nation],
    ['出生', birthOf(pieces, lines)],
    ['住址', besideLabel(pieces, '住址', 3)?.replace(/\s+/g, '')],
    ['公民身份号码', number],
  ];
  const pairs = fields.filter((field): field is [string, string] => Boolean(field[1])).map(([Name, Value]): NameValue => ({ Name, Value }));
  return checkedAgainstNumber(pairs);
}

/**
 * The number's check digit, and the birth date and sex it holds against the printed ones: a
 * number that fails its check is uncertain; a printed date or sex it contradicts is too.
 */
export function checkedAgainstNumber(pairs: NameValue[]): NameValue[] {
  const value = (name: string) => pairs.find((pair) => pair.Name === name)?.Value;
  const number = value('公民身份号码');
  if (!number) return pairs;
  const holder = idNumberHolder(number);
  const birth = BIRTH.exec(value('出生') ?? '');
  const wrong = new Set<string>();
  if (!idNumberValid(number)) wrong.add('公民身份号码');
  if (holder && birth && (Number(birth[1]) !== holder.year || Number(birth[2]) !== holder.month || Number(birth[3]) !== holder.day)) wrong.add('出生');
  if (holder && value('性别') && value('性别') !== holder.sex) wrong.add('性别');
  return pairs.map((pair) => (wrong.has(pair.Name) ? { ...pair, Uncertain: true } : pair));
}

/** 有效期限: start and end (or 长期), read as '2015.08.20-2035.08.20'. */
const VALIDITY = /(\d{4})\.?(\d{2})\.?(\d{2})[-—–~至]+(?:(\d{4})\.?(\d{2})\.?(\d{2})|(长期))/;

/** A validity period as printed, and whether its span is one a card is issued for. */
function validityOf(text: string): NameValue | undefined {
  const match = VALIDITY.exec(compact(text).replace(/[,，]/g, '.'));
  if (!match) return undefined;
  const [, y1, m1, d1, y2, m2, d2, lifelong] = match;
  const Value = `${y1}.${m1}.${d1}-${lifelong ?? `${y2}.${m2}.${d2}`}`;
  // Issued for 5, 10 or 20 years to the day, or for life (长期).
  const span = lifelong ? 0 : Number(y2) - Number(y1);
  const plausible = lifelong !== undefined || ([5, 10, 20].includes(span) && m1 === m2 && d1 === d2);
  return { Name: '有效期限', Value, ...(plausible ? {} : { Uncertain: true }) };
}

/** The back's pairs: the issuing authority and the validity period. */
export function idCardBackFields(lines: readonly RecognisedLine[]): NameValue[] {
  const pieces = piecesOf(lines, BACK_LABELS);
  const authority = besideLabel(pieces, '签发机关', 2)?.replace(/\s+/g, '');
  const validity = validityOf(besideLabel(pieces, '有效期限') ?? '') ?? lines.map((line) => validityOf(line.text)).find(Boolean);
  return [...(authority ? [{ Name: '签发机关', Value: authority }] : []), ...(validity ? [validity] : [])];
}
