/**
 * A bank card read into name/value pairs: 卡号 (printed in groups, 4-4-4-4, 4-4-4-4-3 or 6-13,
 * held to its Luhn digit: a number that fails it is sent Uncertain), 银行 (the printed Chinese
 * name, else the English one, else the number's prefix: bank-names.ts), 卡类型 when the card
 * prints it (借记卡, 信用卡, …) and 有效期 (MM/YY) when it has one. The holder's name is
 * embossed too, but the issue asks for none of it.
 */
import type { RecognisedLine } from '../paddle';
import type { NameValue } from '../invoice';
import { halfWidth } from '../rows';
import { luhnValid } from './checks';
import { bankOfEnglishName, bankOfNumber } from './bank-names';

/** The groups a card prints its number in, by size. */
const LAYOUTS = ['4-4-4-4', '4-4-4-4-3', '6-13', '4-6-5', '4-4-4-4-2', '4-4-4-1'];
/** A bank's name as printed: the first word ending in 银行 (not the 银联 mark). */
const BANK_NAME = /[\u4e00-\u9fff]{2,10}?银行/;
const CARD_TYPE = /准贷记卡|贷记卡|借记卡|信用卡|储蓄卡|预付卡/;
const EXPIRY = /(?:^|[^\d])(0[1-9]|1[0-2])\s*\/\s*(\d{2})(?!\d)/;
/** A line that says it holds the expiry. */
const EXPIRY_LABEL = /有效期|VALID|THRU|GOOD/i;

/** Letters the recogniser takes digits for, in a run of digits: O for 0, I or l for 1. */
const asDigits = (text: string) => text.replace(/(?<=[\d ])[Oo](?=[\d ])|(?<=[\d ])[Il|](?=[\d ])/g, (c) => (/[Oo]/.test(c) ? '0' : '1'));

interface NumberCandidate {
  digits: string;
  /** Printed in one of the card layouts' groups. */
  grouped: boolean;
  luhn: boolean;
}

/**
 * The card numbers a line may hold: each run of digit groups, and each of its leading groups
 * long enough to be one (the recogniser may run the expiry or a code on after the number).
 */
function candidatesOf(text: string): NumberCandidate[] {
  const candidates: NumberCandidate[] = [];
  // A run that runs into letters is a code (an ID number ends in X), not a card number.
  for (const run of asDigits(halfWidth(text)).match(/(?<![\dA-Za-z])\d[\d ]{10,30}\d(?![\dA-Za-z])/g) ?? []) {
    const groups = run.trim().split(/ +/);
    for (let n = groups.length; n >= 1; n--) {
      const digits = groups.slice(0, n).join('');
      if (digits.length < 13 || digits.length > 19) continue;
      const layout = groups.slice(0, n).map((group) => group.length).join('-');
      candidates.push({ digits, grouped: LAYOUTS.includes(layout), luhn: luhnValid(digits) });
    }
  }
  return candidates;
}

/**
 * The card number: one printed in a card's groups, or run together (the recogniser may drop
 * the gaps) as 16 or 19 digits that pass the Luhn check — not an 18-digit ID number. One that
 * passes its check first; a grouped one that fails it is sent, uncertain.
 */
function cardNumberOf(lines: readonly RecognisedLine[]): NameValue | undefined {
  const candidates = lines.flatMap((line) => candidatesOf(line.text));
  const rank = (c: NumberCandidate) => (c.luhn ? 2 : 0) + (c.grouped ? 1 : 0);
  const cardLike = (c: NumberCandidate) => c.grouped || (c.luhn && [16, 19].includes(c.digits.length));
  const best = candidates.filter(cardLike).sort((a, b) => rank(b) - rank(a) || b.digits.length - a.digits.length)[0];
  if (!best) return undefined;
  return { Name: '卡号', Value: best.digits, ...(best.luhn ? {} : { Uncertain: true }) };
}

function expiryOf(lines: readonly RecognisedLine[]): string | undefined {
  const texts = lines.map((line) => halfWidth(line.text));
  const labelled = texts.filter((text) => EXPIRY_LABEL.test(text));
  for (const text of [...labelled, ...texts]) {
    const match = EXPIRY.exec(text);
    if (match) return `${match[1]}/${match[2]}`;
  }
  return undefined;
}

export function bankCardFields(lines: readonly RecognisedLine[]): NameValue[] {
  const number = cardNumberOf(lines);
  // No number, no card: the page is another card, or no card at all.
  if (!number) return [];
  const texts = lines.map((line) => line.text);
  const printed = texts.map((text) => BANK_NAME.exec(text.replace(/\s+/g, ''))?.[0]).find(Boolean);
  const bank = printed ?? bankOfEnglishName(texts.join(' ')) ?? bankOfNumber(number.Value);
  const cardType = texts.map((text) => CARD_TYPE.exec(text)?.[0]).find(Boolean);
  const expiry = expiryOf(lines);
  return [
    number,
    ...(bank ? [{ Name: '银行', Value: bank }] : []),
    ...(cardType ? [{ Name: '卡类型', Value: cardType }] : []),
    ...(expiry ? [{ Name: '有效期', Value: expiry }] : []),
  ];
}
