/**
 * Numbers as Mandarin reads them: 123 → 一百二十三, 10005 → 一万零五, 3.14 → 三点一四, a year
 * digit by digit (2024年 → 二零二四年). espeak-ng's Mandarin reads Arabic digits one by one
 * or in English, so the text reaches it already written out.
 */

const DIGITS = '零一二三四五六七八九';
const SMALL_UNITS = ['', '十', '百', '千'];
const BIG_UNITS = ['', '万', '亿', '万亿'];

/** 0–9999 with its zeros as spoken: 1005 → 一千零五, 1050 → 一千零五十. */
function underTenThousand(n: number): string {
  let out = '';
  let zeroPending = false;
  for (let place = 3; place >= 0; place--) {
    const digit = Math.floor(n / 10 ** place) % 10;
    if (digit === 0) {
      if (out) zeroPending = true;
      continue;
    }
    if (zeroPending) out += '零';
    zeroPending = false;
    out += DIGITS[digit] + SMALL_UNITS[place];
  }
  return out;
}

/** A whole number up to 10¹⁶ as spoken; 10–19 start 十 not 一十. */
export function zhInteger(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) return zhDigits(String(n));
  if (n === 0) return '零';
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 10_000)) groups.push(rest % 10_000);
  let out = '';
  let zeroPending = false;
  for (let i = groups.length - 1; i >= 0; i--) {
    const group = groups[i];
    if (group === 0) {
      zeroPending = out.length > 0;
      continue;
    }
    if (out && (zeroPending || group < 1000)) out += '零';
    zeroPending = false;
    out += underTenThousand(group) + BIG_UNITS[i];
  }
  return out.startsWith('一十') ? out.slice(1) : out;
}

/** Digit by digit: years, phone numbers, the digits after a decimal point. */
export const zhDigits = (digits: string) => [...digits].map((char) => (/\d/.test(char) ? DIGITS[Number(char)] : char)).join('');

/** `3.14` → 三点一四, `-2` → 负二, `12` → 十二. */
export function zhNumber(text: string): string {
  const negative = text.startsWith('-');
  const [whole, fraction] = text.replace(/^-/, '').replace(/,/g, '').split('.');
  // A long run of digits without thousands commas (a phone number is 11) or with a leading zero
  // is a code, read digit by digit.
  const code = (whole.length > 10 && !text.includes(',')) || (whole.length > 1 && whole.startsWith('0'));
  const integer = code ? zhDigits(whole) : zhInteger(Number(whole));
  return (negative ? '负' : '') + integer + (fraction ? '点' + zhDigits(fraction) : '');
}
