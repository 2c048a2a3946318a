/**
 * Invoices made up from a seed for the recognition bench, in the accuracy suite's form
 * (InvoiceTruth, drawn by server/engines/ocr/accuracy/draw-invoice.ts): paper VAT invoices
 * (普通 with a check code, 专用 without) and fully digital ones (全电, a 20-digit number),
 * with goods, quantities and prices whose amounts, tax and totals add up as a real invoice's
 * do, the total also in words; scanned skewed up to ±5°, grained, as a JPEG of quality 30.
 */
import type { InvoiceItem, InvoiceTruth } from '../server/engines/ocr/accuracy/invoices';
import { CITIES, GOODS, NAME_WORDS, PROVINCES, TRADES } from './recognition-texts';

type Random = () => number;

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const UNITS = ['', '拾', '佰', '仟'];

/** A section of up to four digits in words, 零 where zeros fall between digits (and first, when asked). */
function sectionInWords(value: number, zeroFirst: boolean): string {
  let words = '';
  let zero = zeroFirst;
  for (let place = 3; place >= 0; place--) {
    const digit = Math.floor(value / 10 ** place) % 10;
    if (digit === 0) {
      zero ||= words !== '';
      continue;
    }
    words += `${zero ? '零' : ''}${DIGITS[digit]}${UNITS[place]}`;
    zero = false;
  }
  return words;
}

/** An amount of cents as an invoice writes it in words: 壹万零贰佰陆拾圆肆角整, 陆仟叁佰零贰圆零壹分. */
export function moneyInWords(cents: number): string {
  const yuan = Math.floor(cents / 100);
  const [jiao, fen] = [Math.floor(cents / 10) % 10, cents % 10];
  const [wan, rest] = [Math.floor(yuan / 10_000), yuan % 10_000];
  let words = wan ? `${sectionInWords(wan, false)}万` : '';
  if (rest) words += sectionInWords(rest, wan > 0 && rest < 1000);
  if (!words) words = '零';
  words += '圆';
  if (!jiao && !fen) return `${words}整`;
  if (!fen) return `${words}${DIGITS[jiao]}角整`;
  return `${words}${jiao ? `${DIGITS[jiao]}角` : '零'}${DIGITS[fen]}分`;
}

const pick = <T>(pool: readonly T[], random: Random): T => pool[Math.floor(random() * pool.length)];
const digits = (count: number, random: Random) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
/** Letters a unified social credit code uses (no I, O, S, V, Z). */
const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const creditCode = (random: Random) => `91${digits(6, random)}MA${Array.from({ length: 8 }, () => pick([...CODE_CHARS], random)).join('')}`;
const company = (random: Random) => `${pick(CITIES, random)}${pick(NAME_WORDS, random)}${pick(TRADES, random)}有限公司`;
const figure = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

function items(random: Random): InvoiceItem[] {
  const count = 1 + Math.floor(random() * 3);
  const goods = [...GOODS].sort(() => random() - 0.5).slice(0, count);
  return goods.map(({ name, spec, unit }) => {
    const service = name.includes('服务') || name.includes('维护');
    const quantity = service ? 1 : 1 + Math.floor(random() * 80);
    const price = service ? 50_000 + Math.floor(random() * 300) * 100 : 100 + Math.floor(random() * 40_000);
    const amount = quantity * price;
    const rate = service ? 6 : pick([13, 13, 9], random);
    return { name, spec, unit, quantity: String(quantity), price: figure(price), amount: figure(amount), rate: `${rate}%`, tax: figure(Math.round((amount * rate) / 100)) };
  });
}

export type InvoiceKind = 'paper-ordinary' | 'paper-special' | 'digital-ordinary' | 'digital-special';

/** An invoice of `kind`, made up from `random`, scanned as an upload looks. */
export function madeUpInvoice(kind: InvoiceKind, random: Random): InvoiceTruth {
  const lines = items(random);
  const cents = (value: string) => Math.round(Number(value) * 100);
  const amount = lines.reduce((sum, item) => sum + cents(item.amount), 0);
  const tax = lines.reduce((sum, item) => sum + cents(item.tax), 0);
  const month = 1 + Math.floor(random() * 12);
  const date = `2026年${String(month).padStart(2, '0')}月${String(1 + Math.floor(random() * 28)).padStart(2, '0')}日`;
  const digital = kind.startsWith('digital');
  const special = kind.endsWith('special');
  const province = pick(PROVINCES, random);
  const privateBuyer = digital && !special && random() < 0.3;
  return {
    layout: digital ? 'digital' : 'paper',
    title: digital ? `电子发票（${special ? '增值税专用发票' : '普通发票'}）` : `${province}增值税${special ? '专用发票' : '电子普通发票'}`,
    ...(digital ? {} : { code: special ? digits(10, random) : digits(12, random) }),
    number: digital ? `26${digits(18, random)}` : digits(8, random),
    date,
    ...(kind === 'paper-ordinary' ? { checkCode: [0, 1, 2, 3].map(() => digits(5, random)).join(' ') } : {}),
    buyer: privateBuyer ? { name: '个人', taxId: '' } : { name: company(random), taxId: creditCode(random) },
    seller: { name: company(random), taxId: creditCode(random) },
    items: lines,
    amount: `¥${figure(amount)}`,
    tax: `¥${figure(tax)}`,
    totalInWords: moneyInWords(amount + tax),
    total: `¥${figure(amount + tax)}`,
    scan: { skew: Math.round((random() * 10 - 5) * 10) / 10, noise: 10 + Math.floor(random() * 15), jpeg: 30 },
  };
}
