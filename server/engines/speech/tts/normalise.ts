/**
 * The text-normalisation step: what a reader says for digits, dates, times, percentages,
 * temperatures and units, written out before a voice reads the text — 2024-03-05 →
 * 二零二四年三月五日 / March fifth, twenty twenty-four; 25℃ → 二十五摄氏度 / twenty-five degrees
 * Celsius; 5km → 五公里 / five kilometers. Each language's rules run on sentences of that
 * language (sentences.ts decides which).
 */
import { enInteger, enNumber, enOrdinal, enYear, MONTHS } from './en-numbers';
import { zhDigits, zhInteger, zhNumber } from './zh-numbers';

const NUMBER = String.raw`-?\d+(?:,\d{3})*(?:\.\d+)?`;

/** Units after a number, longest first so `km` wins over `m`. */
const UNITS: [string, string, string][] = [
  ['km/h', '公里每小时', 'kilometers per hour'],
  ['m/s', '米每秒', 'meters per second'],
  ['km²', '平方公里', 'square kilometers'],
  ['m²', '平方米', 'square meters'],
  ['km', '公里', 'kilometers'],
  ['kg', '公斤', 'kilograms'],
  ['cm', '厘米', 'centimeters'],
  ['mm', '毫米', 'millimeters'],
  ['ml', '毫升', 'milliliters'],
  ['mg', '毫克', 'milligrams'],
  ['GB', '吉字节', 'gigabytes'],
  ['MB', '兆字节', 'megabytes'],
  ['kWh', '千瓦时', 'kilowatt hours'],
  ['kW', '千瓦', 'kilowatts'],
  ['Hz', '赫兹', 'hertz'],
  ['m', '米', 'meters'],
  ['g', '克', 'grams'],
  ['L', '升', 'liters'],
];
const unitPattern = UNITS.map(([unit]) => unit.replace(/[/²]/g, (char) => `\\${char}`)).join('|');
// A unit is a unit only where no letter follows (5 mins is not 5 meters and ins).
const UNIT_AFTER_NUMBER = new RegExp(`(${NUMBER})\\s?(${unitPattern})(?![A-Za-z])`, 'g');
const unitWord = (unit: string, language: 0 | 1) => UNITS.find(([symbol]) => symbol === unit)?.[language + 1] ?? unit;

export function normaliseZh(text: string): string {
  return (
    text
      // 2024-03-05, 2024/3/5, 2024.3.5
      .replace(/(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/g, (_, y: string, m: string, d: string) => `${zhDigits(y)}年${zhInteger(Number(m))}月${zhInteger(Number(d))}日`)
      .replace(/(\d{4})年/g, (_, y: string) => `${zhDigits(y)}年`)
      // 10:30 → 十点三十分; 9:05 → 九点零五分
      .replace(/(\d{1,2}):(\d{2})(?!\d)/g, (_, h: string, m: string) => `${zhInteger(Number(h))}点${m === '00' ? '整' : (m.startsWith('0') ? '零' : '') + zhInteger(Number(m)) + '分'}`)
      .replace(new RegExp(`(${NUMBER})\\s?%`, 'g'), (_, n: string) => `百分之${zhNumber(n)}`)
      .replace(new RegExp(`(${NUMBER})\\s?(?:℃|°C)`, 'g'), (_, n: string) => `${zhNumber(n)}摄氏度`)
      .replace(new RegExp(`(${NUMBER})\\s?(?:℉|°F)`, 'g'), (_, n: string) => `${zhNumber(n)}华氏度`)
      .replace(new RegExp(`[¥￥](${NUMBER})`, 'g'), (_, n: string) => `${zhNumber(n)}元`)
      .replace(UNIT_AFTER_NUMBER, (_, n: string, unit: string) => `${zhNumber(n)}${unitWord(unit, 0)}`)
      .replace(new RegExp(NUMBER, 'g'), (n) => zhNumber(n))
  );
}

export function normaliseEn(text: string): string {
  const date = (y: string, m: string, d: string) => {
    const month = MONTHS[Number(m) - 1];
    return month ? `${month} ${enOrdinal(Number(d))}, ${enYear(Number(y))}` : `${y} ${m} ${d}`;
  };
  return (
    text
      .replace(/(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?!\d)/g, (_, y: string, m: string, d: string) => date(y, m, d))
      // March 5, 2024 / 5 March 2024: the day an ordinal, the year in pairs.
      .replace(new RegExp(`(${MONTHS.join('|')}) (\\d{1,2})(?:st|nd|rd|th)?,? (\\d{4})`, 'g'), (_, m: string, d: string, y: string) => `${m} ${enOrdinal(Number(d))}, ${enYear(Number(y))}`)
      .replace(new RegExp(`(\\d{1,2})(?:st|nd|rd|th)? (${MONTHS.join('|')}),? (\\d{4})`, 'g'), (_, d: string, m: string, y: string) => `${m} ${enOrdinal(Number(d))}, ${enYear(Number(y))}`)
      .replace(/\b(\d{1,2}):(\d{2})\b/g, (_, h: string, m: string) => `${enInteger(Number(h))} ${m === '00' ? "o'clock" : m.startsWith('0') ? `oh ${enInteger(Number(m))}` : enInteger(Number(m))}`)
      .replace(/\b(1[5-9]\d\d|20\d\d)s\b/g, (_, y: string) => `${enYear(Number(y))}s`.replace(/ys$/, 'ies'))
      .replace(/\b(?:in|since|of|year) (1[5-9]\d\d|20\d\d)\b/g, (whole, y: string) => whole.replace(y, enYear(Number(y))))
      .replace(new RegExp(`(${NUMBER})\\s?%`, 'g'), (_, n: string) => `${enNumber(n)} percent`)
      .replace(new RegExp(`(${NUMBER})\\s?(?:℃|°C)`, 'g'), (_, n: string) => `${enNumber(n)} degrees Celsius`)
      .replace(new RegExp(`(${NUMBER})\\s?(?:℉|°F)`, 'g'), (_, n: string) => `${enNumber(n)} degrees Fahrenheit`)
      .replace(new RegExp(`\\$(${NUMBER})`, 'g'), (_, n: string) => `${enNumber(n)} dollars`)
      .replace(UNIT_AFTER_NUMBER, (_, n: string, unit: string) => `${enNumber(n)} ${unitWord(unit, 1)}`)
      .replace(/\b(\d+)(st|nd|rd|th)\b/g, (_, n: string) => enOrdinal(Number(n)))
      .replace(new RegExp(NUMBER, 'g'), (n) => enNumber(n))
  );
}
