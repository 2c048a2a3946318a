/**
 * Amounts of an invoice as whole cents: the figures (¥1,446.40) and the total in words
 * (壹仟肆佰肆拾陆圆肆角整), so the fields can be checked against each other (spec §3: 金额 +
 * 税额 = 价税合计, and the words say what the figures say).
 */

const DIGITS: Record<string, number> = { 零: 0, 〇: 0, 壹: 1, 贰: 2, 叁: 3, 肆: 4, 伍: 5, 陆: 6, 柒: 7, 捌: 8, 玖: 9 };
const SMALL_UNITS: Record<string, number> = { 拾: 10, 佰: 100, 仟: 1000 };

/** Cents of a figure such as '¥1,446.40' or '1446.4'; undefined when it is not one. */
export function centsOf(figure: string | undefined): number | undefined {
  const match = /^[¥￥]?\s*(-?)(\d[\d,]*)(?:\.(\d{1,2}))?$/.exec((figure ?? '').trim());
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole.replace(/,/g, '')) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** A figure of cents as the invoice prints it: '¥1446.40'. */
export const figureOf = (cents: number) => `${cents < 0 ? '-' : ''}¥${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/**
 * Cents of an amount in Chinese uppercase (壹仟零叁拾柒圆叁角肆分, 柒仟贰佰伍拾圆整); undefined
 * when the words do not make an amount (an unknown character, a unit out of order).
 */
export function centsOfWords(words: string | undefined): number | undefined {
  const text = (words ?? '').replace(/[\sⓧ⊗]/g, '').replace(/元/g, '圆').replace(/正$/, '整');
  if (!/^[零〇壹贰叁肆伍陆柒捌玖拾佰仟万亿圆角分整]+$/.test(text) || !/[壹贰叁肆伍陆柒捌玖零拾]/.test(text)) return undefined;
  let yi = 0; // the 亿 of the yuan
  let wan = 0; // the 万 below them
  let section = 0; // below the 万
  let digit: number | undefined;
  let cents = 0;
  let yuanDone = false;
  let fraction = false;
  for (const char of text) {
    if (char in DIGITS) {
      if (digit !== undefined && DIGITS[char] !== 0 && digit !== 0) return undefined; // two digits in a row
      digit = DIGITS[char];
    } else if (char in SMALL_UNITS) {
      if (fraction) return undefined;
      section += (digit ?? 1) * SMALL_UNITS[char];
      digit = undefined;
    } else if (char === '万' || char === '亿') {
      if (fraction) return undefined;
      if (char === '万') wan = section + (digit ?? 0);
      else [yi, wan] = [wan * 10_000 + section + (digit ?? 0), 0];
      section = 0;
      digit = undefined;
    } else if (char === '圆') {
      if (yuanDone) return undefined;
      [yi, wan, section] = [0, 0, yi * 100_000_000 + wan * 10_000 + section + (digit ?? 0)];
      digit = undefined;
      yuanDone = true;
      fraction = true;
    } else if (char === '角' || char === '分') {
      if (digit === undefined) return undefined;
      cents += digit * (char === '角' ? 10 : 1);
      digit = undefined;
      fraction = true;
    } else if (char === '整') {
      digit = undefined;
    }
  }
  if (!fraction && !yuanDone) return undefined;
  if (digit) return undefined; // a digit without its unit
  return (yuanDone ? section : 0) * 100 + cents;
}
