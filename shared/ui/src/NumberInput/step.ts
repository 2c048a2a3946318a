/**
 * Reads what a visitor typed as a number for stepping only (the caller validates): full-width
 * digits and points from a Chinese IME count, thousands separators are ignored.
 */
export function readNumber(raw: string): number | undefined {
  const text = raw
    .trim()
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/[．。]/g, '.')
    .replace(/[－—]/g, '-')
    .replace(/[,，]/g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return undefined;
  return Number(text);
}

const decimalsOf = (value: number) => {
  const text = String(value);
  if (text.includes('e')) return 0;
  return text.split('.')[1]?.length ?? 0;
};

/**
 * The text after one step up (+1) or down (-1), kept within min..max, with no more decimals
 * than the value or the step had (0.1 + 0.2 gives "0.3", not "0.30000000000000004").
 * Undefined when the text is not a number: the visitor's typing is left alone.
 */
export function stepped(raw: string, direction: 1 | -1, { min, max, step = 1 }: { min?: number; max?: number; step?: number }): string | undefined {
  const clamp = (value: number) => Math.min(max ?? Infinity, Math.max(min ?? -Infinity, value));
  if (raw.trim() === '') return String(clamp(min ?? 0));
  const current = readNumber(raw);
  if (current === undefined) return undefined;
  const decimals = Math.max(decimalsOf(current), decimalsOf(step));
  const next = clamp(Number((current + direction * step).toFixed(decimals)));
  return String(next);
}
