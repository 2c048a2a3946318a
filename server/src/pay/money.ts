/** Fen as the visitor reads yuan: whole yuan without decimals, otherwise two decimals. */
export function yuan(fen: number): string {
  return fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2);
}
