/**
 * An invoice's fields checked against each other, the way the form's own sums tie them:
 * 金额 + 税额 = 价税合计(小写) to the cent, the total in words (大写) says the total in figures,
 * the items' 金额 and 税额 add up to 金额 and 税额, and each item's quantity × price gives its
 * amount and its amount × rate its tax. A check that fails marks the fields it ties as
 * uncertain, so the screen asks for them to be compared with the paper instead of showing
 * them as fact. Where one figure alone disagrees and the others confirm each other (the words
 * among them), that figure is a misreading and is corrected from them instead.
 */
import { centsOf, centsOfWords, figureOf } from './invoice-money';
import type { NameValue } from './invoice';

const AMOUNT = '金额';
const TAX = '税额';
const TOTAL = '价税合计(小写)';
const WORDS = '价税合计(大写)';

/** An item's figure as the invoice prints it: '1734.00'. */
const plain = (cents: number) => (cents / 100).toFixed(2);

interface ItemFigures {
  index: number;
  quantity?: number;
  price?: number;
  amount?: number;
  rate?: number;
  tax?: number;
}

/** Quantity × price, to the cent: the price may be printed rounded, so each unit may be half a cent off. */
const amountAgrees = (item: ItemFigures, amount = item.amount) =>
  item.quantity === undefined || item.price === undefined || amount === undefined || Math.abs((item.quantity * item.price) - amount) <= 1 + item.quantity * 0.5;
const taxAgrees = (item: ItemFigures, tax = item.tax) =>
  item.rate === undefined || item.amount === undefined || tax === undefined || Math.abs(Math.round(item.amount * item.rate) - tax) <= 1;

export function crossChecked(input: NameValue[]): NameValue[] {
  const pairs = input.map((pair) => ({ ...pair }));
  const field = (name: string) => pairs.find((pair) => pair.Name === name);
  const uncertain = new Set<string>();
  const set = (name: string, value: string) => {
    const pair = field(name);
    if (pair) pair.Value = value;
    else pairs.push({ Name: name, Value: value });
  };

  // The items' figures.
  const items: ItemFigures[] = [];
  for (let i = 1; field(`明细${i}名称`) || field(`明细${i}金额`); i++) {
    const number = (column: string) => {
      const text = field(`明细${i}${column}`)?.Value.replace(/,/g, '');
      return text && /^\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
    };
    const rate = /^(\d+(?:\.\d+)?)%$/.exec(field(`明细${i}税率`)?.Value ?? '');
    items.push({
      index: i,
      quantity: number('数量'),
      price: number('单价') === undefined ? undefined : Math.round((number('单价') ?? 0) * 100 * 1e6) / 1e6,
      amount: centsOf(field(`明细${i}金额`)?.Value),
      rate: rate ? Number(rate[1]) / 100 : undefined,
      tax: centsOf(field(`明细${i}税额`)?.Value),
    });
  }
  const sum = (column: 'amount' | 'tax') =>
    items.length && items.every((item) => item[column] !== undefined) ? items.reduce((total, item) => total + (item[column] ?? 0), 0) : undefined;

  let amount = centsOf(field(AMOUNT)?.Value);
  let tax = centsOf(field(TAX)?.Value);
  let total = centsOf(field(TOTAL)?.Value);
  const words = centsOfWords(field(WORDS)?.Value);
  const [itemAmounts, itemTaxes] = [sum('amount'), sum('tax')];

  // Repairs: one figure alone disagrees, the others (the words among them) confirm each other.
  if (words !== undefined && amount !== undefined && tax !== undefined && amount + tax === words && total !== words) {
    total = words;
    set(TOTAL, figureOf(total));
  } else if (words !== undefined && total === words && amount !== undefined && tax !== undefined && amount + tax !== total) {
    if (itemAmounts === amount && itemTaxes !== tax && itemTaxes === total - amount) {
      tax = total - amount;
      set(TAX, figureOf(tax));
    } else if (itemTaxes === tax && itemAmounts !== amount && itemAmounts === total - tax) {
      amount = total - tax;
      set(AMOUNT, figureOf(amount));
    }
  } else if (words !== undefined && total === words && (amount === undefined) !== (tax === undefined)) {
    // One of 金额 / 税额 not read at all: the total less the other, when the items say so too.
    if (amount === undefined && itemAmounts === total - (tax ?? 0)) set(AMOUNT, figureOf((amount = itemAmounts)));
    if (tax === undefined && itemTaxes === total - (amount ?? 0)) set(TAX, figureOf((tax = itemTaxes)));
  }
  // An item whose amount (or tax) alone breaks both its own product and the items' sum.
  for (const [column, target, agrees, name] of [
    ['amount', amount, amountAgrees, '金额'],
    ['tax', tax, taxAgrees, '税额'],
  ] as const) {
    const summed = sum(column);
    if (target === undefined || summed === undefined || summed === target) continue;
    const wrong = items.filter((item) => !agrees(item));
    if (wrong.length !== 1) continue;
    const [item] = wrong;
    const fixed = target - (summed - (item[column] ?? 0));
    if (fixed > 0 && agrees(item, fixed)) {
      item[column] = fixed;
      set(`明细${item.index}${name}`, plain(fixed));
    }
  }

  // Checks: a failing one marks the fields it ties.
  const mark = (...names: string[]) => names.forEach((name) => field(name) && uncertain.add(name));
  if (amount !== undefined && tax !== undefined && total !== undefined && amount + tax !== total) mark(AMOUNT, TAX, TOTAL);
  if (field(WORDS) && (words === undefined || (total !== undefined && words !== total))) mark(WORDS, TOTAL);
  const [amounts, taxes] = [sum('amount'), sum('tax')];
  if (amounts !== undefined && amount !== undefined && amounts !== amount) mark(AMOUNT, ...items.map((item) => `明细${item.index}金额`));
  if (taxes !== undefined && tax !== undefined && taxes !== tax) mark(TAX, ...items.map((item) => `明细${item.index}税额`));
  for (const item of items) {
    if (!amountAgrees(item)) mark(`明细${item.index}数量`, `明细${item.index}单价`, `明细${item.index}金额`);
    if (!taxAgrees(item)) mark(`明细${item.index}金额`, `明细${item.index}税率`, `明细${item.index}税额`);
  }
  return pairs.map((pair) => (uncertain.has(pair.Name) ? { ...pair, Uncertain: true } : pair));
}
