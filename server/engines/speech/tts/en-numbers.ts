/**
 * Numbers as English reads them: 123 → one hundred twenty-three, 3.5 → three point five, a
 * year in pairs (1984 → nineteen eighty-four), a day as an ordinal (fifth).
 */

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: [number, string][] = [
  [1e12, 'trillion'],
  [1e9, 'billion'],
  [1e6, 'million'],
  [1e3, 'thousand'],
];

function underHundred(n: number): string {
  if (n < 20) return ONES[n];
  return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : '');
}

function underThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} hundred` : '', rest || !hundreds ? underHundred(rest) : ''].filter(Boolean).join(' ');
}

export function enInteger(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) return enDigits(String(n));
  const words: string[] = [];
  let rest = n;
  for (const [scale, name] of SCALES) {
    if (rest >= scale) {
      words.push(`${underThousand(Math.floor(rest / scale))} ${name}`);
      rest %= scale;
    }
  }
  if (rest || words.length === 0) words.push(underThousand(rest));
  return words.join(' ');
}

export const enDigits = (digits: string) => [...digits].map((char) => (/\d/.test(char) ? ONES[Number(char)] : char)).join(' ');

export function enNumber(text: string): string {
  const negative = text.startsWith('-');
  const [whole, fraction] = text.replace(/^-/, '').replace(/,/g, '').split('.');
  const integer = whole.length > 15 ? enDigits(whole) : enInteger(Number(whole));
  return (negative ? 'minus ' : '') + integer + (fraction ? ` point ${enDigits(fraction)}` : '');
}

/** 1984 → nineteen eighty-four, 2000 → two thousand, 2024 → twenty twenty-four, 1905 → nineteen oh five. */
export function enYear(year: number): string {
  if (year < 1000 || year > 9999 || (year % 1000 < 10 && year >= 2000)) return enInteger(year);
  const high = Math.floor(year / 100);
  const low = year % 100;
  return `${underHundred(high)} ${low === 0 ? 'hundred' : low < 10 ? `oh ${ONES[low]}` : underHundred(low)}`;
}

const ORDINAL_WORDS: Record<string, string> = { one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth', twelve: 'twelfth' };

/** 1 → first, 22 → twenty-second, 30 → thirtieth. */
export function enOrdinal(n: number): string {
  const words = enInteger(n);
  const match = /([a-z]+)$/.exec(words);
  if (!match) return words;
  const last = match[1];
  const ordinal = ORDINAL_WORDS[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return words.slice(0, -last.length) + ordinal;
}

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
