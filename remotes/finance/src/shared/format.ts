/** Number formats shared by the finance screens. */

/** 3.1 → "3.10%", 3.075 → "3.075%": at least two decimals, never a rounding of a published figure. */
export function formatPercent(rate: number): string {
  const exact = Number(rate.toFixed(4)).toString();
  const decimals = exact.split('.')[1]?.length ?? 0;
  return `${decimals >= 2 ? exact : rate.toFixed(2)}%`;
}

/** Yuan with two decimals and group separators: 5307.27 → "5,307.27". */
export function formatYuan(amount: number): string {
  return amount.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Signed basis points between two rates: 3.6 → 3.1 gives "-50bp". */
export function formatBpChange(from: number, to: number): string {
  const bp = Math.round((to - from) * 100);
  return `${bp > 0 ? '+' : ''}${bp}bp`;
}
