/**
 * A file's pages as the visitor arranges them: every page in the order shown, and which are
 * left out. Left-out pages stay in place (greyed), so ticking one again puts it back where it was.
 */
export interface Arrangement {
  order: number[];
  dropped: ReadonlySet<number>;
}

export const allPages = (count: number): Arrangement => ({ order: Array.from({ length: count }, (_, i) => i + 1), dropped: new Set() });

/** The pages the task keeps, in order; undefined when that is every page as it was (the task's default). */
export function keptPages({ order, dropped }: Arrangement): number[] | undefined {
  const kept = order.filter((page) => !dropped.has(page));
  const untouched = kept.length === order.length && kept.every((page, index) => page === index + 1);
  return untouched ? undefined : kept;
}

export function movePage(arrangement: Arrangement, page: number, to: number): Arrangement {
  const order = arrangement.order.filter((candidate) => candidate !== page);
  order.splice(Math.max(0, Math.min(order.length, to)), 0, page);
  return { ...arrangement, order };
}

export function togglePage(arrangement: Arrangement, page: number, keep: boolean): Arrangement {
  const dropped = new Set(arrangement.dropped);
  if (keep) dropped.delete(page);
  else dropped.add(page);
  return { ...arrangement, dropped };
}
